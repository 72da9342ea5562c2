import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { removeDir, startServer, type RunningServer, type StartOptions } from './server';
import { seededDataDir } from './template';

/**
 * One production server (a DATA_DIR of its own with the demo data: a copy of the run's seeded
 * template, see template.ts) and one Chromium for a test file's beforeAll.
 */
export async function startE2E(options: StartOptions = {}): Promise<{ server: RunningServer; browser: Browser }> {
  const dataDir = options.dataDir ?? (await seededDataDir()) ?? undefined;
  const server = await startServer({ ...options, ...(dataDir ? { dataDir } : {}) });
  const browser = await launchBrowser();
  return { server, browser };
}

/**
 * The afterAll half: closes Chromium, then stops the server with SIGTERM and checks it shut down
 * cleanly ("Ctrl-C shuts down cleanly": in-flight work ends, the database closes, exit code 0).
 */
export async function stopE2E(server: RunningServer | undefined, browser: Browser | undefined): Promise<void> {
  await browser?.close();
  if (!server) return;
  expect(await server.stop()).toEqual({ code: 0, signal: null });
  removeDir(server.dataDir);
}
