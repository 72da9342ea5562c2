#!/usr/bin/env node
// Revenue benchmark (issue 9 "Performance"); not part of `npm test`. Run it with
// `node test/bench/run.cjs revenue` (or `node test/bench/revenue.cjs`). A few minutes.
//
// On PostgreSQL when DATABASE_URL is set (a database `bench_revenue` is made there and dropped at
// the end; no other database is touched), otherwise on a fresh PGlite DATA_DIR:
//   1. the production server starts once on the empty database (migrations + demo seed) and stops;
//   2. a bench vendor (the demo vendor's password) gets 200 locations in four US time zones, three
//      zones each, and a month of revenue entries here and there; then 10,000 paid sessions over 13
//      months (Nov 2025 - Nov 2026: plates, zones, hourly durations, rates and fees, 3% partly
//      refunded, 5% manual of which a fifth without a zone; lots skewed, the busiest about 2.4 times the mean) are
//      inserted with INSERT ... SELECT generate_series;
//   3. the SQL the service runs for each endpoint (captured through drizzle's logger on a real
//      service call, loaded from source through @swc/core) is replayed through the driver: p50/p99
//      of the statements of one request, back to back; plus EXPLAIN ANALYZE of each;
//   4. the server starts on that database and autocannon (1 connection: latency, not queueing)
//      times POST /billing/lot/revenue for a typical lot-month and the busiest one (the first page
//      of 20, as the lot screen asks; and the typical month whole, as Export CSV asks), and
//      POST /billing/revenue for the vendor;
//   5. the sessions are replaced by 1,000,000 of the same shape and 3-4 run again.
// Writes the numbers under the `revenue` key of test/bench/results.json (other keys are kept).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const {
  CHROMIUM_ARGS,
  ensureServerBuilt,
  login,
  percentile,
  registerTs,
  round,
  scratchDatabase,
  startBenchServer,
} = require('./support.cjs');

const ROOT = path.resolve(__dirname, '../..');
const RESULTS = path.join(__dirname, 'results.json');
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const SIZES = (process.env.REVENUE_SIZES || '10000,1000000').split(',').map(Number);
const LOTS = 200;
const SQL_RUNS = Number(process.env.REVENUE_SQL_RUNS || 300);
// A slow statement (a sum over every session) would make 300 runs take many minutes: stop after
// this many seconds (at least 20 runs), and say how many were made.
const SQL_SECONDS = Number(process.env.REVENUE_SQL_SECONDS || 15);
const BUDGET = { lotMonthP99Ms: 20, summaryP99Ms: 50, ratioToSmall: 2, ratioToSql: 1.5 };
const PASSWORD = 'Parking#2026';
const VENDOR_EMAIL = 'bench.vendor@bench.parking';
// The months the data covers (13), in UTC; the measured month is October 2026, a full past month.
const FIRST = '2025-11-01T00:00:00Z';
const DAYS = 395;
const MONTH = { month: 10, year: 2026 };
const PREVIOUS_MONTH = { month: 9, year: 2026 };
// What /revenue/lot/{lotId} asks for first: one page of 20, newest first (the server pages the table).
const FIRST_PAGE = { page: 1, pageSize: 20, sortBy: 'startTime', sortOrder: 'descend' };
// Measured with a p99 budget; lotMonthWhole (the whole month at once: Export CSV, and SPEC's client) is reported beside them.
const KEYS = ['lotMonth', 'busiestLotMonth', 'lotMonthWhole', 'summary'];

/** The bench vendor, an odogwu, 200 lots in four time zones with three zones each, and revenue entries. */
async function makeLots(q) {
  const [vendor] = await q(
    `insert into users (name, email, password_hash, role)
     select 'Bench Vendor', '${VENDOR_EMAIL}', password_hash, 'vendor' from users where email = 'vendor@demo.parking'
     returning id`,
  );
  if (!vendor) throw new Error('the demo seed made no vendor@demo.parking');
  await q(
    `insert into users (name, email, password_hash, role)
     select 'Bench Admin', 'bench.admin@bench.parking', password_hash, 'odogwu' from users where email = 'vendor@demo.parking'`,
  );
  await q(
    `insert into locations (user_id, name, address, latitude, longitude, time_zone)
     select '${vendor.id}', 'Bench lot ' || i, i || ' Bench St', 30 + (i % 20) * 0.5, -120 + (i / 20) * 2.5,
            (array['America/New_York','America/Chicago','America/Denver','America/Los_Angeles'])[1 + i % 4]
     from generate_series(0, ${LOTS - 1}) i`,
  );
  await q(
    `insert into zones (location_id, zone_number, price_cents)
     select l.id, 'Z' || z, 200 + z * 150 from locations l, generate_series(1, 3) z where l.user_id = '${vendor.id}'`,
  );
  // One entry of /revenue/update in about one lot-month of ten.
  await q(
    `insert into revenue_adjustments (location_id, user_id, amount_cents, note, counts_at)
     select l.id, '${vendor.id}', 1000 + m * 37, 'cash', timestamptz '${FIRST}' + make_interval(months => m, days => 14)
     from locations l, generate_series(0, 12) m
     where l.user_id = '${vendor.id}' and (hashtext(l.id::text) + m) % 10 = 0`,
  );
  return vendor.id;
}

/**
 * `count` paid sessions of the bench lots, in batches of 100,000 (INSERT ... SELECT generate_series).
 * Lot i (in created_at, id order, not its name) gets a share that falls with i (floor(200 * u^1.2)): the first about 2.4 times the mean.
 */
async function makeSessions(q, vendorId, count) {
  const t0 = Date.now();
  await q(`delete from sessions where location_id in (select id from locations where user_id = '${vendorId}')`);
  await q('select setseed(0.2026)');
  const BATCH = 100_000;
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await q(`
      with lots as (
        select l.id, (row_number() over (order by l.created_at, l.id) - 1)::int as i,
               array_agg(z.id order by z.zone_number) as zs, array_agg(z.price_cents order by z.zone_number) as prices
        from locations l join zones z on z.location_id = l.id
        where l.user_id = '${vendorId}' group by l.id
      ), g as (
        select g, least(${LOTS - 1}, floor(${LOTS} * power(random(), 1.2)))::int as lot, random() as t, random() as r,
               1 + floor(random() * 3)::int as z, 1 + floor(random() * 4)::int as h
        from generate_series(${from}, ${to}) g
      ), s as (
        select g.*, lots.id as location_id, lots.zs[g.z] as zone_id, lots.prices[g.z] as price,
               date_trunc('minute', timestamptz '${FIRST}' + g.t * interval '${DAYS} days') as start_time
        from g join lots on lots.i = g.lot
      )
      insert into sessions (kind, location_id, zone_id, plate_number, state, start_time, end_time, hours, is_hourly,
                            rate_cents, fees_cents, total_cost_cents, paid, refunded_cents, reference_number, created_at)
      select case when r < 0.05 then 'manual'::session_kind else 'booking'::session_kind end,
             location_id,
             case when r < 0.01 then null else zone_id end,
             upper(substr(md5(g::text), 1, 3)) || lpad((g % 10000)::text, 4, '0'),
             (array['NY','NJ','CA','TX','IL','CO','FL','WA'])[1 + g % 8],
             start_time, start_time + make_interval(hours => h), h, true,
             price, round(price * h * 0.07)::int, price * h + round(price * h * 0.07)::int, true,
             case when r > 0.97 then round((price * h) * (r - 0.97) * 30)::int else 0 end,
             case when r >= 0.05 then 'BN' || g else null end,
             start_time
      from s`);
  }
  await q('analyze sessions');
  await q('analyze revenue_adjustments');
  return Date.now() - t0;
}

/** The lot-months measured: lot 100 (a typical lot) in October 2026, and the busiest lot-month of the data. */
async function targets(q, vendorId) {
  const [typical] = await q(`select id, name from locations where user_id = '${vendorId}' and name = 'Bench lot 100'`);
  const [busiest] = await q(`
    select l.id, l.name, extract(year from s.start_time at time zone l.time_zone)::int as year,
           extract(month from s.start_time at time zone l.time_zone)::int as month, count(*)::int as n
    from sessions s join locations l on l.id = s.location_id
    where l.user_id = '${vendorId}' and s.paid
    group by 1, 2, 3, 4 order by n desc, 2 limit 1`);
  const [{ n }] = await q(`
    select count(*)::int as n from sessions s join locations l on l.id = s.location_id
    where l.id = '${typical.id}' and s.paid
      and s.start_time >= make_timestamp(${MONTH.year}, ${MONTH.month}, 1, 0, 0, 0) at time zone l.time_zone
      and s.start_time < (make_timestamp(${MONTH.year}, ${MONTH.month}, 1, 0, 0, 0) + interval '1 month') at time zone l.time_zone`);
  return {
    lotMonth: { lotId: typical.id, lotName: typical.name, ...MONTH, sessions: n },
    busiestLotMonth: { lotId: busiest.id, lotName: busiest.name, month: busiest.month, year: busiest.year, sessions: busiest.n },
    summary: { ...MONTH },
  };
}

function loadServerCode() {
  return {
    schema: require(path.join(ROOT, 'src/server/db/schema/index.ts')),
    createRevenueService: require(path.join(ROOT, 'src/server/modules/billing/revenue.ts')).createRevenueService,
    createLocationsService: require(path.join(ROOT, 'src/server/modules/locations/service.ts')).createLocationsService,
  };
}

/**
 * The statements the service runs for one request (captured from drizzle's logger on a real call),
 * replayed back to back through the driver `runs` times: what the endpoint waits for at the
 * database, without HTTP, auth or JSON. EXPLAIN ANALYZE of each statement once.
 */
async function measureSql(makeDb, raw, user, calls) {
  const captured = [];
  const db = makeDb({ logQuery: (query, params) => captured.push({ query, params }) });
  const { createRevenueService, createLocationsService } = loadServerCode();
  const svc = createRevenueService({ db, locations: createLocationsService({ db }) });
  const out = {};
  for (const [name, call] of Object.entries(calls)) {
    captured.length = 0;
    await call(svc, user);
    const statements = captured.slice();
    const warm = Date.now();
    for (let i = 0; i < 30 && Date.now() - warm < 3000; i++) for (const s of statements) await raw(s.query, s.params);
    const ms = [];
    const t1 = Date.now();
    for (let i = 0; i < SQL_RUNS && (i < 20 || Date.now() - t1 < SQL_SECONDS * 1000); i++) {
      const t0 = process.hrtime.bigint();
      for (const s of statements) await raw(s.query, s.params);
      ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    ms.sort((a, b) => a - b);
    const plans = [];
    for (const s of statements) {
      const rows = await raw(`explain (analyze, buffers) ${s.query}`, s.params);
      const text = rows.map((r) => r['QUERY PLAN']);
      plans.push({
        sql: s.query.replace(/\s+/g, ' ').slice(0, 400),
        executionMs: Number(/Execution Time: ([\d.]+)/.exec(text.join('\n'))?.[1]),
        plan: text,
      });
    }
    out[name] = {
      statements: statements.length,
      runs: ms.length,
      p50_ms: round(percentile(ms, 50)),
      p99_ms: round(percentile(ms, 99)),
      plans,
    };
  }
  return out;
}

/** autocannon, one connection, on one POST; the first answer is checked and its size kept. */
async function measureHttp(url, token, route, body) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const probe = await fetch(`${url}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await probe.text();
  if (probe.status !== 200) throw new Error(`${route} answered ${probe.status}: ${text.slice(0, 300)}`);
  const r = await autocannon({
    url: `${url}${route}`,
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    connections: 1,
    duration: DURATION,
  });
  return {
    connections: 1,
    seconds: r.duration,
    requests: r.requests.total,
    rps: round(r.requests.average, 1),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    max_ms: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    responseBytes: Buffer.byteLength(text),
    answer: summarizeAnswer(JSON.parse(text)),
  };
}

function summarizeAnswer(a) {
  if (a.monthSessions)
    return {
      totalCost: a.totalCost,
      sessionCount: a.sessionCount,
      monthSessions: a.monthSessions.length,
      adjustments: a.adjustments.length,
    };
  const d = a.data;
  return {
    totalLocationCount: d.totalLocationCount,
    vendorTotalRevenue: d.vendorTotalRevenue,
    totalLocationRevenueAllTime: d.totalLocationRevenueAllTime,
  };
}

const CALLS = (t) => ({
  lotMonth: (svc, user) => svc.lotMonth(user, { ...t.lotMonth, ...FIRST_PAGE }),
  busiestLotMonth: (svc, user) => svc.lotMonth(user, { ...t.busiestLotMonth, ...FIRST_PAGE }),
  lotMonthWhole: (svc, user) => svc.lotMonth(user, t.lotMonth),
  summary: (svc, user) => svc.summary(user, t.summary),
});

/** One dataset: sessions, the SQL at the driver, then the endpoints at the API. */
async function runSize(backend, size, vendorId) {
  const out = { sessions: size };
  const conn = await backend.open();
  try {
    out.insertMs = await makeSessions(conn.q, vendorId, size);
    const [{ n }] = await conn.q(`select count(*)::int as n from sessions`);
    out.sessionsInDatabase = n;
    out.targets = await targets(conn.q, vendorId);
    const [user] = await conn.q(`select id, name, email, role, is_active as "isActive" from users where id = '${vendorId}'`);
    out.sql = await measureSql(conn.makeDb, conn.raw, { ...user, isSuperadmin: false }, CALLS(out.targets));
  } finally {
    await conn.close();
  }
  const server = await backend.start();
  try {
    const token = await login(server.url, VENDOR_EMAIL, PASSWORD);
    const t = out.targets;
    out.http = {
      lotMonth: await measureHttp(server.url, token, '/api/v1/billing/lot/revenue', {
        lotId: t.lotMonth.lotId,
        month: t.lotMonth.month,
        year: t.lotMonth.year,
        ...FIRST_PAGE,
      }),
      busiestLotMonth: await measureHttp(server.url, token, '/api/v1/billing/lot/revenue', {
        lotId: t.busiestLotMonth.lotId,
        month: t.busiestLotMonth.month,
        year: t.busiestLotMonth.year,
        ...FIRST_PAGE,
      }),
      lotMonthWhole: await measureHttp(server.url, token, '/api/v1/billing/lot/revenue', {
        lotId: t.lotMonth.lotId,
        month: t.lotMonth.month,
        year: t.lotMonth.year,
      }),
      summary: await measureHttp(server.url, token, '/api/v1/billing/revenue', t.summary),
    };
  } finally {
    await server.stop();
  }
  out.loadAverage = os.loadavg().map((x) => round(x, 2));
  return out;
}

function pgliteBackend(dataDir) {
  return {
    name: 'pglite',
    start: () => startBenchServer(dataDir),
    async open() {
      const { PGlite } = require('@electric-sql/pglite');
      const { drizzle } = require('drizzle-orm/pglite');
      const client = new PGlite(path.join(dataDir, 'pglite'));
      await client.waitReady;
      const { schema } = loadServerCode();
      return {
        q: async (sql) => (await client.query(sql)).rows,
        raw: async (sql, params) => (await client.query(sql, params)).rows,
        makeDb: (logger) => drizzle(client, { schema, logger }),
        close: () => client.close(),
      };
    },
    async drop() {},
  };
}

function postgresBackend(adminUrl, dataDir) {
  const { Pool } = require('pg');
  const db = scratchDatabase(adminUrl, 'bench_revenue');
  return {
    name: 'postgres',
    create: () => db.create(),
    start: () => startBenchServer(dataDir, { databaseUrl: db.url }),
    async open() {
      const { drizzle } = require('drizzle-orm/node-postgres');
      // One connection: setseed() and the measured statements stay on it.
      const pool = new Pool({ connectionString: db.url, max: 1 });
      const { schema } = loadServerCode();
      return {
        q: async (sql) => (await pool.query(sql)).rows,
        raw: async (sql, params) => (await pool.query(sql, params)).rows,
        makeDb: (logger) => drizzle(pool, { schema, logger }),
        close: () => pool.end(),
      };
    },
    drop: () => db.drop(),
  };
}

// The Chromium measure: the typical lot gets 20,000 more sessions in September 2026, and the lot
// screen (1440x900, signed in as the bench vendor) is switched from October to September.
const SWITCH = { month: 9, year: 2026, monthName: 'September', sessions: 20_000, budgetMs: 300, runs: 5 };

/**
 * Issue 9: in Chromium, switching the lot table to a month of 20,000 sessions shows its first rows
 * in under 300 ms. Times, in the page, from the pointer going down on the month's option to the
 * frame after the first row of that month is in the table (its date cell reads "Sep"), five times
 * (a fresh page each, so nothing is cached).
 */
async function browserSwitch(backend, lot) {
  if (!fs.existsSync(path.join(ROOT, 'dist/app/index.html'))) return { skipped: 'no client build: run npm run build first' };
  let chromium;
  try {
    chromium = require('playwright-core').chromium;
  } catch {
    return { skipped: 'playwright-core is not installed' };
  }
  const conn = await backend.open();
  let sql;
  try {
    await conn.q(`
      insert into sessions (kind, location_id, zone_id, plate_number, state, start_time, end_time, hours, is_hourly,
                            rate_cents, fees_cents, total_cost_cents, paid, created_at)
      select 'booking', l.id, z.id, 'SW' || lpad(g::text, 5, '0'), 'TX', t, t + interval '1 hour', 1, true, 500, 35, 535, true, t
      from locations l join lateral (select id from zones where location_id = l.id order by zone_number limit 1) z on true,
           generate_series(1, ${SWITCH.sessions}) g,
           lateral (select (make_timestamp(${SWITCH.year}, ${SWITCH.month}, 1, 0, 0, 0) at time zone l.time_zone)
                           + (g % 28) * interval '1 day' + (g % 600) * interval '1 minute' as t) t
      where l.id = '${lot.lotId}'`);
    await conn.q('analyze sessions');
    const [user] = await conn.q(`select id, name, email, role, is_active as "isActive" from users where email = '${VENDOR_EMAIL}'`);
    const month = { lotId: lot.lotId, month: SWITCH.month, year: SWITCH.year };
    sql = await measureSql(
      conn.makeDb,
      conn.raw,
      { ...user, isSuperadmin: false },
      {
        firstPage: (svc, u) => svc.lotMonth(u, { ...month, ...FIRST_PAGE }),
      },
    );
  } finally {
    await conn.close();
  }
  const server = await backend.start();
  let http;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const ms = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page
      .getByLabel(/e-?mail/i)
      .first()
      .fill(VENDOR_EMAIL);
    await page.locator('input[type="password"]').first().fill(PASSWORD);
    await page
      .getByRole('button', { name: /^\s*log ?in\s*$/i })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname !== '/login');
    const token = await login(server.url, VENDOR_EMAIL, PASSWORD);
    http = await measureHttp(server.url, token, '/api/v1/billing/lot/revenue', {
      lotId: lot.lotId,
      month: SWITCH.month,
      year: SWITCH.year,
      ...FIRST_PAGE,
    });
    for (let i = 0; i < SWITCH.runs; i++) {
      await page.goto(`${server.url}/revenue/lot/${lot.lotId}`);
      await page.getByRole('combobox', { name: 'Month' }).waitFor();
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      await page.getByRole('combobox', { name: 'Month' }).click();
      // October first (the month before the switch), unless the page already shows it.
      const option = (name) => page.locator(`.ant-select-item-option[title="${name}"]`);
      await option('October').click();
      await page
        .locator('.ant-table-tbody tr.ant-table-row td')
        .first()
        .filter({ hasText: /^Oct/ })
        .waitFor()
        .catch(async (err) => {
          // What the page showed instead, for whoever reads the failure.
          fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
          await page.screenshot({ path: path.join(ROOT, 'test-results', 'bench-revenue-october.png') });
          throw err;
        });
      await page.getByRole('combobox', { name: 'Month' }).click();
      await option(SWITCH.monthName).waitFor();
      // Timed inside the page: from the pointer going down on the option to the frame after the
      // first row of the new month is in the table (Playwright's own waiting polls too coarsely).
      const measured = page.evaluate(
        () =>
          new Promise((resolve) => {
            let t0 = null;
            document.addEventListener('pointerdown', () => (t0 = performance.now()), { capture: true, once: true });
            const shown = () => {
              const cell = document.querySelector('.ant-table-tbody tr.ant-table-row td');
              return t0 !== null && cell !== null && /^Sep/.test(cell.textContent || '');
            };
            const observer = new MutationObserver(() => {
              if (!shown()) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - t0));
            });
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          }),
      );
      await option(SWITCH.monthName).click();
      ms.push(Math.round(await measured));
    }
    const total = await page.locator('.ant-statistic-content').first().textContent();
    await context.close();
    ms.sort((a, b) => a - b);
    return {
      month: `${SWITCH.monthName} ${SWITCH.year}`,
      addedSessions: SWITCH.sessions,
      runs: ms.length,
      ms,
      medianMs: ms[Math.floor(ms.length / 2)],
      worstMs: ms[ms.length - 1],
      budgetMs: SWITCH.budgetMs,
      withinBudget: ms[ms.length - 1] < SWITCH.budgetMs,
      monthTotalShown: total,
      // The first page of that month at the API and at the database (with its plan).
      firstPageHttp: http,
      firstPageSql: sql.firstPage,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

function ratio(a, b) {
  return b ? round(a / b, 2) : null;
}

async function main() {
  ensureServerBuilt('revenue');
  registerTs();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-revenue-'));
  const databaseUrl = process.env.DATABASE_URL;
  const backend = databaseUrl ? postgresBackend(databaseUrl, dataDir) : pgliteBackend(dataDir);
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0] ? os.cpus()[0].model.trim() : 'unknown', node: process.version },
    backend: backend.name,
    lots: LOTS,
    months: 13,
    budgets: BUDGET,
    sizes: {},
  };
  try {
    if (backend.create) await backend.create();
    const first = await backend.start();
    await first.stop();
    const conn = await backend.open();
    let vendorId;
    try {
      vendorId = await makeLots(conn.q);
    } finally {
      await conn.close();
    }
    for (const size of SIZES) {
      console.log(`revenue: ${size.toLocaleString('en-US')} sessions on ${backend.name}...`);
      results.sizes[size] = await runSize(backend, size, vendorId);
    }
    console.log(`revenue: Chromium, the lot table switched to a month of ${SWITCH.sessions.toLocaleString('en-US')} sessions...`);
    results.browserSwitch = await browserSwitch(backend, results.sizes[Math.max(...SIZES)].targets.lotMonth).catch((e) => ({
      error: String(e && e.stack ? e.stack : e),
    }));
  } finally {
    await backend.drop().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const small = results.sizes[Math.min(...SIZES)];
  const large = results.sizes[Math.max(...SIZES)];
  const budgets = { lotMonth: BUDGET.lotMonthP99Ms, busiestLotMonth: BUDGET.lotMonthP99Ms, summary: BUDGET.summaryP99Ms };
  results.report = {};
  for (const k of KEYS) {
    const h = large.http[k];
    results.report[k] = {
      p50_ms: h.p50_ms,
      p99_ms: h.p99_ms,
      budgetP99Ms: budgets[k] ?? null,
      withinBudget: budgets[k] ? h.p99_ms < budgets[k] : null,
      sqlP99Ms: large.sql[k].p99_ms,
      p99OverSql: ratio(h.p99_ms, large.sql[k].p99_ms),
      p99OverSmall: ratio(h.p99_ms, small.http[k].p99_ms),
      p50OverSmall: ratio(h.p50_ms, small.http[k].p50_ms),
    };
  }

  const all = fs.existsSync(RESULTS) ? JSON.parse(fs.readFileSync(RESULTS, 'utf8')) : {};
  all.revenue = results;
  fs.writeFileSync(RESULTS, JSON.stringify(all, null, 2) + '\n');

  const m = results.machine;
  console.log(
    `\nRevenue on ${backend.name}, ${LOTS} lots, 13 months (${m.cpus} x ${m.cpuModel}, Node ${m.node}, load ${os.loadavg()[0].toFixed(1)})`,
  );
  for (const size of SIZES) {
    const r = results.sizes[size];
    console.log(`\n  [${size.toLocaleString('en-US')} sessions] inserted in ${r.insertMs} ms`);
    for (const k of KEYS) {
      const h = r.http[k];
      const t = r.targets[k === 'lotMonthWhole' ? 'lotMonth' : k];
      const what = t.sessions !== undefined ? ` (${t.sessions} sessions)` : '';
      console.log(
        `  ${k.padEnd(16)}${what.padEnd(18)} API p50 ${h.p50_ms} / p99 ${h.p99_ms} ms, ${h.rps} req/s, ${h.responseBytes} B; SQL p50 ${r.sql[k].p50_ms} / p99 ${r.sql[k].p99_ms} ms`,
      );
    }
  }
  console.log('');
  for (const [k, v] of Object.entries(results.report)) {
    console.log(
      `  ${k.padEnd(16)} p99 ${v.p99_ms} ms (budget ${v.budgetP99Ms ?? 'none'}: ${v.withinBudget === null ? '-' : v.withinBudget ? 'OK' : 'OVER'}); vs small ${v.p99OverSmall}x (p50 ${v.p50OverSmall}x); vs SQL ${v.p99OverSql}x`,
    );
  }
  const b = results.browserSwitch;
  if (b.medianMs !== undefined)
    console.log(
      `  Chromium: lot table to ${b.month} (${b.addedSessions} more sessions), first rows after ${b.ms.join(', ')} ms (budget ${b.budgetMs}: ${b.withinBudget ? 'OK' : 'OVER'});` +
        ` its first page: API p50 ${b.firstPageHttp.p50_ms} / p99 ${b.firstPageHttp.p99_ms} ms, SQL p50 ${b.firstPageSql.p50_ms} / p99 ${b.firstPageSql.p99_ms} ms`,
    );
  else console.log(`  Chromium: ${b.skipped || b.error}`);
  console.log(`\nwritten: ${path.relative(ROOT, RESULTS)} (key "revenue")`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
