import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeDir, SERVER_ENTRY, startServer } from './server';

const WAIT_MS = 30_000;

/**
 * A fresh DATA_DIR holding the migrated database and the demo data, copied from a template made once
 * per server build and hour; null when no template could be had (the caller then starts on an empty
 * folder, as before). Most test files need only "a new server with the demo data", and migrating and
 * seeding an empty PGlite folder is most of a start (about 5 of 7 s on two cores, some 20 times a
 * run). The demo data is floored to the hour (seedDemoData), so a copy made within the hour holds what
 * a fresh seed would write; the next hour gets a template of its own. The jest workers share it
 * through the file system: the first to ask makes it, the others wait for it (30 s at most, inside
 * the 60 s a beforeAll has).
 */
export async function seededDataDir(): Promise<string | null> {
  const build = Math.floor(fs.statSync(SERVER_ENTRY).mtimeMs);
  const hour = Math.floor(Date.now() / 3_600_000);
  const base = path.join(os.tmpdir(), `parking-e2e-template-${build}-${hour}`);
  const ready = path.join(base, 'data');
  if (!fs.existsSync(ready)) {
    let maker = false;
    try {
      fs.mkdirSync(base);
      maker = true;
    } catch {
      // Another worker is making it.
    }
    if (maker) {
      try {
        await makeTemplate(ready);
      } catch (err) {
        removeDir(base);
        throw err;
      }
      removeStaleTemplates(base);
    } else {
      const until = Date.now() + WAIT_MS;
      while (!fs.existsSync(ready)) {
        if (!fs.existsSync(base)) return null;
        if (Date.now() > until) {
          // A maker that never finished (a run stopped mid-way): the next caller makes it again.
          removeDir(base);
          return null;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-e2e-'));
  fs.cpSync(ready, dir, { recursive: true });
  return dir;
}

/** A server migrates and seeds an empty folder and stops cleanly; its folder becomes the template. */
async function makeTemplate(ready: string): Promise<void> {
  const server = await startServer();
  const stopped = await server.stop();
  if (stopped.code !== 0) {
    removeDir(server.dataDir);
    throw new Error(`the template's server stopped with ${JSON.stringify(stopped)}:\n${server.stderr()}`);
  }
  // Renamed whole: a waiting worker sees no folder, or the finished one (another maker's, if a waiter
  // gave up on this one meanwhile: then that one is used).
  fs.mkdirSync(path.dirname(ready), { recursive: true });
  try {
    fs.renameSync(server.dataDir, ready);
  } catch (err) {
    removeDir(server.dataDir);
    if (!fs.existsSync(ready)) throw err;
  }
}

/** Templates of earlier builds or hours, once no run can still be copying them (made over two hours ago). */
function removeStaleTemplates(current: string): void {
  const before = Date.now() - 2 * 3_600_000;
  for (const name of fs.readdirSync(os.tmpdir())) {
    const dir = path.join(os.tmpdir(), name);
    if (!name.startsWith('parking-e2e-template-') || dir === current) continue;
    const made = fs.statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? Infinity;
    if (made < before) removeDir(dir);
  }
}
