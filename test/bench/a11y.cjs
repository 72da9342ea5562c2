#!/usr/bin/env node
// `node test/bench/run.cjs a11y` (or `node test/bench/a11y.cjs`): axe-core on the production build.
//
// Starts dist/server/main.js on a fresh PGlite DATA_DIR with the demo data, opens in Chromium
// (playwright-core, /usr/bin/chromium) every public route of src/app/routeTable.ts as a visitor on a
// 390x844 phone, and the main signed-in page of each demo role at 1440x900, runs axe-core there and
// counts the violations by impact. Budget (issue 12, item 7): no serious or critical violation on
// any of them. Writes results.json key `a11y`, prints each violation (rule, impact, help, the first
// element) and rewrites test/bench/REPORT.md.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  CHROMIUM_ARGS,
  demoValetPhone,
  demoZone,
  ensureBuilt,
  fillPath,
  json,
  login,
  publicRoutes,
  saveResult,
  signInPage,
  startBenchServer,
} = require('./support.cjs');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PASSWORD = 'Parking#2026';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'];
/** What fails the budget. */
const BLOCKING = ['critical', 'serious'];

/** The main signed-in page of each demo role (`lot`: filled with a demo lot of the vendor). */
const ROLE_PAGES = [
  { role: 'customer', email: 'customer@demo.parking', path: '/dashboard' },
  { role: 'vendor', email: 'vendor@demo.parking', path: '/dashboard' },
  { role: 'vendor', email: 'vendor@demo.parking', path: '/revenue/lot/:lotId' },
  { role: 'admin (odogwu)', email: 'admin@demo.parking', path: '/management' },
  { role: 'enforcer', email: 'enforcer@demo.parking', path: '/service/locations' },
  { role: 'valet', email: 'valet@demo.parking', path: '/valet' },
  { role: 'superadmin', email: 'superadmin@demo.parking', path: '/superadmin' },
];

/** A demo lot of the vendor (a location of theirs that is not archived), for /revenue/lot/{id}. */
async function vendorLot(url) {
  const token = await login(url, 'vendor@demo.parking', PASSWORD);
  const own = (await json(`${url}/api/v1/locations/me`, { token })).data.locations.find((l) => !l.archieved);
  if (!own) throw new Error('the demo vendor has no active location');
  return own._id;
}

/** What the page shows once it is there: its first heading, then a quiet network and a moment for antd's motion. */
async function settle(page, ready) {
  await (ready ? ready(page) : page.locator('h1').first().waitFor());
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(800);
}

/** Runs axe-core in the page (its source evaluated through the DevTools protocol: the page's CSP stays as served). */
async function runAxe(page) {
  const source = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  return page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.length,
      target: v.nodes[0] ? v.nodes[0].target.join(' ') : '',
      html: v.nodes[0] ? v.nodes[0].html.slice(0, 200) : '',
      summary: v.nodes[0] && v.nodes[0].failureSummary ? v.nodes[0].failureSummary.slice(0, 300) : '',
      // The next few elements, for fixing: selector and axe's reason.
      more: v.nodes.slice(1, 6).map((n) => ({ target: n.target.join(' '), summary: (n.failureSummary || '').slice(0, 300) })),
    }));
  });
}

function byImpact(violations) {
  const counts = Object.fromEntries(IMPACTS.map((i) => [i, 0]));
  for (const v of violations) counts[v.impact] = (counts[v.impact] || 0) + 1;
  return counts;
}

/** Opens `pagePath` in a fresh context (signed in as `as` when given) and answers axe's findings. */
async function audit(browser, url, { pagePath, route, viewport, as, role, ready }) {
  const phone = viewport.width < 600;
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, deviceScaleFactor: 1 });
  context.setDefaultTimeout(20000);
  const page = await context.newPage();
  // A live-update stream stays open for good, so the network would never fall idle: refuse it (the
  // page retries it later); it changes nothing that axe looks at.
  await page.route('**/api/v1/live/**', (r) => r.abort());
  const row = { route, path: pagePath, role: role || 'visitor', viewport: `${viewport.width}x${viewport.height}` };
  try {
    if (as) await signInPage(page, url, as, PASSWORD);
    await page.goto(`${url}${pagePath}`);
    await settle(page, ready);
    const violations = await runAxe(page);
    row.counts = byImpact(violations);
    row.withinBudget = BLOCKING.every((i) => row.counts[i] === 0);
    row.violations = violations;
  } catch (e) {
    row.error = String(e && e.message ? e.message : e).split('\n')[0];
    row.withinBudget = false;
  } finally {
    await context.close();
  }
  return row;
}

async function main() {
  ensureBuilt('a11y');
  const { chromium } = require('playwright-core');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-a11y-'));
  const server = await startBenchServer(dataDir, { env: { LOGIN_RATE_LIMIT: '100000000' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const pages = [];
  try {
    const url = server.url;
    const demo = await demoZone(url);
    const phone = (await demoValetPhone(url)) || '5550100';
    const lotId = await vendorLot(url);
    const readyFor = {
      // No geolocation permission: the visitor sees the city / ZIP search.
      '/locations': (page) => page.getByRole('heading', { name: 'Parking near you' }).waitFor(),
      '/locations/:locationId/zones/:zoneId': (page) => page.getByRole('button', { name: 'Continue to Payment' }).waitFor(),
    };
    for (const route of publicRoutes()) {
      const pagePath = fillPath(route, demo, phone);
      const row = await audit(browser, url, { pagePath, route, viewport: PHONE, ready: readyFor[route] });
      pages.push(row);
      log(row);
    }
    for (const p of ROLE_PAGES) {
      const pagePath = p.path.replace(':lotId', lotId);
      const row = await audit(browser, url, { pagePath, route: p.path, viewport: DESKTOP, as: p.email, role: p.role });
      pages.push(row);
      log(row);
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const totals = byImpact(pages.flatMap((p) => p.violations || []));
  const result = {
    date: new Date().toISOString(),
    axeVersion: require('axe-core/package.json').version,
    budget: 'no serious or critical violation on any page',
    pages,
    totals,
    withinBudget: pages.every((p) => p.withinBudget),
  };
  saveResult('a11y', result);
  console.log(
    `\naxe-core ${result.axeVersion}: ${pages.length} pages; critical ${totals.critical}, serious ${totals.serious}, moderate ${totals.moderate}, minor ${totals.minor}: ${result.withinBudget ? 'OK' : 'OVER'} (budget: no serious or critical)`,
  );
  return result;
}

function log(row) {
  const head = `${row.withinBudget ? 'OK  ' : 'OVER'} ${row.path.length > 70 ? row.path.slice(0, 70) + '…' : row.path} (${row.role}, ${row.viewport})`;
  if (row.error) {
    console.log(`${head}: not measured: ${row.error}`);
    return;
  }
  console.log(`${head}: ${IMPACTS.map((i) => `${i} ${row.counts[i]}`).join(', ')}`);
  for (const v of row.violations) {
    console.log(`     [${v.impact}] ${v.id}: ${v.help} (${v.nodes} element${v.nodes === 1 ? '' : 's'}; first: ${v.target})`);
  }
}

module.exports = { main };

require('./report.cjs').runAsScript(module, main);
