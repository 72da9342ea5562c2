import { centsToDecimal, decimalToCents } from '../../../shared/money';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import type { Duplex } from 'node:stream';
import {
  ApiError,
  CaptureStatus,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  OrderStatus,
  PaymentsController,
  RefundStatus,
  type Configuration,
  type Order,
} from '@paypal/paypal-server-sdk';
import type { CreatedIntent, CreateIntentInput, PaymentProvider, RefundInput, RefundResult, VerifiedPayment, VerifyOptions } from './types';

export interface PaypalProviderOptions {
  /** PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET: REST app credentials (client-credentials OAuth). */
  clientId: string;
  clientSecret: string;
  /**
   * PAYPAL_API_BASE. https://api-m.paypal.com = live, https://api-m.sandbox.paypal.com or unset =
   * sandbox; any other origin (e.g. http://127.0.0.1:PORT, the local fake the tests start) receives
   * the SDK's requests instead of PayPal (see {@link RedirectingAgent}).
   */
  apiBase?: string;
  /** Request timeout in ms. Default 20 s. */
  timeout?: number;
}

const LIVE = 'https://api-m.paypal.com';
const SANDBOX = 'https://api-m.sandbox.paypal.com';

/**
 * The PayPal server SDK only knows its two environments (Production, Sandbox) and has no base-URL
 * option. To point it at another origin we give it an https agent whose sockets go to that origin
 * instead: plain TCP for an http:// base, TLS for an https:// one. The SDK still builds every
 * request (paths, headers, OAuth) itself; only the socket's destination changes.
 */
class RedirectingAgent extends https.Agent {
  constructor(private readonly target: URL) {
    super({ keepAlive: false });
  }

  override createConnection(): Duplex {
    const host = this.target.hostname.replace(/^\[|\]$/g, '');
    if (this.target.protocol === 'http:') {
      return net.connect({ host, port: Number(this.target.port || 80) });
    }
    return tls.connect({ host, port: Number(this.target.port || 443), servername: net.isIP(host) ? undefined : host });
  }
}

export function paypalClientConfig(opts: PaypalProviderOptions): Partial<Configuration> {
  const base = opts.apiBase?.replace(/\/+$/, '');
  let environment = Environment.Sandbox;
  let httpsAgent: https.Agent | undefined;
  if (base === LIVE) environment = Environment.Production;
  else if (base && base !== SANDBOX) {
    const url = new URL(base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`PAYPAL_API_BASE must be an http(s) URL, got ${opts.apiBase}`);
    }
    httpsAgent = new RedirectingAgent(url);
  }
  return {
    environment,
    timeout: opts.timeout ?? 20_000,
    clientCredentialsAuthCredentials: { oAuthClientId: opts.clientId, oAuthClientSecret: opts.clientSecret },
    ...(httpsAgent ? { httpClientOptions: { httpsAgent } } : {}),
  };
}

/** 1234 -> "12.34" (PayPal amounts are decimal strings). */
export function centsToPaypalValue(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`Invalid amount: ${cents}`);
  return centsToDecimal(cents);
}

/** "12.34" -> 1234, without floating point. */
export function paypalValueToCents(value: string | undefined): number {
  if (!value) return 0;
  const cents = decimalToCents(value);
  if (cents === null || cents < 0) throw new Error(`Unexpected PayPal amount: ${value}`);
  return cents;
}

interface PaypalErrorBody {
  name?: string;
  message?: string;
  details?: { issue?: string; description?: string }[];
}

function errorBody(err: ApiError): PaypalErrorBody {
  if (typeof err.body === 'string') {
    try {
      const parsed: unknown = JSON.parse(err.body);
      if (parsed && typeof parsed === 'object') return parsed as PaypalErrorBody;
    } catch {
      /* not JSON */
    }
  }
  return {};
}

function issueOf(err: ApiError): { issue?: string; message: string } {
  const body = errorBody(err);
  const detail = body.details?.[0];
  return { issue: detail?.issue ?? body.name, message: detail?.description ?? body.message ?? err.message };
}

const DECLINE_ISSUES = new Set(['INSTRUMENT_DECLINED', 'PAYER_CANNOT_PAY', 'TRANSACTION_REFUSED', 'PAYEE_BLOCKED_TRANSACTION']);

/** Reads an order as our VerifiedPayment (no side effects). */
export function paypalOrderToVerified(order: Order, providerRef: string): VerifiedPayment {
  const unit = order.purchaseUnits?.[0];
  const currency = (unit?.amount?.currencyCode ?? 'USD').toLowerCase();
  const captures = order.purchaseUnits?.flatMap((u) => u.payments?.captures ?? []) ?? [];
  const completed = captures.filter((c) => c.status === CaptureStatus.Completed || c.status === CaptureStatus.PartiallyRefunded);
  const base = { providerRef: order.id ?? providerRef, currency };
  if (completed.length > 0) {
    const amountCents = completed.reduce((sum, c) => sum + paypalValueToCents(c.amount?.value), 0);
    return { ...base, state: 'succeeded', amountCents, currency: (completed[0].amount?.currencyCode ?? currency).toLowerCase() };
  }
  const declined = captures.find((c) => c.status === CaptureStatus.Declined || c.status === CaptureStatus.Failed);
  if (declined) {
    return { ...base, state: 'failed', amountCents: 0, failureMessage: 'The payment was declined by PayPal.' };
  }
  if (order.status === OrderStatus.Voided) {
    return { ...base, state: 'failed', amountCents: 0, failureMessage: 'The PayPal order was voided.' };
  }
  // CREATED / SAVED / APPROVED (not yet captured) / PAYER_ACTION_REQUIRED / capture PENDING
  return { ...base, state: 'pending', amountCents: 0 };
}

/** PayPal Orders v2 (intent CAPTURE) behind our PaymentProvider interface, via the official SDK. */
export function createPaypalProvider(opts: PaypalProviderOptions): PaymentProvider {
  if (!opts.clientId || !opts.clientSecret) throw new Error('PayPal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET');
  const client = new Client(paypalClientConfig(opts));
  const orders = new OrdersController(client);
  const paymentsApi = new PaymentsController(client);

  async function createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    if (input.amountCents <= 0) throw new Error(`Invalid amount: ${input.amountCents}`);
    const { result } = await orders.createOrder({
      // Same PayPal-Request-Id => PayPal returns the order it already created (no duplicate).
      paypalRequestId: input.idempotencyKey,
      prefer: 'return=representation',
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            referenceId: input.idempotencyKey,
            customId: input.idempotencyKey,
            description: input.description.slice(0, 127),
            amount: { currencyCode: input.currency.toUpperCase(), value: centsToPaypalValue(input.amountCents) },
          },
        ],
      },
    });
    if (!result.id) throw new Error('PayPal returned an order without an id');
    // The browser's PayPal buttons need only the order id (createOrder callback returns it).
    return { providerRef: result.id, clientSecret: result.id };
  }

  async function verify(providerRef: string, opts: VerifyOptions = {}): Promise<VerifiedPayment> {
    let { result: order } = await orders.getOrder({ id: providerRef });
    if (order.status === OrderStatus.Approved && opts.capture !== false) {
      try {
        // The request id makes a retried capture (two verifies racing, a network retry) return the
        // first capture's result instead of charging twice.
        ({ result: order } = await orders.captureOrder({
          id: providerRef,
          paypalRequestId: `capture-${providerRef}`,
          prefer: 'return=representation',
        }));
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        const { issue, message } = issueOf(err);
        if (issue === 'ORDER_ALREADY_CAPTURED') {
          ({ result: order } = await orders.getOrder({ id: providerRef }));
        } else if (issue && DECLINE_ISSUES.has(issue)) {
          const currency = (order.purchaseUnits?.[0]?.amount?.currencyCode ?? 'USD').toLowerCase();
          return { providerRef, state: 'failed', amountCents: 0, currency, failureMessage: message };
        } else {
          throw err;
        }
      }
    }
    return paypalOrderToVerified(order, providerRef);
  }

  /** A PayPal refund is of a capture: the order's completed capture is the one to draw on. */
  async function refund(input: RefundInput): Promise<RefundResult> {
    const { result: order } = await orders.getOrder({ id: input.providerRef });
    const capture = order.purchaseUnits
      ?.flatMap((u) => u.payments?.captures ?? [])
      .find((c) => c.status === CaptureStatus.Completed || c.status === CaptureStatus.PartiallyRefunded);
    if (!capture?.id) return { state: 'failed', refundRef: null, failureMessage: 'PayPal has no completed capture for this payment.' };
    try {
      const { result } = await paymentsApi.refundCapturedPayment({
        captureId: capture.id,
        // The same request id returns the first refund instead of making a second one.
        paypalRequestId: `refund-${input.idempotencyKey}`,
        prefer: 'return=representation',
        body: {
          amount: { currencyCode: input.currency.toUpperCase(), value: centsToPaypalValue(input.amountCents) },
          customId: input.idempotencyKey,
        },
      });
      if (result.status === RefundStatus.Failed || result.status === RefundStatus.Cancelled) {
        return { state: 'failed', refundRef: result.id ?? null, failureMessage: 'PayPal could not complete the refund.' };
      }
      return { state: 'succeeded', refundRef: result.id ?? null };
    } catch (err) {
      // 4xx: PayPal refused (amount beyond what is left, capture too old...); 5xx and network: retry.
      if (err instanceof ApiError && err.statusCode >= 400 && err.statusCode < 500) {
        return { state: 'failed', refundRef: null, failureMessage: issueOf(err).message };
      }
      throw err;
    }
  }

  return { name: 'paypal', createIntent, verify, refund };
}
