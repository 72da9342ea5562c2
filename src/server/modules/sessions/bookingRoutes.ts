import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../../shared/limits';
import { ErrorBody, IdParams, success, Timestamp, withErrors, Cents } from '../../schemas/common';
import { createVehiclesService } from '../vehicles/service';
import { BookingHours, BookingSession, decodeCursor, historyPage, IntentResponse } from './booking';
import { createBookingService } from './service';

const tags = ['sessions'];

// The SPA may send SPEC's whole session object; only paymentIntentId is read. What was paid for
// (zone, vehicles, hours, prices, user) comes from the payment the server priced, never from here,
// so the other fields are loosely typed (null allowed) and a stale or odd value cannot fail a paid booking.
const loose = z.union([z.string().max(2000), z.number(), z.boolean()]).nullish();
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
  paymentIntentId: z.string().min(1).max(200).describe('the paid intent (demo/Stripe PaymentIntent id or PayPal order id)'),
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
}).describe('only paymentIntentId is read; the other SPEC session fields are accepted and ignored');

const Booked = success({
  data: z.object({
    data: z.object({
      totalCost: Cents.describe('cents, all sessions of this payment'),
      startTime: Timestamp,
      endTime: Timestamp,
      sessions: z.array(BookingSession).describe('one per vehicle'),
    }),
  }),
});

/** Booking and booking history: POST /sessions, GET /sessions/me, and extending an active session. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Access is checked in onRequest so an unauthorised caller gets 401/403 before any body check.
  const signedIn = app.requirePermission('signedIn');
  const { db, paymentsService } = app.deps;
  const booking = createBookingService({ db, payments: paymentsService, vehicles: createVehiclesService({ db }) });
  // This module fulfils booking and extension payments, whichever route (or the webhook) confirms them.
  paymentsService.register(booking.kinds.booking);
  paymentsService.register(booking.kinds.extension);

  app.get(
    '/sessions/me',
    {
      onRequest: signedIn,
      schema: {
        tags,
        operationId: 'getSessionsMe',
        summary:
          "The signed-in user's bookings, newest start first (then id), a page at a time (money in dollars), with time left and whether each can be extended",
        querystring: z.object({
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .max(LIMITS.historyPageMax)
            .default(LIMITS.historyPageDefault)
            .describe(`sessions per page (1 to ${LIMITS.historyPageMax})`),
          before: z.string().min(1).max(200).optional().describe("the previous page's nextCursor; absent for the first page"),
        }),
        response: withErrors(
          {
            200: success({
              results: z.number().int().describe('sessions on this page'),
              sessions: z.array(BookingSession),
              nextCursor: z.string().nullable().describe('pass as `before` for the next page; null when there are no more'),
            }),
          },
          true,
        ),
      },
    },
    async (req) => {
      const me = req.user!.id;
      const before = req.query.before === undefined ? undefined : decodeCursor(req.query.before);
      const page = await historyPage(app.deps.db, me, new Date(), { limit: req.query.limit, before });
      return { status: 'success' as const, results: page.sessions.length, ...page };
    },
  );

  app.post(
    '/sessions',
    {
      schema: {
        tags,
        security: [],
        operationId: 'createSession',
        summary:
          'Create the sessions a verified payment paid for (one per vehicle; guests too). 201 when created, 200 with the same sessions on a replay; 402 when the payment is not complete or short',
        body: CreateBooking,
        response: withErrors({ 201: Booked, 200: Booked, 402: ErrorBody, 409: ErrorBody }, false),
      },
    },
    async (req, reply) => {
      const { created, body } = await booking.confirmBooking(req.body.paymentIntentId, req.user?.id ?? null);
      return reply.status(created ? 201 : 200).send(body);
    },
  );

  app.post(
    '/sessions/:id/extend',
    {
      onRequest: signedIn,
      schema: {
        tags,
        operationId: 'extendSession',
        summary:
          'Open a payment for more hours on an active hourly booking of the caller (same answer as stripe-intent; totalCost = the added time, cents)',
        params: IdParams,
        body: z.object({ hours: BookingHours.describe('hours to add (1 to 24)') }),
        response: withErrors({ 200: IntentResponse, 402: ErrorBody, 502: ErrorBody }, true),
      },
    },
    async (req) => booking.openExtension(req.user!.id, req.params.id, req.body.hours),
  );

  app.post(
    '/sessions/:id/extend/confirm',
    {
      onRequest: signedIn,
      schema: {
        tags,
        operationId: 'confirmSessionExtension',
        summary: 'Apply a paid extension: verifies the payment and moves the end time once (a replay answers the same session)',
        params: IdParams,
        body: z.object({ paymentIntentId: z.string().min(1).max(200) }),
        response: withErrors({ 200: Booked, 402: ErrorBody, 409: ErrorBody }, true),
      },
    },
    async (req) => booking.confirmExtension(req.user!.id, req.params.id, req.body.paymentIntentId),
  );
};
