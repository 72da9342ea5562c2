import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES, REPORTS_TEXT, REVENUE_TEXT } from '../../src/shared/messages';
import { formatUsd } from '../../src/shared/money';
import { DESKTOP, PHONE, openPage, screenshot, step } from './support/browser';
import { addRoundTheClockSpot, uniquePlate, type BookableSpot } from './support/booking';
import { api, DEMO, DEMO_PASSWORD, loginToken, type RunningServer } from './support/server';
import { startE2E, stopE2E } from './support/lifecycle';
import { login, waitForPath } from './support/ui';

/**
 * The owners' revenue desk (issue 9 "Tests"): odogwu opens /revenues at a desk (1440x900), opens a
 * lot, adds a manual session through the Add Session form and sees it in that month's table and
 * total, and exports the month's CSV holding it; the lot's table also fits a phone (390x844).
 *
 * The lot is a fresh one (support/booking.ts addRoundTheClockSpot), so its month starts empty. The
 * browser runs in the lot's own time zone, so "this month" is the same month for the page and the lot.
 */

jest.setTimeout(240_000);

let server: RunningServer;
let browser: Browser;
let spot: BookableSpot;
let timeZone: string;

beforeAll(async () => {
  ({ server, browser } = await startE2E());
  spot = await addRoundTheClockSpot(server, `Revenue Desk Garage ${Date.now().toString(36).slice(-4).toUpperCase()}`, 6);
  const token = await loginToken(server.baseUrl, DEMO.odogwu);
  const loc = await api<{ data: { location: { timeZone: string } } }>(server.baseUrl, 'GET', `/api/v1/locations/${spot.locationId}`, {
    token,
  });
  expect(loc.status).toBe(200);
  timeZone = loc.body.data.location.timeZone;
});

afterAll(() => stopE2E(server, browser));

/** "2026-11-23 14:05" for `at` in the browser's (= the lot's) time zone: what the Start Date field takes. */
function pickerText(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const p = (t: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === t)!.value;
  return `${p('year')}-${p('month')}-${p('day')} ${p('hour')}:${p('minute')}`;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("odogwu's revenue desk", () => {
  const plate = uniquePlate('RV');

  it('opens /revenues and a lot, adds a manual session and sees it in the month table, total and CSV (1440x900)', async () => {
    const { page, errors, close } = await openPage(browser, server.baseUrl, DESKTOP, { timezoneId: timeZone, acceptDownloads: true });
    try {
      await login(page, DEMO.odogwu, DEMO_PASSWORD);
      await step(page, 'odogwu-login', () => waitForPath(page, '/dashboard'));
      await step(page, 'dashboard-summary', () =>
        page.getByRole('region', { name: REVENUE_TEXT.summaryTitle }).getByRole('table').waitFor(),
      );
      await screenshot(page, 'revenue-dashboard-desktop');

      await page.goto('/revenues');
      const lotLink = page.getByRole('link', { name: spot.name, exact: true });
      await step(page, 'revenues-lot-listed', () => lotLink.waitFor());
      const months = page.getByRole('radiogroup', { name: REVENUE_TEXT.month }).getByRole('radio');
      expect(await months.count()).toBe(12);
      await screenshot(page, 'revenues-desktop');

      await lotLink.click();
      await step(page, 'lot-page', () => waitForPath(page, `/revenue/lot/${spot.locationId}`));
      await page.getByRole('heading', { name: spot.name }).waitFor();
      await step(page, 'lot-empty', () => page.getByText(MESSAGES.noRevenues).waitFor());
      await page.getByText(formatUsd(0), { exact: true }).waitFor();
      await screenshot(page, 'revenue-lot-empty-desktop');

      await page.getByRole('button', { name: REVENUE_TEXT.addSession }).click();
      await step(page, 'add-session-page', () => waitForPath(page, `/revenue/lot/${spot.locationId}/new`));
      const start = page.getByLabel(REVENUE_TEXT.startDate);
      await start.click();
      await start.fill(pickerText(new Date(Date.now() - 60 * 60_000)));
      await start.press('Enter');
      await page.getByLabel(REVENUE_TEXT.totalCost).fill('12.50');
      await page.getByLabel(REVENUE_TEXT.plateNumber).pressSequentially(plate.toLowerCase());
      await page.getByLabel(REVENUE_TEXT.plateState).pressSequentially('il');
      expect(await page.getByLabel(REVENUE_TEXT.plateNumber).inputValue()).toBe(plate);
      await page.getByLabel(REVENUE_TEXT.zones).click();
      await page.locator(`.ant-select-item-option[title="${spot.zoneNumber}"]`).click();
      await screenshot(page, 'add-session-filled-desktop');
      await page.getByRole('button', { name: REVENUE_TEXT.addSession }).click();
      await step(page, 'session-added', () => page.getByText(MESSAGES.sessionAdded).waitFor());
      // Ready for the next car, pressed with the mouse too: the cleared plate has the focus.
      await step(page, 'plate-focused', () =>
        page.waitForFunction(
          (label) => {
            const input = [...document.querySelectorAll('label')].find((l) => l.textContent === label)?.control;
            return Boolean(input) && document.activeElement === input;
          },
          REVENUE_TEXT.plateNumber,
          { timeout: 5_000 },
        ),
      );
      await screenshot(page, 'add-session-done-desktop');

      await page.getByRole('link', { name: REVENUE_TEXT.backToLot }).click();
      await step(page, 'lot-again', () => waitForPath(page, `/revenue/lot/${spot.locationId}`));
      const row = page.getByRole('row').filter({ hasText: `${plate} IL` });
      await step(page, 'lot-row', () => row.waitFor());
      expect(await row.getByRole('cell').nth(3).textContent()).toBe(spot.zoneNumber);
      await step(page, 'lot-total', () => page.getByText(formatUsd(1250), { exact: true }).waitFor());
      await screenshot(page, 'revenue-lot-desktop');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: REVENUE_TEXT.exportCsv }).click(),
      ]);
      const file = await download.path();
      const csv = fs.readFileSync(file, 'utf8');
      expect(csv.split('\r\n')[0]).toBe('date,plate,state,rate,zone,total,refunded,kind,note');
      expect(csv).toContain(`,${plate},IL,6.00,${spot.zoneNumber},12.50,0.00,session,`);

      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(DESKTOP.width);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows the lot's month on a phone without sideways scrolling (390x844)", async () => {
    const { page, errors, close } = await openPage(browser, server.baseUrl, PHONE, { timezoneId: timeZone });
    try {
      await login(page, DEMO.odogwu, DEMO_PASSWORD);
      await step(page, 'phone-login', () => waitForPath(page, '/dashboard'));
      await page.goto(`/revenue/lot/${spot.locationId}`);
      await step(page, 'phone-lot-row', () =>
        page
          .getByRole('row')
          .filter({ hasText: `${plate} IL` })
          .waitFor(),
      );
      await page.getByRole('heading', { name: spot.name }).waitFor();
      await screenshot(page, 'revenue-lot-phone');
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);
      await page.goto('/revenues');
      await step(page, 'phone-revenues', () => page.getByRole('link', { name: spot.name, exact: true }).waitFor());
      await screenshot(page, 'revenues-phone');
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);
      await page.goto(`/revenue/lot/${spot.locationId}/new`);
      await step(page, 'phone-add-session', () => page.getByLabel(REVENUE_TEXT.totalCost).waitFor());
      await screenshot(page, 'add-session-phone');
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('reconciles the lot on /reports: the session in Gross and Net, and a CSV whose net sums to the figure (1440x900, 390x844)', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, errors, close } = await openPage(browser, server.baseUrl, viewport, { timezoneId: timeZone, acceptDownloads: true });
      try {
        await login(page, DEMO.odogwu, DEMO_PASSWORD);
        await step(page, 'reports-login', () => waitForPath(page, '/dashboard'));
        await page.goto('/reports');
        const picker = page.getByRole('combobox', { name: REPORTS_TEXT.location });
        await step(page, 'reports-open', () => picker.waitFor());
        await picker.click();
        await picker.fill(spot.name);
        await page.locator(`.ant-select-item-option[title="${spot.name}"]`).click();
        const figures = page.getByRole('group', { name: REPORTS_TEXT.title });
        const net = figures.getByRole('button', { name: new RegExp(`^\\W*${REPORTS_TEXT.net}`) });
        await step(page, 'reports-figures', () =>
          figures
            .getByRole('button', { name: new RegExp(`^${REPORTS_TEXT.gross}`) })
            .getByText(formatUsd(1250))
            .waitFor(),
        );
        const netShown = (await net.locator('div').nth(1).textContent()) ?? '';
        await page
          .getByRole('row')
          .filter({ hasText: `${plate} IL` })
          .waitFor();
        await screenshot(page, `reports-${viewport.width}`);
        expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(viewport.width);

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: REPORTS_TEXT.exportCsv }).click(),
        ]);
        const [head, ...lines] = fs
          .readFileSync(await download.path(), 'utf8')
          .trim()
          .split('\r\n');
        const netColumn = head!.split(',').indexOf('net');
        // The notes of this fresh lot's lines hold no commas, so a plain split is exact here.
        const netCents = lines.reduce((sum, l) => sum + Math.round(Number(l.split(',')[netColumn]) * 100), 0);
        expect(formatUsd(netCents)).toBe(netShown);
        expect(lines.some((l) => l.includes(`,${plate},IL,`))).toBe(true);
        expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});
