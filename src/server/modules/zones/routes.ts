import { isWholeCents, toDollars } from '../../../shared/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '../../../shared/access';
import { DEFAULTS } from '../../../shared/limits';
import { MAX_PRICE_CENTS } from '../../../shared/pricing';
import { MESSAGES } from '../../../shared/messages';
import { badRequest } from '../../errors';
import {
  Deleted,
  envelope,
  envelopeBody,
  flag,
  Id,
  IdParams,
  LocationIdParams,
  numeric,
  oneLine,
  success,
  successBody,
} from '../../schemas/common';
import { Location, Zone } from '../../schemas/entities';
import { defineRoutes } from '../../schemas/route';
import { createLocationsService } from '../locations/service';
import { createZonesService } from './service';

/** HH:MM on the time inputs' 5-minute step (SPEC 9: step 300 seconds). */
const ZoneTime = z.string().regex(/^([01]\d|2[0-3]):[0-5][05]$/, MESSAGES.zoneTimeStep);

/** Dollars with at most cents, from 0 to MAX_PRICE_CENTS (zod's number already refuses NaN and Infinity). */
const Price = z
  .number()
  .nonnegative()
  .max(toDollars(MAX_PRICE_CENTS))
  .refine(isWholeCents, { message: MESSAGES.wholeCents })
  .describe('dollars');

const ZoneShape = {
  locationId: Id,
  // A form may send the zone number as the number typed (3): read as its digits.
  zoneNumber: z.union([oneLine(z.string().trim().min(1).max(20)), z.number().int().nonnegative().max(99_999_999).transform(String)]),
  price: numeric(Price),
  isHourly: flag(z.boolean()),
  openTime: ZoneTime,
  closeTime: ZoneTime,
};
const CreateZone = z.object({
  ...ZoneShape,
  openTime: ZoneTime.default(DEFAULTS.openTime),
  closeTime: ZoneTime.default(DEFAULTS.closeTime),
});
// Built without the defaults: a PATCH that leaves out the hours must not reset them.
const UpdateZone = z.object({ ...ZoneShape, archieved: flag(z.boolean()) }).partial();

const ZoneBody = envelope(z.object({ zone: Zone }));
const ZonesBody = envelope(z.object({ zones: z.array(Zone) }));

/** SPEC section 7 "Zones". */
const routes: FastifyPluginAsyncZod = async (app) => {
  const svc = createZonesService({ db: app.deps.db, locations: createLocationsService(app.deps) });
  const route = defineRoutes(app, 'zones');

  route({
    method: 'GET',
    url: '/locations/:locationId/zones',
    operationId: 'getLocationZones',
    summary: "Zones of a location (read as data.data.zones): drivers see the open ones, the location's managers all",
    access: 'public',
    params: LocationIdParams,
    response: { 200: ZonesBody },
    errors: [404, 429],
    handler: async (req) => envelopeBody({ zones: await svc.listForLocation(req.user, req.params.locationId) }),
  });

  route({
    method: 'GET',
    url: '/locations/:locationId/zones/:zoneId',
    operationId: 'getLocationZone',
    summary: 'One zone with its location, closed ones too (read as data.data.zone and data.data.location)',
    access: 'public',
    params: z.object({ locationId: Id, zoneId: Id }),
    response: { 200: envelope(z.object({ zone: Zone, location: Location })) },
    errors: [404, 429],
    handler: async (req) => envelopeBody(await svc.getWithLocation(req.user, req.params.locationId, req.params.zoneId)),
  });

  route({
    method: 'GET',
    url: '/zones',
    operationId: 'getZones',
    summary: "Zones: ?id= that one; ?locationId= that location's; neither: the signed-in owner's",
    access: 'public',
    querystring: z.object({ id: Id.optional(), locationId: Id.optional() }),
    response: { 200: ZonesBody },
    errors: [404, 429],
    handler: async (req) => {
      const { id, locationId } = req.query;
      if (id) return envelopeBody({ zones: [await svc.getById(req.user, id)] });
      if (locationId) return envelopeBody({ zones: await svc.listForLocation(req.user, locationId) });
      if (req.user && can(req.user, 'manageLocations')) return envelopeBody({ zones: await svc.listManaged(req.user) });
      throw badRequest(MESSAGES.zonesQueryRequired);
    },
  });

  route({
    method: 'GET',
    url: '/zones/lot/:lotId',
    operationId: 'getZonesForLot',
    summary: "Every zone of a lot for the manual Add Session form's dropdown (read as data.zones)",
    access: 'management',
    params: z.object({ lotId: Id }),
    response: { 200: success({ zones: z.array(Zone) }) },
    errors: [404],
    handler: async (req) => successBody({ zones: await svc.listForLot(req.params.lotId) }),
  });

  route({
    method: 'POST',
    url: '/zones',
    operationId: 'createZone',
    summary: 'Add a zone to an own location (odogwu: any); price in dollars',
    access: 'manageLocations',
    body: CreateZone,
    response: { 201: ZoneBody },
    errors: [404, 409],
    handler: async (req, reply) => {
      const zone = await svc.create(req.user, req.body);
      return reply.status(201).send(envelopeBody({ zone }));
    },
  });

  route({
    method: 'PATCH',
    url: '/zones/:id',
    operationId: 'updateZone',
    summary: 'Edit a zone of an own location (archieved true closes it)',
    access: 'manageLocations',
    params: IdParams,
    body: UpdateZone,
    response: { 200: ZoneBody },
    errors: [404, 409],
    handler: async (req) => envelopeBody({ zone: await svc.update(req.user, req.params.id, req.body) }),
  });

  route({
    method: 'DELETE',
    url: '/zones/:id',
    operationId: 'deleteZone',
    summary: 'Delete a zone of an own location; refused once it has parking sessions',
    access: 'manageLocations',
    params: IdParams,
    response: { 200: Deleted },
    errors: [404, 409],
    handler: async (req) => {
      await svc.remove(req.user, req.params.id);
      return successBody({ message: MESSAGES.zoneDeleted });
    },
  });
};
export default routes;
