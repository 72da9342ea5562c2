#!/usr/bin/env node
// Live-update fan-out benchmark (issue 11 point 4); not part of `npm test`. Run it with
// `node test/bench/run.cjs live` (or `node test/bench/live.cjs`). Under a minute.
//
// The production server starts on a fresh PGlite DATA_DIR (demo seed), in-process bus (no Redis).
// For each size (LIVE_CLIENTS, default "500,2000"), that many clients open the enforcer's event
// stream of one demo location (GET /api/v1/live/locations/{id}/sessions, as the Paid License Plates
// table does), each on its own connection; once every stream said `ready`, one manual session is
// added there through the API (POST /api/v1/sessions/add, as the admin) and each client's delay
// from that request to its `session` event is taken.
// Budget: every one of 500 clients within 1 s (max); for 2,000 clients p50/p99/max are reported.
// Writes the numbers under the `live` key of test/bench/results.json (other keys are kept).
'use strict';
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { ensureServerBuilt, login, percentile, round, startBenchServer } = require('./support.cjs');

const RESULTS = path.join(__dirname, 'results.json');
const SIZES = (process.env.LIVE_CLIENTS || '500,2000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);
const BUDGET_MAX_MS_500 = 1000;
const PASSWORD = 'Parking#2026';
const OPEN_AT_ONCE = 100;

async function getJson(url, token) {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** One event-stream client on its own connection: resolves `ready` on `event: ready`, records when a session event came. */
function openClient(url, token, agent) {
  const client = { readyAt: 0, gotAt: 0, req: null };
  client.ready = new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.includes('event: ready')) {
            client.readyAt = performance.now();
            resolve();
          } else if (!client.gotAt && block.includes('"type":"session"')) {
            client.gotAt = performance.now();
            client.onEvent?.();
          }
        }
      });
    });
    req.on('error', reject);
    client.req = req;
  });
  return client;
}

async function fanOut(server, token, location, zone, size) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const url = `${server.url}/api/v1/live/locations/${location}/sessions`;
  const clients = [];
  const t0 = performance.now();
  for (let i = 0; i < size; i += OPEN_AT_ONCE) {
    const batch = [];
    for (let j = i; j < Math.min(size, i + OPEN_AT_ONCE); j++) batch.push(openClient(url, token, agent));
    await Promise.all(batch.map((c) => c.ready));
    clients.push(...batch);
  }
  const openMs = performance.now() - t0;
  let left = size;
  const all = new Promise((resolve) => {
    for (const c of clients) {
      c.onEvent = () => {
        left -= 1;
        if (left === 0) resolve();
      };
    }
  });
  const sent = performance.now();
  const res = await fetch(`${server.url}/api/v1/sessions/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      plateNumber: `LV${size}`,
      state: 'NY',
      zoneId: zone,
      locationId: location,
      startTime: new Date().toISOString(),
      totalCost: '5.00',
    }),
  });
  const answered = performance.now();
  if (res.status !== 201) throw new Error(`POST /sessions/add: ${res.status} ${await res.text()}`);
  await Promise.race([all, new Promise((r) => setTimeout(r, 30_000))]);
  for (const c of clients) c.req.destroy();
  agent.destroy();
  const delays = clients
    .filter((c) => c.gotAt)
    .map((c) => c.gotAt - sent)
    .sort((a, b) => a - b);
  return {
    clients: size,
    received: delays.length,
    openAllMs: round(openMs, 0),
    requestMs: round(answered - sent, 1),
    p50_ms: round(percentile(delays, 50), 1),
    p99_ms: round(percentile(delays, 99), 1),
    max_ms: round(delays[delays.length - 1], 1),
  };
}

async function main() {
  ensureServerBuilt('live');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-live-'));
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0] ? os.cpus()[0].model.trim() : 'unknown', node: process.version },
    backend: 'pglite, in-process bus',
    budgetMaxMs500: BUDGET_MAX_MS_500,
    runs: [],
  };
  const server = await startBenchServer(dataDir);
  try {
    // The admin (odogwu) may listen to any location and add a session anywhere.
    const token = await login(server.url, 'admin@demo.parking', PASSWORD);
    const listed = await getJson(`${server.url}/api/v1/locations/service`, token);
    const locations = (listed.data && listed.data.locations) || listed.locations || [];
    let location;
    let zone;
    for (const l of locations) {
      const zones = await getJson(`${server.url}/api/v1/locations/${l._id}/zones`);
      const list = (zones.data && zones.data.zones) || zones.zones || [];
      if (list.length > 0) {
        location = l._id;
        zone = list[0]._id;
        break;
      }
    }
    if (!location) throw new Error(`no demo location with a zone: ${JSON.stringify(listed).slice(0, 300)}`);
    for (const size of SIZES) {
      console.log(`live: ${size} event-stream clients...`);
      results.runs.push(await fanOut(server, token, location, zone, size));
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  results.loadAverage = os.loadavg().map((x) => round(x, 2));
  const r500 = results.runs.find((r) => r.clients === 500);
  results.withinBudget = r500 ? r500.received === 500 && r500.max_ms < BUDGET_MAX_MS_500 : null;

  const all = fs.existsSync(RESULTS) ? JSON.parse(fs.readFileSync(RESULTS, 'utf8')) : {};
  all.live = results;
  fs.writeFileSync(RESULTS, JSON.stringify(all, null, 2) + '\n');
  console.log(`\nLive updates, one change to N event streams (load ${os.loadavg()[0].toFixed(1)})`);
  for (const r of results.runs) {
    console.log(
      `  ${String(r.clients).padStart(5)} clients: ${r.received} got it; p50 ${r.p50_ms} / p99 ${r.p99_ms} / max ${r.max_ms} ms (opened in ${r.openAllMs} ms, the POST answered in ${r.requestMs} ms)`,
    );
  }
  if (r500) console.log(`  budget: all 500 within ${BUDGET_MAX_MS_500} ms: ${results.withinBudget ? 'met' : 'NOT met'}`);
  if (results.withinBudget === false) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
