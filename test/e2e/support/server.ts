import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');
export const SERVER_ENTRY = path.join(ROOT, 'dist/server/main.js');
export const CLI_ENTRY = path.join(ROOT, 'dist/server/cli.js');

/** The demo password of src/server/db/seed.ts (kept here so the tests do not import server code). */
export const DEMO_PASSWORD = 'Parking#2026';
export const DEMO = {
  customer: 'customer@demo.parking',
  vendor: 'vendor@demo.parking',
  odogwu: 'admin@demo.parking',
  enforcer: 'enforcer@demo.parking',
  valet: 'valet@demo.parking',
  superadmin: 'superadmin@demo.parking',
} as const;
export type DemoRole = keyof typeof DEMO;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** A mail the server's outbox logged (`outbox mail "<subject>":\n<text>`). */
export interface LoggedMail {
  subject: string;
  text: string;
  to?: string;
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Everything the process wrote to stdout so far. */
  stdout(): string;
  stderr(): string;
  /** Every outbox mail logged so far, oldest first. */
  mails(): LoggedMail[];
  /** Waits until a logged mail matches (e.g. sent to an address), newest first. */
  waitForMail(match: (m: LoggedMail) => boolean, timeoutMs?: number): Promise<LoggedMail>;
  /** SIGTERM, then the exit code (null if killed by a signal after the grace time). */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL: the process dies at once, mid-write, as in a power cut of the process (no clean-up). */
  kill(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Reuse an existing DATA_DIR (restart tests); a fresh temp folder otherwise. */
  dataDir?: string;
  readyTimeoutMs?: number;
}

/** Builds dist/ when it is missing, so a single test file can run on its own (`jest test/e2e/x`). */
export function ensureBuilt(): void {
  if (fs.existsSync(SERVER_ENTRY) && fs.existsSync(path.join(ROOT, 'dist/app/index.html')) && fs.existsSync(CLI_ENTRY)) return;
  const r = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('webpack build failed; run `npm run build` to see why');
}

function parseMails(stdout: string): LoggedMail[] {
  const mails: LoggedMail[] = [];
  for (const line of stdout.split('\n')) {
    if (!line.includes('outbox mail')) continue;
    let msg = line;
    let to: string | undefined;
    try {
      const rec = JSON.parse(line) as { msg?: string; to?: string };
      msg = rec.msg ?? '';
      to = rec.to;
    } catch {
      // not a pino JSON line: keep the raw text
    }
    const m = /outbox mail "([^"]*)":\n([\s\S]*)$/.exec(msg);
    if (m) mails.push({ subject: m[1]!, text: m[2]!, to });
  }
  return mails;
}

/** First http(s) URL in a mail's text. */
export function linkIn(text: string): string {
  const m = /https?:\/\/[^\s"'<>]+/.exec(text);
  if (!m) throw new Error(`no link in mail text:\n${text}`);
  return m[0];
}

/** The link's path on this server (mails carry PUBLIC_URL, which may name another host). */
export function pathOf(link: string): string {
  const u = new URL(link);
  return `${u.pathname}${u.search}${u.hash}`;
}

/**
 * Starts the production server (`node dist/server/main.js`) as a child process on a free port,
 * with a fresh PGlite DATA_DIR and the demo data, and resolves once GET /api/v1/health answers 200.
 */
export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  ensureBuilt();
  const port = await freePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'parking-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The e2e tests own their database and limits: no shared PostgreSQL or Redis counters leak in.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  delete env.JWT_SECRET;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'info',
    PUBLIC_URL: baseUrl,
    NODE_ENV: 'production',
    // The demo superadmin (DEMO.superadmin) is the first of these, whatever the calling shell has set.
    SUPERADMIN_EMAILS: DEMO.superadmin,
    ...opts.env,
  });
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (err += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const deadline = Date.now() + (opts.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (hasExited) throw new Error(`server exited before it was healthy\nstdout:\n${out}\nstderr:\n${err}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy in time\nstdout:\n${out}\nstderr:\n${err}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const server: RunningServer = {
    baseUrl,
    port,
    dataDir,
    stdout: () => out,
    stderr: () => err,
    mails: () => parseMails(out),
    async waitForMail(match, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = parseMails(out).reverse().find(match);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no matching outbox mail was logged\nstdout:\n${out.slice(-4000)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async kill() {
      if (!hasExited) child.kill('SIGKILL');
      return exited;
    },
    async stop() {
      if (hasExited) return exited;
      child.kill('SIGTERM');
      const grace = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const result = await exited;
      clearTimeout(grace);
      return result;
    },
  };
  return server;
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
}

/** JSON call against the running server (what the SPA would send). */
export async function api<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  urlPath: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<ApiResult<T>> {
  const res = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: res.status, body: body as T };
}

/** Signs in through the API and returns the token (SPEC: the response has token and user). */
export async function loginToken(baseUrl: string, email: string, password: string = DEMO_PASSWORD): Promise<string> {
  const res = await api<{ token?: string; data?: { token?: string } }>(baseUrl, 'POST', '/api/v1/users/login', {
    body: { email, password },
  });
  const token = res.body.token ?? res.body.data?.token;
  if (res.status !== 200 || !token) throw new Error(`login as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return token;
}
