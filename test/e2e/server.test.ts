import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, DEMO, freePort, loginToken, removeDir, ROOT, startServer } from './support/server';

jest.setTimeout(180_000);

describe('the production server (node dist/server/main.js)', () => {
  it('serves the SPA on any client route, keeps its data across a restart, and stops cleanly on SIGTERM', async () => {
    const first = await startServer();
    try {
      expect(first.stdout()).toMatch(/Demo data loaded/);
      for (const route of ['/', '/login', '/dashboard', '/locations/abc/zones']) {
        const res = await fetch(`${first.baseUrl}${route}`);
        expect({ route, status: res.status }).toEqual({ route, status: 200 });
        expect(res.headers.get('content-type')).toMatch(/text\/html/);
        expect(await res.text()).toMatch(/<div id="root"|<script/);
        // index.html is never kept: a new deploy's chunks are found at once.
        expect(res.headers.get('cache-control')).toBe('no-cache');
      }
      // Hashed chunks are kept for a year and never revalidated (a repeat visit asks for none of them).
      const html = await (await fetch(`${first.baseUrl}/login`)).text();
      const chunk = /src="?(\/assets\/[^" >]+\.js)/.exec(html)?.[1];
      expect(chunk).toBeDefined();
      const asset = await fetch(`${first.baseUrl}${chunk}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
      // Compressed once at build time: brotli when the browser takes it, else gzip.
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const packed = await fetch(`${first.baseUrl}${chunk}`, { headers: { 'accept-encoding': accept } });
        expect({ accept, encoding: packed.headers.get('content-encoding') }).toEqual({ accept, encoding });
        expect(await packed.text()).toBe(
          await (await fetch(`${first.baseUrl}${chunk}`, { headers: { 'accept-encoding': 'identity' } })).text(),
        );
      }
      // HEAD is answered like GET, for the SPA's routes and its files.
      for (const url of ['/login', '/valet/review', chunk!]) {
        const [get, head] = await Promise.all([fetch(`${first.baseUrl}${url}`), fetch(`${first.baseUrl}${url}`, { method: 'HEAD' })]);
        expect({ url, status: head.status, type: head.headers.get('content-type') }).toEqual({
          url,
          status: 200,
          type: get.headers.get('content-type'),
        });
        expect(await head.text()).toBe('');
      }
      // The SPA's policy: its own files and index.html's inline script by hash; never framed.
      const page = await fetch(`${first.baseUrl}/login`);
      const csp = page.headers.get('content-security-policy') ?? '';
      // index.html's inline scripts (the valet desk's early request, the slow-loading words), each by its hash.
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      // Unknown API paths stay JSON errors, never the SPA's HTML.
      const missing = await api(first.baseUrl, 'GET', '/api/v1/no-such-thing');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ status: 'fail' });
      // So do files that are not there (a script, /favicon.ico, /robots.txt) and /api itself; a token's dots are a screen.
      for (const url of ['/assets/nope.js', '/favicon.ico', '/robots.txt', '/api']) {
        const res = await fetch(`${first.baseUrl}${url}`);
        expect({ url, status: res.status, type: res.headers.get('content-type') }).toEqual({
          url,
          status: 404,
          type: expect.stringMatching(/json/),
        });
      }
      expect((await fetch(`${first.baseUrl}/reset/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl`)).status).toBe(200);

      await loginToken(first.baseUrl, DEMO.customer);
    } finally {
      const exit = await first.stop();
      expect(exit).toEqual({ code: 0, signal: null });
      expect(first.stdout()).toMatch(/Stopped cleanly\./);
    }

    // Same DATA_DIR: the database and the generated JWT secret survive; demo data is not loaded twice.
    const second = await startServer({ dataDir: first.dataDir });
    try {
      expect(second.stdout()).not.toMatch(/Demo data loaded/);
      await loginToken(second.baseUrl, DEMO.vendor);
    } finally {
      expect(await second.stop()).toEqual({ code: 0, signal: null });
      removeDir(first.dataDir);
    }
  });
});

describe('npm start under a supervisor', () => {
  it.each(['SIGTERM', 'SIGKILL'] as const)('stops the server cleanly when npm itself gets %s (npm does not pass it on)', async (signal) => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-npm-start-'));
    // The embedded database, as on a fresh machine: never the CI's PostgreSQL or Redis.
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    const npm = spawn('npm', ['start'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    npm.stdout.on('data', (d: Buffer) => (out += d.toString()));
    npm.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const healthy = async () => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok;
      } catch {
        return false;
      }
    };
    try {
      for (let i = 0; i < 120 && !(await healthy()); i++) await new Promise((r) => setTimeout(r, 500));
      expect(await healthy()).toBe(true);
      expect(fs.existsSync(path.join(dataDir, 'server.json'))).toBe(true);

      npm.kill(signal);
      let stopped = false;
      for (let i = 0; i < 40 && !stopped; i++) {
        await new Promise((r) => setTimeout(r, 250));
        stopped = !(await healthy());
      }
      expect(stopped).toBe(true);
      // Stopped the clean way: it let go of the embedded database's lock file.
      for (let i = 0; i < 40 && fs.existsSync(path.join(dataDir, 'server.json')); i++) await new Promise((r) => setTimeout(r, 250));
      expect(fs.existsSync(path.join(dataDir, 'server.json'))).toBe(false);
    } finally {
      npm.kill('SIGKILL');
      removeDir(dataDir);
    }
    expect(out).toMatch(/Parking is running at/);
  });
});
