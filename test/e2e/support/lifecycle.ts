import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { removeDir, startServer, type RunningServer, type StartOptions } from './server';

/** One production server (fresh DATA_DIR, demo data) and one Chromium for a test file's beforeAll. */
export async function startE2E(options?: StartOptions): Promise<{ server: RunningServer; browser: Browser }> {
  const server = await startServer(options);
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
