import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../../shared/limits';
import { Id, numeric, successBody } from '../../schemas/common';
import { defineRoutes } from '../../schemas/route';
import { MESSAGES } from '../../../shared/messages';
import { sendReceipt } from './receipt';
import { normalizeEmail } from '../users/service';
import { createContactService } from './service';
import { HttpError } from '../../errors';
import type { LimitRule } from '../../plugins/rateLimit';

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
  fees: numeric(z.number()).optional(),
  rate: numeric(z.number()).optional(),
  totalCost: numeric(z.number()).optional(),
  licensePlate: z
    .string()
    .max(LIMITS.plateMax * LIMITS.vehiclesMax + 20)
    .optional(),
});

const WelcomeBody = z.object({ name: z.string().max(LIMITS.nameMax), email: z.string().max(LIMITS.emailMax) });

/** SPEC section 7 "Contact". */
const routes: FastifyPluginAsyncZod = async (app) => {
  const svc = createContactService({ ...app.deps, log: app.log });
  const route = defineRoutes(app, 'contact');

  route({
    method: 'POST',
    url: '/contact/contact-us',
    operationId: 'contactUs',
    summary: 'Send a message to support',
    access: 'public',
    body: ContactBody,
    blank: { '*': MESSAGES.contactFieldsRequired },
    response: { 201: MessageResponse },
    errors: [429],
    handler: async (req, reply) => {
      await app.rateLimiter.enforce(reply, 'contact', { ip: req.ip });
      return reply.status(201).send(await svc.contactUs(req.body, req.user?.id ?? null));
    },
  });

  route({
    method: 'POST',
    url: '/contact/sendReceipt',
    operationId: 'sendReceipt',
    summary: "Email the receipt of a paid booking (built from the stored sessions; dates in the location's time zone)",
    access: 'public',
    body: ReceiptBody,
    response: { 200: MessageResponse },
    errors: [403, 404, 429, 502],
    handler: async (req, reply) => {
      const recipient = normalizeEmail(req.body.email ?? '');
      const [, perRecipient] = await app.rateLimiter.enforce(reply, 'receipt', { ip: req.ip, recipient });
      // Only a receipt sent counts against its inbox (the address's count is shared by every sender).
      await app.rateLimiter.countIfDone([perRecipient!], () =>
        sendReceipt(
          { db: app.deps.db, mailer: app.deps.mailer, log: app.log, jwtSecret: app.deps.jwtSecret, publicUrl: app.deps.config.publicUrl },
          req.body,
          req.user?.id ?? null,
        ),
      );
      return successBody({ message: MESSAGES.receiptSent });
    },
  });

  route({
    method: 'POST',
    url: '/contact/welcome',
    operationId: 'sendWelcome',
    summary:
      "Email the welcome message of an account to the account's own address, once per account. The answer is the same whether or not the address has an account or was welcomed already",
    access: 'public',
    body: WelcomeBody,
    response: { 200: MessageResponse },
    errors: [429],
    handler: async (req, reply) => {
      await app.rateLimiter.enforce(reply, 'welcome', { ip: req.ip });
      svc.checkWelcome(req.body);
      const neutral = successBody({ message: MESSAGES.welcomeSent });
      const acct = normalizeEmail(req.body.email);
      let rules: LimitRule[];
      try {
        rules = await app.rateLimiter.enforce(reply, 'welcome-account', { acct });
      } catch (err) {
        // Welcomed today: nothing more is sent, and the answer does not say so (it would say the account exists).
        if (err instanceof HttpError && err.statusCode === 429) {
          reply.removeHeader('retry-after');
          return neutral;
        }
        throw err;
      }
      // Only a welcome sent counts against the address: an unknown address or a failed mail may be tried again.
      if (!(await svc.welcome(req.body))) await app.rateLimiter.takeBack(rules);
      return neutral;
    },
  });
};

export default routes;
