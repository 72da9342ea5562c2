import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { MESSAGES, SUPERADMIN_TEXT as T } from '../../src/shared/messages';
import { desktopPage, phonePage, screenshot, step } from './support/browser';
import { DEMO, DEMO_PASSWORD, type RunningServer } from './support/server';
import { startE2E, stopE2E } from './support/lifecycle';
import { login, menuLink, visibleMenuLabels, waitForPath } from './support/ui';

jest.setTimeout(180_000);

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startE2E());
});

afterAll(() => stopE2E(server, browser));

/** The figure of one stat card ("Number of Payments" -> "9"). */
async function stat(page: Page, title: string): Promise<string> {
  const card = page.locator('.ant-statistic').filter({ has: page.getByText(title, { exact: true }) });
  return ((await card.locator('.ant-statistic-content').textContent()) ?? '').trim();
}
const cents = (usd: string) => Math.round(Number(usd.replace(/[$,]/g, '')) * 100);
const ledgerOf = (page: Page, name: string): Locator => page.getByRole('region', { name: `${T.paymentsTitle}: ${name}` });

/**
 * The superadmin at a desk (1440x900): the Vendor Locations Dashboard from the demo data, a payment
 * recorded through Update Location Information, and the stat cards and the location's ledger (and
 * its CSV) changing with it; then the screen on a phone, and an odogwu who is not the superadmin
 * sent to /login.
 */
describe('the superadmin payments console', () => {
  it('the superadmin records a payment and sees the stats and the ledger change', async () => {
    const { page, context } = await desktopPage(browser, server.baseUrl);
    try {
      await login(page, DEMO.superadmin, DEMO_PASSWORD);
      await waitForPath(page, '/dashboard');
      expect(await visibleMenuLabels(page)).toContain('Super Admin');
      await menuLink(page, 'Super Admin').click();
      await waitForPath(page, '/superadmin');
      await step(page, 'superadmin-open', () => page.getByRole('heading', { name: T.title }).waitFor());
      const firstRow = page.locator('.ant-table-row').first();
      await step(page, 'superadmin-rows', () => firstRow.waitFor());
      const rows = await page.locator('.ant-table-row').count();
      expect(rows).toBeGreaterThan(1);
      // The demo data: a vendor location without any payment yet says so.
      await page.getByText(MESSAGES.noPaymentRecorded).first().waitFor();
      const locations = Number(await stat(page, T.totalVendorLocations));
      expect(locations).toBe(rows);
      // Stored prices: the demo's are $120 a month each.
      expect(cents(await stat(page, T.totalMonthlyRevenue))).toBe(locations * 12000);
      const paymentsBefore = Number((await stat(page, T.numberOfPayments)).replace(/,/g, ''));
      const totalBefore = cents(await stat(page, T.totalAmount));
      expect(paymentsBefore).toBeGreaterThan(0);

      // Open the first location's ledger.
      const name = ((await firstRow.locator('td').nth(1).locator('div').first().textContent()) ?? '').trim();
      expect(name).not.toBe('');
      await firstRow.getByRole('button', { name: /expand row/i }).click();
      const ledger = ledgerOf(page, name);
      await step(page, 'superadmin-ledger', () => ledger.waitFor());
      await ledger
        .locator('.ant-spin-spinning')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      const ledgerRowsBefore = await ledger.locator('.ant-table-row').count();

      // Record a payment: $45.50 owed is added to the total.
      await firstRow.getByRole('button', { name: T.add, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await step(page, 'superadmin-dialog', () => dialog.getByText(T.updateTitle).waitFor());
      await dialog.getByLabel(T.paymentOwed).fill('45.50');
      await dialog.getByLabel(T.descriptionField).fill('E2E payment, November');
      await screenshot(page, 'superadmin-dialog-desktop', { fullPage: false });
      // SPEC 4: after a successful payment update the modal closes and the page reloads.
      const reloaded = page.waitForEvent('load');
      await dialog.getByRole('button', { name: T.update }).click();
      await step(page, 'superadmin-recorded', () => reloaded);
      await dialog.waitFor({ state: 'hidden' });

      await step(page, 'superadmin-stats-changed', async () => {
        await page.waitForFunction(
          ([title, expected]) =>
            [...document.querySelectorAll('.ant-statistic')].some(
              (s) =>
                s.querySelector('.ant-statistic-title')?.textContent === title &&
                s.querySelector('.ant-statistic-content')?.textContent?.trim() === expected,
            ),
          [T.numberOfPayments, (paymentsBefore + 1).toLocaleString('en-US')] as const,
        );
      });
      expect(cents(await stat(page, T.totalAmount))).toBe(totalBefore + 4550);
      // The reload closed the ledger: open it again.
      await page
        .locator('.ant-table-row')
        .filter({ hasText: name })
        .first()
        .getByRole('button', { name: /expand row/i })
        .click();
      await step(page, 'superadmin-ledger-again', () => ledger.waitFor());
      const newRow = ledger.locator('.ant-table-row').filter({ hasText: 'E2E payment, November' });
      await step(page, 'superadmin-ledger-changed', () => newRow.waitFor());
      await expect(newRow.textContent()).resolves.toContain('$45.50');
      expect(await ledger.locator('.ant-table-row').count()).toBe(Math.min(ledgerRowsBefore + 1, 10));
      const row = page.locator('.ant-table-row').filter({ hasText: name }).first();
      await expect(row.textContent()).resolves.toContain('E2E payment, November');
      await screenshot(page, 'superadmin-desktop');

      // Export CSV: the file holds the new row.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        ledger.getByRole('button', { name: new RegExp(T.exportCsv) }).click(),
      ]);
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      expect(csv.split('\r\n')[0]).toBe('pay_date,amount,payment_owed,description,recorded_at,recorded_by');
      expect(csv).toContain(',45.50,"E2E payment, November",');
      expect(csv).toContain('Demo Superadmin <superadmin@demo.parking>');
    } finally {
      await context.close();
    }
  });

  it('fits a phone (390x844), and sends an odogwu who is not the superadmin to /login', async () => {
    const { page, context } = await phonePage(browser, server.baseUrl);
    try {
      await login(page, DEMO.superadmin, DEMO_PASSWORD);
      await waitForPath(page, '/dashboard');
      await page.goto('/superadmin');
      await step(page, 'superadmin-phone', () => page.locator('.ant-table-row').first().waitFor());
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, 'superadmin-phone');
    } finally {
      await context.close();
    }
    const admin = await desktopPage(browser, server.baseUrl);
    try {
      await login(admin.page, DEMO.odogwu, DEMO_PASSWORD);
      await waitForPath(admin.page, '/dashboard');
      expect(await visibleMenuLabels(admin.page)).not.toContain('Super Admin');
      await admin.page.goto('/superadmin');
      await step(admin.page, 'odogwu-superadmin-redirect', () => waitForPath(admin.page, '/login'));
    } finally {
      await admin.context.close();
    }
  });
});
