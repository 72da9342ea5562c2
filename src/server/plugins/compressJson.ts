import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this a JSON answer goes as it is: what compressing it saves on a network is under a few milliseconds. */
export const COMPRESS_MIN_BYTES = 8 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Which encoding of the request's Accept-Encoding we answer in: br, else gzip, else none. An
 * encoding given q=0 is refused by the client; anything else it lists, it takes.
 */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * The API's large JSON answers (the revenue summary of 200 lots is 139 KB, a lot's whole month
 * 195 KB) compressed for clients that ask for it, as the SPA's own files already are (their .br
 * and .gz copies): an owner's desk on a shop's Wi-Fi waits for bytes, not for our milliseconds.
 * Off the event loop (zlib's thread pool), at levels that cost a millisecond or two on such an
 * answer; a CSV export too. Streams (live updates) and small answers are left alone.
 */
export const compressJsonPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (req.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !(type.startsWith('application/json') || type.startsWith('text/csv'))) return payload;
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    // The answer differs by Accept-Encoding from this size on, whatever this request asked.
    if (size < COMPRESS_MIN_BYTES) return payload;
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!String(vary).toLowerCase().includes('accept-encoding')) reply.header('vary', `${String(vary)}, accept-encoding`);
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? await brotli(payload, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          })
        : await gzip(payload, { level: 5 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
});
