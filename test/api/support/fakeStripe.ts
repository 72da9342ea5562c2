import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { answerPreflight, readBody, sendInstallScript } from './fakeHttp';
import { installFakeStripeJs } from './fakeStripeJs';

/**
 * A local fake of the part of Stripe's REST API the product uses, for tests: a plain node:http
 * server on 127.0.0.1 with in-memory state. The product talks to it through the official `stripe`
 * SDK (STRIPE_API_BASE = fake.url), exactly as it talks to api.stripe.com.
 *
 *   POST /v1/payment_intents            form-encoded, Idempotency-Key honoured (same key => same intent,
 *                                       same key + other params => 400 idempotency_error)
 *   GET  /v1/payment_intents/:id
 *   POST /v1/refunds                     payment_intent, amount; Idempotency-Key honoured; refuses more than
 *                                       is left of the intent (amount_too_large), or any after refuseRefunds(id)
 *   POST /_test/payment_intents/:id/succeed   {amount_received?}  what the card confirmation would do
 *   POST /_test/payment_intents/:id/decline   {message?}          card_declined, back to requires_payment_method
 *   POST /_test/payment_intents/:id/processing
 *   POST /_test/payment_intents/:id/cancel
 *
 * Every /v1 request needs "Authorization: Bearer <secretKey>" like the real API (401 otherwise),
 * except the two Stripe.js calls a browser makes with the publishable key (key=pk_… in the body):
 *
 *   GET  /v3/stripe.js                          a fake Stripe.js (fakeStripeJs.ts) talking to this server
 *   POST /v1/payment_methods                    key=pk; card[number] etc.; Luhn-checked
 *   POST /v1/payment_intents/:id/confirm        key=pk + client_secret (or Bearer sk); payment_method=pm_…
 *                                               The outcome follows Stripe's test cards: 4242… succeeds,
 *                                               4000000000000002 declines, 4000000000009995 has insufficient funds,
 *                                               4000000000000069 is expired, 4000000000000127 has a wrong CVC.
 *
 * Responses carry Access-Control-Allow-Origin: * so a page on another origin can call it.
 */

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  allowed_payment_method_types: string[];
  automatic_payment_methods: { enabled: boolean } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: {
    type: string;
    code: string;
    decline_code: string;
    doc_url: string;
    message: string;
  } | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: null;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: Stripe.PaymentIntent.Status;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string | null;
  metadata: Record<string, string>;
  status: 'succeeded';
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeStripe {
  /** Origin to use as STRIPE_API_BASE, e.g. http://127.0.0.1:53211 */
  url: string;
  /** The fake Stripe.js for STRIPE_JS_URL. */
  jsUrl: string;
  secretKey: string;
  publishableKey: string;
  intents: Map<string, FakePaymentIntent>;
  refunds: Map<string, FakeRefund>;
  requests: RecordedRequest[];
  /** Later refunds of this intent are refused (as for a disputed charge). */
  refuseRefunds(id: string, message?: string): void;
  /** Refunds of this intent go through again. */
  acceptRefunds(id: string): void;
  succeed(id: string, amountReceived?: number): FakePaymentIntent;
  decline(id: string, message?: string): FakePaymentIntent;
  setStatus(id: string, status: Stripe.PaymentIntent.Status): FakePaymentIntent;
  /** A webhook body + Stripe-Signature header for this intent as it is now, signed with `secret`. */
  signedEvent(id: string, type: string, secret: string): { payload: string; signature: string };
  close(): Promise<void>;
}

const rand = (n: number) => crypto.randomBytes(n).toString('base64url').replace(/[-_]/g, 'x').slice(0, n);

/** Decodes Stripe's form encoding (a[b]=c, a[0]=x) into nested objects/arrays. */
export function decodeStripeForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
      } else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  // {0: 'a', 1: 'b'} -> ['a', 'b']
  const fix = (v: unknown): unknown => {
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      const keys = Object.keys(o);
      if (keys.length && keys.every((k, i) => k === String(i))) return keys.map((k) => fix(o[k]));
      for (const k of keys) o[k] = fix(o[k]);
    }
    return v;
  };
  return fix(out) as Record<string, unknown>;
}

function stripeError(res: http.ServerResponse, status: number, error: Record<string, unknown>) {
  send(res, status, { error: { ...error, request_log_url: 'https://dashboard.stripe.com/test/logs/req_fake' } });
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'request-id': `req_${rand(14)}`,
    'stripe-version': '2025-11-17.clover',
    'access-control-allow-origin': '*',
    ...headers,
  });
  res.end(text);
}

/** What a test card number does when a payment is confirmed with it (Stripe's documented test cards). */
const CARD_OUTCOMES: Record<string, { code: string; decline_code?: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export async function startFakeStripe(opts: { secretKey?: string; publishableKey?: string } = {}): Promise<FakeStripe> {
  const secretKey = opts.secretKey ?? `sk_test_fake_${rand(24)}`;
  const publishableKey = opts.publishableKey ?? `pk_test_fake_${rand(24)}`;
  const paymentMethods = new Map<string, { number: string }>();
  let base = '';
  const intents = new Map<string, FakePaymentIntent>();
  const refunds = new Map<string, FakeRefund>();
  const refusedRefunds = new Map<string, string>();
  const idempotency = new Map<string, { params: string; status: number; body: unknown }>();
  const requests: RecordedRequest[] = [];

  const get = (id: string) => {
    const pi = intents.get(id);
    if (!pi) throw new Error(`fake stripe: no payment intent ${id}`);
    return pi;
  };
  const succeed = (id: string, amountReceived?: number) => {
    const pi = get(id);
    pi.status = 'succeeded';
    pi.amount_received = amountReceived ?? pi.amount;
    pi.last_payment_error = null;
    pi.payment_method = `pm_${rand(24)}`;
    pi.latest_charge = `ch_${rand(24)}`;
    return pi;
  };
  const decline = (id: string, message = 'Your card was declined.') => {
    const pi = get(id);
    pi.status = 'requires_payment_method';
    pi.amount_received = 0;
    pi.payment_method = null;
    pi.latest_charge = `ch_${rand(24)}`;
    pi.last_payment_error = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      doc_url: 'https://docs.stripe.com/error-codes/card-declined',
      message,
    };
    return pi;
  };
  const setStatus = (id: string, status: Stripe.PaymentIntent.Status) => {
    const pi = get(id);
    pi.status = status;
    if (status === 'canceled') {
      pi.canceled_at = Math.floor(Date.now() / 1000);
      pi.cancellation_reason = 'requested_by_customer';
    }
    return pi;
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname;
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });

      // Test-only controls (what Stripe.js + the card network would do in the browser).
      const control = /^\/_test\/payment_intents\/([^/]+)\/(succeed|decline|processing|cancel)$/.exec(path);
      if (control && req.method === 'POST') {
        const [, id, action] = control;
        if (!intents.has(id)) return send(res, 404, { error: 'no such intent' });
        const args = body ? (JSON.parse(body) as { amount_received?: number; message?: string }) : {};
        if (action === 'succeed') return send(res, 200, succeed(id, args.amount_received));
        if (action === 'decline') return send(res, 200, decline(id, args.message));
        return send(res, 200, setStatus(id, action === 'cancel' ? 'canceled' : 'processing'));
      }

      if (req.method === 'OPTIONS') return answerPreflight(res, 'content-type, authorization');
      if (path === '/v3/stripe.js' && req.method === 'GET') return sendInstallScript(res, installFakeStripeJs, base);

      if (!path.startsWith('/v1/')) {
        return stripeError(res, 404, { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` });
      }

      // Stripe.js's calls from a browser: the publishable key in the body, never the secret key.
      const browserCall = /^\/v1\/(payment_methods|payment_intents\/([^/]+)\/confirm)$/.exec(path);
      if (browserCall && req.method === 'POST' && !req.headers.authorization) {
        const params = decodeStripeForm(body);
        if (params.key !== publishableKey) {
          return stripeError(res, 401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${String(params.key ?? '')}` });
        }
        if (browserCall[1] === 'payment_methods') {
          const card = (params.card ?? {}) as Record<string, string | undefined>;
          const number = (card.number ?? '').replace(/\s/g, '');
          if (params.type !== 'card' || !luhnValid(number)) {
            return stripeError(res, 402, {
              type: 'card_error',
              code: 'incorrect_number',
              param: 'number',
              message: 'Your card number is incorrect.',
            });
          }
          const id = `pm_${rand(24)}`;
          paymentMethods.set(id, { number });
          return send(res, 200, {
            id,
            object: 'payment_method',
            type: 'card',
            card: { brand: 'visa', last4: number.slice(-4) },
            livemode: false,
          });
        }
        const pi = intents.get(browserCall[2]!);
        if (!pi || params.client_secret !== pi.client_secret) {
          return stripeError(res, 404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${browserCall[2]}'`,
          });
        }
        if (pi.status !== 'requires_payment_method' && pi.status !== 'requires_confirmation') {
          return stripeError(res, 400, {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`,
            payment_intent: pi,
          });
        }
        const pm = typeof params.payment_method === 'string' ? paymentMethods.get(params.payment_method) : undefined;
        if (!pm) {
          return stripeError(res, 400, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'payment_method',
            message: `No such PaymentMethod: '${String(params.payment_method ?? '')}'`,
          });
        }
        const outcome = CARD_OUTCOMES[pm.number];
        if (outcome) {
          decline(pi.id, outcome.message);
          pi.last_payment_error = {
            ...pi.last_payment_error!,
            code: outcome.code,
            decline_code: outcome.decline_code ?? outcome.code,
            message: outcome.message,
          };
          return stripeError(res, 402, { type: 'card_error', ...outcome, payment_intent: pi });
        }
        succeed(pi.id);
        pi.payment_method = params.payment_method as string;
        return send(res, 200, pi);
      }

      const auth = req.headers.authorization ?? '';
      const key = auth.startsWith('Bearer ') ? auth.slice(7) : '';
      if (!key) {
        return stripeError(res, 401, {
          type: 'invalid_request_error',
          message:
            "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        });
      }
      if (key !== secretKey) {
        return stripeError(res, 401, {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
        });
      }

      if (path === '/v1/refunds' && req.method === 'POST') {
        const idemKey = req.headers['idempotency-key'];
        const idem = typeof idemKey === 'string' ? `refund:${idemKey}` : undefined;
        const prior = idem ? idempotency.get(idem) : undefined;
        if (prior) return send(res, prior.status, prior.body, { 'idempotent-replayed': 'true' });
        const params = decodeStripeForm(body);
        const pi = typeof params.payment_intent === 'string' ? intents.get(params.payment_intent) : undefined;
        const refunded = pi ? [...refunds.values()].filter((r) => r.payment_intent === pi.id).reduce((sum, r) => sum + r.amount, 0) : 0;
        const amount = params.amount === undefined ? (pi?.amount_received ?? 0) - refunded : Number(params.amount);
        let status = 200;
        let out: unknown;
        const refusal = (code: string, message: string, param?: string) => {
          status = 400;
          out = { error: { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) } };
        };
        if (!pi) refusal('resource_missing', `No such payment_intent: '${String(params.payment_intent ?? '')}'`, 'payment_intent');
        else if (pi.status !== 'succeeded') refusal('charge_not_refundable', 'This PaymentIntent has no successful charge to refund.');
        else if (refusedRefunds.has(pi.id)) refusal('charge_disputed', refusedRefunds.get(pi.id)!);
        else if (!Number.isInteger(amount) || amount <= 0) refusal('parameter_invalid_integer', 'Invalid positive integer', 'amount');
        else if (amount > pi.amount_received - refunded) {
          refusal(
            'amount_too_large',
            `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((pi.amount_received - refunded) / 100).toFixed(2)})`,
            'amount',
          );
        } else {
          const refund: FakeRefund = {
            id: `re_${rand(24)}`,
            object: 'refund',
            amount,
            currency: pi.currency,
            payment_intent: pi.id,
            charge: pi.latest_charge,
            metadata: (params.metadata as Record<string, string> | undefined) ?? {},
            status: 'succeeded',
            created: Math.floor(Date.now() / 1000),
          };
          refunds.set(refund.id, refund);
          out = refund;
        }
        if (idem) idempotency.set(idem, { params: body, status, body: out });
        return send(res, status, out);
      }

      if (path === '/v1/payment_intents' && req.method === 'POST') {
        const idemKey = req.headers['idempotency-key'];
        const idem = typeof idemKey === 'string' ? idemKey : undefined;
        if (idem) {
          const prior = idempotency.get(idem);
          if (prior) {
            if (prior.params !== body) {
              return stripeError(res, 400, {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idem}' if you meant to execute a different request.`,
              });
            }
            return send(res, prior.status, prior.body, { 'idempotent-replayed': 'true', 'idempotency-key': idem });
          }
        }
        const params = decodeStripeForm(body);
        const amount = Number(params.amount);
        const currency = typeof params.currency === 'string' ? params.currency : '';
        let status = 200;
        let out: unknown;
        if (!Number.isInteger(amount) || amount < 50) {
          status = 400;
          out = {
            error: {
              type: 'invalid_request_error',
              code: Number.isInteger(amount) ? 'amount_too_small' : 'parameter_invalid_integer',
              param: 'amount',
              message: Number.isInteger(amount) ? 'Amount must be at least $0.50 usd' : `Invalid integer: ${String(params.amount)}`,
            },
          };
        } else if (!currency) {
          status = 400;
          out = {
            error: {
              type: 'invalid_request_error',
              code: 'parameter_missing',
              param: 'currency',
              message: 'Missing required param: currency.',
            },
          };
        } else {
          const id = `pi_${rand(24)}`;
          const apm = params.automatic_payment_methods as { enabled?: string } | undefined;
          const pmt = params.allowed_payment_method_types ?? params.payment_method_types;
          const pi: FakePaymentIntent = {
            id,
            object: 'payment_intent',
            amount,
            amount_capturable: 0,
            amount_received: 0,
            allowed_payment_method_types: Array.isArray(pmt) ? (pmt as string[]) : ['card'],
            automatic_payment_methods: apm ? { enabled: apm.enabled === 'true' } : null,
            canceled_at: null,
            cancellation_reason: null,
            capture_method: 'automatic',
            client_secret: `${id}_secret_${rand(25)}`,
            confirmation_method: 'automatic',
            created: Math.floor(Date.now() / 1000),
            currency: currency.toLowerCase(),
            customer: null,
            description: typeof params.description === 'string' ? params.description : null,
            last_payment_error: null,
            latest_charge: null,
            livemode: false,
            metadata: (params.metadata as Record<string, string> | undefined) ?? {},
            next_action: null,
            payment_method: null,
            payment_method_types: Array.isArray(pmt) ? (pmt as string[]) : ['card'],
            receipt_email: null,
            status: 'requires_payment_method',
          };
          intents.set(id, pi);
          out = pi;
        }
        if (idem) idempotency.set(idem, { params: body, status, body: out });
        return send(res, status, out, idem ? { 'idempotency-key': idem } : {});
      }

      const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (one && req.method === 'GET') {
        const pi = intents.get(one[1]);
        if (!pi) {
          return stripeError(res, 404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'intent',
            doc_url: 'https://docs.stripe.com/error-codes/resource-missing',
            message: `No such payment_intent: '${one[1]}'`,
          });
        }
        return send(res, 200, pi);
      }

      return stripeError(res, 404, { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` });
    })().catch((err: unknown) => {
      if (!res.headersSent) send(res, 500, { error: { type: 'api_error', message: String(err) } });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    jsUrl: `${base}/v3/stripe.js`,
    secretKey,
    publishableKey,
    intents,
    refunds,
    requests,
    refuseRefunds: (id, message = 'The charge has been disputed and cannot be refunded.') => void refusedRefunds.set(id, message),
    acceptRefunds: (id) => void refusedRefunds.delete(id),
    succeed,
    decline,
    setStatus,
    signedEvent(id, type, secret) {
      const pi = get(id);
      const payload = JSON.stringify({
        id: `evt_${rand(24)}`,
        object: 'event',
        api_version: '2025-11-17.clover',
        created: Math.floor(Date.now() / 1000),
        data: { object: pi },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
