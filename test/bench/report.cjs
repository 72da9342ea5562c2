#!/usr/bin/env node
// Writes test/bench/REPORT.md from test/bench/results.json: every figure beside its budget (OK or
// OVER; "-" where the issue sets none), one section per bench that has results there. Run by
// `npm run bench` and by the a11y and lighthouse runs at their end; `node test/bench/report.cjs`
// rewrites it alone.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const RESULTS = path.join(__dirname, 'results.json');
const REPORT = path.join(__dirname, 'REPORT.md');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (n) => (n === null || n === undefined ? '-' : `${Math.round(n * 10) / 10} ms`);
const day = (iso) => (iso ? String(iso).slice(0, 10) : 'unknown date');
const verdict = (ok) => (ok === null || ok === undefined ? '-' : ok ? 'OK' : '**OVER**');
const cell = (s) => String(s).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const load = (l) => (Array.isArray(l) ? l.map((x) => Math.round(x * 100) / 100).join(' / ') : l);

/** A markdown table of [measure, result, budget, verdict] rows. */
function table(rows) {
  return [
    '| measure | result | budget | verdict |',
    '| --- | --- | --- | --- |',
    ...rows.map(([m, r, b, v]) => `| ${cell(m)} | ${cell(r)} | ${cell(b ?? '-')} | ${v ?? '-'} |`),
  ].join('\n');
}

function serverSection(r) {
  if (r.coldStartMs === undefined && !r.bundle) return null;
  const out = [`## Server, bundle and public pages (\`npm run bench\`, ${day(r.machine && r.machine.date)})`, ''];
  const rows = [];
  if (r.firstStartMs !== undefined)
    rows.push([
      'first start on a machine, fresh PGlite DATA_DIR (initdb + migrations + seed) to first healthy answer',
      `${r.firstStartMs} ms`,
    ]);
  if (r.coldStartMs !== undefined)
    rows.push([
      "cold start, fresh PGlite DATA_DIR (the machine's migrated template + seed) to first healthy answer",
      `${r.coldStartMs} ms`,
    ]);
  if (r.restartMs !== undefined) rows.push(['restart on the same DATA_DIR to first healthy answer', `${r.restartMs} ms`]);
  if (r.login) {
    rows.push([`login p50 / p99 (${r.login.connections} connections)`, `${r.login.p50_ms} / ${r.login.p99_ms} ms`]);
    rows.push([
      'login errors and non-2xx',
      `${r.login.errors} / ${r.login.non2xx}`,
      '0',
      verdict(r.login.errors === 0 && r.login.non2xx === 0),
    ]);
  }
  if (r.health)
    rows.push([
      `health p50 / p99 (${r.health.connections} connections)`,
      `${r.health.p50_ms} / ${r.health.p99_ms} ms, ${r.health.rps} req/s`,
    ]);
  const b = r.bundle;
  if (b && b.initialGzipBytes !== undefined) {
    rows.push(['initial JS+CSS of index.html, gzipped', kb(b.initialGzipBytes), kb(b.budgetBytes), verdict(b.withinBudget)]);
  }
  const d = b && b.driverPages;
  if (d && d.pages) {
    for (const p of d.pages) {
      rows.push([
        `public page ${p.route || p.path}: all JS+CSS for a visitor, gzipped`,
        kb(p.gzipBytes),
        kb(d.budgetBytes),
        verdict(p.withinBudget),
      ]);
    }
    const pay = d.paymentStep;
    const seen = [
      ...d.pages.flatMap((p) => [...(p.providerRequests || []), ...(p.providerChunks || [])]),
      ...(pay ? [...(pay.providerRequests || []), ...(pay.providerChunks || [])] : []),
    ];
    rows.push([
      'Stripe.js / PayPal requested without those providers (public pages, payment step)',
      seen.length ? seen.join('; ') : 'none',
      'none',
      verdict(seen.length === 0),
    ]);
  } else if (d && d.error) {
    rows.push(['public pages', `not measured: ${d.error.split('\n')[0]}`, kb(170 * 1024), verdict(false)]);
  }
  out.push(table(rows));
  return out.join('\n');
}

function loadSection(l) {
  if (!l) return null;
  const out = [`## Load (\`node test/bench/run.cjs load\`, ${day(l.date)})`, ''];
  const parts = [];
  if (l.backend) parts.push(l.backend);
  if (l.measuredSeconds || l.seconds) parts.push(`${l.measuredSeconds || l.seconds} s measured`);
  if (l.totalRequests !== undefined) parts.push(`${l.totalRequests.toLocaleString('en-US')} requests`);
  if (l.bookingsCompleted !== undefined) parts.push(`${l.bookingsCompleted} bookings completed`);
  if (l.loadAverage) parts.push(`load average ${load(l.loadAverage)} at the end`);
  if (parts.length) out.push(parts.join('; ') + '.', '');
  const rows = [];
  const p99Budget = l.p99BudgetMs ?? (l.budgets && l.budgets.p99Ms);
  for (const [key, r] of Object.entries(l.routes || {})) {
    const name = `${r.label || key}${r.route ? ` (${r.route})` : ''}`;
    const budget = typeof p99Budget === 'object' && p99Budget ? p99Budget[key] : p99Budget;
    rows.push([
      `${name}: p50 / p99`,
      `${ms(r.p50_ms)} / ${ms(r.p99_ms)}${r.rps !== undefined ? `, ${r.rps} req/s` : ''}`,
      budget ? `p99 ${budget} ms` : '-',
      budget ? verdict(r.p99_ms <= budget) : '-',
    ]);
    const errors = (r.errors || 0) + (r.timeouts || 0);
    rows.push([`${name}: errors / non-2xx`, `${errors} / ${r.non2xx || 0}`, '0', verdict(errors === 0 && !r.non2xx)]);
  }
  if (l.warmup && l.warmup.errors !== undefined)
    rows.push(['warm-up errors', String(l.warmup.errors), '0', verdict(l.warmup.errors === 0)]);
  for (const [name, m] of Object.entries(l.memory || {})) {
    const pct = l.memoryBudgetPct;
    const rss = (x) => (x && x.rssMb !== undefined ? x.rssMb : '?');
    const rssPct = m.rssGrowth ? m.rssGrowth.pct : m.growthPct;
    const growth = [
      rssPct !== undefined ? `RSS ${rssPct >= 0 ? '+' : ''}${rssPct} %` : null,
      m.heapGrowth ? `heap ${m.heapGrowth.pct >= 0 ? '+' : ''}${m.heapGrowth.pct} %` : null,
    ].filter(Boolean);
    rows.push([
      `instance ${name}: RSS after the warm-up / after the load / after idle${m.afterGc ? ' / after a GC' : ''}`,
      `${rss(m.before)} / ${rss(m.after)} / ${rss(m.afterIdle)}${m.afterGc ? ` / ${rss(m.afterGc)}` : ''} MB${growth.length ? ` (${growth.join(', ')})` : ''}`,
      pct !== undefined ? `growth within ${pct} %` : '-',
      verdict(m.flat),
    ]);
  }
  out.push(table(rows));
  return out.join('\n');
}

function a11ySection(a) {
  if (!a) return null;
  const out = [
    `## Accessibility: axe-core ${a.axeVersion} (\`node test/bench/run.cjs a11y\`, ${day(a.date)})`,
    '',
    'Production build, demo data, Chromium through playwright-core: every public route at 390x844 as a visitor, the main signed-in page of each role at 1440x900. Budget: no serious or critical violation.',
    '',
    '| page | who, viewport | critical | serious | moderate | minor | verdict |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const p of a.pages) {
    const c = p.counts || {};
    const name = p.route && p.route !== p.path ? `${p.route}` : p.path;
    if (p.error) {
      out.push(`| ${cell(name)} | ${p.role}, ${p.viewport} | not measured: ${cell(p.error)} | | | | ${verdict(false)} |`);
      continue;
    }
    out.push(
      `| ${cell(name)} | ${p.role}, ${p.viewport} | ${c.critical} | ${c.serious} | ${c.moderate} | ${c.minor} | ${verdict(p.withinBudget)} |`,
    );
  }
  const listed = a.pages.filter((p) => p.violations && p.violations.length);
  if (listed.length) {
    out.push('', 'Violations found (rule, impact, elements, first element):', '');
    for (const p of listed) {
      for (const v of p.violations) {
        out.push(`- ${p.route || p.path} (${p.role}): \`${v.id}\` ${v.impact}, ${v.nodes}×: ${v.help}; first: \`${cell(v.target)}\``);
      }
    }
  }
  return out.join('\n');
}

function lighthouseSection(lh) {
  if (!lh) return null;
  const out = [
    `## Lighthouse ${lh.lighthouseVersion} (\`node test/bench/run.cjs lighthouse\`, ${day(lh.date)})`,
    '',
    `Production build, demo data, ${lh.chromium} headless; median of ${lh.runsPerPage} runs per page, each in a fresh Chromium with a cold cache. ` +
      `Mobile: Lighthouse's default emulation (simulated slow 4G, 4x CPU slowdown), as a visitor; desktop: its desktop config, signed in. ` +
      `Load average (1/5/15 min) ${load(lh.loadAverage.before)} at the start, ${load(lh.loadAverage.after)} at the end, on ${lh.cpus} CPUs: ` +
      'the performance score falls when other work shares the machine.',
    '',
    '| page | form factor | performance | accessibility | best practices | budget | verdict |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const p of lh.pages) {
    const who = p.signedInAs ? `, ${p.signedInAs}` : '';
    if (!p.scores) {
      out.push(
        `| ${cell(p.name)} | ${p.formFactor}${who} | not measured: ${cell(p.error || '')} | | | ≥ ${p.budget} | ${verdict(false)} |`,
      );
      continue;
    }
    const s = p.scores;
    const runs = p.runs.map((r) => (r.scores ? r.scores.performance : 'x')).join(', ');
    out.push(
      `| ${cell(p.name)} | ${p.formFactor}${who} | ${s.performance} (runs ${runs}) | ${s.accessibility} | ${s['best-practices']} | ≥ ${p.budget} each | ${verdict(p.withinBudget)} |`,
    );
  }
  out.push('', 'Metrics of the median run, and what cost points (audit, score, weight):', '');
  for (const p of lh.pages) {
    const failed = (p.runs || []).filter((r) => r.error);
    if (failed.length) out.push(`- ${p.name}: ${failed.length} of ${p.runs.length} runs failed: ${cell(failed[0].error)}`);
    if (!p.metrics) continue;
    const m = p.metrics;
    const lost = Object.entries(p.losses || {})
      .flatMap(([c, list]) => list.map((l) => `${c} ${l.id} ${l.score}${l.displayValue ? ` (${l.displayValue})` : ''}`))
      .join('; ');
    out.push(
      `- ${p.name}: FCP ${ms(Math.round(m.FCP))}, LCP ${ms(Math.round(m.LCP))}, TBT ${ms(Math.round(m.TBT))}, CLS ${m.CLS.toFixed(3)}, SI ${ms(Math.round(m.SI))}` +
        (p.lcpElement ? `; LCP element "${cell(p.lcpElement)}"` : '') +
        (p.finalPath ? `; ended on ${cell(p.finalPath.length > 40 ? p.finalPath.slice(0, 40) + '…' : p.finalPath)}` : '') +
        (lost ? `. Lost: ${lost}` : ''),
    );
  }
  return out.join('\n');
}

function nearbySection(n) {
  if (!n) return null;
  const db = n.pglite && n.pglite.database;
  const pg = n.postgres && n.postgres.database;
  const rows = [];
  for (const [name, d] of [
    ['PGlite', db],
    ['PostgreSQL', pg],
  ]) {
    if (!d) continue;
    rows.push([
      `nearby query at the database (${name}), p50 / p99`,
      `${ms(d.p50_ms)} / ${ms(d.p99_ms)}`,
      `p99 ${n.budgetP99Ms} ms`,
      verdict(d.withinBudget),
    ]);
    if (d.usesLatLngIndex !== undefined)
      rows.push([
        `plan uses the (latitude, longitude) index (${name})`,
        d.usesLatLngIndex ? 'yes' : 'no',
        'yes',
        verdict(d.usesLatLngIndex),
      ]);
  }
  const h = n.pglite && n.pglite.http;
  if (h && h.nearby)
    rows.push([
      'GET /locations/center/{lat},{lng}, 50 connections, p50 / p99',
      `${h.nearby.p50_ms} / ${h.nearby.p99_ms} ms, ${h.nearby.rps} req/s`,
    ]);
  return [
    `## Nearby search (\`node test/bench/run.cjs nearby\`, ${day(n.date)})`,
    '',
    `${n.locations} locations, ${n.points} points.`,
    '',
    table(rows),
  ].join('\n');
}

function revenueSection(r) {
  if (!r) return null;
  const rows = [];
  const names = {
    lotMonth: 'lot month, first page',
    busiestLotMonth: 'busiest lot month, first page',
    lotMonthWhole: 'lot month, whole',
    summary: 'vendor summary',
  };
  for (const [k, v] of Object.entries(r.report || {})) {
    rows.push([
      `${names[k] || k}: p50 / p99`,
      `${v.p50_ms} / ${v.p99_ms} ms`,
      v.budgetP99Ms ? `p99 ${v.budgetP99Ms} ms` : '-',
      verdict(v.withinBudget),
    ]);
    if (r.budgets && v.budgetP99Ms) {
      rows.push([
        `${names[k] || k}: p99 over the same SQL (p50 over p50)`,
        `${v.p99OverSql}×${v.p50OverSql ? ` (${v.p50OverSql}×)` : ''}`,
        `${r.budgets.ratioToSql}×`,
        verdict(v.p99OverSql <= r.budgets.ratioToSql),
      ]);
      if (v.floorP99Ms !== undefined)
        rows.push([
          `${names[k] || k}: the floor (same statements behind bare node:http), p99 over the SQL; ours over the floor`,
          `${v.floorP99OverSql}× (${v.floorP50OverSql}×); ${v.p99OverFloor}× (${v.p50OverFloor}×)`,
          '-',
          'reference',
        ]);
      rows.push([
        `${names[k] || k}: p99 at 1M over 10k sessions`,
        `${v.p99OverSmall}×`,
        `${r.budgets.ratioToSmall}×`,
        verdict(v.p99OverSmall <= r.budgets.ratioToSmall),
      ]);
    }
  }
  if (r.bareRoute)
    rows.push([
      'bare route (no database: HTTP, routing, a 404 answer): p50 / p99',
      `${r.bareRoute.p50_ms} / ${r.bareRoute.p99_ms} ms`,
      '-',
      'reference',
    ]);
  const s = r.browserSwitch;
  if (s)
    rows.push([
      `browser: switching month (${s.month}), median / worst`,
      `${s.medianMs} / ${s.worstMs} ms`,
      `${s.budgetMs} ms`,
      verdict(s.withinBudget),
    ]);
  return [
    `## Revenue (\`node test/bench/run.cjs revenue\`, ${day(r.date)})`,
    '',
    `${r.backend}, ${r.lots} lots, ${r.months} months.` + (r.method ? ` ${r.method}` : ''),
    '',
    table(rows),
  ].join('\n');
}

function enforcerSection(e) {
  if (!e) return null;
  const rows = Object.entries(e.http || {}).map(([k, h]) => [
    `${k}: p50 / p99`,
    `${h.p50_ms} / ${h.p99_ms} ms (non-2xx ${h.non2xx}, errors ${h.errors})`,
    `p99 ${e.budgetP99Ms} ms`,
    verdict(h.p99_ms < e.budgetP99Ms && !h.non2xx && !h.errors),
  ]);
  return [
    `## Enforcer plate check (\`node test/bench/run.cjs enforcer\`, ${day(e.date)})`,
    '',
    `${e.backend}, ${e.sessions && e.sessions.toLocaleString('en-US')} sessions; load average ${load(e.loadAverage)}.`,
    '',
    table(rows),
  ].join('\n');
}

function valetSection(v) {
  if (!v) return null;
  const rows = [];
  const b = v.browser;
  if (b && b.coldCache) {
    rows.push([
      'desk first screen, cold cache, p50 / max',
      `${b.coldCache.p50_ms} / ${b.coldCache.max_ms} ms`,
      `every run < ${b.budgetMs} ms`,
      verdict(b.withinBudget),
    ]);
    rows.push(['all tickets painted, cold cache, p50', `${b.coldCache.allTickets_p50_ms} ms`]);
  }
  if (b && b.warmCache) rows.push(['desk first screen, warm cache, p50', `${b.warmCache.p50_ms} ms`]);
  if (v.http && v.http.valets) rows.push(['GET /valets (the day), p50 / p99', `${v.http.valets.p50_ms} / ${v.http.valets.p99_ms} ms`]);
  return [
    `## Valet desk (\`node test/bench/run.cjs valet\`, ${day(v.date)})`,
    '',
    `${v.backend}, ${v.tickets} tickets.`,
    '',
    table(rows),
  ].join('\n');
}

function liveSection(l) {
  if (!l) return null;
  const rows = (l.runs || []).map((r) => [
    `${r.clients} clients: delivery p50 / p99 / max`,
    `${r.p50_ms} / ${r.p99_ms} / ${r.max_ms} ms (${r.received} received)`,
    r.clients === 500 ? `max ${l.budgetMaxMs500} ms` : '-',
    r.clients === 500 ? verdict(r.max_ms <= l.budgetMaxMs500 && r.received === r.clients) : '-',
  ]);
  return [
    `## Live updates, SSE fan-out (\`node test/bench/run.cjs live\`, ${day(l.date)})`,
    '',
    `${l.backend}; ${l.stream}; load average ${load(l.loadAverage)}.`,
    '',
    table(rows),
  ].join('\n');
}

function writeReport() {
  const r = fs.existsSync(RESULTS) ? JSON.parse(fs.readFileSync(RESULTS, 'utf8')) : {};
  const m = r.machine;
  const head = [
    '# Benchmark report',
    '',
    'Written by `test/bench/report.cjs` from [`results.json`](results.json) at the end of `npm run bench` and of the',
    '`a11y` and `lighthouse` runs (`node test/bench/report.cjs` rewrites it alone). Each section gives the date of',
    'its own run; the numbers depend on the machine and on what else runs on it.',
    m ? `Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB RAM, ${m.os}, Node ${String(m.node).replace(/^v/, '')}.` : '',
    '',
    'Budgets are those of the issues (12: load, accessibility and Lighthouse; 3 and 8: public pages; 9-11: the',
    'others). OK: within the budget; **OVER**: not; "-": no budget for that figure.',
  ];
  const sections = [
    serverSection(r),
    a11ySection(r.a11y),
    lighthouseSection(r.lighthouse),
    loadSection(r.load),
    nearbySection(r.nearby),
    revenueSection(r.revenue),
    enforcerSection(r.enforcer),
    valetSection(r.valet),
    liveSection(r.live),
  ].filter(Boolean);
  fs.writeFileSync(REPORT, [...head, '', ...sections.flatMap((s) => [s, ''])].join('\n'));
  console.log(`written: ${path.relative(ROOT, REPORT)}`);
}

/**
 * For a bench file run on its own (`node test/bench/a11y.cjs`): runs its main(), then rewrites
 * REPORT.md; a result over its budget, or a failure, ends the process non-zero.
 */
function runAsScript(mod, main) {
  if (require.main !== mod) return;
  main()
    .then((r) => {
      writeReport();
      if (!r.withinBudget) process.exitCode = 1;
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}

module.exports = { runAsScript, writeReport };

if (require.main === module) writeReport();
