#!/usr/bin/env node
// `npm start` / `npm run cli`: builds what is missing (plain JS because it runs before any build),
// then runs the bundled server or CLI from dist/server.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const cli = process.argv[2] === '--cli';
const serverOut = path.join(root, 'dist/server', cli ? 'cli.js' : 'main.js');
const appOut = path.join(root, 'dist/app/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}
const stale = (out, ...dirs) => !fs.existsSync(out) || dirs.some((d) => newestMtime(path.join(root, d)) > fs.statSync(out).mtimeMs);

const names = [];
if (stale(serverOut, 'src/server', 'src/shared')) names.push('server');
if (!cli && stale(appOut, 'src/app', 'src/shared', 'public')) names.push('app');
if (names.length) {
  if (!cli) console.log(`Building ${names.join(' and ')} (first start or sources changed)...`);
  const args = [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', ...names.flatMap((n) => ['--config-name', n])];
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: cli ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
process.setSourceMapsEnabled(true);
// `npm start` runs us under `sh -c`; a signal sent to npm (a supervisor, a test harness) kills npm
// and sh but is not passed on, and a SIGKILLed npm leaves sh waiting, which would leave this server
// holding the port and DATA_DIR. So we watch our parent and, when npm started us, npm itself (our
// grandparent, read from /proc on Linux): when either is gone, shut down the way SIGTERM does.
function parentOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) || 0;
  } catch {
    return 0;
  }
}
if (!cli) {
  const watched = [process.ppid];
  const grandparent = process.env.npm_lifecycle_event ? parentOf(process.ppid) : 0;
  if (grandparent > 1) watched.push(grandparent);
  const watch = setInterval(() => {
    for (const pid of watched) {
      try {
        process.kill(pid, 0);
      } catch {
        clearInterval(watch);
        process.kill(process.pid, 'SIGTERM');
        return;
      }
    }
  }, 500);
  watch.unref();
}
// Run in this very process, so signals from npm or a terminal reach the server directly.
process.argv = [process.argv[0], serverOut, ...(cli ? process.argv.slice(3) : process.argv.slice(2))];
require(serverOut);
