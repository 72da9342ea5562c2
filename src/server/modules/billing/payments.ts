import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../../shared/limits';
import { MESSAGES, demoPaymentAccepted } from '../../../shared/messages';
import { notFound, unauthorized } from '../../errors';
import { isDemoProvider } from '../../integrations/payments';
import { Cents, DateInput, Id, Money, success, successBody } from '../../schemas/common';
import { defineRoutes } from '../../schemas/route';
import { BookingHours, BookingVehicle, IntentResponse, SpecBookingSession, vehiclesOfRequest } from '../sessions/booking';
import { createBookingService } from '../sessions/service';
import { createVehiclesService } from '../vehicles/service';

const StripeIntentBody = z.object({
  hours: BookingHours.default(1).describe('hours for an hourly zone (1 to 24, per-minute after the first hour); ignored for a daily zone'),
  zoneId: Id,
  vehicles: z
    .array(BookingVehicle)
    .min(1)
    .max(LIMITS.vehiclesMax, MESSAGES.tooManyVehicles)
    .optional()
    .describe('1 to 5 vehicles paid for in this one payment; optional when paymentObject names them'),
  fees: Money.optional().describe('what the client showed, in dollars; ignored: the server prices the booking'),
  paymentObject: z
    // Past 5 the booking is refused in SPEC's words (vehiclesOfRequest); past 50 it is not a form's request.
    .union([SpecBookingSession, z.array(SpecBookingSession).min(1).max(50)])
    .optional()
    .describe("SPEC's booking session, or one per vehicle: its vehiclePlate and vehicleState are the vehicles; its prices are ignored"),
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
  const route = defineRoutes(app, 'billing');
  const { db, paymentsService } = app.deps;
  const booking = createBookingService({
    db,
    jwtSecret: app.deps.jwtSecret,
    payments: paymentsService,
    vehicles: createVehiclesService({ db }),
  });

  route({
    method: 'POST',
    url: '/billing/stripe-intent',
    operationId: 'createStripeIntent',
    summary: 'Open a payment for a booking (guests too) with whichever provider is live; the server prices it, totalCost in cents',
    access: 'public',
    body: StripeIntentBody,
    blank: {
      'paymentObject.vehiclePlate': MESSAGES.plateRequired,
      'paymentObject.vehicleState': MESSAGES.stateRequired,
      'vehicles.plate': MESSAGES.plateRequired,
      'vehicles.state': MESSAGES.stateRequired,
    },
    response: { 200: IntentResponse },
    errors: [401, 404, 429, 502],
    handler: async (req, reply) => {
      // A driver whose sign-in ended (a new password elsewhere, an expired token) would otherwise pay as a
      // guest, and the booking would never show in their history: they are asked to log in first.
      if (req.authError) throw unauthorized(req.authError);
      await app.rateLimiter.enforce(reply, 'booking-intent', { ip: req.ip });
      return booking.openBooking({ ...req.body, vehicles: vehiclesOfRequest(req.body) }, req.user?.id ?? null);
    },
  });

  route({
    method: 'POST',
    url: '/billing/demo/confirm',
    operationId: 'confirmDemoPayment',
    summary:
      'The demo card form (only while the demo provider is live): 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined; never charges',
    access: 'public',
    body: DemoConfirmBody,
    response: { 200: DemoConfirmResponse },
    errors: [402, 404, 429],
    handler: async (req) => {
      const provider = app.deps.payments;
      if (!isDemoProvider(provider)) throw notFound(MESSAGES.demoPaymentsOff);
      const verified = await provider.confirm(req.body);
      return successBody({
        message: demoPaymentAccepted(),
        data: { paymentIntentId: verified.providerRef, status: 'succeeded' as const, amount: verified.amountCents },
      });
    },
  });
};
