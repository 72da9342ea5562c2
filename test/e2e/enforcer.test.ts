import type { Browser } from 'playwright-core';
import { ENFORCER_TEXT, TEAM_TEXT } from '../../src/shared/messages';
import { desktopPage, phonePage, screenshot, step } from './support/browser';
import { api, DEMO, DEMO_PASSWORD, loginToken, type RunningServer } from './support/server';
import { startE2E, stopE2E } from './support/lifecycle';
import { button, login, waitForPath } from './support/ui';

jest.setTimeout(180_000);

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startE2E());
});

afterAll(() => stopE2E(server, browser));

interface Session {
  plateNumber: string;
  endTime: string;
  isHourly: boolean;
  totalCost: number;
}
interface Lot {
  _id: string;
  name: string;
}

/**
 * The demo enforcer on a phone (390x844) checks plates at a lot the demo vendor gave them: a plate of
 * one of the seed's bookings running now is Valid ("paid until"); a plate whose session ended two
 * hours ago (added by the owner as a manual session) is Expired ("expired at"). The verdict is the
 * server's clock's: the page sends no currentTime, so a phone whose clock is wrong changes nothing.
 */
describe('the enforcer plate search', () => {
  it("a paid booking is Valid and a lapsed one Expired, whatever the phone's clock says", async () => {
    // The demo vendor chooses every one of its lots for the demo enforcer (PUT .../locations, as /team does).
    const vendorToken = await loginToken(server.baseUrl, DEMO.vendor);
    const team = await api<{ users: { _id: string; email: string }[] }>(server.baseUrl, 'GET', '/api/v1/users/enforcement/me', {
      token: vendorToken,
    });
    const enforcerId = team.body.users.find((u) => u.email === DEMO.enforcer)!._id;
    const mine = await api<{ data: { locations: Lot[] } }>(server.baseUrl, 'GET', '/api/v1/locations/me', { token: vendorToken });
    const lotIds = mine.body.data.locations.map((l) => l._id);
    const assigned = await api(server.baseUrl, 'PUT', `/api/v1/users/enforcement/${enforcerId}/locations`, {
      token: vendorToken,
      body: { locationIds: lotIds },
    });
    expect(assigned.status).toBe(200);

    // A lot with an hourly booking running now (the seed has a few), as the enforcer's screen lists them.
    const enforcerToken = await loginToken(server.baseUrl, DEMO.enforcer);
    let lot: Lot | undefined;
    let booking: Session | undefined;
    for (const id of lotIds) {
      const res = await api<{ location: Lot; sessions: Session[] }>(server.baseUrl, 'GET', `/api/v1/locations/service/${id}`, {
        token: enforcerToken,
      });
      // An inactive lot is not serviced (404).
      if (res.status !== 200) continue;
      const hourly = res.body.sessions.find((s) => s.isHourly && Date.parse(s.endTime) - Date.now() > 30 * 60_000);
      if (hourly) {
        lot = res.body.location;
        booking = hourly;
        break;
      }
    }
    expect(booking).toBeDefined();

    // A session at that lot that lapsed two hours ago: one hour from three hours ago, added by the owner (odogwu).
    const zones = await api<{ data: { zones: { _id: string; isHourly: boolean; price: number }[] } }>(
      server.baseUrl,
      'GET',
      `/api/v1/locations/${lot!._id}/zones`,
    );
    const zoneList = zones.body.data.zones;
    const hourlyZone = zoneList.find((z) => z.isHourly)!;
    const lapsed = 'LAPSED1';
    const added = await api(server.baseUrl, 'POST', '/api/v1/sessions/add', {
      token: await loginToken(server.baseUrl, DEMO.odogwu),
      body: {
        plateNumber: lapsed,
        state: 'TX',
        zoneId: hourlyZone._id,
        startTime: new Date(Date.now() - 3 * 3_600_000).toISOString(),
        totalCost: hourlyZone.price.toFixed(2),
      },
    });
    expect(added.status).toBe(201);

    const { page, context } = await phonePage(browser, server.baseUrl);
    try {
      // The phone's clock is a day off: it changes nothing (the server's clock decides).
      await page.clock.install({ time: new Date(Date.now() + 86_400_000) });
      await login(page, DEMO.enforcer, DEMO_PASSWORD);
      await waitForPath(page, '/dashboard');
      await page.goto('/service/locations');
      const card = page.getByRole('article', { name: lot!.name });
      await step(page, 'enforcer-locations', () => card.waitFor());
      await card.getByRole('link', { name: TEAM_TEXT.checkPlates }).click();
      await waitForPath(page, `/service/locations/${lot!._id}/search`);
      await step(page, 'enforcer-search-open', async () => {
        await page.getByRole('heading', { name: lot!.name }).waitFor();
        const paid = page.locator('section').filter({ has: page.getByRole('heading', { name: ENFORCER_TEXT.paidPlates }) });
        await paid.getByText(booking!.plateNumber).waitFor();
        // SPEC's field, found by its label alone (strict: one match).
        expect(await page.getByLabel('License Plate').count()).toBe(1);
      });

      // Empty plate: SPEC 5's message.
      await button(page, new RegExp(`^${ENFORCER_TEXT.search}$`)).click();
      await step(page, 'enforcer-empty', () => page.getByText('Please enter a license plate number').waitFor());

      const field = page.getByRole('textbox', { name: ENFORCER_TEXT.licensePlate });
      await field.fill(booking!.plateNumber.toLowerCase());
      expect(await field.inputValue()).toBe(booking!.plateNumber);
      await button(page, new RegExp(`^${ENFORCER_TEXT.search}$`)).click();
      const box = page.getByRole('status').filter({ hasText: ENFORCER_TEXT.valid });
      await step(page, 'enforcer-valid', () => box.waitFor());
      // A booking that ends after the lot's midnight shows its day too ("paid until Nov 24, 12:00 AM").
      expect(await box.textContent()).toMatch(/paid until ([A-Z][a-z]{2} \d{1,2}(, \d{4})?, )?\d{1,2}:\d{2} [AP]M/);
      const result = page.getByRole('article', { name: `${ENFORCER_TEXT.plate} ${booking!.plateNumber}` });
      expect(await result.textContent()).toContain(`$${booking!.totalCost.toFixed(2)}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, 'enforcer-valid-phone');

      // The lapsed plate, dictated (text inserted in one go, no paste event): its separators are dropped
      // before the cut to 8, not after (the browser's maxlength alone would keep LAPSED).
      await field.fill('');
      await page.keyboard.insertText('LAP-SED 1');
      expect(await field.inputValue()).toBe(lapsed);
      await button(page, new RegExp(`^${ENFORCER_TEXT.search}$`)).click();
      const expired = page.getByRole('status').filter({ hasText: ENFORCER_TEXT.expired });
      await step(page, 'enforcer-expired', () => expired.waitFor());
      expect(await expired.textContent()).toMatch(/expired at ([A-Z][a-z]{2} \d{1,2}(, \d{4})?, )?\d{1,2}:\d{2} [AP]M/);
      // Checked again: the first check is listed under the answer, with who made it.
      await button(page, new RegExp(`^${ENFORCER_TEXT.search}$`)).click();
      const checks = page.getByRole('region', { name: ENFORCER_TEXT.lastChecks });
      await step(page, 'enforcer-checks', () =>
        checks
          .getByText(/expired at/)
          .first()
          .waitFor(),
      );
      expect(await checks.textContent()).toContain('Erin Enforcer');
      expect(await checks.textContent()).not.toContain('paid until');
      await screenshot(page, 'enforcer-expired-phone');
    } finally {
      await context.close();
    }

    // The same screen at a desk, for a look.
    const desk = await desktopPage(browser, server.baseUrl);
    try {
      await login(desk.page, DEMO.enforcer, DEMO_PASSWORD);
      await waitForPath(desk.page, '/dashboard');
      await desk.page.goto(`/service/locations/${lot!._id}/search`);
      await desk.page.getByRole('textbox', { name: ENFORCER_TEXT.licensePlate }).fill(booking!.plateNumber);
      await button(desk.page, new RegExp(`^${ENFORCER_TEXT.search}$`)).click();
      await step(desk.page, 'enforcer-desktop', () => desk.page.getByRole('status').filter({ hasText: ENFORCER_TEXT.valid }).waitFor());
      await screenshot(desk.page, 'enforcer-valid-desktop');
    } finally {
      await desk.context.close();
    }
  });
});
