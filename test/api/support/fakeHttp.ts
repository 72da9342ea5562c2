import type http from 'node:http';

/**
 * What the local fakes of provider APIs (fakeStripe.ts, fakePaypal.ts) share: reading a request
 * body, answering a browser's CORS preflight (the page runs on the product's origin, the fake on
 * its own), and serving one of their browser scripts.
 */

export function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Lets any page send GET/POST with these request headers, as the provider's own API does for its scripts. */
export function answerPreflight(res: http.ServerResponse, allowHeaders: string): void {
  res.writeHead(204, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST',
    'access-control-allow-headers': allowHeaders,
    'access-control-max-age': '600',
  });
  res.end();
}

/**
 * A browser script that runs `install(...args)` in the page. `install` is serialised with
 * toString(), so it must be self-contained (no imports, nothing from outside its body).
 */
export function sendInstallScript<A extends unknown[]>(res: http.ServerResponse, install: (...args: A) => void, ...args: A): void {
  sendScript(res, 200, `(${install.toString()})(${args.map((a) => JSON.stringify(a)).join(', ')});\n`);
}

export function sendScript(res: http.ServerResponse, status: number, source: string): void {
  res.writeHead(status, {
    'content-type': 'application/javascript; charset=utf-8',
    'access-control-allow-origin': '*',
    'cache-control': 'no-store',
  });
  res.end(source);
}
