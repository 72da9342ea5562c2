import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULTS } from '../../../shared/limits';
import { Deleted, envelope, Id, IdParams, LocationIdParams, TimeOfDay, success } from '../../schemas/common';
import { Location, Zone } from '../../schemas/entities';
import { contractRoutes } from '../../schemas/route';

const ZoneShape = {
  locationId: Id,
  zoneNumber: z.string().trim().min(1).max(20),
  price: z.number().nonnegative().max(100000),
  isHourly: z.boolean(),
  openTime: TimeOfDay,
  closeTime: TimeOfDay,
};
const ZoneFields = z.object({
  ...ZoneShape,
  openTime: TimeOfDay.default(DEFAULTS.openTime),
  closeTime: TimeOfDay.default(DEFAULTS.closeTime),
});
// Built without the defaults: a PATCH that leaves out the hours must not reset them.
const UpdateZone = z.object({ ...ZoneShape, archieved: z.boolean() }).partial();

const ZoneBody = envelope(z.object({ zone: Zone }));
const ZonesBody = envelope(z.object({ zones: z.array(Zone) }));

/** SPEC section 7 "Zones". */
const routes: FastifyPluginAsyncZod = async (app) => {
  const route = contractRoutes(app, 'zones');

  route({
    method: 'GET',
    url: '/locations/:locationId/zones',
    operationId: 'getLocationZones',
    summary: 'Zones of a location (read as data.data.zones)',
    access: 'public',
    params: LocationIdParams,
    response: { 200: ZonesBody },
  });
  route({
    method: 'GET',
    url: '/locations/:locationId/zones/:zoneId',
    operationId: 'getLocationZone',
    summary: 'One zone with its location (read as data.data.zone and data.data.location)',
    access: 'public',
    params: z.object({ locationId: Id, zoneId: Id }),
    response: { 200: envelope(z.object({ zone: Zone, location: Location })) },
  });
  route({
    method: 'GET',
    url: '/zones',
    operationId: 'getZones',
    summary: 'Zones; with ?id= only that one',
    access: 'public',
    querystring: z.object({ id: Id.optional(), locationId: Id.optional() }),
    response: { 200: ZonesBody },
  });
  route({
    method: 'GET',
    url: '/zones/lot/:lotId',
    operationId: 'getZonesForLot',
    summary: "Zones for the manual Add Session form's dropdown (read as data.zones)",
    access: 'management',
    params: z.object({ lotId: Id }),
    response: { 200: success({ zones: z.array(Zone) }) },
  });
  route({
    method: 'POST',
    url: '/zones',
    operationId: 'createZone',
    summary: 'Add a zone to an own location',
    access: 'manageLocations',
    body: ZoneFields,
    response: { 201: ZoneBody },
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
  });
  route({
    method: 'DELETE',
    url: '/zones/:id',
    operationId: 'deleteZone',
    summary: 'Delete a zone of an own location',
    access: 'manageLocations',
    params: IdParams,
    response: { 200: Deleted },
  });
};
export default routes;
