import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** Where a configured URL's files come from (its origin), or the provider's own. */
function originOf(url: string | undefined, fallback: string): string {
  if (!url) return fallback;
  try {
    return new URL(url).origin;
  } catch {
    return fallback;
  }
}

/** sha256 sources of index.html's inline scripts (the early request of the valet desk), for script-src. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = m[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The SPA's Content-Security-Policy: its own files, index.html's inline scripts by hash, and
 * Stripe's or PayPal's scripts, frames and calls only when that provider is configured. Styles
 * allow inline ones: React's style attributes and antd's theme variables are written at run time.
 */
export function spaContentSecurityPolicy(config: Pick<Config, 'stripe' | 'paypal'>, scriptHashes: readonly string[]): string {
  const stripe = Boolean(config.stripe.secretKey && config.stripe.publishableKey);
  const paypal = Boolean(config.paypal.clientId && config.paypal.clientSecret);
  const script = ["'self'", ...scriptHashes];
  const frame: string[] = [];
  const connect = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  if (stripe) {
    const js = originOf(config.stripe.jsUrl, 'https://js.stripe.com');
    script.push(js);
    frame.push(js, 'https://hooks.stripe.com');
    connect.push('https://api.stripe.com', 'https://m.stripe.network', 'https://q.stripe.com');
    // A Stripe.js served from elsewhere (a test double) talks to that host or to STRIPE_API_BASE.
    if (config.stripe.jsUrl) connect.push(js, originOf(config.stripe.apiBase, js));
    img.push('https://*.stripe.com');
  }
  if (paypal) {
    const sdk = originOf(config.paypal.sdkUrl, 'https://www.paypal.com');
    script.push(sdk);
    frame.push(sdk, 'https://*.paypal.com');
    connect.push(sdk, 'https://*.paypal.com');
    if (config.paypal.sdkUrl) connect.push(originOf(config.paypal.apiBase, sdk));
    img.push('https://*.paypal.com', 'https://*.paypalobjects.com');
  }
  return [
    "default-src 'self'",
    `script-src ${[...new Set(script)].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${[...new Set(img)].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    `frame-src ${frame.length ? [...new Set(frame)].join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON answers load nothing and are never framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The API's documentation page (Swagger UI): its own files, inline styles and data: images. */
export const DOCS_CONTENT_SECURITY_POLICY =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; frame-ancestors 'none'";

/**
 * Security headers on every response: a Content-Security-Policy for what the response is (the SPA,
 * the API docs, or JSON), no MIME sniffing, no framing, a referrer that leaves the origin only, and
 * HSTS when the request reached us over TLS (behind a proxy that says so: TRUST_PROXY).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { indexHtml: string | null }) => {
  const spaPolicy = spaContentSecurityPolicy(app.deps.config, opts.indexHtml ? inlineScriptHashes(opts.indexHtml) : []);
  app.addHook('onSend', async (req, reply, payload) => {
    const path = req.url.split('?')[0] ?? '';
    const policy = path.startsWith('/api/docs')
      ? DOCS_CONTENT_SECURITY_POLICY
      : path.startsWith('/api/')
        ? API_CONTENT_SECURITY_POLICY
        : spaPolicy;
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
});
