import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../../shared/limits';
import { notImplemented } from '../../errors';
import { ErrorBody as ErrorResponse, Id } from '../../schemas/common';
import { MESSAGES } from '../../../shared/messages';
import { sendReceipt } from './receipt';
import { createContactService } from './service';

const tags = ['contact'];
const MessageResponse = z.object({ status: z.literal('success'), message: z.string() });

// Emptiness is checked by the handler so SPEC's one message ("Please complete all fields on the
// form") answers for any empty field; the schema bounds types and sizes.
const ContactBody = z.object({
  name: z.string().max(LIMITS.nameMax),
  email: z.string().max(LIMITS.emailMax),
  message: z.string().max(LIMITS.messageMax),
});

/**
 * SPEC section 3 "Receipt email payload", plus which booking it is for (sessionId or
 * paymentIntentId). The spec's price and place fields are accepted but not used: the receipt is
 * built from the stored sessions. Name and email are checked by the handler so each answers its
 * own SPEC message.
 */
const ReceiptBody = z.object({
  email: z.string().max(LIMITS.emailMax).optional(),
  name: z.string().max(LIMITS.nameMax).optional(),
  sessionId: Id.optional().describe('one session of the booking (a signed-in driver must own it)'),
  paymentIntentId: z.string().max(200).optional().describe('the paid intent of the booking'),
  locationName: z.string().max(200).optional(),
  locationAddress: z.string().max(500).optional(),
  locationId: z.string().max(100).optional(),
  zoneId: z.string().max(100).optional(),
  zoneNumber: z.union([z.string().max(50), z.number()]).optional(),
  fees: z.number().optional(),
  rate: z.number().optional(),
  totalCost: z.number().optional(),
  licensePlate: z
    .string()
    .max(LIMITS.plateMax * LIMITS.vehiclesMax + 20)
    .optional(),
});

const WelcomeBody = z.object({ name: z.string().max(LIMITS.nameMax), email: z.string().max(LIMITS.emailMax) });

/** SPEC section 7 "Contact". */
const routes: FastifyPluginAsyncZod = async (app) => {
  const svc = createContactService(app);
  const { loginRateLimit, rateLimitWindowMs } = app.deps.config;

  app.post(
    '/contact/contact-us',
    {
      schema: {
        tags,
        security: [],
        operationId: 'contactUs',
        summary: 'Send a message to support',
        body: ContactBody,
        response: { 201: MessageResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (req, reply) => {
      // Each message becomes an email: keep one client from flooding the support inbox.
      await app.rateLimiter.consume(reply, [{ key: `contact:ip:${req.ip}`, limit: loginRateLimit * 5, windowMs: rateLimitWindowMs }]);
      const result = await svc.contactUs(req.body, req.user?.id ?? null);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/contact/sendReceipt',
    {
      schema: {
        tags,
        security: [],
        operationId: 'sendReceipt',
        summary: "Email the receipt of a paid booking (built from the stored sessions; dates in the location's time zone)",
        body: ReceiptBody,
        response: {
          200: MessageResponse,
          400: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
          502: ErrorResponse,
        },
      },
    },
    async (req, reply) => {
      // Each call sends an email to any address: keep one client from using it to spam.
      await app.rateLimiter.consume(reply, [{ key: `receipt:ip:${req.ip}`, limit: loginRateLimit * 3, windowMs: rateLimitWindowMs }]);
      await sendReceipt(app, req.body, req.user?.id ?? null);
      return { status: 'success' as const, message: MESSAGES.receiptSent };
    },
  );

  app.post(
    '/contact/welcome',
    {
      schema: {
        tags,
        security: [],
        operationId: 'sendWelcome',
        summary: 'Email a welcome message (not available yet: 501)',
        body: WelcomeBody,
        response: { 400: ErrorResponse, 501: ErrorResponse },
      },
    },
    async () => {
      throw notImplemented('welcome');
    },
  );
};

export default routes;
