import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../../shared/limits';
import { MESSAGES } from '../../../shared/messages';
import { Code, DateInput, Deleted, Id, LocationIdParams, Name, Plate, PlateState, success, successBody } from '../../schemas/common';
import { Location, Vendor } from '../../schemas/entities';
import { defineRoutes } from '../../schemas/route';
import { createLocationsService } from '../locations/service';
import { createVendorsService } from './service';

/** SPEC 5: the vendor forms' one sentence for a missing name, code or expiration date. */
const VENDOR_BLANK = {
  name: MESSAGES.vendorFieldsRequired,
  code: MESSAGES.vendorFieldsRequired,
  expirationDate: MESSAGES.vendorFieldsRequired,
};
const VendorInput = z.object({
  name: Name,
  code: Code.toUpperCase(),
  expirationDate: DateInput,
  plates: z
    .array(z.object({ number: Plate, state: PlateState }))
    .max(LIMITS.vendorPlatesMax)
    .default([])
    .describe('upper-cased; the same number and state twice is kept once'),
});
// A PUT that leaves the plates out keeps them: a client that only renames a vendor must not lose its plate list.
const VendorReplaceInput = VendorInput.extend({
  plates: VendorInput.shape.plates.unwrap().optional().describe('upper-cased; left out: the stored plates are kept'),
});
const VendorListQuery = z.object({
  plates: z
    .enum(['all', 'none'])
    .optional()
    .describe("beyond the spec: 'none' leaves each vendor's plates out of the list (plateCount still says how many); default all"),
});
const VendorParams = z.object({ locationId: Id, vendorId: Id });
const VendorSaved = success({ message: z.string(), vendor: Vendor });

/** SPEC section 7 "Locations > Vendors": businesses a location validates parking for (management, odogwu). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const svc = createVendorsService({ db: app.deps.db, locations: createLocationsService(app.deps) });
  const route = defineRoutes(app, 'vendors');
  const added = (vendor: Awaited<ReturnType<typeof svc.create>>) => successBody({ message: MESSAGES.vendorAdded, vendor });

  route({
    method: 'GET',
    url: '/locations/:locationId/vendors',
    operationId: 'getLocationVendors',
    summary: 'Vendors of a location (read as data.vendors and data.location.name)',
    access: 'management',
    params: LocationIdParams,
    querystring: VendorListQuery,
    response: { 200: success({ vendors: z.array(Vendor), location: Location }) },
    errors: [404],
    handler: async (req) => successBody(await svc.list(req.user, req.params.locationId, req.query.plates !== 'none')),
  });
  route({
    method: 'POST',
    url: '/locations/:locationId/vendors',
    operationId: 'createLocationVendor',
    summary: 'Add a vendor',
    access: 'management',
    params: LocationIdParams,
    body: VendorInput,
    blank: VENDOR_BLANK,
    response: { 201: VendorSaved },
    errors: [404, 409],
    handler: async (req, reply) => reply.status(201).send(added(await svc.create(req.user, req.params.locationId, req.body))),
  });
  route({
    method: 'POST',
    url: '/locations/:locationId/vendors/add',
    operationId: 'addLocationVendor',
    summary: 'Add a vendor (the Add Vendor form; read as data.message)',
    access: 'management',
    params: LocationIdParams,
    body: VendorInput,
    blank: VENDOR_BLANK,
    response: { 201: VendorSaved },
    errors: [404, 409],
    handler: async (req, reply) => reply.status(201).send(added(await svc.create(req.user, req.params.locationId, req.body))),
  });
  route({
    method: 'GET',
    url: '/locations/:locationId/vendors/:vendorId',
    operationId: 'getLocationVendor',
    summary: 'One vendor with its location (read as data.location and data.vendor)',
    access: 'management',
    params: VendorParams,
    response: { 200: success({ location: Location, vendor: Vendor }) },
    errors: [404],
    handler: async (req) => successBody(await svc.get(req.user, req.params.locationId, req.params.vendorId)),
  });
  route({
    method: 'PUT',
    url: '/locations/:locationId/vendors/:vendorId',
    operationId: 'updateLocationVendor',
    summary: 'Replace a vendor (expirationDate as an ISO string)',
    access: 'management',
    params: VendorParams,
    body: VendorReplaceInput,
    blank: VENDOR_BLANK,
    response: { 200: VendorSaved },
    errors: [404, 409],
    handler: async (req) =>
      successBody({
        message: MESSAGES.vendorUpdated,
        vendor: await svc.replace(req.user, req.params.locationId, req.params.vendorId, req.body),
      }),
  });
  route({
    method: 'DELETE',
    url: '/locations/:locationId/vendors/:vendorId',
    operationId: 'deleteLocationVendor',
    summary: 'Delete a vendor',
    access: 'management',
    params: VendorParams,
    response: { 200: Deleted },
    errors: [404],
    handler: async (req) => {
      await svc.remove(req.user, req.params.locationId, req.params.vendorId);
      return successBody({ message: MESSAGES.vendorDeleted });
    },
  });
};
export default routes;
