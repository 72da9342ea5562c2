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
//   3. the SQL the service runs for each endpoint is captured through drizzle's logger on a real
//      service call (the service loaded from source through @swc/core), with EXPLAIN ANALYZE of each;
//   4. the server starts on that database and each endpoint is timed beside its statements: POST
//      /billing/lot/revenue for a typical lot-month and the busiest one (the first page of 20, as
//      the lot screen asks; and the typical month whole, as Export CSV asks), and POST
//      /billing/revenue for the vendor. One request at a time on a kept-alive connection (latency,
//      not queueing; from a client process of its own, test/bench/apiClient.cjs), against the
//      request's statements replayed back to back through the driver, in alternating blocks of
//      REVENUE_BLOCK_MS (default 100 ms; BENCH_SECONDS of each, default 10, after
//      BENCH_WARMUP_SECONDS of each unmeasured, default 3), both timed with
//      process.hrtime: the ratio of the two is taken in the same minutes, under the same noise;
//      on PostgreSQL, in the same rounds, the floor: the same statements behind a bare node:http
//      server of their own (test/bench/floorServer.cjs), what answering them over HTTP costs at all;
//   5. the sessions are replaced by 1,000,000 of the same shape and 3-4 run again.
// Writes the numbers under the `revenue` key of test/bench/results.json (other keys are kept).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { fork } = require('node:child_process');
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
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS || 3);
// The sides of a measurement (API, floor, SQL) take turns in blocks this long. Slow stretches of
// 0.2-1 s hit whatever runs on this kind of machine (seen in a dump of every request's time: 30-50
// requests in a row at twice their usual time, on each side in turn); with one-second blocks such a
// stretch fell on one side only and moved that side's p99 by up to 1.9x, so the blocks are short
// enough for a stretch to fall on all three.
const BLOCK_MS = Number(process.env.REVENUE_BLOCK_MS || 100);
// Before any endpoint is measured, the server answers all of them in turn for this long: its shared
// code (HTTP, auth, the driver) and each endpoint's are then as warm for the first one measured as
// for the last (measured first right after start, the same request had twice the p99 it had last).
const SERVER_WARMUP = Number(process.env.BENCH_SERVER_WARMUP_SECONDS || 20);
const BARE_SECONDS = 5;
const SIZES = (process.env.REVENUE_SIZES || '10000,1000000').split(',').map(Number);
// For a quick look at one endpoint: REVENUE_ONLY=lotMonth,summary measures only those (and
// REVENUE_BROWSER=0 skips Chromium); the results file is then not a full run: restore it.
const ONLY = process.env.REVENUE_ONLY ? process.env.REVENUE_ONLY.split(',') : null;
const LOTS = 200;
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
const ALL_KEYS = ['lotMonth', 'busiestLotMonth', 'lotMonthWhole', 'summary'];
// REVENUE_ONLY's order is the order they are measured in.
const KEYS = ONLY ? ONLY.filter((k) => ALL_KEYS.includes(k)) : ALL_KEYS;

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
  const ms = Date.now() - t0;
  // A settled table, as a running service's is: without this, autovacuum takes up the million new
  // rows (and the deleted ones) in the middle of the measurements.
  await q('vacuum (analyze) sessions');
  await q('vacuum (analyze) lot_revenue_months');
  await q('analyze revenue_adjustments');
  // And the load's dirty pages written out now, not by a checkpoint spread over the measurements
  // (a database role that may not checkpoint leaves it to the server's own schedule).
  await q('checkpoint').catch(() => undefined);
  return ms;
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
 * The statements the service runs for one request, captured from drizzle's logger on a real call,
 * each with EXPLAIN ANALYZE once. The bench replays them through the driver: what the endpoint waits
 * for at the database, without HTTP, auth or JSON.
 */
async function captureStatements(makeDb, raw, user, calls) {
  const captured = [];
  const db = makeDb({ logQuery: (query, params) => captured.push({ query, params }) });
  const { createRevenueService, createLocationsService } = loadServerCode();
  const svc = createRevenueService({ db, locations: createLocationsService({ db }) });
  const out = {};
  for (const [name, call] of Object.entries(calls)) {
    captured.length = 0;
    await call(svc, user);
    const statements = captured.slice();
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
    out[name] = { statements, plans };
  }
  return out;
}

/** A helper process of the bench (apiClient.cjs, floorServer.cjs); `call` sends it a command and resolves with its answer. */
function forkHelper(file) {
  const child = fork(path.join(__dirname, file), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map();
  let next = 0;
  child.on('message', (m) => {
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.error) w?.reject(new Error(m.error));
    else w?.resolve(m.value);
  });
  child.on('exit', () => {
    for (const w of waiting.values()) w.reject(new Error('the API client exited'));
    waiting.clear();
  });
  const call = (message) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      child.send({ ...message, id });
    });
  return {
    call,
    close: () => (child.exitCode === null ? call({ cmd: 'close' }).catch(() => undefined) : Promise.resolve()),
  };
}

/** The HTTP side of a measurement in its own process (test/bench/apiClient.cjs). */
const forkApiClient = () => forkHelper('apiClient.cjs');

/** The floor server (test/bench/floorServer.cjs) on the bench's PostgreSQL database; `url` once started. */
async function startFloorServer(databaseUrl) {
  const helper = forkHelper('floorServer.cjs');
  const { url } = await helper.call({ cmd: 'start', databaseUrl });
  return { url, serve: (statements) => helper.call({ cmd: 'statements', statements }), close: helper.close };
}

/**
 * The endpoint at the API and its statements at the database, measured the same way and in the
 * same minutes: one request (or one replay of the request's statements, back to back) at a time,
 * timed with the same clock, in alternating blocks of BLOCK_MS, so the machine's noise of the
 * moment falls on both sides of the ratio. `DURATION` seconds of each in all. With `floor` (on
 * PostgreSQL), the same statements behind the floor server are measured in the same rounds.
 */
async function measurePair({ url, token, route, body, statements, raw, floor }) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const payload = JSON.stringify(body);
  const client = forkApiClient();
  const floorClient = floor ? forkApiClient() : null;
  const sql = async () => {
    for (const s of statements) await raw(s.query, s.params);
  };
  const timed = { api: [], floor: [], sql: [] };
  const spent = { api: 0, floor: 0, sql: 0 };
  async function httpBlock(side, c, ms, keep) {
    const r = await c.call({ cmd: 'block', ms, keep });
    if (keep) {
      timed[side].push(...r.times);
      spent[side] += r.spentMs;
    }
  }
  async function sqlBlock(ms, keep) {
    const t1 = process.hrtime.bigint();
    const until = t1 + BigInt(ms) * 1_000_000n;
    for (;;) {
      const t0 = process.hrtime.bigint();
      if (t0 >= until) break;
      await sql();
      if (keep) timed.sql.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    if (keep) spent.sql += Number(process.hrtime.bigint() - t1) / 1e6;
  }
  let probe;
  let floorProbe;
  // Warm all (JIT, plans, connections), then the measured rounds. The server's code takes a few
  // thousand requests to settle (optimizing compilers run on the same two cores; seen in a probe: 1%
  // of requests slow in the first 3 s, a third as many after), so the warm-up lasts WARMUP seconds.
  try {
    probe = await client.call({ cmd: 'setup', request: { url: `${url}${route}`, headers, body: payload, status: 200 } });
    if (probe.status !== 200) throw new Error(`${route} answered ${probe.status}: ${probe.text.slice(0, 300)}`);
    if (floor) {
      await floor.serve(statements);
      floorProbe = await floorClient.call({ cmd: 'setup', request: { url: floor.url, headers, body: payload, status: 200 } });
      if (floorProbe.status !== 200) throw new Error(`the floor server answered ${floorProbe.status}: ${floorProbe.text.slice(0, 300)}`);
    }
    const rounds = Math.round(((WARMUP + DURATION) * 1000) / BLOCK_MS);
    const warmRounds = Math.round((WARMUP * 1000) / BLOCK_MS);
    for (let round = 0; round < rounds; round++) {
      const keep = round >= warmRounds;
      await httpBlock('api', client, BLOCK_MS, keep);
      if (floorClient) await httpBlock('floor', floorClient, BLOCK_MS, keep);
      await sqlBlock(BLOCK_MS, keep);
    }
  } finally {
    await client.close();
    await floorClient?.close();
  }
  const stats = (ms) => {
    const sorted = ms.slice().sort((a, b) => a - b);
    return {
      runs: sorted.length,
      p50_ms: round(percentile(sorted, 50), 2),
      p99_ms: round(percentile(sorted, 99), 2),
      max_ms: round(sorted[sorted.length - 1], 2),
    };
  };
  return {
    http: {
      connections: 1,
      seconds: round(spent.api / 1000, 1),
      requests: timed.api.length,
      rps: round((timed.api.length * 1000) / spent.api, 1),
      ...stats(timed.api),
      responseBytes: Buffer.byteLength(probe.text),
      answer: summarizeAnswer(JSON.parse(probe.text)),
    },
    floor: floor ? { ...stats(timed.floor), responseBytes: Buffer.byteLength(floorProbe.text) } : null,
    sql: { statements: statements.length, ...stats(timed.sql) },
  };
}

/**
 * Every measured request in turn, a quarter of a second each, for SERVER_WARMUP seconds, nothing
 * kept: a long-running server's optimizing compilers have long finished, a fresh one's take
 * thousands of requests (on the same two cores as everything else), and whichever endpoint is
 * measured first must not pay for that.
 */
async function warmServer(url, token, requests) {
  const client = forkApiClient();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  try {
    const until = Date.now() + SERVER_WARMUP * 1000;
    while (Date.now() < until) {
      for (const [route, body] of requests) {
        await client.call({ cmd: 'setup', request: { url: `${url}${route}`, headers, body: JSON.stringify(body), status: 200 } });
        await client.call({ cmd: 'block', ms: 250, keep: false });
      }
    }
  } finally {
    await client.close();
  }
}

/**
 * The floor under every endpoint: a bare route of the same server (an unknown API path: HTTP,
 * routing, the access hooks and a small JSON answer, no database), one request at a time on a
 * kept-alive connection like the endpoints, WARMUP seconds unmeasured then BARE_SECONDS measured.
 */
async function measureBare(url) {
  const client = forkApiClient();
  const route = '/api/v1/bench-no-such-route';
  let times;
  try {
    const first = await client.call({ cmd: 'setup', request: { url: `${url}${route}`, headers: {}, status: 404 } });
    if (first.status !== 404) throw new Error(`the bare route answered ${first.status}`);
    await client.call({ cmd: 'block', ms: WARMUP * 1000, keep: false });
    ({ times } = await client.call({ cmd: 'block', ms: BARE_SECONDS * 1000, keep: true }));
  } finally {
    await client.close();
  }
  const sorted = times.sort((a, b) => a - b);
  return {
    route: `GET ${route} (404)`,
    runs: sorted.length,
    p50_ms: round(percentile(sorted, 50), 2),
    p99_ms: round(percentile(sorted, 99), 2),
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

/** One dataset: the sessions, then each endpoint at the API and its statements at the database, side by side. */
async function runSize(backend, size, vendorId) {
  const out = { sessions: size };
  const conn = await backend.open();
  let server;
  let floor;
  try {
    out.insertMs = await makeSessions(conn.q, vendorId, size);
    const [{ n }] = await conn.q(`select count(*)::int as n from sessions`);
    out.sessionsInDatabase = n;
    out.targets = await targets(conn.q, vendorId);
    const [user] = await conn.q(`select id, name, email, role, is_active as "isActive" from users where id = '${vendorId}'`);
    const captured = await captureStatements(conn.makeDb, conn.raw, { ...user, isSuperadmin: false }, CALLS(out.targets));
    server = await backend.start();
    const token = await login(server.url, VENDOR_EMAIL, PASSWORD);
    const t = out.targets;
    const lotRoute = '/api/v1/billing/lot/revenue';
    const requests = {
      lotMonth: [lotRoute, { lotId: t.lotMonth.lotId, month: t.lotMonth.month, year: t.lotMonth.year, ...FIRST_PAGE }],
      busiestLotMonth: [
        lotRoute,
        { lotId: t.busiestLotMonth.lotId, month: t.busiestLotMonth.month, year: t.busiestLotMonth.year, ...FIRST_PAGE },
      ],
      lotMonthWhole: [lotRoute, { lotId: t.lotMonth.lotId, month: t.lotMonth.month, year: t.lotMonth.year }],
      summary: ['/api/v1/billing/revenue', t.summary],
    };
    await warmServer(server.url, token, Object.values(requests));
    out.http = {};
    out.sql = {};
    out.floor = {};
    // The floor server needs a database it can reach beside the server's: PostgreSQL only.
    if (backend.databaseUrl) floor = await startFloorServer(backend.databaseUrl);
    for (const k of KEYS) {
      const [route, body] = requests[k];
      const m = await measurePair({ url: server.url, token, route, body, statements: captured[k].statements, raw: conn.raw, floor });
      out.http[k] = m.http;
      out.sql[k] = { ...m.sql, plans: captured[k].plans };
      out.floor[k] = m.floor;
    }
    out.bare = await measureBare(server.url);
  } finally {
    await floor?.close();
    await server?.stop();
    await conn.close();
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
    async keep() {},
  };
}

function postgresBackend(adminUrl, dataDir) {
  const { Pool } = require('pg');
  const db = scratchDatabase(adminUrl, 'bench_revenue');
  return {
    name: 'postgres',
    databaseUrl: db.url,
    create: () => db.create(),
    start: () => startBenchServer(dataDir, { databaseUrl: db.url }),
    async open() {
      const { drizzle } = require('drizzle-orm/node-postgres');
      // One connection: setseed() and the measured statements stay on it.
      const pool = new Pool({ connectionString: db.url, max: 1 });
      const { schema } = loadServerCode();
      // Replayed as named statements, parsed once on the connection, as the service runs its hot
      // reads (drizzle's prepare): the ratio then holds the API's own cost, not a parse it skips.
      const names = new Map();
      const named = (text) => {
        if (!names.has(text)) names.set(text, `bench_${names.size}`);
        return names.get(text);
      };
      return {
        q: async (sql) => (await pool.query(sql)).rows,
        raw: async (sql, params) => (await pool.query({ name: named(sql), text: sql, values: params })).rows,
        makeDb: (logger) => drizzle(pool, { schema, logger }),
        close: () => pool.end(),
      };
    },
    drop: () => db.drop(),
    keep: () => db.keep(),
  };
}

// The Chromium measure: the typical lot gets 20,000 more sessions in September 2026, and the lot
// screen (1440x900, signed in as the bench vendor) is switched from October to September.
// The lot table's empty text (MESSAGES.noRevenues in src/shared/messages/owners.ts).
const NO_REVENUES_TEXT = 'No revenues for this location.';
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
  let captured;
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
    captured = await captureStatements(
      conn.makeDb,
      conn.raw,
      { ...user, isSuperadmin: false },
      {
        firstPage: (svc, u) => svc.lotMonth(u, { ...month, ...FIRST_PAGE }),
      },
    );
  } catch (err) {
    await conn.close();
    throw err;
  }
  const server = await backend.start();
  let firstPage;
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
    firstPage = await measurePair({
      url: server.url,
      token,
      route: '/api/v1/billing/lot/revenue',
      body: { lotId: lot.lotId, month: SWITCH.month, year: SWITCH.year, ...FIRST_PAGE },
      statements: captured.firstPage.statements,
      raw: conn.raw,
    });
    const screenshot = async (what) => {
      fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
      await page.screenshot({ path: path.join(ROOT, 'test-results', `bench-revenue-${what}-${Date.now()}.png`) });
    };
    const month = () => page.getByRole('combobox', { name: 'Month' });
    const option = (name) => page.locator(`.ant-select-item-option[title="${name}"]`);
    // A click on an option can be lost on this kind of machine (the dropdown still opening: seen
    // twice, the list open with the option hovered and the month unchanged). Setting up, the
    // bench chooses again; a lost measured click redoes that run, counted in lostClicks.
    const octoberShown = () =>
      page.locator('.ant-table-tbody tr.ant-table-row td').first().filter({ hasText: /^Oct/ }).or(page.getByText(NO_REVENUES_TEXT));
    let lostClicks = 0;
    for (let i = 0; i < SWITCH.runs; i++) {
      await page.goto(`${server.url}/revenue/lot/${lot.lotId}`);
      await month().waitFor();
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      // October first (the month before the switch): its rows, or its empty text (a small
      // dataset can leave the lot without October sessions).
      for (let attempt = 1; ; attempt++) {
        await month().click();
        await option('October').click();
        const shown = await octoberShown()
          .waitFor({ timeout: 5_000 })
          .then(() => true)
          .catch(() => false);
        if (shown) break;
        if (attempt === 3) {
          await screenshot('october');
          throw new Error('October was chosen three times and never shown');
        }
        lostClicks += 1;
        await page.keyboard.press('Escape');
      }
      await month().click();
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
      // A redone run leaves this page; its wait then fails unheard.
      measured.catch(() => undefined);
      await option(SWITCH.monthName).click();
      // Bounded: a click that did not take would otherwise leave the bench waiting for ever.
      let timer;
      const late = new Promise((resolve) => {
        timer = setTimeout(() => resolve(null), 10_000);
      });
      const took = await Promise.race([measured, late]);
      clearTimeout(timer);
      if (took === null) {
        await screenshot('switch');
        lostClicks += 1;
        if (lostClicks > SWITCH.runs) throw new Error(`no ${SWITCH.monthName} row 10 s after the click, ${lostClicks} times`);
        i -= 1;
        continue;
      }
      ms.push(Math.round(took));
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
      lostClicks,
      monthTotalShown: total,
      // The first page of that month at the API and at the database (with its plan).
      firstPageHttp: firstPage.http,
      firstPageSql: { ...firstPage.sql, plans: captured.firstPage.plans },
    };
  } finally {
    await browser.close();
    await server.stop();
    await conn.close();
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
    method:
      'Each endpoint one request at a time on a kept-alive connection, against its statements replayed back to back ' +
      'as named statements through node-postgres, in alternating blocks of ' +
      BLOCK_MS +
      ' ms, both timed with process.hrtime; ' +
      `autovacuum settled (VACUUM ANALYZE, then CHECKPOINT) after each load; ${WARMUP} s of each unmeasured first (the server's code settles).`,
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
    if (process.env.REVENUE_BROWSER === '0') results.browserSwitch = { skipped: 'not measured (REVENUE_BROWSER=0)' };
    else {
      console.log(`revenue: Chromium, the lot table switched to a month of ${SWITCH.sessions.toLocaleString('en-US')} sessions...`);
      results.browserSwitch = await browserSwitch(backend, results.sizes[Math.max(...SIZES)].targets.lotMonth).catch((e) => ({
        error: String(e && e.stack ? e.stack : e),
      }));
    }
  } finally {
    // REVENUE_KEEP=1 leaves the database (and PGlite folder) for a closer look, e.g. a profile.
    if (process.env.REVENUE_KEEP === '1') {
      await backend.keep();
      console.log(`revenue: kept ${backend.name === 'postgres' ? 'database bench_revenue' : dataDir}`);
    } else {
      await backend.drop().catch(() => {});
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
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
      p50OverSql: ratio(h.p50_ms, large.sql[k].p50_ms),
      p99OverSmall: ratio(h.p99_ms, small.http[k].p99_ms),
      p50OverSmall: ratio(h.p50_ms, small.http[k].p50_ms),
    };
    // The floor server (PostgreSQL): our own cost over it, and its cost over the bare SQL.
    const f = large.floor?.[k];
    if (f)
      Object.assign(results.report[k], {
        floorP50Ms: f.p50_ms,
        floorP99Ms: f.p99_ms,
        p99OverFloor: ratio(h.p99_ms, f.p99_ms),
        p50OverFloor: ratio(h.p50_ms, f.p50_ms),
        floorP99OverSql: ratio(f.p99_ms, large.sql[k].p99_ms),
        floorP50OverSql: ratio(f.p50_ms, large.sql[k].p50_ms),
      });
  }

  // What any answer of this server costs without a database, for reading the ratios to SQL.
  results.bareRoute = large.bare;

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
        `  ${k.padEnd(16)}${what.padEnd(18)} API p50 ${h.p50_ms} / p99 ${h.p99_ms} ms, ${h.rps} req/s, ${h.responseBytes} B; SQL p50 ${r.sql[k].p50_ms} / p99 ${r.sql[k].p99_ms} ms` +
          (r.floor?.[k] ? `; floor p50 ${r.floor[k].p50_ms} / p99 ${r.floor[k].p99_ms} ms` : ''),
      );
    }
    if (r.bare) console.log(`  bare route (no database, 404)           p50 ${r.bare.p50_ms} / p99 ${r.bare.p99_ms} ms`);
  }
  console.log('');
  for (const [k, v] of Object.entries(results.report)) {
    console.log(
      `  ${k.padEnd(16)} p99 ${v.p99_ms} ms (budget ${v.budgetP99Ms ?? 'none'}: ${v.withinBudget === null ? '-' : v.withinBudget ? 'OK' : 'OVER'}); vs small ${v.p99OverSmall}x (p50 ${v.p50OverSmall}x); vs SQL ${v.p99OverSql}x (p50 ${v.p50OverSql}x)` +
        (v.floorP99Ms === undefined
          ? ''
          : `; floor p99 ${v.floorP99Ms} ms = ${v.floorP99OverSql}x SQL, API ${v.p99OverFloor}x floor (p50 ${v.p50OverFloor}x)`),
    );
  }
  const b = results.browserSwitch;
  if (b.medianMs !== undefined)
    console.log(
      `  Chromium: lot table to ${b.month} (${b.addedSessions} more sessions), first rows after ${b.ms.join(', ')} ms (budget ${b.budgetMs}: ${b.withinBudget ? 'OK' : 'OVER'})${b.lostClicks ? `, ${b.lostClicks} lost click(s) chosen again` : ''};` +
        ` its first page: API p50 ${b.firstPageHttp.p50_ms} / p99 ${b.firstPageHttp.p99_ms} ms, SQL p50 ${b.firstPageSql.p50_ms} / p99 ${b.firstPageSql.p99_ms} ms`,
    );
  else console.log(`  Chromium: ${b.skipped || b.error}`);
  console.log(`\nwritten: ${path.relative(ROOT, RESULTS)} (key "revenue")`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
