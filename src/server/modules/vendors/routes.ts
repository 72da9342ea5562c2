import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Code, DateInput, Deleted, Id, LocationIdParams, Name, Plate, PlateState, success } from '../../schemas/common';
import { Location, Vendor } from '../../schemas/entities';
import { defineRoutes } from '../../schemas/route';

const VendorInput = z.object({
  name: Name,
  code: Code.toUpperCase(),
  expirationDate: DateInput,
  plates: z
    .array(z.object({ number: Plate, state: PlateState }))
    .max(500)
    .default([]),
});
const VendorParams = z.object({ locationId: Id, vendorId: Id });
const VendorSaved = success({ message: z.string(), vendor: Vendor });

/** SPEC section 7 "Locations > Vendors": businesses a location validates parking for (management, odogwu). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const route = defineRoutes(app, 'vendors');

  route({
    method: 'GET',
    url: '/locations/:locationId/vendors',
    operationId: 'getLocationVendors',
    summary: 'Vendors of a location (read as data.vendors and data.location.name)',
    access: 'management',
    params: LocationIdParams,
    response: { 200: success({ vendors: z.array(Vendor), location: Location }) },
  });
  route({
    method: 'POST',
    url: '/locations/:locationId/vendors',
    operationId: 'createLocationVendor',
    summary: 'Add a vendor',
    access: 'management',
    params: LocationIdParams,
    body: VendorInput,
    response: { 201: VendorSaved },
  });
  route({
    method: 'POST',
    url: '/locations/:locationId/vendors/add',
    operationId: 'addLocationVendor',
    summary: 'Add a vendor (the Add Vendor form; read as data.message)',
    access: 'management',
    params: LocationIdParams,
    body: VendorInput,
    response: { 201: VendorSaved },
  });
  route({
    method: 'GET',
    url: '/locations/:locationId/vendors/:vendorId',
    operationId: 'getLocationVendor',
    summary: 'One vendor with its location (read as data.location and data.vendor)',
    access: 'management',
    params: VendorParams,
    response: { 200: success({ location: Location, vendor: Vendor }) },
  });
  route({
    method: 'PUT',
    url: '/locations/:locationId/vendors/:vendorId',
    operationId: 'updateLocationVendor',
    summary: 'Replace a vendor (expirationDate as an ISO string)',
    access: 'management',
    params: VendorParams,
    body: VendorInput,
    response: { 200: VendorSaved },
  });
  route({
    method: 'DELETE',
    url: '/locations/:locationId/vendors/:vendorId',
    operationId: 'deleteLocationVendor',
    summary: 'Delete a vendor',
    access: 'management',
    params: VendorParams,
    response: { 200: Deleted },
  });
};
export default routes;
