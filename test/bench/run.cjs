#!/usr/bin/env node
// `npm run bench`: numbers for README "Performance", measured against the production build
// (dist/), the way `npm start` runs it. Not part of `npm test`: it takes about a minute (and some
// ten more for a11y and Lighthouse) and its numbers depend on the machine. Writes
// test/bench/results.json and prints a table.
//
//   cold start   spawn `node dist/server/main.js` on a fresh PGlite DATA_DIR until GET
//                /api/v1/health first answers 200: first as on a new machine (initdb, migrations,
//                demo seed; it leaves the migrated template), then as any later new DATA_DIR (a copy
//                of the template, demo seed); then a restart on that same DATA_DIR (the everyday case)
//   login        autocannon POST /api/v1/users/login with a demo account: p50/p99 latency and
//                requests/s. Each login verifies an argon2id hash, so this is CPU bound by design.
//   health       autocannon GET /api/v1/health: the floor of the HTTP + database stack
//   bundle       gzipped size of the JS and CSS index.html loads (the initial chunks every route,
//                /login included, needs), against a 200 KB budget; plus, when Chromium is there,
//                what /login really fetches (initial chunks + its lazy route chunk)
//   public pages what Chromium fetches (all JS+CSS, gzipped) for a visitor not signed in opening
//                every public route of src/app/routeTable.ts (/locations, a demo zone's booking
//                page, sign-up, password, help, contact, guest, member and valet customer pages),
//                against the 170 KB driver budget of issues 3 and 8;
//                and that no Stripe.js / PayPal script (nor our chunks that load them) is requested
//                without those providers configured, on the first load nor on the payment step
//   a11y         axe-core on every public page and each role's main page (test/bench/a11y.cjs)
//   lighthouse   Lighthouse scores of six pages against issue 12's budgets (test/bench/lighthouse.cjs)
//   load         60 s of a mixed profile on two servers over one PostgreSQL and Redis (test/bench/load.cjs),
//                when DATABASE_URL and REDIS_URL are set
// (BENCH_BROWSER=0 leaves a11y and lighthouse out, BENCH_LOAD=0 the load.) At the end test/bench/report.cjs writes
// test/bench/REPORT.md from results.json: every figure, this run's and the other benches', beside its budget.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { CHROMIUM_ARGS, demoZone, ensureBuilt, fillPath, json, publicRoutes, RESULTS, startBenchServer } = require('./support.cjs');
const zlib = require('node:zlib');
const { writeReport } = require('./report.cjs');
const autocannon = require('autocannon');

const ROOT = path.resolve(__dirname, '../..');
const APP = path.join(ROOT, 'dist/app');
const BUDGET_BYTES = 200 * 1024;
// Issues 3 and 8: every public page a driver opens (the booking flow, sign-up, help...) under 170 KB gzipped.
const DRIVER_BUDGET_BYTES = 170 * 1024;
// Third-party payment scripts, and the text by which our own chunks that load them are known.
const PROVIDER_URL = /(^|\.)(stripe\.com|stripe\.network|paypal\.com|paypalobjects\.com)$/i;
const PROVIDER_CODE = [
  ['Stripe.js loader', 'js.stripe.com'],
  ['PayPal JS SDK loader', 'paypal.com/sdk/js'],
];
const DEMO = { email: 'customer@demo.parking', password: 'Parking#2026' };
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// The login route is rate limited per account and per IP; the bench is one IP and one account.
const start = (dataDir) => startBenchServer(dataDir, { env: { LOGIN_RATE_LIMIT: '100000000' } });

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

function loadChromium() {
  if (!fs.existsSync(CHROMIUM)) return null;
  try {
    return require('playwright-core').chromium;
  } catch {
    return null;
  }
}

function assetInfo(f) {
  const file = path.join(APP, f);
  return { file: f, raw: fs.statSync(file).size, gzip: gz(file) };
}

/** Our fetched chunks that carry a payment provider's loader, as "<chunk>: <what>". */
function providerChunks(files) {
  const found = [];
  for (const f of files) {
    const text = fs.readFileSync(path.join(APP, f), 'utf8');
    for (const [what, marker] of PROVIDER_CODE) if (text.includes(marker)) found.push(`${f}: ${what}`);
  }
  return found;
}

/**
 * Opens `pagePath` in a fresh context (a visitor not signed in: no cookies, no storage, empty
 * cache) on a 390x844 phone and records every request until `ready(page)` resolves and the network
 * is idle: the same-origin JS and CSS files with their gzipped sizes, and any request to a payment
 * provider's host. `then(page)`, when given, goes on (e.g. to the payment step) and the requests it
 * causes are reported separately under `after`.
 */
async function measurePage(browser, url, pagePath, ready, then) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  context.setDefaultTimeout(20000);
  try {
    const page = await context.newPage();
    let files = new Set();
    let provider = [];
    page.on('request', (req) => {
      const u = new URL(req.url());
      if (PROVIDER_URL.test(u.hostname)) provider.push(req.url());
    });
    page.on('response', (res) => {
      const u = new URL(res.url());
      if (u.origin === url && /\.(js|css)$/.test(u.pathname)) files.add(u.pathname.replace(/^\//, ''));
    });
    // A live-update stream (the valet customer's page) stays open for good, so the network would
    // never fall idle: refuse it here (the page retries it later); it carries no JS or CSS.
    await page.route('**/api/v1/live/**', (route) => route.abort());
    const t0 = Date.now();
    await page.goto(`${url}${pagePath}`, { waitUntil: 'networkidle' });
    await ready(page);
    const loadMs = Date.now() - t0;
    await page.waitForLoadState('networkidle');
    const first = [...files].sort();
    const result = {
      path: pagePath,
      loadMs,
      gzipBytes: 0,
      assets: first.map(assetInfo),
      providerRequests: provider,
      providerChunks: providerChunks(first),
    };
    result.gzipBytes = result.assets.reduce((s, a) => s + a.gzip, 0);
    if (then) {
      files = new Set();
      provider = [];
      const note = await then(page);
      await page.waitForLoadState('networkidle');
      const more = [...files].sort();
      result.after = { note, assets: more.map(assetInfo), providerRequests: provider, providerChunks: providerChunks(more) };
    }
    return result;
  } finally {
    await context.close();
  }
}

/**
 * A demo location and an open hourly zone of it (for the booking page), from the API as the SPA
 * reads them; and, for the payment step, a zone open around the clock (open time = close time)
 * that the demo vendor adds to one of its locations, so the step is reached at any time of day
 * (the demo zones close at 23:00 in their own time zones).
 */
async function driverTargets(url) {
  const demo = await demoZone(url);
  const login = await json(`${url}/api/v1/users/login`, {
    method: 'POST',
    body: JSON.stringify({ email: 'vendor@demo.parking', password: DEMO.password }),
  });
  const token = login.token || (login.data && login.data.token);
  const own = (await json(`${url}/api/v1/locations/me`, { token })).data.locations.find((l) => !l.archieved);
  if (!own) throw new Error('the demo vendor has no active location');
  const created = await json(`${url}/api/v1/zones`, {
    method: 'POST',
    token,
    body: JSON.stringify({ locationId: own._id, zoneNumber: 'BENCH24', price: 5, isHourly: true, openTime: '00:00', closeTime: '00:00' }),
  });
  return { demo, allDay: { locationId: own._id, zoneId: created.data.zone._id } };
}

/** /login, then the driver pages, each as Chromium fetches it for a visitor; null without Chromium. */
async function browserPages(url) {
  const chromium = loadChromium();
  if (!chromium) return null;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const login = await measurePage(browser, url, '/login', (page) => page.locator('input[type="password"]').first().waitFor());
    const out = { loginPage: login, driverPages: { budgetBytes: DRIVER_BUDGET_BYTES, pages: [] } };
    try {
      const { demo, allDay } = await driverTargets(url);
      out.driverPages.demoZone = demo;
      // No geolocation permission: the visitor sees the city / ZIP search.
      const locations = await measurePage(browser, url, '/locations', (page) =>
        page.getByRole('heading', { name: 'Parking near you' }).waitFor(),
      );
      const booking = await measurePage(browser, url, `/locations/${demo.locationId}/zones/${demo.zoneId}`, (page) =>
        page.getByRole('button', { name: 'Continue to Payment' }).waitFor(),
      );
      // On to the payment step (demo provider): still no Stripe.js or PayPal.
      const payment = await measurePage(
        browser,
        url,
        `/locations/${allDay.locationId}/zones/${allDay.zoneId}`,
        (page) => page.getByRole('button', { name: 'Continue to Payment' }).waitFor(),
        async (page) => {
          await page.locator('#vehicle-1-plate').fill('BENCH1');
          await page.locator('#vehicle-1-state').fill('TX');
          await page.getByRole('button', { name: 'Continue to Payment' }).click();
          await page.getByRole('form', { name: /^Demo payment/ }).waitFor();
          return 'payment step reached with the demo card form';
        },
      );
      const measured = { '/locations': locations, '/locations/:locationId/zones/:zoneId': booking };
      for (const route of publicRoutes()) {
        const p =
          measured[route] || (await measurePage(browser, url, fillPath(route, demo), (page) => page.locator('h1').first().waitFor()));
        p.route = route;
        p.withinBudget = p.gzipBytes <= DRIVER_BUDGET_BYTES;
        out.driverPages.pages.push(p);
      }
      out.driverPages.paymentStep = { path: payment.path, ...payment.after };
    } catch (e) {
      out.driverPages.error = String(e && e.stack ? e.stack : e);
    }
    return out;
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
  // `node test/bench/run.cjs revenue`: only the revenue benchmark (test/bench/revenue.cjs).
  if (process.argv.includes('revenue')) {
    require('./revenue.cjs');
    return;
  }
  // `node test/bench/run.cjs enforcer`: only the plate-check benchmark (test/bench/enforcer.cjs).
  if (process.argv.includes('enforcer')) {
    require('./enforcer.cjs');
    return;
  }
  // `node test/bench/run.cjs valet`: only the valet desk benchmark (test/bench/valet.cjs).
  if (process.argv.includes('valet')) {
    require('./valet.cjs');
    return;
  }
  // `node test/bench/run.cjs live`: only the live-update fan-out benchmark (test/bench/live.cjs).
  if (process.argv.includes('live')) {
    require('./live.cjs');
    return;
  }
  // `node test/bench/run.cjs load`: only the two-instance mixed load benchmark (test/bench/load.cjs).
  if (process.argv.includes('load')) {
    require('./load.cjs');
    return;
  }
  // `node test/bench/run.cjs a11y` / `lighthouse`: only axe-core, or only Lighthouse, on the
  // production build (test/bench/a11y.cjs, lighthouse.cjs); each rewrites test/bench/REPORT.md.
  for (const only of ['a11y', 'lighthouse']) {
    if (process.argv.includes(only)) {
      const r = await require(`./${only}.cjs`).main();
      writeReport();
      if (!r.withinBudget) process.exitCode = 1;
      return;
    }
  }
  ensureBuilt('bench');
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
    // 1. The first start on a machine (no migrated template yet: PGlite's initdb and every
    // migration), a cold start on an empty DATA_DIR (from the template the first one left), then a
    // restart on the same DATA_DIR.
    const cache = path.join(ROOT, 'node_modules/.cache/parking-pglite');
    const aside = `${cache}.bench-${process.pid}`;
    if (fs.existsSync(cache)) fs.renameSync(cache, aside);
    const firstDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-bench-first-'));
    try {
      const first = await start(firstDir);
      results.firstStartMs = Math.round(first.ms);
      await first.stop();
    } finally {
      fs.rmSync(firstDir, { recursive: true, force: true });
      fs.rmSync(aside, { recursive: true, force: true });
    }
    const cold = await start(dataDir);
    results.coldStartMs = Math.round(cold.ms);
    const coldExit = await cold.stop();
    const warm = await start(dataDir);
    results.restartMs = Math.round(warm.ms);
    results.cleanShutdown = coldExit === 0;

    // 2. Login: a real argon2id verify each time.
    const loginBody = JSON.stringify(DEMO);
    const probe = await fetch(`${warm.url}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
    });
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
    const pages = await browserPages(warm.url).catch((e) => ({ error: String(e) }));
    if (pages && !pages.error) {
      const loginPage = pages.loginPage;
      results.bundle.loginPage = {
        gzipBytes: loginPage.assets.reduce((s, a) => s + a.gzip, 0),
        loadMs: loginPage.loadMs,
        assets: loginPage.assets,
      };
      results.bundle.driverPages = pages.driverPages;
    } else if (pages && pages.error) {
      results.bundle.loginPage = { error: pages.error };
      results.bundle.driverPages = { error: pages.error };
    }
    await warm.stop();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  // Keep the nearby-search, revenue, enforcer, valet and live numbers, which test/bench/nearby.cjs, revenue.cjs, enforcer.cjs, valet.cjs and live.cjs write under their own keys.
  const previous = fs.existsSync(RESULTS) ? JSON.parse(fs.readFileSync(RESULTS, 'utf8')) : {};
  if (previous.nearby) results.nearby = previous.nearby;
  if (previous.revenue) results.revenue = previous.revenue;
  if (previous.enforcer) results.enforcer = previous.enforcer;
  if (previous.valet) results.valet = previous.valet;
  if (previous.live) results.live = previous.live;
  if (previous.load) results.load = previous.load;
  if (previous.a11y) results.a11y = previous.a11y;
  if (previous.lighthouse) results.lighthouse = previous.lighthouse;
  fs.writeFileSync(RESULTS, JSON.stringify(results, null, 2) + '\n');

  const rows = [
    ['first start on a machine, fresh PGlite DATA_DIR (initdb + migrations + seed) to first healthy answer', `${results.firstStartMs} ms`],
    ["cold start, fresh PGlite DATA_DIR (the machine's migrated template + seed) to first healthy answer", `${results.coldStartMs} ms`],
    ['restart on the same DATA_DIR to first healthy answer', `${results.restartMs} ms`],
    [
      `login p50 / p99 (${results.login.connections} connections, ${results.login.seconds} s)`,
      `${results.login.p50_ms} / ${results.login.p99_ms} ms`,
    ],
    ['login throughput', `${results.login.rps} req/s (non-2xx ${results.login.non2xx}, errors ${results.login.errors})`],
    [`health p50 / p99 (${results.health.connections} connections)`, `${results.health.p50_ms} / ${results.health.p99_ms} ms`],
    ['health throughput', `${results.health.rps} req/s`],
    [
      'initial JS+CSS of /login, gzipped (index.html chunks)',
      `${kb(results.bundle.initialGzipBytes)} of ${kb(BUDGET_BYTES)} budget ${results.bundle.withinBudget ? 'OK' : 'OVER'}`,
    ],
  ];
  if (results.bundle.loginPage && results.bundle.loginPage.gzipBytes !== undefined) {
    rows.push([
      'all JS+CSS Chromium fetches for /login, gzipped',
      `${kb(results.bundle.loginPage.gzipBytes)} (${results.bundle.loginPage.assets.length} files, ${results.bundle.loginPage.loadMs} ms to the form)`,
    ]);
  }
  if (results.bundle.loginPage && results.bundle.loginPage.error) {
    rows.push(['all JS+CSS Chromium fetches for /login', `not measured: ${results.bundle.loginPage.error.split('\n')[0]}`]);
  }
  const driver = results.bundle.driverPages;
  let driverOk = true;
  if (driver && !driver.error) {
    for (const p of driver.pages) {
      rows.push([
        `public page ${p.route || p.path}: all JS+CSS Chromium fetches for a visitor, gzipped`,
        `${kb(p.gzipBytes)} of ${kb(DRIVER_BUDGET_BYTES)} budget ${p.withinBudget ? 'OK' : 'OVER'} (${p.assets.length} files, ${p.loadMs} ms to the page)`,
      ]);
      if (!p.withinBudget) driverOk = false;
    }
    const pay = driver.paymentStep;
    const seen = [
      ...driver.pages.flatMap((p) => [...p.providerRequests, ...p.providerChunks]),
      ...(pay ? [...pay.providerRequests, ...pay.providerChunks] : []),
    ];
    rows.push([
      'Stripe.js / PayPal scripts requested without those providers configured (public pages, then the payment step)',
      seen.length === 0
        ? `none OK (payment step with the demo provider added ${pay ? pay.assets.length : 0} files, ${kb(pay ? pay.assets.reduce((s, a) => s + a.gzip, 0) : 0)} gzipped)`
        : `REQUESTED: ${seen.join('; ')}`,
    ]);
    if (seen.length) driverOk = false;
  } else if (driver && driver.error) {
    rows.push(['public pages (every public route of src/app/routeTable.ts)', `not measured: ${driver.error.split('\n')[0]}`]);
    driverOk = false;
  }
  const w = Math.max(...rows.map((r) => r[0].length));
  console.log(`\nParking bench — ${machine.cpus} x ${machine.cpuModel}, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}\n`);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(w)}  ${v}`);
  writeReadme(results, rows);
  console.log(`\nwritten: ${path.relative(ROOT, RESULTS)} and README.md "Performance"`);
  if (!results.bundle.withinBudget || !driverOk) process.exitCode = 1;

  // Issue 12, item 7: axe-core and Lighthouse on the same build (BENCH_BROWSER=0 leaves them out).
  if (process.env.BENCH_BROWSER !== '0') {
    for (const which of ['a11y', 'lighthouse']) {
      console.log(`\n${which}:`);
      const r = await require(`./${which}.cjs`)
        .main()
        .catch((e) => ({ withinBudget: false, error: e }));
      if (r.error) console.error(r.error);
      if (!r.withinBudget) process.exitCode = 1;
    }
  }
  // Issue 12, item 6: the two-instance load profile (test/bench/load.cjs), which needs one PostgreSQL
  // and one Redis for its two servers (BENCH_LOAD=0 leaves it out).
  if (process.env.BENCH_LOAD !== '0') {
    if (process.env.DATABASE_URL && process.env.REDIS_URL) {
      console.log('\nload:');
      const r = spawnSync(process.execPath, [path.join(__dirname, 'load.cjs')], { stdio: 'inherit' });
      if (r.status !== 0) process.exitCode = 1;
    } else {
      console.log('\nload: not run (it needs DATABASE_URL and REDIS_URL: two servers on one PostgreSQL and Redis)');
    }
  }
  writeReport();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
