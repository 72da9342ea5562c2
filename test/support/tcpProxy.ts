import net from 'node:net';

/**
 * A TCP relay between the server under test and PostgreSQL or Redis, so a test can make the
 * database or Redis "go away" (every connection cut, new ones refused) and come back on the same
 * port, without touching the shared services the other tests use.
 */
export interface TcpProxy {
  port: number;
  /** Cuts every open connection and stops listening: clients see a reset, then connection refused. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const srv = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          // A reset on one side ends the other; the error itself is what the test provokes.
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        const addr = srv.address();
        port = typeof addr === 'object' && addr ? addr.port : port;
        server = srv;
        resolve();
      });
    });
  const down = async () => {
    const srv = server;
    server = undefined;
    for (const s of sockets) s.resetAndDestroy();
    sockets.clear();
    if (srv) await new Promise<void>((resolve) => srv.close(() => resolve()));
  };
  await listen();
  return {
    get port() {
      return port;
    },
    down,
    up: async () => {
      if (!server) await listen();
    },
    close: down,
  };
}

/** host and port of a postgres:// or redis:// URL (defaults of each service). */
export function hostPort(url: string): { host: string; port: number } {
  const u = new URL(url);
  const fallback = u.protocol.startsWith('redis') ? 6379 : 5432;
  return { host: u.hostname || '127.0.0.1', port: Number(u.port || fallback) };
}

/** The same URL with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: Pick<TcpProxy, 'port'>): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(proxy.port);
  return u.toString();
}
