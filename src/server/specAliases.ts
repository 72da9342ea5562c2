/**
 * SPEC section 7 writes two calls without the /api prefix every other call has: PATCH
 * /v1/users/update and /v1/contact/welcome. They are the same API: a request to either address is
 * routed as its /api/v1 twin (Fastify's rewriteUrl, before routing), so access, validation, rate
 * limits and answers are the twin's, and the OpenAPI document names each call once.
 */
const UNPREFIXED = ['/v1/users/update', '/v1/contact/welcome'];

/** The address a request is routed by: the /api twin of SPEC's unprefixed calls, any other as it came. */
export function routedUrl(url: string): string {
  for (const path of UNPREFIXED) {
    if (url === path || url.startsWith(`${path}?`)) return `/api${url}`;
  }
  return url;
}
