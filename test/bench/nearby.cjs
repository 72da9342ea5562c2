#!/usr/bin/env node
// Nearby search benchmark (issue 3 "Performance"); not part of `npm test`. Run it with
// `node test/bench/nearby.cjs` (or `node test/bench/run.cjs nearby`). About two minutes.
//
//   1. builds the server bundle if src/server is newer than dist/server/main.js, then starts it once
//      on a fresh PGlite DATA_DIR (migrations + demo seed) and stops it;
//   2. opens that DATA_DIR directly, bulk-inserts 100,000 locations spread over the continental US
//      (around real ZIP centroids from the `zipcodes` gazetteer, so cities are dense as in life),
//      and times the server's own nearby query (findNearby of src/server/modules/locations/service.ts,
//      loaded from source through @swc/core) at ~500 random points: p50/p99 at the database,
//      budget p99 < 10 ms;
//   3. starts the server again on that DATA_DIR and runs autocannon against
//      GET /api/v1/locations/center/{lat},{lng} (the points cycling) and GET /api/v1/health in the
//      same run, and reports the throughput ratio.
// Writes the numbers under the `nearby` key of test/bench/results.json (other keys are kept).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ensureServerBuilt, percentile, registerTs, round, scratchDatabase, startBenchServer } = require('./support.cjs');
const autocannon = require('autocannon');
const zipcodes = require('zipcodes');

const ROOT = path.resolve(__dirname, '../..');
const RESULTS = path.join(__dirname, 'results.json');
const COUNT = Number(process.env.NEARBY_COUNT || 100_000);
const POINTS = Number(process.env.NEARBY_POINTS || 500);
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const BUDGET_P99_MS = 10;

// Continental US (lower 48).
const US = { minLat: 24.5, maxLat: 49.4, minLng: -124.8, maxLng: -66.9 };

/** Deterministic PRNG (mulberry32) so every run measures the same data and points. */
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

const startServer = (dataDir, databaseUrl) => startBenchServer(dataDir, { databaseUrl });

function continentalZips() {
  return Object.values(zipcodes.codes).filter(
    (z) => z.country === 'US' && z.latitude >= US.minLat && z.latitude <= US.maxLat && z.longitude >= US.minLng && z.longitude <= US.maxLng,
  );
}

/** A point `km` at most from (lat, lng), uniform over the disc. */
function jitter(rand, lat, lng, km) {
  const r = km * Math.sqrt(rand());
  const a = 2 * Math.PI * rand();
  const dLat = (r * Math.cos(a)) / 111.195;
  const dLng = (r * Math.sin(a)) / (111.195 * Math.cos((lat * Math.PI) / 180));
  return [Math.min(US.maxLat, Math.max(US.minLat, lat + dLat)), Math.min(US.maxLng, Math.max(US.minLng, lng + dLng))];
}

async function bulkInsert(exec, ownerId, rand, zips) {
  const BATCH = 5000;
  const t0 = Date.now();
  for (let start = 0; start < COUNT; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(COUNT, start + BATCH); i++) {
      // 85% around a ZIP centroid (within 8 km), 15% anywhere in the box (rural lots).
      let lat;
      let lng;
      if (rand() < 0.85) {
        const z = zips[Math.floor(rand() * zips.length)];
        [lat, lng] = jitter(rand, z.latitude, z.longitude, 8);
      } else {
        lat = US.minLat + rand() * (US.maxLat - US.minLat);
        lng = US.minLng + rand() * (US.maxLng - US.minLng);
      }
      // ~5% inactive, as in a real catalogue: the query must skip them.
      const archived = rand() < 0.05;
      rows.push(`('${ownerId}','Bench lot ${i}','${i} Bench St',${lat.toFixed(6)},${lng.toFixed(6)},${archived})`);
    }
    await exec(`insert into locations (user_id, name, address, latitude, longitude, archieved) values ${rows.join(',')}`);
  }
  await exec('analyze locations');
  return Date.now() - t0;
}

function summarize(r) {
  return {
    connections: r.connections,
    seconds: r.duration,
    requests: r.requests.total,
    rps: Math.round(r.requests.average * 10) / 10,
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/** Times the server's findNearby over the points: through the driver, and inside Postgres. */
async function measureQuery(db, explain, findNearby, points, driverLabel) {
  // Warm-up (plan cache, buffer cache), then the timed runs.
  for (const [lat, lng] of points.slice(0, 50)) await findNearby(db, { lat, lng });
  const ms = [];
  let found = 0;
  for (const [lat, lng] of points) {
    const t0 = process.hrtime.bigint();
    const rows = await findNearby(db, { lat, lng });
    ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
    found += rows.length;
  }
  ms.sort((a, b) => a - b);
  // The same queries as Postgres itself times them (planning + execution, no driver, no JS).
  const inside = [];
  for (const [lat, lng] of points) {
    await findNearby(db, { lat, lng });
    const plan = (await explain('explain (analyze, format json)'))[0]['QUERY PLAN'][0];
    inside.push(plan['Planning Time'] + plan['Execution Time']);
  }
  inside.sort((a, b) => a - b);
  const wide = [];
  for (const [lat, lng] of points.slice(0, 100)) {
    const t0 = process.hrtime.bigint();
    await findNearby(db, { lat, lng, radiusKm: 200, limit: 50 });
    wide.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  wide.sort((a, b) => a - b);
  await findNearby(db, { lat: points[0][0], lng: points[0][1] });
  const planText = (await explain('explain')).map((r) => r['QUERY PLAN']).join('\n');
  return {
    query: 'findNearby, radius 50 km, limit 20 (the endpoint defaults)',
    note: `p50/p99: a findNearby call through drizzle and ${driverLabel} (what the route waits for); insidePostgres: planning + execution as EXPLAIN ANALYZE reports it`,
    p50_ms: round(percentile(ms, 50)),
    p99_ms: round(percentile(ms, 99)),
    max_ms: round(ms[ms.length - 1]),
    insidePostgres: { p50_ms: round(percentile(inside, 50)), p99_ms: round(percentile(inside, 99)) },
    loadAverage: os.loadavg().map((n) => round(n, 2)),
    meanResults: round(found / points.length, 1),
    withinBudget: percentile(ms, 99) < BUDGET_P99_MS,
    usesLatLngIndex: planText.includes('locations_lat_lng_idx'),
    radius200Limit50: { p50_ms: round(percentile(wide, 50)), p99_ms: round(percentile(wide, 99)), runs: wide.length },
    plan: planText.split('\n'),
  };
}

/** autocannon on the endpoint (the points cycling) and on the bare health route, one server. */
async function measureHttp(server, points) {
  let i = 0;
  const nextPath = () => {
    const [lat, lng] = points[i++ % points.length];
    return `/api/v1/locations/center/${lat.toFixed(5)},${lng.toFixed(5)}`;
  };
  const probe = await fetch(`${server.url}${nextPath()}`);
  if (probe.status !== 200) throw new Error(`nearby probe answered ${probe.status}: ${await probe.text()}`);
  const nearby = await autocannon({
    url: server.url,
    connections: 50,
    duration: DURATION,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: nextPath() }) }],
  });
  const health = await autocannon({ url: `${server.url}/api/v1/health`, connections: 50, duration: DURATION });
  return { nearby: summarize(nearby), health: summarize(health), ratio: round(nearby.requests.average / health.requests.average, 3) };
}

function loadServerCode() {
  return {
    schema: require(path.join(ROOT, 'src/server/db/schema/index.ts')),
    findNearby: require(path.join(ROOT, 'src/server/modules/locations/service.ts')).findNearby,
  };
}

const logger = (captured) => ({ logQuery: (query, params) => (captured.current = { query, params }) });

async function runPglite(points, rand, zips) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-nearby-'));
  const out = {};
  try {
    // 1. Schema and demo data, made by the server itself.
    const first = await startServer(dataDir);
    await first.stop();
    // 2. Bulk data, then the query at the database (the server is stopped: PGlite has one owner).
    const { PGlite } = require('@electric-sql/pglite');
    const { drizzle } = require('drizzle-orm/pglite');
    const { schema, findNearby } = loadServerCode();
    const client = new PGlite(path.join(dataDir, 'pglite'));
    await client.waitReady;
    const owner = (await client.query("select id from users where role = 'vendor' order by created_at limit 1")).rows[0];
    if (!owner) throw new Error('the demo seed made no vendor');
    out.insertMs = await bulkInsert((sql) => client.exec(sql), owner.id, rand, zips);
    out.totalLocations = Number((await client.query('select count(*)::int as n from locations')).rows[0].n);
    const captured = { current: null };
    const db = drizzle(client, { schema, logger: logger(captured) });
    const explain = async (prefix) => (await client.query(`${prefix} ${captured.current.query}`, captured.current.params)).rows;
    out.database = await measureQuery(db, explain, findNearby, points, 'PGlite');
    await client.close();
    // 3. HTTP, same data.
    const server = await startServer(dataDir);
    try {
      out.http = await measureHttp(server, points);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}

async function runPostgres(adminUrl, points, rand, zips) {
  const { Pool } = require('pg');
  const scratch = scratchDatabase(adminUrl, `parking_nearby_${process.pid}`);
  await scratch.create();
  const url = new URL(scratch.url);
  const out = {};
  try {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-nearby-pg-'));
    const first = await startServer(dataDir, url.toString());
    await first.stop();
    const pool = new Pool({ connectionString: url.toString(), max: 4 });
    const { drizzle } = require('drizzle-orm/node-postgres');
    const { schema, findNearby } = loadServerCode();
    const owner = (await pool.query("select id from users where role = 'vendor' order by created_at limit 1")).rows[0];
    out.insertMs = await bulkInsert((sql) => pool.query(sql), owner.id, rand, zips);
    out.totalLocations = Number((await pool.query('select count(*)::int as n from locations')).rows[0].n);
    const captured = { current: null };
    const db = drizzle(pool, { schema, logger: logger(captured) });
    const explain = async (prefix) => (await pool.query(`${prefix} ${captured.current.query}`, captured.current.params)).rows;
    out.database = await measureQuery(db, explain, findNearby, points, 'node-postgres');
    await pool.end();
    const server = await startServer(dataDir, url.toString());
    try {
      out.http = await measureHttp(server, points);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    await scratch.drop();
  }
  return out;
}

async function main() {
  ensureServerBuilt('nearby');
  registerTs();
  const rand = rng(20261122);
  const zips = continentalZips();
  const points = Array.from({ length: POINTS }, () => {
    const z = zips[Math.floor(rand() * zips.length)];
    return jitter(rand, z.latitude, z.longitude, 5);
  });

  const results = { date: new Date().toISOString(), locations: COUNT, points: POINTS, budgetP99Ms: BUDGET_P99_MS };
  results.pglite = await runPglite(points, rand, zips);
  // With NEARBY_DATABASE_URL (a PostgreSQL server; a fresh database is made and dropped there) the
  // same measures run against it too: the database then works outside the server's event loop.
  if (process.env.NEARBY_DATABASE_URL) results.postgres = await runPostgres(process.env.NEARBY_DATABASE_URL, points, rng(20261122), zips);

  const all = fs.existsSync(RESULTS) ? JSON.parse(fs.readFileSync(RESULTS, 'utf8')) : {};
  all.nearby = results;
  fs.writeFileSync(RESULTS, JSON.stringify(all, null, 2) + '\n');

  console.log(
    `\nNearby search over ${results.pglite.totalLocations.toLocaleString('en-US')} locations (${os.cpus().length} x ${os.cpus()[0] ? os.cpus()[0].model.trim() : 'cpu'}, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)})`,
  );
  for (const kind of ['pglite', 'postgres']) {
    const r = results[kind];
    if (!r) continue;
    const d = r.database;
    const h = r.http;
    console.log(`\n  [${kind}]`);
    console.log(`  bulk insert                                 ${r.insertMs} ms`);
    console.log(
      `  query p50 / p99 (50 km, limit 20)           ${d.p50_ms} / ${d.p99_ms} ms  (budget p99 < ${BUDGET_P99_MS} ms: ${d.withinBudget ? 'OK' : 'OVER'}; ${d.meanResults} results on average; index used: ${d.usesLatLngIndex})`,
    );
    console.log(`  inside Postgres p50 / p99 (EXPLAIN ANALYZE) ${d.insidePostgres.p50_ms} / ${d.insidePostgres.p99_ms} ms`);
    console.log(`  query p50 / p99 (200 km, limit 50)          ${d.radius200Limit50.p50_ms} / ${d.radius200Limit50.p99_ms} ms`);
    console.log(
      `  GET /locations/center  ${h.nearby.rps} req/s, p50 ${h.nearby.p50_ms} ms, p99 ${h.nearby.p99_ms} ms (non-2xx ${h.nearby.non2xx}, errors ${h.nearby.errors})`,
    );
    console.log(`  GET /health            ${h.health.rps} req/s, p50 ${h.health.p50_ms} ms, p99 ${h.health.p99_ms} ms`);
    console.log(`  ratio nearby / health  ${h.ratio}`);
  }
  console.log(`\nwritten: ${path.relative(ROOT, RESULTS)} (key "nearby")`);
  const d = results.pglite.database;
  if (!d.withinBudget) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
