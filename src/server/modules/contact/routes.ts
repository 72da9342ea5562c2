import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../../shared/limits';
import { notImplemented } from '../../errors';
import { ErrorBody as ErrorResponse } from '../../schemas/common';
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

/** SPEC section 3 "Receipt email payload". */
const ReceiptBody = z.object({
  email: z.string().max(LIMITS.emailMax),
  name: z.string().max(LIMITS.nameMax),
  locationName: z.string().max(200),
  locationAddress: z.string().max(500),
  locationId: z.string().max(100),
  zoneId: z.string().max(100),
  zoneNumber: z.union([z.string().max(50), z.number()]),
  fees: z.number(),
  rate: z.number(),
  totalCost: z.number(),
  licensePlate: z.string().max(LIMITS.plateMax * LIMITS.vehiclesMax + 20),
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
      await app.rateLimiter.consume(reply, [
        { key: `contact:ip:${req.ip}`, limit: loginRateLimit * 5, windowMs: rateLimitWindowMs },
      ]);
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
        summary: 'Email a parking receipt (not available yet: 501)',
        body: ReceiptBody,
        response: { 400: ErrorResponse, 501: ErrorResponse },
      },
    },
    async () => {
      throw notImplemented('sendReceipt');
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
