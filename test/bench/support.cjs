// Small helpers shared by the bench scripts (run.cjs, nearby.cjs, revenue.cjs).
'use strict';
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const Module = require('node:module');
const net = require('node:net');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const SERVER = path.join(ROOT, 'dist/server/main.js');

function newestMtime(dir) {
  let newest = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** Builds the server bundle when src/server or src/shared is newer than dist/server/main.js (`who` names the bench in the log). */
function ensureServerBuilt(who) {
  const stale =
    !fs.existsSync(SERVER) ||
    newestMtime(path.join(ROOT, 'src/server')) > fs.statSync(SERVER).mtimeMs ||
    newestMtime(path.join(ROOT, 'src/shared')) > fs.statSync(SERVER).mtimeMs;
  if (!stale) return;
  console.log(`${who}: building the server bundle (webpack --config-name server)...`);
  const r = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--config-name', 'server'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status || 1);
}

/** Lets a bench script require the server's TypeScript sources (compiled to CommonJS by @swc/core). */
function registerTs() {
  const swc = require('@swc/core');
  Module._extensions['.ts'] = (mod, filename) => {
    const { code } = swc.transformFileSync(filename, {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
      sourceMaps: false,
    });
    mod._compile(code, filename);
  };
}

const round = (n, d = 3) => Math.round(n * 10 ** d) / 10 ** d;
/** The p-th percentile of sorted numbers (nearest rank). */
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** A TCP port free on loopback right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the built server (dist/server/main.js) on a free port with a fresh-machine environment:
 * the embedded database unless `databaseUrl` is given, no Redis, no payment or maps keys, demo data.
 * Resolves once /api/v1/health answers, with the ms from spawn to that answer and a stop() that
 * sends SIGTERM and resolves with the exit code.
 */
async function startBenchServer(dataDir, { databaseUrl, env: extra = {} } = {}) {
  const port = await freePort();
  const env = { ...process.env };
  for (const k of [
    'DATABASE_URL',
    'REDIS_URL',
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_API_BASE',
    'PAYPAL_CLIENT_ID',
    'PAYPAL_CLIENT_SECRET',
    'PAYPAL_API_BASE',
    'MAPS_API_KEY',
  ]) {
    delete env[k];
  }
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  Object.assign(
    env,
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    extra,
  );
  // Profiling a bench's server: BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS || '').split(' ').filter(Boolean);
  const t0 = process.hrtime.bigint();
  const child = spawn(process.execPath, [...nodeArgs, SERVER], {
    cwd: path.dirname(path.dirname(path.dirname(SERVER))),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  let exited = false;
  child.on('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited) throw new Error(`server exited during start:\n${out}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  return {
    url,
    ms,
    // For a look at the server's CPU time (/proc/PID/stat) beside a bench's timings.
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

/** Headless Chromium's flags for the benches (the e2e tests keep theirs in test/e2e/support/browser.ts). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Signs in through the API and answers the bearer token. */
async function login(url, email, password) {
  const res = await fetch(`${url}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(body)}`);
  return body.token || body.data.token;
}

/**
 * A bench's own PostgreSQL database `name` beside the one DATABASE_URL names (no other database is
 * touched): its URL, create() (dropped first if a crashed run left it) and drop().
 */
function scratchDatabase(adminUrl, name) {
  const { Client } = require('pg');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new Client({ connectionString: adminUrl });
  return {
    url: url.toString(),
    async create() {
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    },
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
    /** Lets go of the admin connection and keeps the database. */
    keep: () => admin.end(),
  };
}

/**
 * Where a bench's server keeps its data and how the bench writes rows itself: a fresh PGlite
 * DATA_DIR, or with DATABASE_URL a scratch PostgreSQL database `name` (made by `create`, dropped by
 * `drop`). `open()` answers `{ q(sql) -> rows, close() }` on the same database.
 */
function benchBackend(dataDir, name) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    return {
      name: 'pglite',
      start: () => startBenchServer(dataDir),
      async open() {
        const { PGlite } = require('@electric-sql/pglite');
        const client = new PGlite(path.join(dataDir, 'pglite'));
        await client.waitReady;
        return { q: async (sql) => (await client.query(sql)).rows, close: () => client.close() };
      },
      async drop() {},
    };
  }
  const { Client } = require('pg');
  const db = scratchDatabase(adminUrl, name);
  return {
    name: 'postgres',
    create: () => db.create(),
    start: () => startBenchServer(dataDir, { databaseUrl: db.url }),
    async open() {
      const client = new Client({ connectionString: db.url });
      await client.connect();
      return { q: async (sql) => (await client.query(sql)).rows, close: () => client.end() };
    },
    drop: () => db.drop(),
  };
}

/** A JSON call to the API (`token`: a bearer token); throws on a non-2xx answer. */
async function json(url, opts = {}) {
  const res = await fetch(url, {
    ...opts,
    headers: {
      ...(opts.body ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${opts.method || 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A demo location and an open hourly zone of it (for the booking page), from the API as the SPA reads them. */
async function demoZone(url) {
  const { data } = await json(`${url}/api/v1/locations`);
  for (const loc of data.locations) {
    const zones = (await json(`${url}/api/v1/locations/${loc._id}/zones`)).data.zones;
    const zone = zones.find((z) => z.isHourly && !z.archieved);
    if (zone) return { locationId: loc._id, zoneId: zone._id, name: loc.name, zoneNumber: zone.zoneNumber };
  }
  throw new Error('no demo location with an open hourly zone');
}

/**
 * Every public route of the SPA's route table (permission null: a visitor may open it), read from
 * src/app/routeTable.ts so a public page added there is measured without editing the benches.
 */
function publicRoutes() {
  const src = fs.readFileSync(path.join(ROOT, 'src/app/routeTable.ts'), 'utf8');
  return [...src.matchAll(/\br\('([^']+)', null,/g)].map((m) => m[1]);
}

/**
 * A path of the route table with its parameters filled in (a demo location and zone, a link token);
 * the valet customer pages read the phone number from ?pn= (`phone`, default one with no ticket).
 */
function fillPath(route, demo, phone = '5550100') {
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ name: 'Bench', email: 'bench@example.com' })}.signature`;
  const path_ = route.replace(':locationId', demo.locationId).replace(':zoneId', demo.zoneId).replace(':token', token);
  return path_.startsWith('/valet/') ? `${path_}?pn=${phone}` : path_;
}

/** The phone number of a demo valet ticket whose car is parked (what /valet/review shows a customer), or null. */
async function demoValetPhone(url) {
  // The demo tickets' numbers are 555010 and a 4-digit index (src/server/db/demo/valet.ts).
  for (let i = 0; i < 12; i++) {
    const phone = `555010${String(i).padStart(4, '0')}`;
    const res = await fetch(`${url}/api/v1/valets/pn/${phone}`);
    if (!res.ok) continue;
    const body = await res.json();
    const valet = body.valet ?? body.data?.valet;
    if (valet && valet.status === 'parked') return phone;
  }
  return null;
}

/** Signs in through the /login page as a user does (the page then stores the user under `user`). */
async function signInPage(page, url, email, password) {
  await page.goto(`${url}/login`);
  await page
    .getByLabel(/e-?mail/i)
    .or(page.getByPlaceholder(/e-?mail/i))
    .first()
    .fill(email);
  await page.locator('input[type="password"]').first().fill(password);
  await page
    .getByRole('button', { name: /^\s*(log ?in|sign ?in)\s*$/i })
    .first()
    .click();
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: 20000 });
}

const RESULTS = path.join(__dirname, 'results.json');

/** Writes `value` under `key` of test/bench/results.json, read fresh just before so other benches' keys stay as they are. */
function saveResult(key, value) {
  const previous = fs.existsSync(RESULTS) ? JSON.parse(fs.readFileSync(RESULTS, 'utf8')) : {};
  previous[key] = value;
  fs.writeFileSync(RESULTS, JSON.stringify(previous, null, 2) + '\n');
}

/**
 * Builds dist/ (server and SPA) when it is missing; when src/ is newer it only says so (others may be
 * editing src/ while a bench runs: `npm run build` first to measure the latest code).
 */
function ensureBuilt(who) {
  const index = path.join(ROOT, 'dist/app/index.html');
  if (fs.existsSync(SERVER) && fs.existsSync(index)) {
    if (newestMtime(path.join(ROOT, 'src')) > Math.min(fs.statSync(SERVER).mtimeMs, fs.statSync(index).mtimeMs)) {
      console.log(`${who}: note: src/ is newer than dist/ (run \`npm run build\` to measure the latest code)`);
    }
    return;
  }
  console.log(`${who}: building dist/ (webpack --mode production)...`);
  const r = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status || 1);
}

module.exports = {
  benchBackend,
  demoValetPhone,
  demoZone,
  ensureBuilt,
  fillPath,
  json,
  publicRoutes,
  RESULTS,
  saveResult,
  signInPage,
  CHROMIUM_ARGS,
  login,
  scratchDatabase,
  ensureServerBuilt,
  freePort,
  percentile,
  registerTs,
  round,
  sleep,
  startBenchServer,
};
