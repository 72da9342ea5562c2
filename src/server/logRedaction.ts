/**
 * What the request log may keep of an address. Reset, activation, email-undo and guest-booking links
 * carry their secret in the path (/reset/{token}, /api/v1/sessions/guest/{token}): anyone who could
 * read the log could use them while they last. Such a segment (a JWT, or a long opaque run that is
 * not a record's uuid) is logged as [token]; ids and everything else stay, for reading the log.
 */
const JWT = /^[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OPAQUE = /^[A-Za-z0-9_~.-]{32,}$/;

function secretSegment(segment: string): boolean {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A broken escape is logged as it came; it is no token either way.
  }
  return JWT.test(text) || (OPAQUE.test(text) && !UUID.test(text));
}

/** The address with its secret path segments and token-like query values written as [token]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);
  const safePath = path
    .split('/')
    .map((s) => (secretSegment(s) ? '[token]' : s))
    .join('/');
  if (!query) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      return secretSegment(pair.slice(eq + 1)) ? `${pair.slice(0, eq)}=[token]` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}
