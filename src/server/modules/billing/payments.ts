import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../../shared/limits';
import { isValidEmail } from '../../../shared/password';
import { sessionWindow } from '../../../shared/pricing';
import { badRequest, notFound } from '../../errors';
import { isDemoProvider } from '../../integrations/payments';
import { DEMO_NOTICE } from '../../integrations/payments/demo';
import type { BookingMeta } from '../../integrations/payments/meta';
import { Cents, DateInput, ErrorBody, Id, Money, success, withErrors } from '../../schemas/common';
import {
  BookingHours,
  BookingVehicle,
  feeFactorsOf,
  IntentResponse,
  intentResponse,
  loadBookableZone,
  openPayment,
  price,
  vehicleYear,
} from '../sessions/booking';
import { assertOpenHours } from '../sessions/openHours';

const tags = ['billing'];

const StripeIntentBody = z.object({
  hours: BookingHours.default(1).describe('hours for an hourly zone (1 to 24, per-minute after the first hour); ignored for a daily zone'),
  zoneId: Id,
  vehicles: z.array(BookingVehicle).min(1).max(LIMITS.vehiclesMax).describe('1 to 5 vehicles paid for in this one payment'),
  fees: Money.optional().describe('what the client showed, in dollars; ignored: the server prices the booking'),
  paymentObject: z.record(z.string(), z.unknown()).optional().describe('ignored: kept for the SPEC payload'),
  startTime: DateInput.optional().describe('ignored: the session starts 10 minutes from now'),
  endTime: DateInput.optional().describe('ignored'),
  email: z.string().max(LIMITS.emailMax).optional().describe('where the receipt may go; kept with the payment'),
});

const DemoConfirmBody = z.object({
  paymentIntentId: z.string().min(1).max(200),
  clientSecret: z.string().min(1).max(300),
  cardNumber: z.string().max(40),
  expiry: z.string().max(10).describe('MM/YY'),
  cvc: z.string().max(10),
});

const DemoConfirmResponse = success({
  message: z.string(),
  data: z.object({ paymentIntentId: z.string(), status: z.literal('succeeded'), amount: Cents.describe('cents') }),
});

/** Paying for a booking: the intent (priced here, never by the client) and the demo card form. */
export const bookingPayments: FastifyPluginAsyncZod = async (app) => {
  const { loginRateLimit, rateLimitWindowMs } = app.deps.config;

  app.post(
    '/billing/stripe-intent',
    {
      schema: {
        tags,
        security: [],
        operationId: 'createStripeIntent',
        summary: 'Open a payment for a booking (guests too) with whichever provider is live; the server prices it, totalCost in cents',
        body: StripeIntentBody,
        response: withErrors({ 200: IntentResponse, 502: ErrorBody }, false),
      },
    },
    async (req, reply) => {
      // Each call writes a payment row and may call the provider: bound it per client.
      await app.rateLimiter.consume(reply, [
        { key: `booking-intent:ip:${req.ip}`, limit: loginRateLimit * 20, windowMs: rateLimitWindowMs },
      ]);
      const body = req.body;
      const { zone, location } = await loadBookableZone(app.deps.db, body.zoneId);
      const seen = new Set(body.vehicles.map((v) => `${v.plate}/${v.state}`));
      if (seen.size !== body.vehicles.length) throw badRequest('Each vehicle can be added only once.');
      const breakdown = price({
        priceCents: zone.priceCents,
        isHourly: zone.isHourly,
        hours: body.hours,
        vehicles: body.vehicles.length,
        factors: feeFactorsOf(location),
      });
      const { startTime, endTime } = sessionWindow(new Date(), zone.isHourly, zone.isHourly ? breakdown.hours : undefined);
      assertOpenHours(zone, location.timeZone, startTime, endTime, zone.isHourly);

      const userId = req.user?.id ?? null;
      const email = body.email?.trim();
      const meta: BookingMeta = {
        kind: 'booking',
        zoneId: zone.id,
        locationId: location.id,
        isHourly: zone.isHourly,
        hours: breakdown.hours,
        minutes: breakdown.minutes,
        vehicles: body.vehicles.map((v) => {
          const make = v.make?.trim();
          const model = v.model?.trim();
          const year = vehicleYear(v.year);
          return { plate: v.plate, state: v.state, ...(make ? { make } : {}), ...(model ? { model } : {}), ...(year ? { year } : {}) };
        }),
        rateCents: breakdown.rateCents,
        parkingCents: breakdown.parkingCents,
        feesCents: breakdown.feesCents,
        perVehicleCents: breakdown.perVehicleCents,
        totalCents: breakdown.totalCents,
        startTime: startTime.toISOString(),
        endTime: endTime.toISOString(),
        userId,
        // A guest has no user id; this marker stands in for it on the sessions (SPEC 1).
        guestMarker: userId ? null : `guest:${crypto.randomUUID()}`,
        ...(email && isValidEmail(email) ? { email } : {}),
        ...(body.fees !== undefined ? { clientFees: body.fees } : {}),
      };
      const plates = meta.vehicles.map((v) => `${v.plate} ${v.state}`).join(', ');
      const opened = await openPayment(app, {
        amountCents: breakdown.totalCents,
        userId,
        meta,
        description: `Parking at ${location.name}, zone ${zone.zoneNumber}: ${plates}`,
        metadata: { kind: 'booking', zoneId: zone.id, locationId: location.id, plates },
      });
      return intentResponse({
        clientSecret: opened.clientSecret,
        paymentIntentId: opened.providerRef,
        provider: app.deps.payments.name,
        startTime: meta.startTime,
        endTime: meta.endTime,
        totalCost: breakdown.totalCents,
        fees: breakdown.feesCents * breakdown.vehicles,
        rate: breakdown.rateCents,
        hours: breakdown.hours,
        vehicles: meta.vehicles.map((v) => ({ plate: v.plate, state: v.state })),
      });
    },
  );

  app.post(
    '/billing/demo/confirm',
    {
      schema: {
        tags,
        security: [],
        operationId: 'confirmDemoPayment',
        summary:
          'The demo card form (only while the demo provider is live): 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined; never charges',
        body: DemoConfirmBody,
        response: withErrors({ 200: DemoConfirmResponse, 402: ErrorBody }, false),
      },
    },
    async (req) => {
      const provider = app.deps.payments;
      if (!isDemoProvider(provider)) throw notFound('Demo payments are off: a real payment provider is configured.');
      const verified = await provider.confirm(req.body);
      return {
        status: 'success' as const,
        message: `${DEMO_NOTICE} The test payment was accepted.`,
        data: { paymentIntentId: verified.providerRef, status: 'succeeded' as const, amount: verified.amountCents },
      };
    },
  );
};
