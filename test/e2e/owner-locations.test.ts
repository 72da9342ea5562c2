import type { Browser } from 'playwright-core';
import { PARKING_TEXT } from '../../src/shared/messages';
import { phonePage, screenshot, step } from './support/browser';
import { api, DEMO, DEMO_PASSWORD, loginToken, type RunningServer } from './support/server';
import { startE2E, stopE2E } from './support/lifecycle';
import { button, login, waitForPath } from './support/ui';

/**
 * Owners and drivers on a phone (issue 3 "Tests"): the vendor adds a location by picking an address
 * suggestion (the offline gazetteer without a maps key) and a zone open around the clock; then a
 * driver whose device is near that city opens /locations, finds it nearby, opens its zones and
 * sees Park Here.
 */

jest.setTimeout(180_000);

let server: RunningServer;
let browser: Browser;

interface Suggestion {
  place_id: string;
  description: string;
  latitude: number;
  longitude: number;
}

beforeAll(async () => {
  ({ server, browser } = await startE2E());
});

afterAll(() => stopE2E(server, browser));

describe('an owner adds a location and a zone; a driver nearby finds it', () => {
  const CITY = 'Austin';
  const name = `Congress Avenue Lot ${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const zoneNumber = 'A7';
  let place: Suggestion;
  let locationId = '';

  it('the vendor adds a location from an address suggestion, then an all-day zone', async () => {
    // What the suggestion list will offer first for the typed city (the server's own answer).
    const vendorToken = await loginToken(server.baseUrl, DEMO.vendor);
    const sugg = await api<{ data: { suggestions: Suggestion[] } }>(server.baseUrl, 'GET', `/api/v1/locations/suggest?q=${CITY}`, {
      token: vendorToken,
    });
    expect(sugg.status).toBe(200);
    place = sugg.body.data.suggestions[0]!;
    expect(place.description).toMatch(/^Austin, TX/);

    const { page, errors, close } = await phonePage(browser, server.baseUrl);
    try {
      await login(page, DEMO.vendor, DEMO_PASSWORD);
      await step(page, 'vendor-login', () => waitForPath(page, '/dashboard'));
      await page.goto('/locations');
      // Owners see their own locations with Add Location.
      await step(page, 'vendor-locations', () => page.getByRole('heading', { name: PARKING_TEXT.locationsTitle }).waitFor());
      await page.getByRole('button', { name: PARKING_TEXT.addLocation }).click();
      await step(page, 'vendor-add-location', () => waitForPath(page, '/locations/add'));

      await page.getByLabel(PARKING_TEXT.locationName).fill(name);
      await page.getByLabel(PARKING_TEXT.phoneNumber).fill('(512) 555-0142');
      const address = page.getByRole('combobox', { name: PARKING_TEXT.address });
      await address.click();
      await address.pressSequentially(CITY, { delay: 40 });
      // The suggestions arrive after the 300 ms debounce; pick the city's.
      const option = page.locator('.ant-select-item-option').filter({ hasText: place.description }).first();
      await step(page, 'vendor-suggestion', () => option.waitFor({ state: 'visible' }));
      await screenshot(page, 'add-location-suggestions-phone');
      await option.click();
      expect(await address.inputValue()).toBe(place.description);
      // The picked place resolves to coordinates, shown under the field.
      await page.getByText(`${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)}`).waitFor();
      await button(page, new RegExp(`^${PARKING_TEXT.addLocation}$`)).click();

      await step(page, 'vendor-location-added', () => waitForPath(page, '/locations-vendor'));
      const card = page.getByRole('article', { name });
      await step(page, 'vendor-location-card', () => card.waitFor());
      await card.getByText(place.description).waitFor();
      await screenshot(page, 'vendor-locations-after-add-phone');

      await card.getByRole('link', { name: PARKING_TEXT.addZone }).click();
      await step(page, 'vendor-add-zone', () => page.waitForURL(/\/locations\/[^/]+\/new\/zone$/));
      locationId = new URL(page.url()).pathname.split('/')[2]!;
      await page.getByLabel(PARKING_TEXT.zoneNumber).fill(zoneNumber);
      await page.getByLabel(PARKING_TEXT.price).fill('3.75');
      // Open time equal to close time: open around the clock (and the test works at any hour).
      await page.getByLabel(PARKING_TEXT.openTime).fill('00:00');
      await page.getByLabel(PARKING_TEXT.closeTime).fill('00:00');
      await screenshot(page, 'add-zone-phone');
      await button(page, new RegExp(`^${PARKING_TEXT.addZone}$`)).click();
      await step(page, 'vendor-zone-added', () => waitForPath(page, `/locations/${locationId}/zones`));
      await step(page, 'vendor-zone-card', () => page.getByRole('article', { name: `${PARKING_TEXT.zoneLabel} ${zoneNumber}` }).waitFor());
      await screenshot(page, 'vendor-zones-after-add-phone');
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }

    // Stored as chosen: the suggestion's coordinates and a zone open all day.
    const loc = await api<{
      data: { location: { name: string; address: string; location_point: { coordinates: [number, number] }; timeZone: string } };
    }>(server.baseUrl, 'GET', `/api/v1/locations/${locationId}`);
    expect(loc.status).toBe(200);
    expect(loc.body.data.location).toMatchObject({ name, address: place.description, timeZone: 'America/Chicago' });
    const [lng, lat] = loc.body.data.location.location_point.coordinates;
    expect(lat).toBeCloseTo(place.latitude, 5);
    expect(lng).toBeCloseTo(place.longitude, 5);
    const zones = await api<{
      data: { zones: { zoneNumber: string; price: number; isHourly: boolean; openTime: string; closeTime: string }[] };
    }>(server.baseUrl, 'GET', `/api/v1/locations/${locationId}/zones`);
    expect(zones.body.data.zones).toEqual([
      expect.objectContaining({ zoneNumber, price: 3.75, isHourly: true, openTime: '00:00', closeTime: '00:00' }),
    ]);
  });

  it('a driver near Austin finds it on /locations, opens its zones and sees Park Here', async () => {
    expect(locationId).not.toBe('');
    // A few kilometres from the city's centre, as a phone would report it.
    const geolocation = { latitude: place.latitude + 0.02, longitude: place.longitude - 0.02, accuracy: 30 };
    const { page, errors, close } = await phonePage(browser, server.baseUrl, { geolocation, permissions: ['geolocation'] });
    try {
      await page.goto('/locations');
      await step(page, 'driver-nearby', () => page.getByRole('heading', { name: PARKING_TEXT.nearbyTitle }).waitFor());
      const card = page.getByRole('article', { name });
      await step(page, 'driver-finds-location', () => card.waitFor());
      // The nearest one comes first.
      expect(await page.getByRole('article').first().getAttribute('aria-label')).toBe(name);
      // With a position there is no need for the city search.
      expect(await page.getByText(PARKING_TEXT.searchHint).count()).toBe(0);
      await screenshot(page, 'driver-nearby-phone');

      await card.getByRole('link', { name: PARKING_TEXT.viewZones }).click();
      await step(page, 'driver-zones', () => waitForPath(page, `/locations/${locationId}/zones`));
      await page.getByRole('heading', { name }).waitFor();
      const zone = page.getByRole('article', { name: `${PARKING_TEXT.zoneLabel} ${zoneNumber}` });
      const park = zone.getByRole('link', { name: PARKING_TEXT.parkHere });
      await step(page, 'driver-park-here', () => park.waitFor());
      await screenshot(page, 'driver-zones-phone');
      await park.click();
      await step(page, 'driver-booking-page', () =>
        page.getByRole('heading', { name: `${name} · ${PARKING_TEXT.zoneLabel} ${zoneNumber}` }).waitFor(),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
