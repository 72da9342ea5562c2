#!/usr/bin/env node
// Enforcer plate-check benchmark (issue 10); not part of `npm test`. Run it with
// `node test/bench/run.cjs enforcer` (or `node test/bench/enforcer.cjs`). A few minutes.
//
// On PostgreSQL when DATABASE_URL is set (a database `bench_enforcer` is made there and dropped at
// the end; no other database is touched), otherwise on a fresh PGlite DATA_DIR:
//   1. the production server starts once on the empty database (migrations + demo seed) and stops;
//   2. a bench vendor gets 200 lots, three zones each; the demo enforcer services all of them;
//      1,000,000 paid sessions over the 13 months up to now (plates of 5,000 regulars coming back
//      about 200 times each, so a plate's history is long), plus one booking running now and one
//      ended an hour ago at the measured lot, are inserted with INSERT ... SELECT generate_series;
//   3. the server starts on that database and autocannon (1 connection: latency, not queueing)
//      times POST /api/v1/sessions/status for a Valid plate (a regular with 200 past sessions and
//      one now), an Expired one and an unknown one, and GET /api/v1/locations/service/{id} (the
//      Paid License Plates). Every check is also a plate_checks insert, as in production.
// Budget: p99 of POST /sessions/status under 100 ms at 1,000,000 sessions.
// Writes the numbers under the `enforcer` key of test/bench/results.json (other keys are kept).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const { benchBackend, ensureServerBuilt, login, round } = require('./support.cjs');

const RESULTS = path.join(__dirname, 'results.json');
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const SESSIONS = Number(process.env.ENFORCER_SESSIONS || 1_000_000);
const LOTS = 200;
const REGULARS = 5_000;
const BUDGET_P99_MS = 100;
const PASSWORD = 'Parking#2026';
const ENFORCER_EMAIL = 'enforcer@demo.parking';

async function makeData(q) {
  const [vendor] = await q(
    `insert into users (name, email, password_hash, role)
     select 'Bench Vendor', 'bench.enforcer.vendor@bench.parking', password_hash, 'vendor' from users where email = 'vendor@demo.parking'
     returning id`,
  );
  if (!vendor) throw new Error('the demo seed made no vendor@demo.parking');
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
  const [enforcer] = await q(`select id from users where email = '${ENFORCER_EMAIL}'`);
  await q(
    `insert into enforcer_locations (enforcer_id, location_id)
     select '${enforcer.id}', id from locations where user_id = '${vendor.id}'`,
  );
  const t0 = Date.now();
  await q('select setseed(0.1010)');
  const BATCH = 100_000;
  for (let from = 1; from <= SESSIONS; from += BATCH) {
    const to = Math.min(SESSIONS, from + BATCH - 1);
    await q(`
      with lots as (
        select l.id, (row_number() over (order by l.created_at, l.id) - 1)::int as i, array_agg(z.id) as zs
        from locations l join zones z on z.location_id = l.id where l.user_id = '${vendor.id}' group by l.id
      ), g as (
        select g, floor(random() * ${LOTS})::int as lot, random() as t, 1 + floor(random() * 3)::int as z, 1 + floor(random() * 4)::int as h
        from generate_series(${from}, ${to}) g
      )
      insert into sessions (kind, location_id, zone_id, plate_number, state, start_time, end_time, hours, is_hourly,
                            rate_cents, fees_cents, total_cost_cents, paid, created_at)
      select 'booking', lots.id, lots.zs[g.z], 'RG' || lpad((g.g % ${REGULARS})::text, 5, '0'), 'NY',
             date_trunc('minute', now() - interval '395 days' + g.t * interval '394 days'),
             date_trunc('minute', now() - interval '395 days' + g.t * interval '394 days') + make_interval(hours => g.h),
             g.h, true, 500, 100, 500 * g.h + 100, true, now()
      from g join lots on lots.i = g.lot`);
  }
  const [lot] = await q(`select id, name from locations where user_id = '${vendor.id}' and name = 'Bench lot 100'`);
  const [zone] = await q(`select id from zones where location_id = '${lot.id}' limit 1`);
  // The Valid plate: a regular (about 200 sessions over the year) with a booking now; the Expired one ended an hour ago.
  await q(
    `insert into sessions (kind, location_id, zone_id, plate_number, state, start_time, end_time, hours, is_hourly, rate_cents, total_cost_cents, paid)
     values ('booking', '${lot.id}', '${zone.id}', 'RG00042', 'NY', now() - interval '1 hour', now() + interval '2 hours', 3, true, 500, 1500, true),
            ('booking', '${lot.id}', '${zone.id}', 'RG00043', 'NY', now() - interval '3 hours', now() - interval '1 hour', 2, true, 500, 1000, true)`,
  );
  // Fifty more running now at the lot, for the Paid License Plates.
  await q(
    `insert into sessions (kind, location_id, zone_id, plate_number, state, start_time, end_time, hours, is_hourly, rate_cents, total_cost_cents, paid)
     select 'booking', '${lot.id}', '${zone.id}', 'NOW' || i, 'NY', now() - interval '30 minutes', now() + interval '90 minutes', 2, true, 500, 1000, true
     from generate_series(1, 50) i`,
  );
  await q('analyze');
  const [{ n }] = await q(`select count(*)::int as n from sessions`);
  const [{ h }] = await q(`select count(*)::int as h from sessions where plate_number = 'RG00042'`);
  return { lot, sessionsInDatabase: n, validPlateSessions: h, insertMs: Date.now() - t0 };
}

async function measure(url, token, method, route, body, expect) {
  const headers = { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) };
  const payload = body ? JSON.stringify(body) : undefined;
  const probe = await fetch(`${url}${route}`, { method, headers, body: payload });
  const answer = await probe.json();
  if (probe.status !== 200) throw new Error(`${route} answered ${probe.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  if (expect && answer.status !== expect) throw new Error(`${route} said ${answer.status} (${answer.message}), not ${expect}`);
  // Warm up (JIT, the database's caches) before timing.
  for (let i = 0; i < 30; i++) await (await fetch(`${url}${route}`, { method, headers, body: payload })).arrayBuffer();
  const r = await autocannon({ url: `${url}${route}`, method, headers, body: payload, connections: 1, duration: DURATION });
  return {
    requests: r.requests.total,
    rps: round(r.requests.average, 1),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    max_ms: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    answer: answer.message ?? `${answer.sessions?.length} sessions`,
  };
}

async function main() {
  ensureServerBuilt('enforcer');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-enforcer-'));
  const backend = benchBackend(dataDir, 'bench_enforcer');
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0] ? os.cpus()[0].model.trim() : 'unknown', node: process.version },
    backend: backend.name,
    budgetP99Ms: BUDGET_P99_MS,
  };
  try {
    if (backend.create) await backend.create();
    const first = await backend.start();
    await first.stop();
    const conn = await backend.open();
    let data;
    try {
      console.log(`enforcer: ${SESSIONS.toLocaleString('en-US')} sessions on ${backend.name}...`);
      data = await makeData(conn.q);
    } finally {
      await conn.close();
    }
    Object.assign(results, { sessions: data.sessionsInDatabase, validPlateSessions: data.validPlateSessions, insertMs: data.insertMs });
    const server = await backend.start();
    try {
      const token = await login(server.url, ENFORCER_EMAIL, PASSWORD);
      const check = (license, expect) =>
        measure(
          server.url,
          token,
          'POST',
          '/api/v1/sessions/status',
          { license, currentTime: Date.now(), locationId: data.lot.id },
          expect,
        );
      results.http = {
        valid: await check('RG00042', 'valid'),
        expired: await check('RG00043', 'expired'),
        notFound: await check('NOBODY9', 'not_found'),
        paidPlates: await measure(server.url, token, 'GET', `/api/v1/locations/service/${data.lot.id}`),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await backend.drop().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  results.loadAverage = os.loadavg().map((x) => round(x, 2));
  results.withinBudget = ['valid', 'expired', 'notFound'].every((k) => results.http[k].p99_ms < BUDGET_P99_MS);

  const all = fs.existsSync(RESULTS) ? JSON.parse(fs.readFileSync(RESULTS, 'utf8')) : {};
  all.enforcer = results;
  fs.writeFileSync(RESULTS, JSON.stringify(all, null, 2) + '\n');
  console.log(
    `\nEnforcer plate check on ${backend.name}, ${results.sessions.toLocaleString('en-US')} sessions (load ${os.loadavg()[0].toFixed(1)})`,
  );
  for (const [k, h] of Object.entries(results.http)) {
    console.log(`  ${k.padEnd(11)} p50 ${h.p50_ms} / p99 ${h.p99_ms} ms, ${h.rps} req/s, non-2xx ${h.non2xx}: ${h.answer}`);
  }
  console.log(`  budget p99 < ${BUDGET_P99_MS} ms: ${results.withinBudget ? 'met' : 'NOT met'}`);
  if (!results.withinBudget) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
