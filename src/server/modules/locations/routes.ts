import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Deleted, envelope, Id, IdParams, Latitude, Longitude, Name, success } from '../../schemas/common';
import { Location, NearbyLocation, PlaceSuggestion, Session } from '../../schemas/entities';
import { contractRoutes } from '../../schemas/route';

// A business line, not the valet's 10-digit customer number: free format.
const LocationPhone = z.string().trim().max(30);

const CreateLocation = z.object({
  userId: Id.optional().describe('ignored: the owner is the signed-in user'),
  name: Name,
  phoneNumber: LocationPhone.optional(),
  address: z.string().trim().min(1).max(300),
  place_id: z.string().max(300).optional(),
  location_point: z.object({
    type: z.literal('Point').optional(),
    coordinates: z.tuple([Longitude, Latitude]).describe('[longitude, latitude]'),
  }),
});

// SPEC 5: the edit form needs a name or a phone; isActive is the inverse of archieved.
const UpdateLocation = z
  .object({ locationName: Name.optional(), phoneNumber: LocationPhone.optional(), isActive: z.boolean().optional() })
  .refine((b) => b.locationName !== undefined || b.phoneNumber !== undefined, { message: 'Please fill in all fields' });

const LocationBody = envelope(z.object({ location: Location }));
const LocationsBody = envelope(z.object({ locations: z.array(Location) }));

/** SPEC section 7 "Locations" (vendor routes under /locations/{id}/vendors live in the vendors module). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const route = contractRoutes(app, 'locations');

  route({
    method: 'GET',
    url: '/locations',
    operationId: 'getLocations',
    summary: 'Active locations; with ?id= only that one',
    access: 'public',
    querystring: z.object({ id: Id.optional() }),
    response: { 200: LocationsBody },
  });
  route({
    method: 'GET',
    url: '/locations/me',
    operationId: 'getLocationsMe',
    summary: "The signed-in owner's locations",
    access: 'manageLocations',
    response: { 200: LocationsBody },
  });
  route({
    method: 'GET',
    // find-my-way splits a segment into two parameters only with a pattern on the first one.
    url: '/locations/center/:lat(^[^,/]+),:lng',
    operationId: 'getLocationsCenter',
    summary: 'Active locations near a point, nearest first (read as data.data.data)',
    access: 'public',
    params: z.object({ lat: Latitude, lng: Longitude }),
    querystring: z.object({ radiusKm: z.coerce.number().positive().max(200).optional() }),
    response: { 200: envelope(z.object({ data: z.array(NearbyLocation) })) },
  });
  route({
    method: 'GET',
    url: '/locations/suggest',
    operationId: 'getLocationsSuggest',
    summary: 'Address suggestions for the Add Location form, each resolved to coordinates',
    access: 'manageLocations',
    querystring: z.object({ q: z.string().trim().min(1).max(200) }),
    response: { 200: envelope(z.object({ suggestions: z.array(PlaceSuggestion) })) },
  });
  route({
    method: 'GET',
    url: '/locations/service',
    operationId: 'getLocationsService',
    summary: 'Locations the signed-in enforcer services (read as data.locations)',
    access: 'service',
    response: { 200: success({ locations: z.array(Location) }) },
  });
  route({
    method: 'GET',
    url: '/locations/service/:id',
    operationId: 'getLocationsServiceById',
    summary: "One serviced location with its paid sessions (read as data.location and data.sessions)",
    access: 'service',
    params: IdParams,
    response: { 200: success({ location: Location, sessions: z.array(Session) }) },
  });
  route({
    method: 'GET',
    url: '/locations/:id',
    operationId: 'getLocationById',
    summary: 'One location (read as data.data.location)',
    access: 'public',
    params: IdParams,
    response: { 200: LocationBody },
  });
  route({
    method: 'POST',
    url: '/locations',
    operationId: 'createLocation',
    summary: 'Add a location owned by the signed-in user',
    access: 'manageLocations',
    body: CreateLocation,
    response: { 201: LocationBody },
  });
  route({
    method: 'POST',
    url: '/locations/:id',
    operationId: 'updateLocation',
    summary: 'Edit name, phone and active switch of an own location',
    access: 'manageLocations',
    params: IdParams,
    body: UpdateLocation,
    response: { 200: LocationBody },
  });
  route({
    method: 'DELETE',
    url: '/locations/:id',
    operationId: 'deleteLocation',
    summary: 'Delete an own location',
    access: 'manageLocations',
    params: IdParams,
    response: { 200: Deleted },
  });
};
export default routes;
