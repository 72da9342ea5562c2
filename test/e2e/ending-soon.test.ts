import type { Browser, Page } from 'playwright-core';
import { APP_TEXT, PARKING_TEXT, parkingEndsIn } from '../../src/shared/messages';
import { shortDateTime } from '../../src/shared/dates';
import { phonePage, screenshot, step } from './support/browser';
import {
  addRoundTheClockSpot,
  bookThroughApi,
  GOOD_CARD,
  myBookings,
  payWithDemoCard,
  uniquePlate,
  type BookableSpot,
} from './support/booking';
import { DEMO, DEMO_PASSWORD, loginToken, type RunningServer } from './support/server';
import { startE2E, stopE2E } from './support/lifecycle';
import { button, input, login, passwordInputs, waitForPath } from './support/ui';

/**
 * Issue 8, part 2, on a phone: a customer whose booking ends in under 15 minutes sees the warning on
 * /bookings and extends from it; the reminder mail's link (/bookings?extend=<id>) opens the extend
 * panel, for a guest after signing in.
 *
 * The booking is a real one (booked through the API, paid with the demo provider) and the server
 * keeps its real times; the browser's clock is set 12 minutes before its end (Playwright's
 * page.clock), since the countdown is counted in the page from the end time. The server's own
 * rules (canExtend, the price of the extension) stay those of a booking with an hour left.
 */

jest.setTimeout(180_000);

let server: RunningServer;
let browser: Browser;
let spot: BookableSpot;

beforeAll(async () => {
  ({ server, browser } = await startE2E());
  spot = await addRoundTheClockSpot(server, 'Ending Soon Garage');
});

afterAll(() => stopE2E(server, browser));

/** A customer's paid one-hour booking of a fresh plate: its id and end time. */
async function bookOneHour(plate: string): Promise<{ id: string; endTime: string; timeZone: string }> {
  const token = await loginToken(server.baseUrl, DEMO.customer);
  const [id] = await bookThroughApi(server, token, spot, [plate]);
  const booked = (await myBookings(server, token)).find((s) => s._id === id);
  expect(booked).toBeDefined();
  return { id: id!, endTime: booked!.endTime, timeZone: booked!.timeZone };
}

/** A phone whose clock reads 12 minutes (less 5 seconds) before `endTime`, and runs on from there. */
async function phoneNear(endTime: string) {
  const opened = await phonePage(browser, server.baseUrl, { timezoneId: 'UTC' });
  await opened.page.clock.install({ time: new Date(Date.parse(endTime) - 12 * 60_000 + 5_000) });
  return opened;
}

const itemOf = (page: Page, plate: string) => page.getByRole('article', { name: `${spot.name} ${plate}` });

describe('a booking that ends soon, on a phone (390x844)', () => {
  it('shows the warning on /bookings and extends from it', async () => {
    const plate = uniquePlate('ES');
    const booking = await bookOneHour(plate);
    const { page, errors, close } = await phoneNear(booking.endTime);
    try {
      await login(page, DEMO.customer, DEMO_PASSWORD);
      await step(page, 'soon-login', () => waitForPath(page, '/dashboard'));
      await page.goto('/bookings');
      const item = itemOf(page, plate);
      const warning = item.getByRole('alert');
      await step(page, 'soon-warning', () => warning.getByText(parkingEndsIn(12)).waitFor());
      await screenshot(page, 'bookings-ending-soon-phone');

      await warning.getByRole('button', { name: PARKING_TEXT.extend, exact: true }).click();
      const panel = item.getByRole('region', { name: PARKING_TEXT.extendTitle });
      await panel.getByRole('button', { name: PARKING_TEXT.next, exact: true }).click();
      const newEnd = new Date(Date.parse(booking.endTime) + 60 * 60_000).toISOString();
      await step(page, 'soon-extend-priced', () =>
        panel.getByText(`${PARKING_TEXT.end}: ${shortDateTime(newEnd, booking.timeZone)}`).waitFor(),
      );
      await step(page, 'soon-extend-pay', () => payWithDemoCard(page, GOOD_CARD));
      await step(page, 'soon-extended', () =>
        page.getByText(`${PARKING_TEXT.extendDone} ${shortDateTime(newEnd, booking.timeZone)}`).waitFor(),
      );
      // An hour more: the warning gives way to the time left.
      await step(page, 'soon-warning-gone', () => item.getByText(/^1 h 1[12] min left$/).waitFor());
      expect(await item.getByRole('alert').count()).toBe(0);
      await screenshot(page, 'bookings-ending-soon-extended-phone');

      const token = await loginToken(server.baseUrl, DEMO.customer);
      expect((await myBookings(server, token)).find((s) => s._id === booking.id)?.endTime).toBe(newEnd);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("the reminder's link brings a guest through login to the booking's open extend panel", async () => {
    const plate = uniquePlate('EL');
    const booking = await bookOneHour(plate);
    const { page, errors, close } = await phoneNear(booking.endTime);
    try {
      await page.goto(`/bookings?extend=${booking.id}`);
      await step(page, 'link-login', () => waitForPath(page, '/login'));
      await input(page, /e-?mail/i).fill(DEMO.customer);
      await passwordInputs(page).first().fill(DEMO_PASSWORD);
      await button(page, new RegExp(`^${APP_TEXT.logIn}$`)).click();
      await step(page, 'link-back', () => waitForPath(page, '/bookings'));
      expect(new URL(page.url()).search).toBe(`?extend=${booking.id}`);
      const item = itemOf(page, plate);
      await step(page, 'link-panel', () => item.getByRole('region', { name: PARKING_TEXT.extendTitle }).waitFor());
      await item.getByRole('alert').getByText(parkingEndsIn(12)).waitFor();
      await screenshot(page, 'bookings-extend-link-phone');
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
