import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../../shared/limits';
import { MESSAGES } from '../../../shared/messages';
import { DateInput, Id, IdParams, LocationIdParams, Name, success, successBody } from '../../schemas/common';
import { Event, LocationRef } from '../../schemas/entities';
import { defineRoutes, deleteOwnedRoute } from '../../schemas/route';
import { createLocationsService } from '../locations/service';
import { createEventsService } from './service';

const EventShape = {
  locationId: Id,
  location: z
    .union([z.string().max(300), LocationRef])
    .optional()
    .describe('ignored: read from locationId'),
  eventName: Name,
  startDate: DateInput,
  endDate: DateInput,
  spotCount: z.number().int().positive().max(LIMITS.eventSpotsMax),
};
const EventsBody = success({ events: z.array(Event) });
const EventBody = success({ event: Event });

/** SPEC section 7 "Events": spots reserved at a location for a date range. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const svc = createEventsService({ db: app.deps.db, locations: createLocationsService(app.deps) });
  const route = defineRoutes(app, 'events');

  route({
    method: 'GET',
    url: '/events',
    operationId: 'getEvents',
    summary: "Events at the signed-in owner's locations (read as data.events); ?title= filters by name",
    access: 'manageLocations',
    querystring: z.object({ title: z.string().trim().max(100).optional() }),
    response: { 200: EventsBody },
    handler: async (req) => successBody({ events: await svc.listManaged(req.user, req.query.title) }),
  });
  route({
    method: 'GET',
    url: '/locations/:locationId/events',
    operationId: 'getLocationEvents',
    summary: 'Events at an own location',
    access: 'manageLocations',
    params: LocationIdParams,
    response: { 200: EventsBody },
    errors: [404],
    handler: async (req) => successBody({ events: await svc.listForLocation(req.user, req.params.locationId) }),
  });
  route({
    method: 'GET',
    url: '/locations/:locationId/events/:eventId',
    operationId: 'getLocationEvent',
    summary: 'One event at an own location',
    access: 'manageLocations',
    params: z.object({ locationId: Id, eventId: Id }),
    response: { 200: EventBody },
    errors: [404],
    handler: async (req) => successBody({ event: await svc.get(req.user, req.params.eventId, req.params.locationId) }),
  });
  route({
    method: 'POST',
    url: '/events',
    operationId: 'createEvent',
    summary: 'Add an event',
    access: 'manageLocations',
    body: z.object(EventShape),
    response: { 201: EventBody },
    errors: [404, 409],
    handler: async (req, reply) => reply.status(201).send(successBody({ event: await svc.create(req.user, req.body) })),
  });
  route({
    method: 'PATCH',
    url: '/events/:id',
    operationId: 'updateEvent',
    summary: 'Edit an event',
    access: 'manageLocations',
    params: IdParams,
    body: z.object(EventShape).partial(),
    response: { 200: EventBody },
    errors: [404, 409],
    handler: async (req) => successBody({ event: await svc.update(req.user, req.params.id, req.body) }),
  });
  deleteOwnedRoute(route, {
    url: '/events/:id',
    operationId: 'deleteEvent',
    summary: 'Delete an event',
    message: MESSAGES.eventDeleted,
    remove: svc.remove,
  });
};
export default routes;
