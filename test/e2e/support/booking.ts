import type { Page } from 'playwright-core';
import { LIMITS } from '../../../src/shared/limits';
import { PARKING_TEXT } from '../../../src/shared/messages';
import { api, DEMO, loginToken, type RunningServer } from './server';
import { button } from './ui';

/** A zone the booking tests can book at any hour: the seeded ones close at 23:00 in their own zones. */
export interface BookableSpot {
  locationId: string;
  zoneId: string;
  name: string;
  zoneNumber: string;
  /** The booking page, /locations/{id}/zones/{zid}. */
  path: string;
}

/**
 * The demo vendor adds (through the API) a location with an hourly zone open around the clock
 * (open time equal to close time), so the tests do not depend on the time of day.
 */
export async function addRoundTheClockSpot(server: RunningServer, name = 'Round The Clock Garage', price = 4.5): Promise<BookableSpot> {
  const vendor = await loginToken(server.baseUrl, DEMO.vendor);
  const loc = await api<{ data: { location: { _id: string } } }>(server.baseUrl, 'POST', '/api/v1/locations', {
    token: vendor,
    body: {
      name,
      phoneNumber: '(312) 555-0100',
      address: '200 E Randolph St, Chicago, IL',
      location_point: { type: 'Point', coordinates: [-87.6216, 41.8857] },
    },
  });
  expect(loc.status).toBe(201);
  const locationId = loc.body.data.location._id;
  const zoneNumber = 'H24';
  const zone = await api<{ data: { zone: { _id: string; openTime: string; closeTime: string } } }>(
    server.baseUrl,
    'POST',
    '/api/v1/zones',
    {
      token: vendor,
      body: { locationId, zoneNumber, price, isHourly: true, openTime: '00:00', closeTime: '00:00' },
    },
  );
  expect(zone.status).toBe(201);
  expect(zone.body.data.zone.openTime).toBe(zone.body.data.zone.closeTime);
  const zoneId = zone.body.data.zone._id;
  return { locationId, zoneId, name, zoneNumber, path: `/locations/${locationId}/zones/${zoneId}` };
}

/** A booking as GET /api/v1/sessions/me lists it (the fields the e2e tests read). */
export interface SessionView {
  _id: string;
  plateNumber: string;
  state: string;
  locationName: string;
  startTime: string;
  endTime: string;
  totalCost: number;
  canExtend: boolean;
  canStop: boolean;
  /** dollars refunded so far (ending early) */
  refunded: number;
  timeZone: string;
}

/** The driver's bookings from the API, newest first: up to the largest page, more than any test makes. */
export async function myBookings(server: RunningServer, token: string): Promise<SessionView[]> {
  const res = await api<{ sessions: SessionView[] }>(server.baseUrl, 'GET', `/api/v1/sessions/me?limit=${LIMITS.historyPageMax}`, {
    token,
  });
  expect(res.status).toBe(200);
  return res.body.sessions;
}

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
const EXPIRY = '12/30';
const CVC = '123';

/** The demo card form (booking step 1, or an extension): pays with `card`; returns the amount the page says it charges ("$12.34"). */
export async function payWithDemoCard(page: Page, card: string): Promise<string> {
  const form = page.getByRole('form', { name: PARKING_TEXT.demoTitle });
  await form.waitFor();
  const amount = (await page.getByTestId('price-total').last().innerText()).trim();
  await form.getByLabel(PARKING_TEXT.cardNumber).fill(card);
  await form.getByLabel(PARKING_TEXT.expiry).fill(EXPIRY);
  await form.getByLabel(PARKING_TEXT.cvc).fill(CVC);
  const pay = form.getByRole('button', { name: `${PARKING_TEXT.pay} ${amount}` });
  await pay.click();
  return amount;
}

/** A plate no other test uses: letters and digits, at most 8. */
export function uniquePlate(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-5).toUpperCase()}`.slice(0, 8);
}

/** Step 0: one row per plate (adding rows as needed), then the hours of an hourly zone. */
export async function fillSessionInfo(page: Page, spot: BookableSpot, plates: string[], state: string, hours: number): Promise<void> {
  await page.getByRole('heading', { name: `${spot.name} · ${PARKING_TEXT.zoneLabel} ${spot.zoneNumber}` }).waitFor();
  for (let i = 0; i < plates.length; i++) {
    if (i > 0) await button(page, new RegExp(`^\\+ ${PARKING_TEXT.addVehicle}$`)).click();
    const row = page.getByRole('listitem', { name: `${PARKING_TEXT.vehicle} ${i + 1}`, exact: true });
    await row.getByLabel(PARKING_TEXT.licensePlate, { exact: true }).fill(plates[i]!.toLowerCase());
    await row.getByLabel(PARKING_TEXT.licenseState, { exact: true }).fill(state.toLowerCase());
    // Upper case as typed (SPEC 5).
    expect(await row.getByLabel(PARKING_TEXT.licensePlate, { exact: true }).inputValue()).toBe(plates[i]);
  }
  const hoursInput = page.getByLabel(PARKING_TEXT.hours, { exact: true });
  for (let h = Number(await hoursInput.inputValue()); h < hours; h++) await button(page, /^More hours$/).click();
  expect(await hoursInput.inputValue()).toBe(String(hours));
}

/** Step 0 done: the estimate the page showed before paying ("$12.34"), then on to step 1. */
export async function continueToPayment(page: Page): Promise<string> {
  const estimate = (await page.getByTestId('price-total').first().innerText()).trim();
  await button(page, new RegExp(`^${PARKING_TEXT.continueToPayment}$`)).click();
  return estimate;
}

/**
 * Books through the API the way the SPA does with the demo provider (intent, demo card, POST
 * /sessions): one payment for up to 5 plates, one session per plate, for `hours`. Returns the session ids.
 */
export async function bookThroughApi(
  server: RunningServer,
  token: string,
  spot: BookableSpot,
  plates: string[],
  state = 'IL',
  hours = 1,
): Promise<string[]> {
  const intent = await api<{ paymentIntentId: string; clientSecret: string }>(server.baseUrl, 'POST', '/api/v1/billing/stripe-intent', {
    token,
    body: { zoneId: spot.zoneId, hours, vehicles: plates.map((plate) => ({ plate, state })) },
  });
  expect(intent.status).toBe(200);
  const { paymentIntentId, clientSecret } = intent.body;
  const paid = await api(server.baseUrl, 'POST', '/api/v1/billing/demo/confirm', {
    body: { paymentIntentId, clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  expect(paid.status).toBe(200);
  const made = await api<{ data: { data: { sessions: { _id: string }[] } } }>(server.baseUrl, 'POST', '/api/v1/sessions', {
    token,
    body: { paymentIntentId },
  });
  expect(made.status).toBe(201);
  return made.body.data.data.sessions.map((s) => s._id);
}
