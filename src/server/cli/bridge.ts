import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CliIo } from './run';
import { processAlive, processStarted } from '../db/dataDirLock';

/**
 * PGlite lets one process own a data folder (db/dataDirLock.ts). While the server runs on DATA_DIR
 * it leaves server.json there (pid, the address it listens on, a random token, readable by its owner
 * only), and the CLI hands its command to the running server instead of opening the database a
 * second time.
 */
export interface ServerLock {
  pid: number;
  /** When the process started (db/dataDirLock.ts), so a pid reused after a restart is not taken for the server. */
  started?: string | null;
  /** Where to reach the server from this machine: its HOST, or loopback when it listens on every address. */
  host?: string;
  port: number;
  token: string;
}

/** The address the CLI connects to for a server listening on `address` (what server.address() reports). */
export function reachableHost(address: string): string {
  if (address === '0.0.0.0' || address === '') return '127.0.0.1';
  if (address === '::') return '::1';
  return address;
}

export const lockFile = (dataDir: string): string => path.resolve(dataDir, 'server.json');

export function writeServerLock(dataDir: string, port: number, token: string, host = '127.0.0.1'): { remove(): void } {
  const file = lockFile(dataDir);
  const lock: ServerLock = { pid: process.pid, started: processStarted(process.pid), host, port, token };
  fs.writeFileSync(file, JSON.stringify(lock), { mode: 0o600 });
  return {
    remove: () => {
      try {
        const current = JSON.parse(fs.readFileSync(file, 'utf8')) as ServerLock;
        if (current.pid === process.pid) fs.unlinkSync(file);
      } catch {
        // already gone
      }
    },
  };
}

/** The running server's lock when one owns this DATA_DIR, else null. */
export function readServerLock(dataDir: string): ServerLock | null {
  try {
    const lock = JSON.parse(fs.readFileSync(lockFile(dataDir), 'utf8')) as ServerLock;
    const valid = typeof lock.pid === 'number' && typeof lock.port === 'number' && typeof lock.token === 'string';
    if (valid && processAlive(lock.pid, lock.started ?? null)) return lock;
  } catch {
    // no server, or an unreadable leftover
  }
  return null;
}

const RemoteResult = z.object({ code: z.number().int(), out: z.array(z.string()), err: z.array(z.string()) });

/** POSTs JSON without a pooled keep-alive socket, so the CLI exits as soon as it is done. */
function postJson(host: string, port: number, token: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host,
        port,
        path: '/internal/cli',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'x-cli-token': token },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let json: unknown = null;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON: reported as a refusal below
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export const serverAddress = (lock: ServerLock): string => {
  const host = lock.host ?? '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${lock.port}`;
};

/**
 * Sends argv to the running server. When it cannot be reached it says so and returns 1: the server
 * holds the database, so opening it here instead would lose writes.
 */
export async function runRemote(lock: ServerLock, argv: string[], io: CliIo): Promise<number> {
  let res: { status: number; json: unknown };
  try {
    res = await postJson(lock.host ?? '127.0.0.1', lock.port, lock.token, { argv });
  } catch (err) {
    io.err(
      `The server running on this DATA_DIR (pid ${lock.pid}) did not answer at ${serverAddress(lock)} (${(err as Error).message}); ` +
        'nothing was done. Run the command again once it answers, or stop it first.',
    );
    return 1;
  }
  const parsed = RemoteResult.safeParse(res.json);
  if (res.status !== 200 || !parsed.success) {
    io.err(`The running server (pid ${lock.pid}) refused the command (HTTP ${res.status}).`);
    return 1;
  }
  parsed.data.out.forEach((l) => io.out(l));
  parsed.data.err.forEach((l) => io.err(l));
  return parsed.data.code;
}

/**
 * The server side: POST /internal/cli, from this machine only (loopback, or our own address when
 * HOST names one), with the token from server.json; hidden from the API docs.
 */
export function registerCliBridge(app: FastifyInstance, token: string, run: (argv: string[], io: CliIo) => Promise<number>): void {
  const expected = Buffer.from(token);
  app.post(
    '/internal/cli',
    { schema: { hide: true, body: z.object({ argv: z.array(z.string().max(1000)).max(50) }) } },
    async (req, reply) => {
      const given = Buffer.from(String(req.headers['x-cli-token'] ?? ''));
      const remote = req.socket.remoteAddress ?? '';
      const local = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(remote) || remote === req.socket.localAddress;
      if (!local || given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
        return reply.status(403).send({ status: 'fail', message: 'Forbidden' });
      }
      const out: string[] = [];
      const err: string[] = [];
      const { argv } = req.body as { argv: string[] };
      const code = await run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
      return { code, out, err };
    },
  );
}
