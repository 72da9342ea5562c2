#!/usr/bin/env node
// Load benchmark (issue 12, item 6); not part of `npm test`. Run it with
// `DATABASE_URL=postgres://... REDIS_URL=redis://... node test/bench/run.cjs load` (or
// `node test/bench/load.cjs`). About two minutes; BENCH_SECONDS shortens the measured run (default 60).
//
// Two instances of the production server (`node dist/server/main.js`) on one PostgreSQL database and
// one Redis, as behind a load balancer:
//   1. a scratch database `bench_load` is made beside the one DATABASE_URL names (no other database is
//      touched) and dropped at the end; the rate-limit counters go to their own Redis database
//      (LOAD_REDIS_DB, default 13, which must be empty; its rl:* keys are deleted at the end);
//   2. instance A starts first (migrations + demo seed); once it answers /health, instance B starts on
//      the same database and Redis without seeding. Both get the same JWT_SECRET, so a token signed by
//      one is good on the other; the rate limits are raised (LOGIN_RATE_LIMIT, of which booking-intent
//      is 20 times) since one address makes every request here;
//   3. set-up through the API: the demo vendor adds an hourly zone open around the clock (open = close)
//      to their first lot; the demo enforcer is given that lot to service (if not already);
//   4. the mixed profile runs against both instances at once, every route on each instance with its own
//      connections (closed loop: each connection sends its next request when the previous one is back):
//        nearby search   GET  /api/v1/locations/center/{lat},{lng}   points around the demo lots, cycling
//        zone read       GET  /api/v1/locations/{id}/zones/{zoneId}  every demo zone, cycling (the booking page)
//        lot revenue     POST /api/v1/billing/lot/revenue            the vendor's lot, this month, first page of 20
//        valet list      GET  /api/v1/valets                         the demo valet's day
//        enforcer check  POST /api/v1/sessions/status                the lot: plates parked there now, plates
//                        just booked here, unknown ones (each check also writes its plate_checks row)
//        booking         the demo payment flow of a signed-in driver, 3 calls: POST /billing/stripe-intent on
//                        one instance, POST /billing/demo/confirm on the other, POST /sessions on the first
//                        again (a booking crosses instances), a new plate each time; its own loop of workers,
//                        each call timed on its own;
//      first for LOAD_WARMUP_SECONDS (default 10: JIT, caches, pools, the heaps' working size), then for
//      BENCH_SECONDS (default 60), measured;
//   5. each server process's memory: VmRSS (and RssAnon) of /proc/<pid>/status, and the V8 heap read
//      through the process's inspector (the servers run with --inspect=127.0.0.1:0; nothing attaches
//      during the load): after the warm-up and a forced full GC, every 5 s during the run (RSS), right
//      after it, after 5 s idle, and after a forced full GC again.
// Pass: zero errors and zero non-2xx on every route (any is printed, the warm-up's too), and the memory
// flat: for both processes, RSS and V8 heap used after the final GC within LOAD_MEMORY_PCT (default 10) %
// of their values after the warm-up's GC. (Without the GC, RSS at the end is wherever V8's sawtooth
// stood: a collection due but not yet made is not a leak.)
// Writes the numbers under the `load` key of test/bench/results.json (other keys are kept).
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const { ensureServerBuilt, login, percentile, round, scratchDatabase, sleep, startBenchServer } = require('./support.cjs');

const ROOT = path.resolve(__dirname, '../..');
const RESULTS = path.join(__dirname, 'results.json');
const DURATION = Number(process.env.BENCH_SECONDS || 60);
const WARMUP = Number(process.env.LOAD_WARMUP_SECONDS || 10);
const IDLE_SECONDS = 5;
const SAMPLE_SECONDS = 5;
const MEMORY_PCT = Number(process.env.LOAD_MEMORY_PCT || 10);
const REDIS_DB = Number(process.env.LOAD_REDIS_DB || 13);
const SCALE = Number(process.env.LOAD_SCALE || 1);
const PASSWORD = 'Parking#2026';
const DEMO = {
  customer: 'customer@demo.parking',
  vendor: 'vendor@demo.parking',
  enforcer: 'enforcer@demo.parking',
  valet: 'valet@demo.parking',
};
// Raised for the bench: login (per account and 5x per address) and booking-intent (20x per address)
// derive from LOGIN_RATE_LIMIT; no other route of the profile is rate limited.
const RAISED_LIMITS = { LOGIN_RATE_LIMIT: '100000000' };

// Connections per instance for each autocannon route, and booking workers per instance (LOAD_SCALE multiplies them).
const ROUTES = [
  { key: 'nearby', label: 'nearby search', route: 'GET /api/v1/locations/center/{lat},{lng}', connections: 3 },
  { key: 'zone', label: 'zone read', route: 'GET /api/v1/locations/{id}/zones/{zoneId}', connections: 3 },
  { key: 'revenue', label: 'lot revenue', route: 'POST /api/v1/billing/lot/revenue', connections: 1 },
  { key: 'valets', label: 'valet list', route: 'GET /api/v1/valets', connections: 1 },
  { key: 'enforcer', label: 'enforcer check', route: 'POST /api/v1/sessions/status', connections: 2 },
];
const BOOKING_WORKERS = 2;
const BOOKING_STEPS = [
  { key: 'bookingIntent', label: 'booking 1/3: intent', route: 'POST /api/v1/billing/stripe-intent' },
  { key: 'bookingConfirm', label: 'booking 2/3: demo card', route: 'POST /api/v1/billing/demo/confirm' },
  { key: 'bookingSessions', label: 'booking 3/3: sessions', route: 'POST /api/v1/sessions' },
];
const connectionsOf = (n) => Math.max(1, Math.round(n * SCALE));
const MAX_FAILURES_KEPT = 10;

// ---------------------------------------------------------------------------------------------------
// Processes and memory

/** The pid of the server child of this process listening on `port` (its environment says PORT=port). */
function serverPid(port) {
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      if (fs.readFileSync(`/proc/${d}/environ`, 'utf8').split('\0').includes(`PORT=${port}`)) return Number(d);
    } catch {
      // gone, or not ours
    }
  }
  return null;
}

/** RSS, anonymous RSS (heap and native allocations, no mapped code) and the high-water mark, in MB. */
function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: round(kb('VmRSS') / 1024, 1), anonMb: round(kb('RssAnon') / 1024, 1), hwmMb: round(kb('VmHWM') / 1024, 1) };
}

/** The port of the process's inspector (started with --inspect=127.0.0.1:0): its listening socket other than `serverPort`. */
function inspectorPort(pid, serverPort) {
  const inodes = new Set();
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) inodes.add(m[1]);
    } catch {
      // closed meanwhile
    }
  }
  for (const line of fs.readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const f = line.trim().split(/\s+/);
    if (f.length < 10 || f[3] !== '0A' || !inodes.has(f[9])) continue;
    const port = parseInt(f[1].split(':')[1], 16);
    if (port !== Number(serverPort)) return port;
  }
  return null;
}

/**
 * The V8 heap of a server process through its inspector: process.memoryUsage() evaluated inside it,
 * after two full collections when `gc` (HeapProfiler.collectGarbage), so heapUsed is the live data.
 */
async function heapOf(port, gc) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const WebSocket = require('ws');
  const sock = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    sock.once('open', resolve);
    sock.once('error', reject);
  });
  let id = 0;
  const pending = new Map();
  sock.on('message', (data) => {
    const msg = JSON.parse(String(data));
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.error) p.reject(new Error(`${msg.error.message}`));
    else p.resolve(msg.result);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      pending.set(++id, { resolve, reject });
      sock.send(JSON.stringify({ id, method, params }));
    });
  try {
    if (gc) {
      await send('HeapProfiler.collectGarbage');
      await send('HeapProfiler.collectGarbage');
    }
    const r = await send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
    const u = JSON.parse(r.result.value);
    const mb = (n) => round(n / 1024 ** 2, 1);
    return { heapUsedMb: mb(u.heapUsed), heapTotalMb: mb(u.heapTotal), externalMb: mb(u.external) };
  } finally {
    sock.close();
  }
}

/** /proc's numbers and the V8 heap (after a forced full GC when `gc`), of one instance. */
async function snapshot(instance, gc) {
  const heap = instance.inspector ? await heapOf(instance.inspector, gc).catch((e) => ({ heapError: String(e) })) : {};
  return { ...memory(instance.pid), ...heap };
}

// ---------------------------------------------------------------------------------------------------
// API helpers

async function api(url, method, route, { token, body } = {}) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Deterministic PRNG (mulberry32): the same points every run. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** This month (1-12) and year in `timeZone`. */
function monthIn(timeZone) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(new Date());
  return { month: Number(parts.find((p) => p.type === 'month').value), year: Number(parts.find((p) => p.type === 'year').value) };
}

/** Sign-ins, the round-the-clock zone on the vendor's lot, the enforcer on that lot, and what the routes cycle over. */
async function setUp(url) {
  const tokens = {};
  for (const [role, email] of Object.entries(DEMO)) tokens[role] = await login(url, email, PASSWORD);

  const { data } = await api(url, 'GET', '/api/v1/locations');
  const zones = [];
  const points = [];
  const rand = rng(20261125);
  for (const loc of data.locations) {
    const [lng, lat] = loc.location_point.coordinates;
    // Points within about 10 km of each demo lot: the search finds it and its neighbours.
    for (let i = 0; i < 20; i++) points.push([lat + (rand() - 0.5) * 0.18, lng + (rand() - 0.5) * 0.24]);
    for (const z of (await api(url, 'GET', `/api/v1/locations/${loc._id}/zones`)).data.zones) zones.push([loc._id, z._id]);
  }
  if (zones.length === 0) throw new Error('the demo seed made no zones');

  const own = (await api(url, 'GET', '/api/v1/locations/me', { token: tokens.vendor })).data.locations.find((l) => !l.archieved);
  if (!own) throw new Error('the demo vendor has no active location');
  const zone = (
    await api(url, 'POST', '/api/v1/zones', {
      token: tokens.vendor,
      body: { locationId: own._id, zoneNumber: 'LOAD24', price: 5, isHourly: true, openTime: '00:00', closeTime: '00:00' },
    })
  ).data.zone;

  const enforcers = await api(url, 'GET', '/api/v1/users/enforcement/me', { token: tokens.vendor });
  const enforcer = (enforcers.users || enforcers.data.users).find((u) => u.email === DEMO.enforcer);
  if (!enforcer) throw new Error('the demo vendor has no enforcer@demo.parking');
  if (!enforcer.locationIds.includes(own._id)) {
    await api(url, 'PUT', `/api/v1/users/enforcement/${enforcer._id}/locations`, {
      token: tokens.vendor,
      body: { locationIds: [...enforcer.locationIds, own._id] },
    });
  }
  // What a search finds (the mean over some points), to show the route does its work.
  let found = 0;
  const probe = points.filter((_, k) => k % 6 === 0);
  for (const [lat, lng] of probe) {
    found += (await api(url, 'GET', `/api/v1/locations/center/${lat.toFixed(5)},${lng.toFixed(5)}`)).data.data.length;
  }
  const nearbyMeanResults = round(found / probe.length, 1);
  // The plates with a right to park at the lot now (the enforcer's Paid License Plates): Valid answers.
  const paid = await api(url, 'GET', `/api/v1/locations/service/${own._id}`, { token: tokens.enforcer });
  const paidPlates = [...new Set((paid.sessions || paid.data.sessions).map((x) => x.plateNumber))];
  return {
    tokens,
    points,
    zones,
    paidPlates,
    nearbyMeanResults,
    lot: { id: own._id, name: own.name, timeZone: own.timeZone, ...monthIn(own.timeZone) },
    zoneId: zone._id,
  };
}

// ---------------------------------------------------------------------------------------------------
// The profile

function newStats() {
  const out = {};
  for (const r of ROUTES) out[r.key] = { failures: [], answers: {} };
  for (const s of BOOKING_STEPS) out[s.key] = { failures: [], ms: [], errors: 0, non2xx: 0, statusCodes: {}, perInstance: {} };
  out.bookingsCompleted = 0;
  return out;
}

function keepFailure(list, failure) {
  if (list.length < MAX_FAILURES_KEPT) list.push(failure);
}

/** autocannon's options for one route on one instance (each request picks its own path / body). */
function cannonOptions(key, instance, ctx, stats, seconds) {
  const auth = (token) => ({ authorization: `Bearer ${token}` });
  const json = { 'content-type': 'application/json' };
  let i = 0;
  const fail = (status, body) => {
    if (status < 200 || status >= 300)
      keepFailure(stats[key].failures, { instance: instance.name, status, body: String(body).slice(0, 300) });
  };
  const common = { url: instance.url, connections: connectionsOf(ROUTES.find((r) => r.key === key).connections), duration: seconds };
  const one = (setupRequest, onResponse = fail) => ({ ...common, skipAggregateResult: true, requests: [{ setupRequest, onResponse }] });
  // The enforcer's answers by decision (valid, expired, not_found...), to show what the checks exercised.
  const decision = (status, body) => {
    fail(status, body);
    let answer = `HTTP ${status}`;
    try {
      answer = JSON.parse(body).status;
    } catch {
      // not JSON: counted by its status code
    }
    stats[key].answers[answer] = (stats[key].answers[answer] || 0) + 1;
  };
  switch (key) {
    case 'nearby':
      return one((req) => {
        const [lat, lng] = ctx.points[i++ % ctx.points.length];
        return { ...req, method: 'GET', path: `/api/v1/locations/center/${lat.toFixed(5)},${lng.toFixed(5)}` };
      });
    case 'zone':
      return one((req) => {
        const [loc, zone] = ctx.zones[i++ % ctx.zones.length];
        return { ...req, method: 'GET', path: `/api/v1/locations/${loc}/zones/${zone}` };
      });
    case 'revenue':
      return one((req) => ({
        ...req,
        method: 'POST',
        path: '/api/v1/billing/lot/revenue',
        headers: { ...json, ...auth(ctx.tokens.vendor) },
        body: JSON.stringify({
          lotId: ctx.lot.id,
          month: ctx.lot.month,
          year: ctx.lot.year,
          page: 1,
          pageSize: 20,
          sortBy: 'startTime',
          sortOrder: 'descend',
        }),
      }));
    case 'valets':
      return one((req) => ({ ...req, method: 'GET', path: '/api/v1/valets', headers: auth(ctx.tokens.valet) }));
    case 'enforcer':
      return one((req) => {
        // In turn: a plate parked at the lot now (Valid), two booked by the booking loop here (their
        // time starts 10 minutes after the payment), an unknown one.
        const n = i++;
        const pick = (list) => (list.length ? list[Math.floor(n / 4) % list.length] : null);
        const license = [pick(ctx.paidPlates), pick(ctx.bookedPlates), pick(ctx.bookedPlates), null][n % 4] ?? `ZZ${n % 1000}`;
        return {
          ...req,
          method: 'POST',
          path: '/api/v1/sessions/status',
          headers: { ...json, ...auth(ctx.tokens.enforcer) },
          body: JSON.stringify({ license, currentTime: Date.now(), locationId: ctx.lot.id }),
        };
      }, decision);
    default:
      throw new Error(key);
  }
}

function runCannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** One call of the booking flow, timed; its parsed answer, or null on an error or a non-2xx. */
async function timedCall(stat, instance, route, body, token) {
  const t0 = process.hrtime.bigint();
  try {
    const res = await fetch(`${instance.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    stat.ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
    stat.perInstance[instance.name] = (stat.perInstance[instance.name] || 0) + 1;
    stat.statusCodes[res.status] = (stat.statusCodes[res.status] || 0) + 1;
    if (!res.ok) {
      stat.non2xx += 1;
      keepFailure(stat.failures, { instance: instance.name, status: res.status, body: text.slice(0, 300) });
      return null;
    }
    return JSON.parse(text);
  } catch (err) {
    stat.errors += 1;
    keepFailure(stat.failures, { instance: instance.name, error: String(err && err.cause ? err.cause : err) });
    return null;
  }
}

/** Booking workers until the deadline: intent on the worker's instance, the card on the other, sessions on the first. */
async function bookingLoop(instances, ctx, stats, seconds) {
  const deadline = Date.now() + seconds * 1000;
  const [intent, confirm, sessions] = BOOKING_STEPS.map((s) => stats[s.key]);
  const worker = async (home, other) => {
    while (Date.now() < deadline) {
      const plate = `LD${(ctx.plateCounter++).toString(36).toUpperCase().padStart(6, '0')}`;
      const opened = await timedCall(
        intent,
        home,
        '/api/v1/billing/stripe-intent',
        { hours: 1 + (ctx.plateCounter % 3), zoneId: ctx.zoneId, vehicles: [{ plate, state: 'TX' }] },
        ctx.tokens.customer,
      );
      if (!opened) continue;
      const { paymentIntentId, clientSecret } = opened;
      const paid = await timedCall(confirm, other, '/api/v1/billing/demo/confirm', {
        paymentIntentId,
        clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      });
      if (!paid) continue;
      const booked = await timedCall(sessions, home, '/api/v1/sessions', { paymentIntentId }, ctx.tokens.customer);
      if (!booked) continue;
      stats.bookingsCompleted += 1;
      if (ctx.bookedPlates.length < 200) ctx.bookedPlates.push(plate);
    }
  };
  const workers = [];
  for (let w = 0; w < connectionsOf(BOOKING_WORKERS); w++) {
    workers.push(worker(instances[0], instances[1]), worker(instances[1], instances[0]));
  }
  await Promise.all(workers);
}

function summarizeCannon(perInstance, url) {
  const results = Object.values(perInstance);
  const agg = autocannon.aggregateResult(results, { url });
  const seconds = Math.max(...results.map((r) => r.duration));
  const statusCodes = {};
  for (const [code, s] of Object.entries(agg.statusCodeStats)) statusCodes[code] = s.count;
  const instances = {};
  for (const [name, r] of Object.entries(perInstance)) {
    const one = autocannon.aggregateResult([r], { url });
    instances[name] = { requests: one.requests.total, p50_ms: one.latency.p50, p99_ms: one.latency.p99 };
  }
  return {
    requests: agg.requests.total,
    rps: round(agg.requests.total / seconds, 1),
    p50_ms: agg.latency.p50,
    p99_ms: agg.latency.p99,
    max_ms: agg.latency.max,
    errors: agg.errors,
    timeouts: agg.timeouts,
    non2xx: agg.non2xx,
    statusCodes,
    instances,
  };
}

function summarizeSteps(stat, seconds) {
  const ms = [...stat.ms].sort((a, b) => a - b);
  return {
    requests: ms.length,
    rps: round(ms.length / seconds, 1),
    p50_ms: ms.length ? round(percentile(ms, 50), 1) : null,
    p99_ms: ms.length ? round(percentile(ms, 99), 1) : null,
    max_ms: ms.length ? round(ms[ms.length - 1], 1) : null,
    errors: stat.errors,
    timeouts: 0,
    non2xx: stat.non2xx,
    statusCodes: stat.statusCodes,
    instances: stat.perInstance,
  };
}

/** Every route on both instances at once for `seconds`; per route: the numbers and the failures seen. */
async function runProfile(instances, ctx, seconds) {
  const stats = newStats();
  const t0 = Date.now();
  const cannons = [];
  for (const r of ROUTES) {
    for (const inst of instances) {
      cannons.push(runCannon(cannonOptions(r.key, inst, ctx, stats, seconds)).then((res) => ({ key: r.key, name: inst.name, res })));
    }
  }
  const [done] = await Promise.all([Promise.all(cannons), bookingLoop(instances, ctx, stats, seconds)]);
  const elapsed = (Date.now() - t0) / 1000;
  const routes = {};
  for (const r of ROUTES) {
    const perInstance = Object.fromEntries(done.filter((d) => d.key === r.key).map((d) => [d.name, d.res]));
    routes[r.key] = {
      label: r.label,
      route: r.route,
      connections: connectionsOf(r.connections) * instances.length,
      ...summarizeCannon(perInstance, instances[0].url),
      ...(Object.keys(stats[r.key].answers).length ? { answers: stats[r.key].answers } : {}),
      failures: stats[r.key].failures,
    };
  }
  for (const s of BOOKING_STEPS) {
    routes[s.key] = {
      label: s.label,
      route: s.route,
      connections: connectionsOf(BOOKING_WORKERS) * instances.length,
      ...summarizeSteps(stats[s.key], elapsed),
      failures: stats[s.key].failures,
    };
  }
  return { seconds: round(elapsed, 1), routes, bookingsCompleted: stats.bookingsCompleted };
}

// ---------------------------------------------------------------------------------------------------
// Redis: the rate-limit counters in a database of their own

async function redisScratch(baseUrl) {
  const { Redis } = require('ioredis');
  const url = new URL(baseUrl);
  url.pathname = `/${REDIS_DB}`;
  const client = new Redis(url.toString(), { lazyConnect: true, maxRetriesPerRequest: 2 });
  await client.connect();
  const keys = await client.dbsize();
  if (keys > 0) {
    await client.quit();
    throw new Error(
      `Redis database ${REDIS_DB} holds ${keys} keys: set LOAD_REDIS_DB to an empty one (the bench deletes its rl:* keys there)`,
    );
  }
  return {
    url: url.toString(),
    async cleanUp() {
      let cursor = '0';
      let deleted = 0;
      do {
        const [next, found] = await client.scan(cursor, 'MATCH', 'rl:*', 'COUNT', 1000);
        cursor = next;
        if (found.length) deleted += await client.del(...found);
      } while (cursor !== '0');
      await client.quit();
      return deleted;
    },
  };
}

// ---------------------------------------------------------------------------------------------------

const fmt = (n) => (n === null || n === undefined ? '-' : String(n));

function printTable(results) {
  const rows = [['route', 'calls', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'non-2xx', 'A / B']];
  for (const r of Object.values(results.routes)) {
    const split = Object.entries(r.instances)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, v]) => (typeof v === 'number' ? v : v.requests))
      .join(' / ');
    rows.push([r.label, fmt(r.requests), fmt(r.rps), fmt(r.p50_ms), fmt(r.p99_ms), fmt(r.max_ms), fmt(r.errors), fmt(r.non2xx), split]);
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  for (const row of rows)
    console.log('  ' + row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
  console.log('');
  const sign = (g) => (g ? `${g.mb >= 0 ? '+' : ''}${g.mb} MB (${g.pct >= 0 ? '+' : ''}${g.pct} %)` : 'n/a');
  for (const [name, m] of Object.entries(results.memory)) {
    console.log(
      `  instance ${name} (pid ${m.pid}): RSS ${m.before.rssMb} MB after the warm-up (GC), ${m.after.rssMb} after the load, ${m.afterIdle.rssMb} after ${IDLE_SECONDS} s idle,` +
        ` ${m.afterGc.rssMb} after a GC: ${sign(m.rssGrowth)}; V8 heap used ${m.before.heapUsedMb} MB -> ${m.after.heapUsedMb} (end of load) -> ${m.afterGc.heapUsedMb} after a GC: ${sign(m.heapGrowth)}; ${m.flat ? 'flat' : 'NOT flat'}`,
    );
    console.log(`    RSS every ${SAMPLE_SECONDS} s during the run: ${m.samples.map((x) => x.rssMb).join(', ')} MB`);
  }
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!adminUrl || !redisUrl) {
    console.error('load: needs DATABASE_URL (a PostgreSQL server; a database bench_load is made there and dropped) and REDIS_URL');
    process.exit(2);
  }
  ensureServerBuilt('load');
  const started = new Date().toISOString();
  const loadAtStart = os.loadavg().map((x) => round(x, 2));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-load-'));
  const results = {
    date: started,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0] ? os.cpus()[0].model.trim() : 'unknown',
      memoryGb: round(os.totalmem() / 1024 ** 3, 1),
      os: `${os.type()} ${os.release()}`,
      node: process.version,
    },
    backend: 'postgres + redis, two server instances',
    seconds: DURATION,
    warmupSeconds: WARMUP,
    raisedRateLimits: {
      ...RAISED_LIMITS,
      note: 'login (per account, 5x per address) and booking-intent (20x per address) derive from LOGIN_RATE_LIMIT; no other route of the profile is limited',
    },
    profile: {
      connectionsPerInstance: Object.fromEntries(ROUTES.map((r) => [r.key, connectionsOf(r.connections)])),
      bookingWorkersPerInstance: connectionsOf(BOOKING_WORKERS),
    },
    memoryBudgetPct: MEMORY_PCT,
  };
  const db = scratchDatabase(adminUrl, 'bench_load');
  const servers = [];
  let redis = null;
  let dbCreating = false;
  let cleaned = false;
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    await Promise.all(servers.map((s) => s.stop().catch(() => {})));
    if (dbCreating) {
      await Promise.race([db.drop(), sleep(15_000).then(() => Promise.reject(new Error('no answer in 15 s')))]).catch((e) =>
        console.error(`load: dropping bench_load failed: ${e.message}`),
      );
    }
    if (redis) {
      results.redisKeysDeleted = await redis.cleanUp().catch((e) => console.error(`load: cleaning Redis failed: ${e.message}`));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`load: ${signal}, stopping the servers and dropping bench_load...`);
      cleanUp().finally(() => process.exit(130));
    });
  }

  try {
    redis = await redisScratch(redisUrl);
    dbCreating = true;
    await db.create();
    const env = {
      REDIS_URL: redis.url,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      // The inspector on a free loopback port, to read the V8 heap after a forced GC (nothing attaches during the load).
      NODE_OPTIONS: `${process.env.NODE_OPTIONS || ''} --inspect=127.0.0.1:0`.trim(),
      ...RAISED_LIMITS,
    };
    console.log('load: starting instance A (migrations + demo seed)...');
    const a = await startBenchServer(dataDir, { databaseUrl: db.url, env: { ...env, SEED_DEMO: '1' } });
    servers.push(a);
    console.log(`load: A healthy after ${Math.round(a.ms)} ms; starting instance B on the same database and Redis...`);
    const b = await startBenchServer(dataDir, { databaseUrl: db.url, env: { ...env, SEED_DEMO: '0' } });
    servers.push(b);
    const instances = [a, b].map((s, i) => {
      const name = 'AB'[i];
      const pid = serverPid(new URL(s.url).port);
      if (!pid) throw new Error(`no process found for instance ${name} (${s.url})`);
      return { name, url: s.url, pid, inspector: inspectorPort(pid, new URL(s.url).port) };
    });
    results.startMs = { A: Math.round(a.ms), B: Math.round(b.ms) };

    const ctx = { ...(await setUp(a.url)), bookedPlates: [], plateCounter: 0 };
    results.lot = ctx.lot;
    results.zones = ctx.zones.length;
    results.points = ctx.points.length;
    results.paidPlatesAtLot = ctx.paidPlates.length;
    results.nearbyMeanResults = ctx.nearbyMeanResults;

    console.log(`load: warm-up, ${WARMUP} s of the profile...`);
    const warm = await runProfile(instances, ctx, WARMUP);
    results.warmup = {
      seconds: warm.seconds,
      bookingsCompleted: warm.bookingsCompleted,
      errors: Object.values(warm.routes).reduce((s, r) => s + r.errors + r.non2xx, 0),
      failures: Object.fromEntries(
        Object.entries(warm.routes)
          .filter(([, r]) => r.failures.length)
          .map(([k, r]) => [k, r.failures]),
      ),
    };
    await sleep(1000);
    const before = {};
    for (const i of instances) before[i.name] = await snapshot(i, true);

    console.log(`load: ${DURATION} s of the mixed profile against A and B...`);
    const samples = Object.fromEntries(instances.map((i) => [i.name, []]));
    const sampler = setInterval(() => {
      for (const i of instances) {
        try {
          samples[i.name].push({ t: (samples[i.name].length + 1) * SAMPLE_SECONDS, ...memory(i.pid) });
        } catch (err) {
          samples[i.name].push({ t: (samples[i.name].length + 1) * SAMPLE_SECONDS, error: String(err) });
        }
      }
    }, SAMPLE_SECONDS * 1000);
    let run;
    try {
      run = await runProfile(instances, ctx, DURATION);
    } finally {
      clearInterval(sampler);
    }
    const after = {};
    for (const i of instances) after[i.name] = await snapshot(i, false);
    await sleep(IDLE_SECONDS * 1000);
    const afterIdle = {};
    for (const i of instances) afterIdle[i.name] = memory(i.pid);
    const afterGc = {};
    for (const i of instances) afterGc[i.name] = await snapshot(i, true);

    results.measuredSeconds = run.seconds;
    results.bookingsCompleted = run.bookingsCompleted;
    results.routes = run.routes;
    results.memory = {};
    for (const i of instances) {
      const grow = (from, to) => ({ mb: round(to - from, 1), pct: round((100 * (to - from)) / from, 1) });
      const rss = grow(before[i.name].rssMb, afterGc[i.name].rssMb);
      const heap =
        before[i.name].heapUsedMb && afterGc[i.name].heapUsedMb ? grow(before[i.name].heapUsedMb, afterGc[i.name].heapUsedMb) : null;
      results.memory[i.name] = {
        pid: i.pid,
        before: before[i.name],
        after: after[i.name],
        afterIdle: afterIdle[i.name],
        afterGc: afterGc[i.name],
        rssGrowth: rss,
        heapGrowth: heap,
        flat: rss.pct <= MEMORY_PCT && (heap === null || heap.pct <= MEMORY_PCT),
        samples: samples[i.name],
      };
    }
  } finally {
    results.loadAverage = os.loadavg().map((x) => round(x, 2));
    await cleanUp();
  }
  results.loadAverageAtStart = loadAtStart;
  const routes = Object.values(results.routes);
  results.totalRequests = routes.reduce((s, r) => s + r.requests, 0);
  results.zeroErrors = routes.every((r) => r.errors === 0 && r.non2xx === 0) && results.warmup.errors === 0;
  results.memoryFlat = Object.values(results.memory).every((m) => m.flat);
  results.ok = results.zeroErrors && results.memoryFlat;

  // Read fresh right before writing: other benches write other keys.
  const all = fs.existsSync(RESULTS) ? JSON.parse(fs.readFileSync(RESULTS, 'utf8')) : {};
  all.load = results;
  fs.writeFileSync(RESULTS, JSON.stringify(all, null, 2) + '\n');

  const m = results.machine;
  console.log(
    `\nLoad: ${results.measuredSeconds} s, mixed profile, two instances on one PostgreSQL + Redis` +
      ` (${m.cpus} x ${m.cpuModel}, Node ${m.node}; load average ${results.loadAverage.join(' ')} at the end, ${loadAtStart.join(' ')} at the start)`,
  );
  console.log(`  ${results.totalRequests.toLocaleString('en-US')} requests, ${results.bookingsCompleted} bookings completed\n`);
  printTable(results);
  console.log(`  enforcer check answers: ${JSON.stringify(results.routes.enforcer.answers)}`);
  for (const r of routes) {
    for (const f of r.failures) console.log(`  FAILED ${r.label} on ${f.instance}: ${f.status ?? ''} ${f.body ?? f.error}`);
  }
  for (const [k, list] of Object.entries(results.warmup.failures)) {
    for (const f of list) console.log(`  FAILED (warm-up) ${k} on ${f.instance}: ${f.status ?? ''} ${f.body ?? f.error}`);
  }
  console.log(
    `\n  zero errors and non-2xx: ${results.zeroErrors ? 'yes' : 'NO'}; memory flat (within ${MEMORY_PCT} %): ${results.memoryFlat ? 'yes' : 'NO'}`,
  );
  console.log(`written: ${path.relative(ROOT, RESULTS)} (key "load")`);
  if (!results.ok) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
