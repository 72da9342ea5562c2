import type { Browser, Page } from 'playwright-core';
import { DESKTOP, openPage, PHONE, screenshot, step, type Viewport } from './support/browser';
import { DEMO, DEMO_PASSWORD, type RunningServer } from './support/server';
import { startE2E, stopE2E } from './support/lifecycle';
import { login, waitForPath } from './support/ui';

jest.setTimeout(180_000);

/**
 * Every public screen and each role's dashboard at phone and desktop size: it renders, raises no
 * uncaught error, never scrolls sideways on a phone, and leaves a screenshot in test-results/ for
 * a human to look over.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startE2E());
});

afterAll(() => stopE2E(server, browser));

const PUBLIC = ['/login', '/register', '/forgot-password', '/help', '/contact-us'];
const SIZES: [string, Viewport][] = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
];

async function checkLayout(page: Page, viewport: Viewport): Promise<void> {
  // Something real rendered, not a blank root or the one-element spinner shown while a lazy
  // screen's chunk or the session check is still on its way (networkidle can come between them).
  await page.waitForFunction(() => document.querySelectorAll('#root *').length > 3, null, { timeout: 15_000 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(viewport.width);
}

describe.each(SIZES)('public screens (%s)', (sizeName, viewport) => {
  it.each(PUBLIC)('%s', async (route) => {
    const { page, errors, close } = await openPage(browser, server.baseUrl, viewport);
    try {
      await page.goto(route, { waitUntil: 'networkidle' });
      await step(page, `screen-${route}-${sizeName}`, () => checkLayout(page, viewport));
      await screenshot(page, `screen${route.replace(/\//g, '-')}-${sizeName}`);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('dashboards on a phone', () => {
  it.each(['customer', 'odogwu', 'enforcer', 'valet'] as const)('%s', async (role) => {
    const { page, errors, close } = await openPage(browser, server.baseUrl, PHONE);
    try {
      await login(page, DEMO[role], DEMO_PASSWORD);
      await step(page, `phone-dashboard-${role}`, async () => {
        await waitForPath(page, '/dashboard');
        await page.waitForLoadState('networkidle');
        await checkLayout(page, PHONE);
      });
      await screenshot(page, `dashboard-${role}-phone`);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
