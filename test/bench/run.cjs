#!/usr/bin/env node
// `npm run bench`: numbers for README "Performance", measured against the production build
// (dist/), the way `npm start` runs it. Not part of `npm test`: it takes about a minute and its
// numbers depend on the machine. Writes test/bench/results.json and prints a table.
//
//   cold start   spawn `node dist/server/main.js` on a fresh PGlite DATA_DIR (migrations + demo
//                seed) until GET /api/v1/health first answers 200; then a restart on that same
//                DATA_DIR (the everyday case)
//   login        autocannon POST /api/v1/users/login with a demo account: p50/p99 latency and
//                requests/s. Each login verifies an argon2id hash, so this is CPU bound by design.
//   health       autocannon GET /api/v1/health: the floor of the HTTP + database stack
//   bundle       gzipped size of the JS and CSS index.html loads (the initial chunks every route,
//                /login included, needs), against a 200 KB budget; plus, when Chromium is there,
//                what /login really fetches (initial chunks + its lazy route chunk)
'use strict';
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const autocannon = require('autocannon');

const ROOT = path.resolve(__dirname, '../..');
const SERVER = path.join(ROOT, 'dist/server/main.js');
const APP = path.join(ROOT, 'dist/app');
const RESULTS = path.join(__dirname, 'results.json');
const BUDGET_BYTES = 200 * 1024;
const DEMO = { email: 'customer@demo.parking', password: 'Parking#2026' };
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function ensureBuilt() {
  if (fs.existsSync(SERVER) && fs.existsSync(path.join(APP, 'index.html'))) return;
  console.log('bench: building dist/ (npm run build)...');
  const r = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status || 1);
}

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

/** Starts the server and resolves with the child and the ms from spawn to the first healthy answer. */
async function start(dataDir) {
  const port = await freePort();
  const env = { ...process.env };
  delete env.DATABASE_URL; // the embedded database is what `npm start` uses on a fresh machine
  delete env.REDIS_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The login route is rate limited per account and per IP; the bench is one IP and one account.
    LOGIN_RATE_LIMIT: '100000000',
  });
  const t0 = process.hrtime.bigint();
  const child = spawn(process.execPath, [SERVER], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  let exited = false;
  child.on('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited) throw new Error(`server exited during start:\n${out}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  return {
    url,
    ms,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

function cannon(opts) {
  return autocannon({ duration: DURATION, ...opts });
}

function summarize(r) {
  return {
    connections: r.connections,
    seconds: r.duration,
    requests: r.requests.total,
    rps: Math.round(r.requests.average * 10) / 10,
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    max_ms: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

function gz(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** An attribute's value, quoted or not (html-webpack-plugin minifies to `src=/assets/x.js`). */
function attr(tag, name) {
  const m = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** The JS and CSS files index.html references: the chunks every first load needs. */
function initialAssets() {
  const html = fs.readFileSync(path.join(APP, 'index.html'), 'utf8');
  const refs = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src) refs.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') || '').toLowerCase();
    const href = attr(tag, 'href');
    if (href && ['stylesheet', 'modulepreload', 'preload'].includes(rel) && /\.(js|css)(\?|$)/.test(href)) refs.push(href);
  }
  const assets = [...new Set(refs)]
    .filter((r) => !/^https?:/.test(r))
    .map((r) => {
      const file = path.join(APP, r.replace(/^\//, '').split('?')[0]);
      return { file: path.relative(APP, file), raw: fs.statSync(file).size, gzip: gz(file) };
    });
  if (assets.length === 0) throw new Error('found no <script src> or stylesheet in dist/app/index.html');
  return assets;
}

/** What Chromium fetches to show /login (initial chunks plus the lazy route chunk), if available. */
async function loginPageAssets(url) {
  if (!fs.existsSync(CHROMIUM)) return null;
  let chromium;
  try {
    ({ chromium } = require('playwright-core'));
  } catch {
    return null;
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const files = new Set();
    page.on('response', (res) => {
      const u = new URL(res.url());
      if (u.origin === url && /\.(js|css)$/.test(u.pathname)) files.add(u.pathname.replace(/^\//, ''));
    });
    const t0 = Date.now();
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    await page.locator('input[type="password"]').first().waitFor({ timeout: 15000 });
    const loadMs = Date.now() - t0;
    const assets = [...files].sort().map((f) => {
      const file = path.join(APP, f);
      return { file: f, raw: fs.statSync(file).size, gzip: gz(file) };
    });
    return { loadMs, assets };
  } finally {
    await browser.close();
  }
}

/** Replaces README's Performance block (between the bench markers) with these numbers. */
function writeReadme(results, rows) {
  const readme = path.join(ROOT, 'README.md');
  if (!fs.existsSync(readme)) return;
  const text = fs.readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) return;
  const m = results.machine;
  const load = os.loadavg()[0].toFixed(1);
  const block = [
    start,
    `Measured by \`npm run bench\` on ${m.date.slice(0, 10)}: ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB RAM, ${m.os}, Node ${m.node.replace(/^v/, '')};`,
    `embedded PGlite database, production build, server and load generator on the same machine (load average ${load} at the end).`,
    `Raw numbers: \`test/bench/results.json\`.`,
    '',
    '| measure | result |',
    '| --- | --- |',
    ...rows.map(([k, v]) => `| ${k} | ${v} |`),
    end,
  ].join('\n');
  fs.writeFileSync(readme, text.slice(0, i) + block + text.slice(j + end.length));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  // `node test/bench/run.cjs nearby`: only the nearby-search benchmark (test/bench/nearby.cjs).
  if (process.argv.includes('nearby')) {
    require('./nearby.cjs');
    return;
  }
  ensureBuilt();
  const machine = {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0] ? os.cpus()[0].model.trim() : 'unknown',
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-bench-'));
  const results = { machine, durationSeconds: DURATION };
  try {
    // 1. Cold start on an empty DATA_DIR, then a restart on the same one.
    const cold = await start(dataDir);
    results.coldStartMs = Math.round(cold.ms);
    const coldExit = await cold.stop();
    const warm = await start(dataDir);
    results.restartMs = Math.round(warm.ms);
    results.cleanShutdown = coldExit === 0;

    // 2. Login: a real argon2id verify each time.
    const loginBody = JSON.stringify(DEMO);
    const probe = await fetch(`${warm.url}/api/v1/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody });
    if (probe.status !== 200) throw new Error(`demo login failed: ${probe.status} ${await probe.text()}`);
    const loginRun = await cannon({
      url: `${warm.url}/api/v1/users/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
      connections: 10,
    });
    results.login = summarize(loginRun);

    // 3. Health: the HTTP + database floor.
    results.health = summarize(await cannon({ url: `${warm.url}/api/v1/health`, connections: 50 }));

    // 4. Bundle.
    const initial = initialAssets();
    const initialGzip = initial.reduce((s, a) => s + a.gzip, 0);
    results.bundle = { budgetBytes: BUDGET_BYTES, initialGzipBytes: initialGzip, withinBudget: initialGzip <= BUDGET_BYTES, initial };
    const loginPage = await loginPageAssets(warm.url).catch((e) => ({ error: String(e) }));
    if (loginPage && !loginPage.error) {
      results.bundle.loginPage = {
        gzipBytes: loginPage.assets.reduce((s, a) => s + a.gzip, 0),
        loadMs: loginPage.loadMs,
        assets: loginPage.assets,
      };
    } else if (loginPage && loginPage.error) {
      results.bundle.loginPage = { error: loginPage.error };
    }
    await warm.stop();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  // Keep the nearby-search numbers, which test/bench/nearby.cjs writes under its own key.
  const previous = fs.existsSync(RESULTS) ? JSON.parse(fs.readFileSync(RESULTS, 'utf8')) : {};
  if (previous.nearby) results.nearby = previous.nearby;
  fs.writeFileSync(RESULTS, JSON.stringify(results, null, 2) + '\n');

  const rows = [
    ['cold start, fresh PGlite DATA_DIR (migrate + seed) to first healthy answer', `${results.coldStartMs} ms`],
    ['restart on the same DATA_DIR to first healthy answer', `${results.restartMs} ms`],
    [`login p50 / p99 (${results.login.connections} connections, ${results.login.seconds} s)`, `${results.login.p50_ms} / ${results.login.p99_ms} ms`],
    ['login throughput', `${results.login.rps} req/s (non-2xx ${results.login.non2xx}, errors ${results.login.errors})`],
    [`health p50 / p99 (${results.health.connections} connections)`, `${results.health.p50_ms} / ${results.health.p99_ms} ms`],
    ['health throughput', `${results.health.rps} req/s`],
    ['initial JS+CSS of /login, gzipped (index.html chunks)', `${kb(results.bundle.initialGzipBytes)} of ${kb(BUDGET_BYTES)} budget ${results.bundle.withinBudget ? 'OK' : 'OVER'}`],
  ];
  if (results.bundle.loginPage && results.bundle.loginPage.gzipBytes !== undefined) {
    rows.push(['all JS+CSS Chromium fetches for /login, gzipped', `${kb(results.bundle.loginPage.gzipBytes)} (${results.bundle.loginPage.assets.length} files, ${results.bundle.loginPage.loadMs} ms to the form)`]);
  }
  if (results.bundle.loginPage && results.bundle.loginPage.error) {
    rows.push(['all JS+CSS Chromium fetches for /login', `not measured: ${results.bundle.loginPage.error.split('\n')[0]}`]);
  }
  const w = Math.max(...rows.map((r) => r[0].length));
  console.log(`\nParking bench — ${machine.cpus} x ${machine.cpuModel}, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}\n`);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(w)}  ${v}`);
  writeReadme(results, rows);
  console.log(`\nwritten: ${path.relative(ROOT, RESULTS)} and README.md "Performance"`);
  if (!results.bundle.withinBudget) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
