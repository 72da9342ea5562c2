import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { LIMITS } from '../../../shared/limits';
import { MESSAGES } from '../../../shared/messages';
import { locations, payments, sessions, zones } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import { fulfilPayment, type FulfilResult } from '../../integrations/payments/fulfil';
import { PaymentMeta, type ExtensionMeta } from '../../integrations/payments/meta';
import { Cents, ErrorBody, IdParams, success, Timestamp, withErrors } from '../../schemas/common';
import {
  BookingHours,
  BookingSession,
  byIds,
  decodeCursor,
  feeFactorsOf,
  historyPage,
  IntentResponse,
  intentResponse,
  openPayment,
  price,
  sessionViews,
} from './booking';
import { assertOpenHours } from './openHours';

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

async function booked(app: Parameters<FastifyPluginAsyncZod>[0], result: FulfilResult, viewerId: string | null) {
  const ids = result.sessions.map((s) => s.id);
  const views = await sessionViews(app.deps.db, byIds(ids), new Date(), { viewerId, ids });
  const first = result.sessions[0];
  return {
    status: 'success' as const,
    data: {
      data: {
        totalCost: result.sessions.reduce((sum, s) => sum + s.totalCostCents, 0),
        startTime: (first?.startTime ?? new Date()).toISOString(),
        endTime: (first?.endTime ?? new Date()).toISOString(),
        sessions: views,
      },
    },
  };
}

/** Booking and booking history: POST /sessions, GET /sessions/me, and extending an active session. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Access is checked in onRequest so an unauthorised caller gets 401/403 before any body check.
  const signedIn = app.requirePermission('signedIn');
  const deps = () => ({ db: app.deps.db, payments: app.deps.payments });

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
      const result = await fulfilPayment(deps(), req.body.paymentIntentId, { expect: 'booking' });
      return reply.status(result.created ? 201 : 200).send(await booked(app, result, req.user?.id ?? null));
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
    async (req) => {
      const me = req.user!.id;
      const [row] = await app.deps.db
        .select({ s: sessions, zone: zones, location: locations })
        .from(sessions)
        .innerJoin(locations, eq(sessions.locationId, locations.id))
        .leftJoin(zones, eq(sessions.zoneId, zones.id))
        .where(eq(sessions.id, req.params.id))
        .limit(1);
      if (!row) throw notFound();
      const { s, zone, location } = row;
      if (s.userId !== me) throw forbidden('Only the driver who booked this session can extend it.');
      if (s.kind !== 'booking' || !s.paid) throw badRequest('Only a paid booking can be extended.');
      if (!s.isHourly) throw badRequest('Only hourly sessions can be extended.');
      if (s.endTime.getTime() <= Date.now()) throw badRequest('This session has ended and can no longer be extended.');
      if (!zone || zone.archieved || location.archieved) throw badRequest(MESSAGES.zoneClosedBody);

      const breakdown = price({
        priceCents: s.rateCents,
        isHourly: true,
        hours: req.body.hours,
        vehicles: 1,
        factors: feeFactorsOf(location),
      });
      const newEnd = new Date(s.endTime.getTime() + breakdown.minutes * 60_000);
      assertOpenHours(zone, location.timeZone, s.startTime, newEnd, true);

      const meta: ExtensionMeta = {
        kind: 'extension',
        sessionId: s.id,
        userId: me,
        addedMinutes: breakdown.minutes,
        hours: breakdown.hours,
        rateCents: breakdown.rateCents,
        parkingCents: breakdown.parkingCents,
        feesCents: breakdown.feesCents,
        totalCents: breakdown.totalCents,
        fromEndTime: s.endTime.toISOString(),
      };
      const opened = await openPayment(app, {
        amountCents: breakdown.totalCents,
        userId: me,
        meta,
        description: `Parking extension at ${location.name}, zone ${zone.zoneNumber}: ${s.plateNumber} ${s.state}, ${breakdown.hours} h`,
        metadata: { kind: 'extension', sessionId: s.id },
      });
      return intentResponse({
        clientSecret: opened.clientSecret,
        paymentIntentId: opened.providerRef,
        provider: app.deps.payments.name,
        startTime: s.startTime.toISOString(),
        endTime: newEnd.toISOString(),
        totalCost: breakdown.totalCents,
        fees: breakdown.feesCents,
        rate: breakdown.rateCents,
        hours: breakdown.hours,
        vehicles: [{ plate: s.plateNumber, state: s.state }],
      });
    },
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
    async (req) => {
      const [payment] = await app.deps.db
        .select({ meta: payments.meta })
        .from(payments)
        .where(eq(payments.providerRef, req.body.paymentIntentId))
        .limit(1);
      const meta = PaymentMeta.safeParse(payment?.meta);
      if (!payment || !meta.success || meta.data.kind !== 'extension' || meta.data.sessionId !== req.params.id) {
        throw badRequest('This payment is not an extension of this session.');
      }
      if (meta.data.userId !== req.user!.id) throw forbidden('Only the driver who booked this session can extend it.');
      const result = await fulfilPayment(deps(), req.body.paymentIntentId, { expect: 'extension' });
      return booked(app, result, req.user!.id);
    },
  );
};
