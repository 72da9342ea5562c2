import { can } from '../../../shared/access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../../shared/limits';
import {
  Cents,
  DayInput,
  Deleted,
  flag,
  Id,
  IdParams,
  Name,
  oneLine,
  numeric,
  Phone,
  Plate,
  PlateState,
  ShortText,
  success,
  successBody,
  TicketNumber,
} from '../../schemas/common';
import { MESSAGES } from '../../../shared/messages';
import { normalizePhone, ticketPhone } from '../../../shared/phone';
import { TransmissionType, Valet, ValetEvent, ValetGridTicket, ValetStatus } from '../../schemas/entities';
import { defineRoutes } from '../../schemas/route';
import { createValetPayments } from './payments';
import { sendValetReceipt } from './receipt';
import { createValetsService } from './service';
import { normalizeEmail } from '../users/service';

// SPEC 5: ticket, phone, plate, state, make, color and first name are required.
const TicketShape = {
  ticketNumber: TicketNumber,
  phoneNumber: Phone,
  plateNumber: Plate,
  state: PlateState,
  make: oneLine(ShortText.min(1)),
  model: oneLine(ShortText).optional(),
  color: oneLine(ShortText.min(1)),
  description: ShortText.optional(),
  isHourly: flag(z.boolean()),
  price: numeric(Cents.max(10_000_000)).optional().describe('cents'),
  firstName: Name,
  lastName: oneLine(ShortText).optional(),
  email: z.email().max(LIMITS.emailMax).optional().or(z.literal('')),
  transmissionType: TransmissionType,
  locationId: Id.optional().describe("where the car is taken; default: the company's location its last ticket used, else its first"),
};
// The create fills in what the form leaves out; the edit is built without these defaults, as zones',
// since a PATCH that leaves out isHourly must not turn an hourly ticket flat (and change its price).
const CreateTicket = z.object({
  ...TicketShape,
  isHourly: TicketShape.isHourly.default(false),
  transmissionType: TicketShape.transmissionType.default('Automatic'),
});
const UpdateTicket = z.object(TicketShape).partial();
const ValetBody = success({ valet: Valet });
const OpenTicketChoice = z.object({
  _id: z.string(),
  ticketNumber: z.string(),
  plateNumber: z.string(),
  make: z.string(),
  color: z.string(),
  status: ValetStatus,
  paid: z.boolean(),
});
const MaybeValetBody = success({
  valet: Valet.nullable().describe('the latest open ticket for the number, or null'),
  tickets: z
    .array(OpenTicketChoice)
    .describe(
      "beyond the spec: every open ticket of the number, newest first (staff: their company's), so the desk can offer each when a number has several cars",
    ),
});
const CustomerValetBody = success({
  valet: Valet.nullable().describe('the ticket asked for (?ticket=), else the latest open ticket for the number, or null'),
  tickets: z
    .array(OpenTicketChoice)
    .describe(
      'beyond the spec: every open ticket of the number, newest first (several cars handed in on one phone), for the page to offer each',
    ),
});
/**
 * A phone number that looks a ticket up (the customer routes, and the desk's lookup): SPEC's digits,
 * or the number as a customer writes it ("(404) 555-0199", "+1 404-555-0199"), read as the digits
 * the tickets store by the same rule as the customer pages (src/shared/phone.ts). The checks are
 * refinements rather than .regex()/.max() so the OpenAPI document does not describe the normalised
 * form as the only accepted input; 40 characters bound what is read before normalising.
 */
const LookupPhone = z
  .string()
  .max(40)
  .overwrite(normalizePhone)
  .refine((phone) => ticketPhone(phone) === phone, MESSAGES.valetPhoneDigits)
  .describe(
    `up to ${LIMITS.phoneMax} digits; spaces, dashes, dots, parentheses and a leading +1 (or 1 before 10 digits) are accepted and left out`,
  );
const CustomerPhone = LookupPhone.optional().describe(
  "beyond the spec: the phone number the customer page was opened with (written as for GET /valets/pn/{phone}); when sent it must be the ticket's",
);

const ValetIntentFields = z.object({
  clientSecret: z.string().describe('Stripe client_secret, PayPal order id, or the demo secret'),
  paymentIntentId: z.string().describe('the provider reference to send to POST /billing/valet/confirm'),
  provider: z.enum(['demo', 'stripe', 'paypal']),
  totalCost: Cents.describe('cents: what is charged, tip included'),
  tip: Cents.describe('cents'),
});

/**
 * SPEC section 7 "Valets", the valet payment and the valet receipt. Staff routes (valet, odogwu)
 * see only their company's tickets; the customer routes are public, reached by phone number, and
 * can only request or unrequest the car, pay, and send the receipt.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const route = defineRoutes(app, 'valets');
  // Every change reaches the staff grids and the customer's page (live updates) once committed.
  const valets = createValetsService({ db: app.deps.db, publish: (change) => app.deps.live.publish(change) });
  const pay = createValetPayments({ payments: app.deps.paymentsService, valets, log: app.log });
  const customerLimit = (req: { ip: string }, reply: Parameters<typeof app.rateLimiter.enforce>[0]) =>
    app.rateLimiter.enforce(reply, 'valet-customer', { ip: req.ip });

  const dayQuery = z.object({
    date: DayInput.optional().describe("a day (YYYY-MM-DD) in each ticket's location time zone; default today"),
  });
  const dayTotals = {
    results: z.number().int(),
    totalRequested: z.number().int(),
    totalRevenue: Cents,
    totalParked: z.number().int(),
    medianReadyMinutes: z.number().nullable().describe('beyond the spec: the day’s median minutes from request to ready'),
  };
  route({
    method: 'GET',
    url: '/valets',
    operationId: 'getValets',
    summary: "Today's tickets of the caller's company with day totals (totalRevenue in cents)",
    access: 'valet',
    querystring: dayQuery,
    response: { 200: success({ ...dayTotals, valets: z.array(Valet) }) },
    handler: async (req) => successBody(await valets.day(req.user, req.query.date)),
  });
  route({
    method: 'GET',
    url: '/valets/grid',
    operationId: 'getValetGrid',
    summary:
      "Beyond the spec: the same day as GET /valets with each ticket as the desk's grid draws it (number, status, paid, requestedAt); a tenth of the bytes on a day of 2,000 tickets, and every live update refetches it",
    access: 'valet',
    querystring: dayQuery,
    response: { 200: success({ ...dayTotals, valets: z.array(ValetGridTicket) }) },
    handler: async (req) => successBody(await valets.dayGrid(req.user, req.query.date)),
  });
  route({
    method: 'POST',
    url: '/valets/get',
    operationId: 'findValetByPhone',
    summary:
      "The open ticket for a customer phone number, or null (staff: the whole ticket; anyone else: what the customer pages need); beyond the spec, `tickets` lists every open ticket of the number (staff: their company's)",
    access: 'public',
    body: z.object({ phoneNumber: LookupPhone }),
    response: { 200: MaybeValetBody },
    errors: [429],
    handler: async (req, reply) => {
      // Valet staff get their company's tickets; anyone else, signed in or not, is a customer here
      // (a driver's own account was answered nothing, and skipped the customers' rate limit).
      const staff = req.user && can(req.user, 'valet') ? req.user : null;
      if (!staff) await customerLimit(req, reply);
      const [valet, tickets] = await Promise.all([
        valets.findByPhone(staff, req.body.phoneNumber),
        valets.openTicketsOf(req.body.phoneNumber, staff),
      ]);
      return successBody({ valet, tickets });
    },
  });
  route({
    method: 'GET',
    url: '/valets/pn/:phone',
    operationId: 'getValetByPhone',
    summary: 'Customer pages (/valet/review, /valet/pay, /valet/receipt): the ticket for ?pn=, without the staff-only fields',
    access: 'public',
    params: z.object({ phone: LookupPhone }),
    querystring: z.object({
      ticket: z
        .string()
        .max(64)
        .optional()
        .describe("beyond the spec: which of the number's tickets (its _id); one not shown for this number, or none, gives the newest"),
    }),
    response: { 200: CustomerValetBody },
    errors: [429],
    handler: async (req, reply) => {
      await customerLimit(req, reply);
      const [valet, tickets] = await Promise.all([
        valets.forCustomer(req.params.phone, req.query.ticket),
        valets.openTicketsOf(req.params.phone),
      ]);
      return successBody({ valet, tickets });
    },
  });
  route({
    method: 'GET',
    url: '/valets/:id',
    operationId: 'getValetById',
    summary: "One ticket of the caller's company",
    access: 'valet',
    params: IdParams,
    response: { 200: ValetBody },
    errors: [404],
    handler: async (req) => successBody({ valet: await valets.get(req.user, req.params.id) }),
  });
  route({
    method: 'GET',
    url: '/valets/:id/events',
    operationId: 'getValetEvents',
    summary: 'Beyond the spec: every status change of a ticket, oldest first, with when and who',
    access: 'valet',
    params: IdParams,
    response: { 200: success({ events: z.array(ValetEvent) }) },
    errors: [404],
    handler: async (req) => successBody({ events: await valets.events(req.user, req.params.id) }),
  });
  route({
    method: 'POST',
    url: '/valets',
    operationId: 'createValet',
    summary: 'Create a ticket (status entry)',
    access: 'valet',
    body: CreateTicket,
    response: { 201: ValetBody },
    errors: [404, 409],
    handler: async (req, reply) => reply.status(201).send(successBody({ valet: await valets.create(req.user, req.body) })),
  });
  route({
    method: 'PATCH',
    url: '/valets/:id/update',
    operationId: 'updateValet',
    summary: 'Edit ticket fields (not the status)',
    access: 'valet',
    params: IdParams,
    body: UpdateTicket,
    response: { 200: ValetBody },
    errors: [404, 409],
    handler: async (req) => successBody({ valet: await valets.update(req.user, req.params.id, req.body) }),
  });
  route({
    method: 'PATCH',
    url: '/valets/:id',
    operationId: 'setValetStatus',
    summary:
      'Staff status buttons (parked, ready, paid = cash, completed) as SPEC 4 shows them; CAR PARKED needs parkedBy and parkedLocation; any other move is 409',
    access: 'valet',
    params: IdParams,
    body: z.object({
      status: ValetStatus,
      values: z.object({ parkedBy: oneLine(ShortText).optional(), parkedLocation: ShortText.optional() }).optional(),
      from: ValetStatus.optional().describe(
        'beyond the spec: the status the staff member saw when tapping; 409 if the ticket has moved on since (another desk completed it, say)',
      ),
    }),
    response: { 200: ValetBody },
    errors: [404, 409],
    handler: async (req) =>
      successBody({ valet: await valets.setStatus(req.user, req.params.id, req.body.status, req.body.values, req.body.from) }),
  });
  route({
    method: 'PATCH',
    url: '/valets/:id/only',
    operationId: 'requestValet',
    summary: "Customer page: request or unrequest the car (409 once it is ready or completed); only the phone number's open ticket",
    access: 'public',
    params: IdParams,
    body: z.object({ status: z.enum(['requested', 'unrequested']), phoneNumber: CustomerPhone }),
    response: { 200: ValetBody },
    errors: [404, 409, 429],
    handler: async (req, reply) => {
      await customerLimit(req, reply);
      return successBody({ valet: await valets.customerRequest(req.params.id, req.body.status, req.body.phoneNumber) });
    },
  });
  route({
    method: 'DELETE',
    url: '/valets/:id',
    operationId: 'deleteValet',
    summary: 'Delete a ticket (one that has taken money cannot be deleted: 409)',
    access: 'valet',
    params: IdParams,
    response: { 200: Deleted },
    errors: [404, 409],
    handler: async (req) => {
      await valets.remove(req.user, req.params.id);
      return successBody({ message: MESSAGES.valetDeleted });
    },
  });

  route({
    method: 'POST',
    url: '/billing/valet/stripe-intent',
    operationId: 'createValetStripeIntent',
    summary: 'Open the payment of a valet ticket with the live provider; priced by the server from the ticket (409 Already paid)',
    access: 'public',
    body: z.object({
      valet: z.object({ _id: Id }).describe('the ticket; only its id is read'),
      tip: Cents.max(100_000).optional().describe('beyond the spec: a tip in cents added to the charge'),
      phoneNumber: CustomerPhone,
    }),
    response: { 200: success({ ...ValetIntentFields.shape, data: ValetIntentFields }) },
    errors: [404, 409, 429, 502],
    handler: async (req, reply) => {
      await app.rateLimiter.enforce(reply, 'valet-payment', { ip: req.ip });
      return pay.openIntent(req.body.valet._id, req.body.tip ?? 0, req.body.phoneNumber);
    },
  });
  route({
    method: 'POST',
    url: '/billing/valet/confirm',
    operationId: 'confirmValetPayment',
    summary:
      'Beyond the spec: after the provider took the money, mark the ticket paid (status paid); a replay answers the same ticket, never a second charge; a ticket paid another way meanwhile (cash) gets the payment refunded in full and 409 saying so',
    access: 'public',
    body: z.object({ paymentIntentId: z.string().min(1).max(200) }),
    response: { 200: ValetBody },
    errors: [402, 404, 409, 429],
    handler: async (req, reply) => {
      await app.rateLimiter.enforce(reply, 'valet-payment', { ip: req.ip });
      return successBody({ valet: await pay.confirm(req.body.paymentIntentId) });
    },
  });
  route({
    method: 'POST',
    url: '/contact/valetReceipt',
    operationId: 'sendValetReceipt',
    summary: "SPEC's valet send receipt (payload valet) plus the typed email, which the spec's payload drops",
    access: 'public',
    body: z.object({
      valet: z.object({ _id: Id }).describe('the ticket; only its id is read'),
      email: z.email().max(LIMITS.emailMax),
      phoneNumber: CustomerPhone,
    }),
    response: { 200: success({ message: z.string() }) },
    errors: [404, 429],
    handler: async (req, reply) => {
      const recipient = normalizeEmail(req.body.email);
      const [, perRecipient] = await app.rateLimiter.enforce(reply, 'receipt', { ip: req.ip, recipient });
      // Only a receipt sent counts against its inbox (the address's count is shared by every sender).
      const message = await app.rateLimiter.countIfDone([perRecipient!], () =>
        sendValetReceipt(
          { valets, mailer: app.deps.mailer },
          { ticketId: req.body.valet._id, email: req.body.email, phone: req.body.phoneNumber },
        ),
      );
      return successBody({ message });
    },
  });
};
export default routes;
