import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../../shared/limits';
import { MESSAGES } from '../../../shared/messages';
import { notFound } from '../../errors';
import { Cents, IdParams, success, successBody, Timestamp } from '../../schemas/common';
import { defineRoutes } from '../../schemas/route';
import { createVehiclesService } from '../vehicles/service';
import {
  BookingHours,
  BookingSession,
  decodeCursor,
  historyPage,
  HistoryPageQuery,
  IntentResponse,
  NextCursor,
  paymentReference,
} from './booking';
import type { EarlyStopQuote } from '../../../shared/pricing';
import { createEarlyStopService } from './earlyStop';
import { readGuestBookingToken } from './guestLink';
import { createBookingService } from './service';

// A client may send SPEC's whole session object; only the payment reference is read. What was paid
// for (zone, vehicles, hours, prices, user) comes from the payment the server priced, never from
// here, so the other fields take any JSON value (SPEC's user may be the stored user object) and a
// stale or odd value cannot fail a paid booking.
const loose = z.unknown().optional();
const VehicleInput = z.object({
  vehicleId: loose,
  vehiclePlate: loose,
  vehicleState: loose,
  vehicleMake: loose,
  vehicleModel: loose,
  vehicleYear: loose,
  vehicleDescription: loose,
  vehicleImageUrl: loose,
});
const CreateBooking = VehicleInput.extend({
  paymentIntentId: z.string().min(1).max(200).optional().describe('the paid intent (demo/Stripe PaymentIntent id or PayPal order id)'),
  clientSecret: z.string().min(1).max(300).optional().describe("instead of paymentIntentId: the intent's data.clientSecret"),
  zoneId: loose,
  locationId: loose,
  hours: loose,
  startTime: loose,
  endTime: loose,
  isHourly: loose,
  rate: loose,
  fees: loose,
  totalCost: loose,
  locationName: loose,
  locationAddress: loose,
  user: loose,
  additionalVehicles: z.array(VehicleInput).max(LIMITS.vehiclesMax).nullish(),
}).describe('only the payment reference (paymentIntentId or clientSecret) is read; the other SPEC session fields are accepted and ignored');

const BookedFigures = z.object({
  totalCost: Cents.describe('cents, all sessions of this payment'),
  startTime: Timestamp,
  endTime: Timestamp,
  sessions: z.array(BookingSession).describe('one per vehicle'),
});
const Booked = success({
  data: BookedFigures.extend({ data: BookedFigures.describe('the same figures again, one level deeper') }),
});

const GuestParams = z.object({ token: z.string().min(16).max(2048).describe("the guest link's token (from the reminder mail)") });

const StopQuote = z.object({
  endTime: Timestamp.describe('the new end: now (or the start, before it)'),
  minutesPaid: z.number().int().describe('minutes bought'),
  minutesUsed: z.number().int().describe('minutes parked so far (a started minute counts)'),
  minutesCharged: z.number().int().describe('minutes kept: max(60, minutes used), at most minutes bought'),
  keepCents: Cents.describe('what stays charged'),
  refundCents: Cents.describe('what goes back'),
});

const quoteBody = (q: EarlyStopQuote) => successBody({ data: { ...q, endTime: q.endTime.toISOString() } });

const Stopped = success({ data: z.object({ refundCents: Cents.describe('cents given back, in all'), session: BookingSession }) });

/** Booking and booking history: POST /sessions, GET /sessions/me, and extending an active session. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = defineRoutes(app, 'sessions');
  const { db, paymentsService } = app.deps;
  const earlyStop = createEarlyStopService({ db, provider: app.deps.payments, log: app.log, live: app.deps.live });
  const booking = createBookingService({
    db,
    jwtSecret: app.deps.jwtSecret,
    payments: paymentsService,
    vehicles: createVehiclesService({ db }),
    live: app.deps.live,
  });
  // This module fulfils booking and extension payments, whichever route (or the webhook) confirms them.
  paymentsService.register(booking.kinds.booking);
  paymentsService.register(booking.kinds.extension);

  route({
    method: 'GET',
    url: '/sessions/me',
    operationId: 'getSessionsMe',
    summary:
      "The signed-in user's bookings, newest start first (then id), a page at a time (money in dollars), with time left and whether each can be extended",
    access: 'signedIn',
    querystring: HistoryPageQuery,
    response: {
      200: success({
        results: z.number().int().describe('sessions on this page'),
        sessions: z.array(BookingSession),
        nextCursor: NextCursor,
      }),
    },
    errors: [404],
    handler: async (req) => {
      const before = req.query.before === undefined ? undefined : decodeCursor(req.query.before);
      const page = await historyPage(db, req.user.id, new Date(), { limit: req.query.limit, before });
      return successBody({ results: page.sessions.length, ...page });
    },
  });

  route({
    method: 'POST',
    url: '/sessions',
    operationId: 'createSession',
    summary:
      'Create the sessions a verified payment paid for (one per vehicle; guests too). 201 when created, 200 with the same sessions on a replay; 402 when the payment is not complete or short; 409 when its location was deleted meanwhile (the payment is refunded in full, and the message says so)',
    access: 'public',
    body: CreateBooking,
    response: { 201: Booked, 200: Booked },
    errors: [402, 404, 409],
    handler: async (req, reply) => {
      const { created, body } = await booking.confirmBooking(paymentReference(req.body), req.user?.id ?? null);
      return reply.status(created ? 201 : 200).send(body);
    },
  });

  route({
    method: 'POST',
    url: '/sessions/:id/extend',
    operationId: 'extendSession',
    summary:
      'Open a payment for more hours on an active hourly booking of the caller (same answer as stripe-intent; totalCost = the added time, cents)',
    access: 'signedIn',
    params: IdParams,
    body: z.object({ hours: BookingHours.describe('hours to add (1 to 24)') }),
    response: { 200: IntentResponse },
    errors: [402, 404, 502],
    handler: async (req) => booking.openExtension(req.user.id, req.params.id, req.body.hours),
  });

  route({
    method: 'POST',
    url: '/sessions/:id/extend/confirm',
    operationId: 'confirmSessionExtension',
    summary: 'Apply a paid extension: verifies the payment and moves the end time once (a replay answers the same session)',
    access: 'signedIn',
    params: IdParams,
    body: z.object({ paymentIntentId: z.string().min(1).max(200) }),
    response: { 200: Booked },
    errors: [402, 404, 409],
    handler: async (req) => booking.confirmExtension(req.user.id, req.params.id, req.body.paymentIntentId),
  });

  route({
    method: 'GET',
    url: '/sessions/:id/stop',
    operationId: 'getSessionStopQuote',
    summary:
      "What ending the caller's active hourly booking now would do: the first hour at least, then the minutes used, are kept; the rest is refunded (cents)",
    access: 'signedIn',
    params: IdParams,
    response: { 200: success({ data: StopQuote }) },
    errors: [404],
    handler: async (req) => quoteBody(await earlyStop.quote(req.user.id, req.params.id)),
  });

  route({
    method: 'POST',
    url: '/sessions/:id/stop',
    operationId: 'stopSession',
    summary:
      "End the caller's active hourly booking now and refund the unused minutes through the provider that took them, once (a replay answers the same); 502 when the provider refuses (the booking is unchanged)",
    access: 'signedIn',
    params: IdParams,
    body: z.object({}).nullish().describe('nothing is read'),
    response: { 200: Stopped },
    errors: [404, 409, 502, 503],
    handler: async (req) => successBody({ data: await earlyStop.stop(req.user.id, req.params.id) }),
  });

  /** The guest booking a guest link names, and who owns it (its guest marker); 404 otherwise. */
  const guestBooking = async (token: string) => {
    const sessionId = readGuestBookingToken(token, app.deps.jwtSecret);
    const found = sessionId ? await booking.guestBooking(sessionId) : null;
    if (!found) throw notFound(MESSAGES.guestLinkInvalid);
    return { sessionId: found.view._id, owner: found.guestMarker, view: found.view };
  };

  route({
    method: 'GET',
    url: '/sessions/guest/:token',
    operationId: 'getGuestBooking',
    summary: "A guest's booking through the link of its reminder mail (no account: the signed link is the proof)",
    access: 'public',
    params: GuestParams,
    response: { 200: success({ data: BookingSession }) },
    errors: [404],
    handler: async (req) => successBody({ data: (await guestBooking(req.params.token)).view }),
  });

  route({
    method: 'POST',
    url: '/sessions/guest/:token/extend',
    operationId: 'extendGuestBooking',
    summary: "Open a payment for more hours on a guest's active hourly booking (as POST /sessions/{id}/extend)",
    access: 'public',
    params: GuestParams,
    body: z.object({ hours: BookingHours.describe('hours to add (1 to 24)') }),
    response: { 200: IntentResponse },
    errors: [402, 403, 404, 502],
    handler: async (req) => {
      const g = await guestBooking(req.params.token);
      return booking.openExtension(g.owner, g.sessionId, req.body.hours);
    },
  });

  route({
    method: 'POST',
    url: '/sessions/guest/:token/extend/confirm',
    operationId: 'confirmGuestBookingExtension',
    summary: "Apply a paid extension of a guest's booking once (as /sessions/{id}/extend/confirm)",
    access: 'public',
    params: GuestParams,
    body: z.object({ paymentIntentId: z.string().min(1).max(200) }),
    response: { 200: Booked },
    errors: [402, 403, 404, 409],
    handler: async (req) => {
      const g = await guestBooking(req.params.token);
      return booking.confirmExtension(g.owner, g.sessionId, req.body.paymentIntentId);
    },
  });

  route({
    method: 'GET',
    url: '/sessions/guest/:token/stop',
    operationId: 'getGuestBookingStopQuote',
    summary: "What ending a guest's active hourly booking now would do (as GET /sessions/{id}/stop)",
    access: 'public',
    params: GuestParams,
    response: { 200: success({ data: StopQuote }) },
    errors: [403, 404],
    handler: async (req) => {
      const g = await guestBooking(req.params.token);
      return quoteBody(await earlyStop.quote(g.owner, g.sessionId));
    },
  });

  route({
    method: 'POST',
    url: '/sessions/guest/:token/stop',
    operationId: 'stopGuestBooking',
    summary: "End a guest's active hourly booking now and refund the unused minutes (as POST /sessions/{id}/stop)",
    access: 'public',
    params: GuestParams,
    body: z.object({}).nullish().describe('nothing is read'),
    response: { 200: Stopped },
    errors: [403, 404, 409, 502, 503],
    handler: async (req) => {
      const g = await guestBooking(req.params.token);
      return successBody({ data: await earlyStop.stop(g.owner, g.sessionId) });
    },
  });
};
