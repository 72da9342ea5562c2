import type { Browser, Page } from 'playwright-core';
import { openPage, DESKTOP, phonePage, screenshot } from './support/browser';
import { startE2E, stopE2E } from './support/lifecycle';
import { api, DEMO, DEMO_PASSWORD, loginToken, type RunningServer } from './support/server';
import { login, waitForPath } from './support/ui';
import { createValetTicket } from './support/valet';

/**
 * Issue 12, item 2: text people type is stored as typed and shown as text, never run. A location
 * name, a vendor name and a valet ticket's description holding markup that would run if a screen
 * put it in the page as HTML: each screen shows the characters themselves, and nothing ran (the
 * payloads set a flag on window). The page's CSP would also stop inline handlers, so "shown as
 * text" is the check that matters: an HTML rendering would not show the literal tags.
 */
const LOCATION_NAME = '<img src=x onerror="window.__xss=1">Lot';
const VENDOR_NAME = '<script>window.__xss=2</script>Bistro';
const DESCRIPTION = '<img src=x onerror="window.__xss=3"> dent';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  ({ server, browser } = await startE2E());
});
afterAll(async () => {
  await stopE2E(server, browser);
});

async function expectInert(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}

describe('stored text is inert in the SPA', () => {
  it('shows markup in a location name, a vendor name and a valet ticket description as text, and runs none of it', async () => {
    const base = server.baseUrl;
    const vendor = await loginToken(base, DEMO.vendor);
    const loc = await api<{ data: { location: { _id: string } } }>(base, 'POST', '/api/v1/locations', {
      token: vendor,
      body: {
        name: LOCATION_NAME,
        phoneNumber: '(312) 555-0100',
        address: '200 E Randolph St, Chicago, IL',
        location_point: { type: 'Point', coordinates: [-87.6216, 41.8857] },
      },
    });
    expect(loc.status).toBe(201);
    const locationId = loc.body.data.location._id;
    const admin = await loginToken(base, DEMO.odogwu);
    const added = await api(base, 'POST', `/api/v1/locations/${locationId}/vendors/add`, {
      token: admin,
      body: { name: VENDOR_NAME, code: 'INERT1', expirationDate: '2030-01-31', plates: [] },
    });
    expect(added.status).toBe(201);
    const valet = await loginToken(base, DEMO.valet);
    const ticket = await createValetTicket(server, valet, { plateNumber: 'INR123', firstName: 'Ines', description: DESCRIPTION });

    // The owner's list of locations.
    const owner = await openPage(browser, base, DESKTOP);
    try {
      await login(owner.page, DEMO.vendor, DEMO_PASSWORD);
      await waitForPath(owner.page, '/dashboard');
      await owner.page.goto('/locations');
      await expectInert(owner.page, LOCATION_NAME);
    } finally {
      await owner.context.close();
    }

    // The management's vendor cards at that location (its name in the heading too).
    const management = await openPage(browser, base, DESKTOP);
    try {
      await login(management.page, DEMO.odogwu, DEMO_PASSWORD);
      await waitForPath(management.page, '/dashboard');
      await management.page.goto(`/management/locations/${locationId}`);
      await expectInert(management.page, VENDOR_NAME);
      await screenshot(management.page, 'inert-vendor-desktop');
    } finally {
      await management.context.close();
    }

    // The valet ticket's details, on the staff member's phone.
    const staff = await phonePage(browser, base);
    try {
      await login(staff.page, DEMO.valet, DEMO_PASSWORD);
      await waitForPath(staff.page, '/dashboard');
      await staff.page.goto(`/valet/details?valetId=${ticket._id}`);
      await expectInert(staff.page, DESCRIPTION);
    } finally {
      await staff.context.close();
    }
  });
});
