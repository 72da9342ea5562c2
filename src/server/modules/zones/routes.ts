import { isWholeCents, toDollars } from '../../../shared/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '../../../shared/access';
import { DEFAULTS } from '../../../shared/limits';
import { MAX_PRICE_CENTS } from '../../../shared/pricing';
import { badRequest } from '../../errors';
import { Deleted, envelope, Id, IdParams, LocationIdParams, success } from '../../schemas/common';
import { Location, Zone } from '../../schemas/entities';
import { errors, me } from '../locations/access';
import { createZonesService } from './service';

const tags = ['zones'];

/** HH:MM on the time inputs' 5-minute step (SPEC 9: step 300 seconds). */
const ZoneTime = z.string().regex(/^([01]\d|2[0-3]):[0-5][05]$/, 'must be HH:MM in 5-minute steps');

/** Dollars with at most cents, from 0 to MAX_PRICE_CENTS (zod's number already refuses NaN and Infinity). */
const Price = z
  .number()
  .nonnegative()
  .max(toDollars(MAX_PRICE_CENTS))
  .refine(isWholeCents, { message: 'must be in whole cents' })
  .describe('dollars');

const ZoneShape = {
  locationId: Id,
  zoneNumber: z.string().trim().min(1).max(20),
  price: Price,
  isHourly: z.boolean(),
  openTime: ZoneTime,
  closeTime: ZoneTime,
};
const CreateZone = z.object({
  ...ZoneShape,
  openTime: ZoneTime.default(DEFAULTS.openTime),
  closeTime: ZoneTime.default(DEFAULTS.closeTime),
});
// Built without the defaults: a PATCH that leaves out the hours must not reset them.
const UpdateZone = z.object({ ...ZoneShape, archieved: z.boolean() }).partial();

const ZoneBody = envelope(z.object({ zone: Zone }));
const ZonesBody = envelope(z.object({ zones: z.array(Zone) }));

/** SPEC section 7 "Zones". */
const routes: FastifyPluginAsyncZod = async (app) => {
  const svc = createZonesService(app.deps.db);
  const manage = app.requirePermission('manageLocations');

  app.get(
    '/locations/:locationId/zones',
    {
      schema: {
        tags,
        security: [],
        operationId: 'getLocationZones',
        summary: "Zones of a location (read as data.data.zones): drivers see the open ones, the location's managers all",
        params: LocationIdParams,
        response: { 200: ZonesBody, ...errors(400, 404, 429) },
      },
    },
    async (req) => ({ status: 'success' as const, data: { zones: await svc.listForLocation(req.user, req.params.locationId) } }),
  );

  app.get(
    '/locations/:locationId/zones/:zoneId',
    {
      schema: {
        tags,
        security: [],
        operationId: 'getLocationZone',
        summary: 'One zone with its location, closed ones too (read as data.data.zone and data.data.location)',
        params: z.object({ locationId: Id, zoneId: Id }),
        response: { 200: envelope(z.object({ zone: Zone, location: Location })), ...errors(400, 404, 429) },
      },
    },
    async (req) => ({ status: 'success' as const, data: await svc.getWithLocation(req.user, req.params.locationId, req.params.zoneId) }),
  );

  app.get(
    '/zones',
    {
      schema: {
        tags,
        security: [],
        operationId: 'getZones',
        summary: "Zones: ?id= that one; ?locationId= that location's; neither: the signed-in owner's",
        querystring: z.object({ id: Id.optional(), locationId: Id.optional() }),
        response: { 200: ZonesBody, ...errors(400, 404, 429) },
      },
    },
    async (req) => {
      const { id, locationId } = req.query;
      if (id) return { status: 'success' as const, data: { zones: [await svc.getById(req.user, id)] } };
      if (locationId) return { status: 'success' as const, data: { zones: await svc.listForLocation(req.user, locationId) } };
      if (req.user && can(req.user, 'manageLocations'))
        return { status: 'success' as const, data: { zones: await svc.listManaged(req.user) } };
      throw badRequest('id: required (or locationId)');
    },
  );

  app.get(
    '/zones/lot/:lotId',
    {
      onRequest: app.requirePermission('management'),
      schema: {
        tags,
        operationId: 'getZonesForLot',
        summary: "Every zone of a lot for the manual Add Session form's dropdown (read as data.zones)",
        params: z.object({ lotId: Id }),
        response: { 200: success({ zones: z.array(Zone) }), ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => ({ status: 'success' as const, zones: await svc.listForLot(req.params.lotId) }),
  );

  app.post(
    '/zones',
    {
      onRequest: manage,
      schema: {
        tags,
        operationId: 'createZone',
        summary: 'Add a zone to an own location (odogwu: any); price in dollars',
        body: CreateZone,
        response: { 201: ZoneBody, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      const zone = await svc.create(me(req), req.body);
      return reply.status(201).send({ status: 'success' as const, data: { zone } });
    },
  );

  app.patch(
    '/zones/:id',
    {
      onRequest: manage,
      schema: {
        tags,
        operationId: 'updateZone',
        summary: 'Edit a zone of an own location (archieved true closes it)',
        params: IdParams,
        body: UpdateZone,
        response: { 200: ZoneBody, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ({ status: 'success' as const, data: { zone: await svc.update(me(req), req.params.id, req.body) } }),
  );

  app.delete(
    '/zones/:id',
    {
      onRequest: manage,
      schema: {
        tags,
        operationId: 'deleteZone',
        summary: 'Delete a zone of an own location; refused once it has parking sessions',
        params: IdParams,
        response: { 200: Deleted, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await svc.remove(me(req), req.params.id);
      return { status: 'success' as const, message: 'Zone deleted' };
    },
  );
};
export default routes;
