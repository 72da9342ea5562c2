import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerPreflight, readBody, sendInstallScript, sendScript } from './fakeHttp';
import { installFakePaypalSdk } from './fakePaypalSdk';

/**
 * A local fake of the part of PayPal's REST API the product uses (OAuth client credentials and
 * Orders v2), for tests: a plain node:http server on 127.0.0.1 with in-memory state. The product
 * talks to it through the official `@paypal/paypal-server-sdk` (PAYPAL_API_BASE = fake.url).
 *
 *   POST /v1/oauth2/token                    Basic client_id:client_secret, grant_type=client_credentials
 *   POST /v2/checkout/orders                 Bearer; PayPal-Request-Id honoured (same id => same order)
 *   GET  /v2/checkout/orders/:id             Bearer
 *   POST /v2/checkout/orders/:id/capture     Bearer; only APPROVED orders; PayPal-Request-Id replays
 *   POST /v2/payments/captures/:id/refund  Bearer; amount; PayPal-Request-Id replays; 422 beyond what is
 *                                        left of the capture, or for any refund after refuseRefunds(orderId)
 *   POST /_test/orders/:id/approve           {captureValue?, decline?}  what the buyer does in the popup
 *   GET  /sdk/js?client-id=…                 a fake PayPal JS SDK (fakePaypalSdk.ts) for PAYPAL_SDK_URL;
 *                                            400 for another client id, like PayPal's own
 *
 * Wrong client credentials => 401 invalid_client; wrong/missing bearer => 401 AUTHENTICATION_FAILURE.
 */

export interface FakeMoney {
  currency_code: string;
  value: string;
}

export interface FakeCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PENDING' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: FakeMoney;
  final_capture: boolean;
  custom_id?: string;
  seller_protection: { status: string; dispute_categories: string[] };
  create_time: string;
  update_time: string;
}

export interface FakeOrder {
  id: string;
  intent: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchase_units: {
    reference_id: string;
    amount: FakeMoney;
    payee: { email_address: string; merchant_id: string };
    custom_id?: string;
    description?: string;
    payments?: { captures: FakeCapture[] };
  }[];
  payer?: { name: { given_name: string; surname: string }; email_address: string; payer_id: string };
  create_time: string;
  update_time?: string;
  links: { href: string; rel: string; method: string }[];
}

export interface FakePaypal {
  url: string;
  /** The fake JS SDK's base URL, for PAYPAL_SDK_URL. */
  sdkUrl: string;
  clientId: string;
  clientSecret: string;
  orders: Map<string, FakeOrder>;
  /** How many captures each order received (a second capture would be a double charge). */
  captureCalls: Map<string, number>;
  requests: { method: string; path: string; headers: http.IncomingHttpHeaders; body: string }[];
  tokensIssued: number;
  approve(id: string, opts?: { captureValue?: string; decline?: boolean }): FakeOrder;
  /** Refunds made, by refund id: the capture they came from and the amount. */
  refunds: Map<string, { captureId: string; orderId: string; amount: FakeMoney }>;
  /** Later refunds of this order's capture are refused. */
  refuseRefunds(orderId: string): void;
  close(): Promise<void>;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const paypalId = (n = 17) => Array.from(crypto.randomBytes(n), (b) => ALNUM[b % ALNUM.length]).join('');
const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'paypal-debug-id': paypalId(13).toLowerCase(),
    'access-control-allow-origin': '*',
    ...headers,
  });
  res.end(text);
}

function apiError(res: http.ServerResponse, status: number, name: string, message: string, issue?: string, description?: string) {
  send(res, status, {
    name,
    message,
    debug_id: paypalId(13).toLowerCase(),
    ...(issue ? { details: [{ issue, description }] } : {}),
    links: [
      {
        href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${issue ?? name}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  });
}

interface CreateOrderBody {
  intent?: string;
  purchase_units?: { reference_id?: string; custom_id?: string; description?: string; amount?: Partial<FakeMoney> }[];
}

export async function startFakePaypal(opts: { clientId?: string; clientSecret?: string } = {}): Promise<FakePaypal> {
  const clientId = opts.clientId ?? `fake-client-${paypalId(8)}`;
  const clientSecret = opts.clientSecret ?? `fake-secret-${paypalId(16)}`;
  const orders = new Map<string, FakeOrder>();
  const captureCalls = new Map<string, number>();
  const tokens = new Set<string>();
  const createReplay = new Map<string, { status: number; body: unknown }>();
  const captureReplay = new Map<string, { status: number; body: unknown }>();
  const approvals = new Map<string, { captureValue?: string; decline?: boolean }>();
  const refunds: FakePaypal['refunds'] = new Map();
  const refundReplay = new Map<string, { status: number; body: unknown }>();
  const refusedRefunds = new Set<string>();
  const cents = (value: string) => Math.round(Number(value) * 100);
  const requests: FakePaypal['requests'] = [];
  let base = '';
  const state = { tokensIssued: 0 };

  const approve = (id: string, o: { captureValue?: string; decline?: boolean } = {}) => {
    const order = orders.get(id);
    if (!order) throw new Error(`fake paypal: no order ${id}`);
    if (order.status !== 'CREATED') throw new Error(`fake paypal: order ${id} is ${order.status}`);
    order.status = 'APPROVED';
    order.update_time = now();
    order.payer = { name: { given_name: 'John', surname: 'Doe' }, email_address: 'buyer@example.com', payer_id: paypalId(13) };
    order.links = order.links.filter((l) => l.rel !== 'approve');
    approvals.set(id, o);
    return order;
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname;
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      const auth = req.headers.authorization ?? '';

      if (req.method === 'OPTIONS') return answerPreflight(res, 'content-type');
      if (path === '/sdk/js' && req.method === 'GET') {
        const query = Object.fromEntries(url.searchParams);
        if (query['client-id'] === clientId) return sendInstallScript(res, installFakePaypalSdk, base, query);
        return sendScript(
          res,
          400,
          `throw new Error(${JSON.stringify(`SDK Validation error: 'Invalid query value for client-id: ${query['client-id'] ?? ''}'`)});\n`,
        );
      }

      const control = /^\/_test\/orders\/([^/]+)\/approve$/.exec(path);
      if (control && req.method === 'POST') {
        if (!orders.has(control[1])) return send(res, 404, { error: 'no such order' });
        return send(res, 200, approve(control[1], body ? (JSON.parse(body) as { captureValue?: string; decline?: boolean }) : {}));
      }

      if (path === '/v1/oauth2/token' && req.method === 'POST') {
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        if (auth !== expected) {
          return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
        }
        if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
          return send(res, 400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
        }
        const token = `A21AA${paypalId(60)}`;
        tokens.add(token);
        state.tokensIssued += 1;
        return send(res, 200, {
          scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
          access_token: token,
          token_type: 'Bearer',
          app_id: `APP-${paypalId(17)}`,
          expires_in: 32400,
          nonce: `${now()}${paypalId(20)}`,
        });
      }

      if (!path.startsWith('/v2/')) return apiError(res, 404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
      const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
      if (!tokens.has(token)) {
        return send(res, 401, {
          name: 'AUTHENTICATION_FAILURE',
          message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
          links: [{ href: 'https://developer.paypal.com/docs/api/overview/#error', rel: 'information_link' }],
        });
      }
      const requestId = typeof req.headers['paypal-request-id'] === 'string' ? req.headers['paypal-request-id'] : undefined;

      if (path === '/v2/checkout/orders' && req.method === 'POST') {
        if (requestId && createReplay.has(requestId)) {
          const prior = createReplay.get(requestId)!;
          // PayPal answers a replayed request id with the original result (200 instead of 201).
          return send(res, prior.status === 201 ? 200 : prior.status, prior.body);
        }
        const input = JSON.parse(body || '{}') as CreateOrderBody;
        const unit = input.purchase_units?.[0];
        const value = unit?.amount?.value ?? '';
        let status: number;
        let out: unknown;
        if (input.intent !== 'CAPTURE' && input.intent !== 'AUTHORIZE') {
          status = 400;
          out = {
            name: 'INVALID_REQUEST',
            message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
            details: [{ field: '/intent', issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required field / parameter is missing.' }],
          };
        } else if (!unit || !/^\d{1,10}(\.\d{1,2})?$/.test(value) || Number(value) <= 0 || !unit.amount?.currency_code) {
          status = 422;
          out = {
            name: 'UNPROCESSABLE_ENTITY',
            message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
            details: [
              {
                field: "/purchase_units/@reference_id=='default'/amount/value",
                issue: 'DECIMAL_PRECISION',
                description: 'If the currency supports decimals, only two decimal place precision is supported.',
              },
            ],
          };
        } else {
          const id = paypalId();
          const order: FakeOrder = {
            id,
            intent: input.intent,
            status: 'CREATED',
            purchase_units: (input.purchase_units ?? []).map((u) => ({
              reference_id: u.reference_id ?? 'default',
              amount: { currency_code: u.amount?.currency_code ?? 'USD', value: u.amount?.value ?? '0.00' },
              payee: { email_address: 'merchant@parking.example', merchant_id: 'FAKEMERCHANT01' },
              ...(u.custom_id ? { custom_id: u.custom_id } : {}),
              ...(u.description ? { description: u.description } : {}),
            })),
            create_time: now(),
            links: [
              { href: `${base}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
              { href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' },
              { href: `${base}/v2/checkout/orders/${id}`, rel: 'update', method: 'PATCH' },
              { href: `${base}/v2/checkout/orders/${id}/capture`, rel: 'capture', method: 'POST' },
            ],
          };
          orders.set(id, order);
          status = 201;
          out = order;
        }
        if (requestId) createReplay.set(requestId, { status, body: out });
        return send(res, status, out);
      }

      const refundPath = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
      if (refundPath && req.method === 'POST') {
        if (requestId && refundReplay.has(requestId)) {
          const prior = refundReplay.get(requestId)!;
          return send(res, prior.status === 201 ? 200 : prior.status, prior.body);
        }
        const captureId = refundPath[1]!;
        const owner = [...orders.values()].find((o) => o.purchase_units.some((u) => u.payments?.captures.some((c) => c.id === captureId)));
        const capture = owner?.purchase_units.flatMap((u) => u.payments?.captures ?? []).find((c) => c.id === captureId);
        if (!owner || !capture) {
          return apiError(
            res,
            404,
            'RESOURCE_NOT_FOUND',
            'The specified resource does not exist.',
            'INVALID_RESOURCE_ID',
            'Specified resource ID does not exist.',
          );
        }
        const input = JSON.parse(body || '{}') as { amount?: FakeMoney };
        const already = [...refunds.values()].filter((r) => r.captureId === captureId).reduce((sum, r) => sum + cents(r.amount.value), 0);
        const amount = input.amount ?? {
          currency_code: capture.amount.currency_code,
          value: ((cents(capture.amount.value) - already) / 100).toFixed(2),
        };
        let status: number;
        let out: unknown;
        const unprocessable = (issue: string, description: string) => {
          status = 422;
          out = {
            name: 'UNPROCESSABLE_ENTITY',
            message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
            details: [{ issue, description }],
          };
        };
        if (refusedRefunds.has(owner.id)) unprocessable('TRANSACTION_REFUSED', 'The request was refused.');
        else if (cents(amount.value) > cents(capture.amount.value) - already) {
          unprocessable(
            'REFUND_AMOUNT_EXCEEDED',
            'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
          );
        } else {
          const id = paypalId();
          refunds.set(id, { captureId, orderId: owner.id, amount });
          capture.status = cents(amount.value) + already === cents(capture.amount.value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
          status = 201;
          out = { id, status: 'COMPLETED', amount, create_time: now(), update_time: now(), links: [] };
        }
        if (requestId) refundReplay.set(requestId, { status: status!, body: out });
        return send(res, status!, out);
      }

      const m = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
      const order = m ? orders.get(m[1]) : undefined;
      if (m && !order) {
        return apiError(
          res,
          404,
          'RESOURCE_NOT_FOUND',
          'The specified resource does not exist.',
          'INVALID_RESOURCE_ID',
          'Specified resource ID does not exist. Please check the resource ID and try again.',
        );
      }
      if (m && order && !m[2] && req.method === 'GET') return send(res, 200, order);

      if (m && order && m[2] && req.method === 'POST') {
        const replayKey = requestId ? `${order.id}:${requestId}` : undefined;
        if (replayKey && captureReplay.has(replayKey)) {
          const prior = captureReplay.get(replayKey)!;
          return send(res, prior.status === 201 ? 200 : prior.status, prior.body);
        }
        captureCalls.set(order.id, (captureCalls.get(order.id) ?? 0) + 1);
        let status: number;
        let out: unknown;
        if (order.status === 'COMPLETED') {
          status = 422;
          out = {
            name: 'UNPROCESSABLE_ENTITY',
            message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
            debug_id: paypalId(13).toLowerCase(),
            details: [
              {
                issue: 'ORDER_ALREADY_CAPTURED',
                description: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
              },
            ],
          };
        } else if (order.status !== 'APPROVED') {
          status = 422;
          out = {
            name: 'UNPROCESSABLE_ENTITY',
            message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
            debug_id: paypalId(13).toLowerCase(),
            details: [
              {
                issue: 'ORDER_NOT_APPROVED',
                description:
                  "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
              },
            ],
          };
        } else if (approvals.get(order.id)?.decline) {
          status = 422;
          out = {
            name: 'UNPROCESSABLE_ENTITY',
            message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
            debug_id: paypalId(13).toLowerCase(),
            details: [
              {
                issue: 'INSTRUMENT_DECLINED',
                description:
                  "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
              },
            ],
          };
        } else {
          const unit = order.purchase_units[0];
          const t = now();
          unit.payments = {
            captures: [
              {
                id: paypalId(),
                status: 'COMPLETED',
                amount: { currency_code: unit.amount.currency_code, value: approvals.get(order.id)?.captureValue ?? unit.amount.value },
                final_capture: true,
                ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
                seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
                create_time: t,
                update_time: t,
              },
            ],
          };
          order.status = 'COMPLETED';
          order.update_time = t;
          order.links = order.links.filter((l) => l.rel === 'self');
          status = 201;
          out = order;
        }
        if (replayKey) captureReplay.set(replayKey, { status, body: JSON.parse(JSON.stringify(out)) as unknown });
        return send(res, status, out);
      }

      return apiError(res, 404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
    })().catch((err: unknown) => {
      if (!res.headersSent) apiError(res, 500, 'INTERNAL_SERVER_ERROR', String(err));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    sdkUrl: `${base}/sdk/js`,
    clientId,
    clientSecret,
    orders,
    captureCalls,
    requests,
    get tokensIssued() {
      return state.tokensIssued;
    },
    approve,
    refunds,
    refuseRefunds: (orderId) => void refusedRefunds.add(orderId),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
