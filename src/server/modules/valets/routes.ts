import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Cents, Deleted, Id, IdParams, Name, Phone, Plate, PlateState, ShortText, success, TicketNumber } from '../../schemas/common';
import { TransmissionType, Valet, ValetStatus } from '../../schemas/entities';
import { defineRoutes } from '../../schemas/route';

// SPEC 5: ticket, phone, plate, state, make, color and first name are required.
const TicketShape = {
  ticketNumber: TicketNumber,
  phoneNumber: Phone,
  plateNumber: Plate,
  state: PlateState,
  make: ShortText.min(1),
  model: ShortText.optional(),
  color: ShortText.min(1),
  description: ShortText.optional(),
  isHourly: z.boolean().default(false),
  price: Cents.optional().describe('cents'),
  firstName: Name,
  lastName: ShortText.optional(),
  email: z.email().max(254).optional(),
  transmissionType: TransmissionType.default('Automatic'),
  locationId: Id.optional(),
};
const ValetBody = success({ valet: Valet });
const MaybeValetBody = success({ valet: Valet.nullable().describe('the latest open ticket for the number, or null') });

/** SPEC section 7 "Valets": staff routes (valet, odogwu) and the public customer pages by phone number. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const route = defineRoutes(app, 'valets');

  route({
    method: 'GET',
    url: '/valets',
    operationId: 'getValets',
    summary: "Today's tickets with day totals (totalRevenue in cents)",
    access: 'valet',
    querystring: z.object({ date: z.iso.date().optional() }),
    response: {
      200: success({
        results: z.number().int(),
        valets: z.array(Valet),
        totalRequested: z.number().int(),
        totalRevenue: Cents,
        totalParked: z.number().int(),
      }),
    },
  });
  route({
    method: 'POST',
    url: '/valets/get',
    operationId: 'findValetByPhone',
    summary: 'The ticket for a customer phone number, or null',
    access: 'public',
    body: z.object({ phoneNumber: Phone }),
    response: { 200: MaybeValetBody },
  });
  route({
    method: 'GET',
    url: '/valets/pn/:phone',
    operationId: 'getValetByPhone',
    summary: 'Customer pages (/valet/review, /valet/pay, /valet/receipt): the ticket for ?pn=',
    access: 'public',
    params: z.object({ phone: Phone }),
    response: { 200: MaybeValetBody },
  });
  route({
    method: 'GET',
    url: '/valets/:id',
    operationId: 'getValetById',
    summary: 'One ticket (staff)',
    access: 'valet',
    params: IdParams,
    response: { 200: ValetBody },
  });
  route({
    method: 'POST',
    url: '/valets',
    operationId: 'createValet',
    summary: 'Create a ticket',
    access: 'valet',
    body: z.object(TicketShape),
    response: { 201: ValetBody },
  });
  route({
    method: 'PATCH',
    url: '/valets/:id/update',
    operationId: 'updateValet',
    summary: 'Edit ticket fields',
    access: 'valet',
    params: IdParams,
    body: z.object(TicketShape).partial(),
    response: { 200: ValetBody },
  });
  route({
    method: 'PATCH',
    url: '/valets/:id',
    operationId: 'setValetStatus',
    summary: 'Staff status buttons; moving a ticket with parkedBy set needs parkedLocation too',
    access: 'valet',
    params: IdParams,
    body: z.object({
      status: ValetStatus,
      values: z.object({ parkedBy: ShortText.optional(), parkedLocation: ShortText.optional() }).optional(),
    }),
    response: { 200: ValetBody },
  });
  route({
    method: 'PATCH',
    url: '/valets/:id/only',
    operationId: 'requestValet',
    summary: 'Customer page: request or unrequest the car',
    access: 'public',
    params: IdParams,
    body: z.object({ status: z.enum(['requested', 'unrequested']) }),
    response: { 200: ValetBody },
  });
  route({
    method: 'DELETE',
    url: '/valets/:id',
    operationId: 'deleteValet',
    summary: 'Delete a ticket',
    access: 'valet',
    params: IdParams,
    response: { 200: Deleted },
  });
};
export default routes;
