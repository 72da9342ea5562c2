import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../../shared/limits';
import { MESSAGES } from '../../../shared/messages';
import { LOCATION_PHONE } from '../../../shared/phone';
import { badRequest } from '../../errors';
import { createGeocoder } from '../../integrations/geocoding';
import {
  Deleted,
  envelope,
  envelopeBody,
  flag,
  Id,
  IdParams,
  Latitude,
  Longitude,
  Name,
  oneLine,
  numeric,
  TimeZoneName,
  success,
  successBody,
} from '../../schemas/common';
import { Location, NearbyLocation, PlaceSuggestion, Session } from '../../schemas/entities';
import { defineRoutes } from '../../schemas/route';
import { createParkingRightService } from '../parkingRight/service';
import { createLocationsService, NEARBY_DEFAULTS } from './service';

// A business line, not the valet's 10-digit customer number: written as people write one
// ("(512) 555-0100", "+44 20 7946 0958", "555-0100 ext. 12"), but a phone number: it is shown on
// the lot's pages and exported, so no "=HYPERLINK(...)" or markup. Empty: none (or unchanged on edit).
const LocationPhone = z.string().trim().max(30).regex(LOCATION_PHONE, MESSAGES.phoneFormat);

const CreateLocation = z.object({
  userId: z.string().optional().describe('ignored: the owner is the signed-in user'),
  name: Name,
  phoneNumber: LocationPhone.optional(),
  address: oneLine(z.string().trim().min(1).max(300)),
  place_id: z.string().trim().max(300).optional(),
  location_point: z.object({
    type: z.literal('Point').optional(),
    coordinates: z.tuple([numeric(z.number().min(-180).max(180)), numeric(z.number().min(-90).max(90))]).describe('[longitude, latitude]'),
  }),
  timeZone: TimeZoneName.optional().describe("beyond the spec: the lot's IANA time zone; without it, the zone of its address"),
});

// SPEC 5: the edit form needs a name or a phone; an empty field leaves that value as it is.
// isActive is the inverse of archieved.
const UpdateLocation = z
  .object({
    locationName: oneLine(z.string().trim().max(100)).optional(),
    phoneNumber: LocationPhone.optional(),
    isActive: flag(z.boolean()).optional(),
    graceMinutes: numeric(z.number().int().min(0).max(LIMITS.graceMinutesMax))
      .optional()
      .describe('beyond the spec: the grace after a booking ends before the enforcer sees Expired (default 5)'),
    timeZone: TimeZoneName.optional().describe("beyond the spec: the lot's IANA time zone (its dates and revenue months are read in it)"),
  })
  .refine((b) => Boolean(b.locationName) || Boolean(b.phoneNumber) || b.graceMinutes !== undefined || Boolean(b.timeZone), {
    message: MESSAGES.editLocationRequired,
  });

const PlaceQuery = z.object({ q: z.string().trim().min(1).max(100) });

const LocationBody = envelope(z.object({ location: Location }));
const LocationsBody = envelope(z.object({ locations: z.array(Location) }));
const SuggestionsBody = envelope(z.object({ suggestions: z.array(PlaceSuggestion) }));

/** SPEC section 7 "Locations" (vendor routes under /locations/{id}/vendors live in the vendors module). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const svc = createLocationsService(app.deps);
  const parkingRight = createParkingRightService(app.deps);
  const geocoder = createGeocoder(app.deps.config, app.log);
  const route = defineRoutes(app, 'locations');

  route({
    method: 'GET',
    url: '/locations',
    operationId: 'getLocations',
    summary: 'Locations (odogwu: all; others: the active ones); with ?id= only that one',
    access: 'public',
    querystring: z.object({ id: Id.optional() }),
    response: { 200: LocationsBody },
    errors: [429],
    handler: async (req) => envelopeBody({ locations: await svc.list(req.user, req.query.id) }),
  });

  route({
    method: 'GET',
    url: '/locations/me',
    operationId: 'getLocationsMe',
    summary: "The signed-in owner's locations, inactive ones included, newest first",
    access: 'manageLocations',
    response: { 200: LocationsBody },
    handler: async (req) => envelopeBody({ locations: await svc.mine(req.user) }),
  });

  route({
    method: 'GET',
    // find-my-way splits a segment into two parameters only with a pattern on the first one.
    url: '/locations/center/:lat(^[^,/]+),:lng',
    operationId: 'getLocationsCenter',
    summary: 'Active locations near a point, nearest first (read as data.data.data); distance in km',
    access: 'public',
    params: z.object({ lat: Latitude, lng: Longitude }),
    querystring: z.object({
      radius: z.coerce.number().positive().max(NEARBY_DEFAULTS.maxRadiusKm).default(NEARBY_DEFAULTS.radiusKm).describe('km'),
      limit: z.coerce.number().int().min(1).max(NEARBY_DEFAULTS.maxLimit).default(NEARBY_DEFAULTS.limit),
    }),
    response: { 200: envelope(z.object({ data: z.array(NearbyLocation) })) },
    errors: [429],
    handler: async (req) => {
      const { lat, lng } = req.params;
      const data = await svc.nearby(req.user, { lat, lng, radiusKm: req.query.radius, limit: req.query.limit });
      return envelopeBody({ data });
    },
  });

  route({
    method: 'GET',
    url: '/locations/suggest',
    operationId: 'getLocationsSuggest',
    summary: 'Address suggestions for the Add Location form, each resolved to coordinates',
    access: 'manageLocations',
    querystring: PlaceQuery,
    response: { 200: SuggestionsBody },
    handler: async (req) => envelopeBody({ suggestions: await geocoder.suggestAddress(req.query.q, { limit: 8 }) }),
  });

  route({
    method: 'GET',
    url: '/locations/search-place',
    operationId: 'getLocationsSearchPlace',
    summary:
      "A city or ZIP code resolved to coordinates, for drivers without device position; beyond the spec, open lots whose name or address holds the words come first (place_id 'lot:<id>')",
    access: 'public',
    querystring: PlaceQuery,
    response: { 200: SuggestionsBody },
    errors: [429],
    handler: async (req, reply) => {
      // Only a maps key bills per call (the gazetteer is local): limit only then.
      if (geocoder.kind === 'maps') await app.rateLimiter.enforce(reply, 'search-place', { ip: req.ip });
      const [lots, places] = await Promise.all([
        req.query.q.length >= 2 ? svc.lotsNamed(req.query.q, 5) : [],
        geocoder.searchPlace(req.query.q, { limit: 8 }),
      ]);
      return envelopeBody({ suggestions: [...lots, ...places] });
    },
  });

  route({
    method: 'GET',
    url: '/locations/service',
    operationId: 'getLocationsService',
    summary: 'Locations the signed-in enforcer services, chosen by their owner (odogwu: every active one; read as data.locations)',
    access: 'service',
    response: { 200: success({ locations: z.array(Location) }) },
    handler: async (req) => successBody({ locations: await svc.serviced(req.user) }),
  });
  // One serviced location (404 unless the caller services it; odogwu: any) with the sessions that
  // give a right to park now: the enforcer's Paid License Plates table.

  route({
    method: 'GET',
    url: '/locations/service/:id',
    operationId: 'getLocationsServiceById',
    summary: 'One serviced location with its paid sessions (read as data.location and data.sessions)',
    access: 'service',
    params: IdParams,
    response: { 200: success({ location: Location, sessions: z.array(Session) }) },
    errors: [404],
    handler: async (req) => successBody(await parkingRight.servicedWithSessions(req.user, req.params.id)),
  });

  route({
    method: 'GET',
    url: '/locations/:id',
    operationId: 'getLocationById',
    summary: 'One location, active or not (read as data.data.location)',
    access: 'public',
    params: IdParams,
    response: { 200: LocationBody },
    errors: [404, 429],
    handler: async (req) => envelopeBody({ location: await svc.get(req.user, req.params.id) }),
  });

  route({
    method: 'POST',
    url: '/locations',
    operationId: 'createLocation',
    summary: 'Add a location owned by the signed-in user (time zone as sent, else from its address)',
    access: 'manageLocations',
    body: CreateLocation,
    response: { 201: LocationBody },
    handler: async (req, reply) => {
      const [longitude, latitude] = req.body.location_point.coordinates;
      // GeoJSON is [lng, lat]; a swapped pair usually still parses, so catch the common mistake
      // of a US address given as [lat, lng] (latitude ~25..50 where a US longitude is negative).
      if (longitude > 0 && latitude < 0) throw badRequest(MESSAGES.locationCoordinatesOrder);
      const location = await svc.create(req.user, { ...req.body, longitude, latitude });
      return reply.status(201).send(envelopeBody({ location }));
    },
  });

  route({
    method: 'POST',
    url: '/locations/:id',
    operationId: 'updateLocation',
    summary: 'Edit name, phone, active switch, grace and time zone of an own location (odogwu: any)',
    access: 'manageLocations',
    params: IdParams,
    body: UpdateLocation,
    response: { 200: LocationBody },
    errors: [404],
    handler: async (req) => envelopeBody({ location: await svc.update(req.user, req.params.id, req.body) }),
  });

  route({
    method: 'DELETE',
    url: '/locations/:id',
    operationId: 'deleteLocation',
    summary: 'Delete an own location (odogwu: any); refused once it has parking sessions',
    access: 'manageLocations',
    params: IdParams,
    response: { 200: Deleted },
    errors: [404, 409],
    handler: async (req) => {
      await svc.remove(req.user, req.params.id);
      return successBody({ message: MESSAGES.locationDeleted });
    },
  });
};
export default routes;
