import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { ROOT } from './server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * STACK.md "Traps": without the networking flags Chromium keeps calling home and floods the closed
 * network; /dev/shm is small in containers. Playwright gives every launch a fresh temporary
 * user-data-dir of its own (passing --user-data-dir to launch() is refused by playwright).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;
export type Viewport = typeof PHONE | typeof DESKTOP;

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: run \`bash test/setup-machine.sh\` (installs Debian's chromium)`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Browser console errors and uncaught page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A fresh context (no cookies, no local storage) and page at the given viewport; `extra` adds
 * context options (e.g. `geolocation` with `permissions: ['geolocation']`, `timezoneId`).
 *
 * Pages prefer reduced motion, which the app honours (components/Themed: antd's animations off):
 * on a loaded two-core machine a click on a dialog's button while the dialog still zoomed in was
 * lost (team.test.ts: Deactivate pressed, the confirmation stayed open). The animated path is
 * antd's own; the unit tests and Storybook render it.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: Viewport = DESKTOP,
  extra: BrowserContextOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile: viewport.width < 600,
    hasTouch: viewport.width < 600,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    ...extra,
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return { context, page, errors, close: () => context.close() };
}

export const phonePage = (browser: Browser, baseURL: string, extra?: BrowserContextOptions) => openPage(browser, baseURL, PHONE, extra);
export const desktopPage = (browser: Browser, baseURL: string) => openPage(browser, baseURL, DESKTOP);

const RESULTS = path.join(ROOT, 'test-results');

/** Screenshot (full page unless told otherwise) into test-results/<name>.png (gitignored), for a human to look at. */
/**
 * The screenshots are for a person to look at. A CI run's clone is thrown away unread, so there only
 * the failures' are written (E2E_SCREENSHOTS=1 writes them all): a full-page PNG costs a few hundred
 * milliseconds of a core that the 20-minute run needs. The page is left to settle either way, so the
 * steps that follow run as they do with the pictures taken.
 */
const CAPTURE = process.env.E2E_SCREENSHOTS === '1' || process.env.CI !== 'true';

export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true, always = false }: { fullPage?: boolean; always?: boolean } = {},
): Promise<string> {
  fs.mkdirSync(RESULTS, { recursive: true });
  // antd's drawers and modals slide in with CSS transitions: capture the settled page.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 3_000 })
    .catch(() => undefined);
  const file = path.join(RESULTS, `${name.replace(/[^a-z0-9._-]+/gi, '-')}.png`);
  if (CAPTURE || always) await page.screenshot({ path: file, fullPage });
  return file;
}

/** Runs a browser step; on failure saves a screenshot named after the step before rethrowing. */
export async function step<T>(page: Page, name: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    await screenshot(page, `FAILED-${name}`, { always: true }).catch(() => undefined);
    throw err;
  }
}
