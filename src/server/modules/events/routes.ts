import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DateInput, Deleted, Id, IdParams, LocationIdParams, Name, success } from '../../schemas/common';
import { Event, LocationRef } from '../../schemas/entities';
import { defineRoutes } from '../../schemas/route';

const EventShape = {
  locationId: Id,
  location: z
    .union([z.string().max(300), LocationRef])
    .optional()
    .describe('ignored: read from locationId'),
  eventName: Name,
  startDate: DateInput,
  endDate: DateInput,
  spotCount: z.number().int().positive().max(100000),
};
const EventsBody = success({ events: z.array(Event) });
const EventBody = success({ event: Event });

/** SPEC section 7 "Events": spots reserved at a location for a date range. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const route = defineRoutes(app, 'events');

  route({
    method: 'GET',
    url: '/events',
    operationId: 'getEvents',
    summary: "Events at the signed-in owner's locations (read as data.events); ?title= filters by name",
    access: 'manageLocations',
    querystring: z.object({ title: z.string().trim().max(100).optional() }),
    response: { 200: EventsBody },
  });
  route({
    method: 'GET',
    url: '/locations/:locationId/events',
    operationId: 'getLocationEvents',
    summary: 'Events at an own location',
    access: 'manageLocations',
    params: LocationIdParams,
    response: { 200: EventsBody },
  });
  route({
    method: 'GET',
    url: '/locations/:locationId/events/:eventId',
    operationId: 'getLocationEvent',
    summary: 'One event at an own location',
    access: 'manageLocations',
    params: z.object({ locationId: Id, eventId: Id }),
    response: { 200: EventBody },
  });
  route({
    method: 'POST',
    url: '/events',
    operationId: 'createEvent',
    summary: 'Add an event',
    access: 'manageLocations',
    body: z.object(EventShape),
    response: { 201: EventBody },
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
  });
  route({
    method: 'DELETE',
    url: '/events/:id',
    operationId: 'deleteEvent',
    summary: 'Delete an event',
    access: 'manageLocations',
    params: IdParams,
    response: { 200: Deleted },
  });
};
export default routes;
