import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { badRequest } from '../../errors';
import { createGeocoder } from '../../integrations/geocoding';
import { Deleted, envelope, Id, IdParams, Latitude, Longitude, Name, success } from '../../schemas/common';
import { Location, NearbyLocation, PlaceSuggestion, Session } from '../../schemas/entities';
import { contractRoutes } from '../../schemas/route';
import { errors, me } from './access';
import { createLocationsService, findNearby, NEARBY_DEFAULTS } from './service';

const tags = ['locations'];

// A business line, not the valet's 10-digit customer number: free format.
const LocationPhone = z.string().trim().max(30);

const CreateLocation = z.object({
  userId: z.string().optional().describe('ignored: the owner is the signed-in user'),
  name: Name,
  phoneNumber: LocationPhone.optional(),
  address: z.string().trim().min(1).max(300),
  place_id: z.string().trim().max(300).optional(),
  location_point: z.object({
    type: z.literal('Point').optional(),
    coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).describe('[longitude, latitude]'),
  }),
});

// SPEC 5: the edit form needs a name or a phone; an empty field leaves that value as it is.
// isActive is the inverse of archieved.
const UpdateLocation = z
  .object({
    locationName: z.string().trim().max(100).optional(),
    phoneNumber: LocationPhone.optional(),
    isActive: z.boolean().optional(),
  })
  .refine((b) => Boolean(b.locationName) || Boolean(b.phoneNumber), { message: MESSAGES.editLocationRequired });

const PlaceQuery = z.object({ q: z.string().trim().min(1).max(100) });

const LocationBody = envelope(z.object({ location: Location }));
const LocationsBody = envelope(z.object({ locations: z.array(Location) }));
const SuggestionsBody = envelope(z.object({ suggestions: z.array(PlaceSuggestion) }));

/** SPEC section 7 "Locations" (vendor routes under /locations/{id}/vendors live in the vendors module). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const svc = createLocationsService(app.deps.db);
  const geocoder = createGeocoder(app.deps.config, app.log);
  // Access in onRequest, so an unauthorised caller gets 401/403 before the body is validated.
  const manage = app.requirePermission('manageLocations');

  app.get(
    '/locations',
    {
      schema: {
        tags,
        security: [],
        operationId: 'getLocations',
        summary: 'Locations (odogwu: all; others: the active ones); with ?id= only that one',
        querystring: z.object({ id: Id.optional() }),
        response: { 200: LocationsBody, ...errors(400, 429) },
      },
    },
    async (req) => ({ status: 'success' as const, data: { locations: await svc.list(req.user, req.query.id) } }),
  );

  app.get(
    '/locations/me',
    {
      onRequest: manage,
      schema: {
        tags,
        operationId: 'getLocationsMe',
        summary: "The signed-in owner's locations, inactive ones included, newest first",
        response: { 200: LocationsBody, ...errors(401, 403) },
      },
    },
    async (req) => ({ status: 'success' as const, data: { locations: await svc.mine(me(req)) } }),
  );

  app.get(
    // find-my-way splits a segment into two parameters only with a pattern on the first one.
    '/locations/center/:lat(^[^,/]+),:lng',
    {
      schema: {
        tags,
        security: [],
        operationId: 'getLocationsCenter',
        summary: 'Active locations near a point, nearest first (read as data.data.data); distance in km',
        params: z.object({ lat: Latitude, lng: Longitude }),
        querystring: z.object({
          radius: z.coerce.number().positive().max(NEARBY_DEFAULTS.maxRadiusKm).default(NEARBY_DEFAULTS.radiusKm).describe('km'),
          limit: z.coerce.number().int().min(1).max(NEARBY_DEFAULTS.maxLimit).default(NEARBY_DEFAULTS.limit),
        }),
        response: { 200: envelope(z.object({ data: z.array(NearbyLocation) })), ...errors(400, 429) },
      },
    },
    async (req) => {
      const data = await findNearby(app.deps.db, {
        lat: req.params.lat,
        lng: req.params.lng,
        radiusKm: req.query.radius,
        limit: req.query.limit,
      });
      return { status: 'success' as const, data: { data } };
    },
  );

  app.get(
    '/locations/suggest',
    {
      onRequest: manage,
      schema: {
        tags,
        operationId: 'getLocationsSuggest',
        summary: 'Address suggestions for the Add Location form, each resolved to coordinates',
        querystring: PlaceQuery,
        response: { 200: SuggestionsBody, ...errors(400, 401, 403) },
      },
    },
    async (req) => ({ status: 'success' as const, data: { suggestions: await geocoder.suggestAddress(req.query.q, { limit: 8 }) } }),
  );

  app.get(
    '/locations/search-place',
    {
      schema: {
        tags,
        security: [],
        operationId: 'getLocationsSearchPlace',
        summary: 'A city or ZIP code resolved to coordinates, for drivers without device position',
        querystring: PlaceQuery,
        response: { 200: SuggestionsBody, ...errors(400, 429) },
      },
    },
    async (req, reply) => {
      // Public and, with a maps key, billed per call: bound what one client can spend.
      if (geocoder.kind === 'maps') {
        await app.rateLimiter.consume(reply, [{ key: `search-place:ip:${req.ip}`, limit: 120, windowMs: 60_000 }]);
      }
      return { status: 'success' as const, data: { suggestions: await geocoder.searchPlace(req.query.q, { limit: 8 }) } };
    },
  );

  // Enforcer service locations: built with the enforcer issue; declared here so the contract stays whole.
  const contract = contractRoutes(app, 'locations');
  contract({
    method: 'GET',
    url: '/locations/service',
    operationId: 'getLocationsService',
    summary: 'Locations the signed-in enforcer services (read as data.locations)',
    access: 'service',
    response: { 200: success({ locations: z.array(Location) }) },
  });
  contract({
    method: 'GET',
    url: '/locations/service/:id',
    operationId: 'getLocationsServiceById',
    summary: 'One serviced location with its paid sessions (read as data.location and data.sessions)',
    access: 'service',
    params: IdParams,
    response: { 200: success({ location: Location, sessions: z.array(Session) }) },
  });

  app.get(
    '/locations/:id',
    {
      schema: {
        tags,
        security: [],
        operationId: 'getLocationById',
        summary: 'One location, active or not (read as data.data.location)',
        params: IdParams,
        response: { 200: LocationBody, ...errors(400, 404, 429) },
      },
    },
    async (req) => ({ status: 'success' as const, data: { location: await svc.get(req.params.id) } }),
  );

  app.post(
    '/locations',
    {
      onRequest: manage,
      schema: {
        tags,
        operationId: 'createLocation',
        summary: 'Add a location owned by the signed-in user (time zone from its US state)',
        body: CreateLocation,
        response: { 201: LocationBody, ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const [longitude, latitude] = b.location_point.coordinates;
      // GeoJSON is [lng, lat]; a swapped pair usually still parses, so catch the common mistake
      // of a US address given as [lat, lng] (latitude ~25..50 where a US longitude is negative).
      if (longitude > 0 && latitude < 0) throw badRequest('location_point.coordinates: must be [longitude, latitude]');
      const location = await svc.create(me(req), { ...b, longitude, latitude });
      return reply.status(201).send({ status: 'success' as const, data: { location } });
    },
  );

  app.post(
    '/locations/:id',
    {
      onRequest: manage,
      schema: {
        tags,
        operationId: 'updateLocation',
        summary: 'Edit name, phone and active switch of an own location (odogwu: any)',
        params: IdParams,
        body: UpdateLocation,
        response: { 200: LocationBody, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => ({ status: 'success' as const, data: { location: await svc.update(me(req), req.params.id, req.body) } }),
  );

  app.delete(
    '/locations/:id',
    {
      onRequest: manage,
      schema: {
        tags,
        operationId: 'deleteLocation',
        summary: 'Delete an own location (odogwu: any); refused once it has parking sessions',
        params: IdParams,
        response: { 200: Deleted, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await svc.remove(me(req), req.params.id);
      return { status: 'success' as const, message: 'Location deleted' };
    },
  );
};
export default routes;
