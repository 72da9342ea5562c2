import type { Browser, Page } from 'playwright-core';
import { LIMITS } from '../../src/shared/limits';
import { MESSAGES, PARKING_TEXT } from '../../src/shared/messages';
// What the bookings list and the extension notice show ("Nov 22, 3:10 PM"), in the lot's time zone,
// which differs from the browser's (TZ) here, so the test sees that the lot's zone is used.
import { shortDateTime } from '../../src/shared/dates';
import { phonePage, screenshot, step } from './support/browser';
import {
  addRoundTheClockSpot,
  bookThroughApi,
  continueToPayment,
  fillSessionInfo,
  myBookings,
  payWithDemoCard,
  uniquePlate,
  GOOD_CARD,
  DECLINED_CARD,
  type BookableSpot,
} from './support/booking';
import { DEMO, DEMO_PASSWORD, loginToken, type RunningServer } from './support/server';
import { startE2E, stopE2E } from './support/lifecycle';
import { button, login, waitForPath } from './support/ui';

/**
 * The driver's booking flow on a phone (issue 3 "Tests"): a guest books two vehicles and mails the
 * receipt; a signed-in customer books, finds it in /bookings and extends it; a declined card books
 * nothing. Everything goes through the SPA served by the production build, paid with the embedded
 * demo provider.
 *
 * Independent of the time of day: the vendor first adds a zone open around the clock
 * (support/booking.ts addRoundTheClockSpot).
 */

jest.setTimeout(180_000);

// Browser and Node format times in the same zone, so the test can predict what the page shows.
const TZ = 'UTC';

let server: RunningServer;
let browser: Browser;
let spot: BookableSpot;

beforeAll(async () => {
  ({ server, browser } = await startE2E());
  spot = await addRoundTheClockSpot(server);
});

afterAll(() => stopE2E(server, browser));

const openPhone = () => phonePage(browser, server.baseUrl, { timezoneId: TZ });

describe('booking flow on a phone (390x844)', () => {
  it('a guest books 2 vehicles for 2 hours, pays with the demo card and mails the receipt', async () => {
    const { page, errors, close } = await openPhone();
    const plates = [uniquePlate('GA'), uniquePlate('GB')];
    const email = `guest.${Date.now()}@example.com`;
    try {
      // Where the driver came from: the phone's Back leaves the booking page for it once paid.
      await page.goto('/locations');
      await page.goto(spot.path);
      await step(page, 'guest-session-info', () => fillSessionInfo(page, spot, plates, 'IL', 2));
      await screenshot(page, 'booking-guest-step0-phone');
      // The estimate shown before paying.
      const estimate = await continueToPayment(page);

      // The phone's Back on the payment step goes back to the form, vehicles kept; Forward to payment again.
      await page.getByLabel('Card number').waitFor();
      await step(page, 'guest-back-to-form', async () => {
        await page.goBack();
        await button(page, new RegExp(`^${PARKING_TEXT.continueToPayment}$`)).waitFor();
      });
      expect(await page.getByLabel(PARKING_TEXT.licensePlate, { exact: true }).first().inputValue()).toBe(plates[0]);
      expect(new URL(page.url()).pathname).toBe(spot.path);
      await continueToPayment(page);

      const amount = await step(page, 'guest-pay', () => payWithDemoCard(page, GOOD_CARD));
      expect(amount).toBe(estimate);
      await screenshot(page, 'booking-guest-step1-phone');

      await step(page, 'guest-receipt', () => page.getByRole('heading', { name: PARKING_TEXT.receiptTitle, exact: true }).waitFor());
      for (const p of plates) await page.getByText(`${p} IL`).first().waitFor();
      await page.getByLabel(new RegExp(`^${PARKING_TEXT.yourName}`)).fill('Gus Guest');
      await page.getByLabel(new RegExp(`^${PARKING_TEXT.yourEmail}`)).fill(email);
      await button(page, new RegExp(`^${MESSAGES.sendReceipt}$`)).click();
      await step(page, 'guest-receipt-sent', () =>
        page.getByRole('button', { name: MESSAGES.receiptSent, exact: true }).waitFor({ state: 'visible' }),
      );
      expect(await page.getByRole('button', { name: MESSAGES.receiptSent, exact: true }).isDisabled()).toBe(true);
      await screenshot(page, 'booking-guest-receipt-phone');

      // The outbox (logged by the server) holds the receipt for this guest, with both plates and the total paid.
      const mail = await server.waitForMail((m) => m.to === email);
      expect(mail.subject).toMatch(new RegExp(`^Your parking receipt: ${spot.name}, `));
      for (const p of plates) expect(mail.text).toContain(`${p} (IL)`);
      expect(mail.text).toContain(`Total paid: ${amount}`);
      expect(mail.text).toContain('Hi Gus Guest,');

      await button(page, new RegExp(`^${PARKING_TEXT.done}$`)).click();
      await step(page, 'guest-all-set', () => page.getByRole('heading', { name: MESSAGES.allSet }).waitFor());
      // Booking History is for signed-in drivers only.
      expect(await page.getByRole('button', { name: PARKING_TEXT.bookingHistory }).count()).toBe(0);
      await screenshot(page, 'booking-guest-all-set-phone');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // Paid: one Back leaves for the page before, the payment step's entry no longer in between.
      await page.goBack();
      await waitForPath(page, '/locations');
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a signed-in customer books, sees it in /bookings and extends it by paying the difference', async () => {
    const token = await loginToken(server.baseUrl, DEMO.customer);
    const before = await myBookings(server, token);
    const { page, errors, close } = await openPhone();
    const p = uniquePlate('CU');
    try {
      await login(page, DEMO.customer, DEMO_PASSWORD);
      await step(page, 'customer-login', () => waitForPath(page, '/dashboard'));
      await page.goto(spot.path);
      await step(page, 'customer-session-info', () => fillSessionInfo(page, spot, [p], 'TX', 1));
      await continueToPayment(page);
      const amount = await step(page, 'customer-pay', () => payWithDemoCard(page, GOOD_CARD));
      await step(page, 'customer-receipt', () => page.getByRole('heading', { name: PARKING_TEXT.receiptTitle, exact: true }).waitFor());
      await button(page, new RegExp(`^${PARKING_TEXT.done}$`)).click();
      await step(page, 'customer-all-set', () => page.getByRole('heading', { name: MESSAGES.allSet }).waitFor());

      const after = await myBookings(server, token);
      expect(after).toHaveLength(before.length + 1);
      const booked = after.find((s) => s.plateNumber === p);
      expect(booked).toBeDefined();
      expect(`$${booked!.totalCost.toFixed(2)}`).toBe(amount);

      await page.getByRole('button', { name: PARKING_TEXT.bookingHistory }).click();
      await step(page, 'customer-bookings', () => waitForPath(page, '/bookings'));
      const item = page.getByRole('article', { name: `${spot.name} ${p}` });
      await step(page, 'customer-booking-listed', () => item.waitFor());
      expect(booked!.timeZone).not.toBe(TZ);
      await item.getByText(shortDateTime(booked!.endTime, booked!.timeZone)).waitFor();
      // The first page of the history; older bookings are behind Show more.
      expect(await page.getByRole('article').count()).toBe(Math.min(after.length, LIMITS.historyPageDefault));
      expect(await page.getByRole('button', { name: PARKING_TEXT.showMore }).count()).toBe(
        after.length > LIMITS.historyPageDefault ? 1 : 0,
      );
      await screenshot(page, 'bookings-customer-phone');

      // Extend by one hour: the extension is priced by the server and paid with the demo card.
      await item.getByRole('button', { name: PARKING_TEXT.extend, exact: true }).click();
      const panel = item.getByRole('region', { name: PARKING_TEXT.extendTitle });
      await panel.getByRole('button', { name: PARKING_TEXT.next, exact: true }).click();
      const newEnd = new Date(Date.parse(booked!.endTime) + 60 * 60_000).toISOString();
      await step(page, 'customer-extend-priced', () =>
        panel.getByText(`${PARKING_TEXT.end}: ${shortDateTime(newEnd, booked!.timeZone)}`).waitFor(),
      );
      await screenshot(page, 'bookings-extend-payment-phone');
      await step(page, 'customer-extend-pay', () => payWithDemoCard(page, GOOD_CARD));

      await step(page, 'customer-extended', () =>
        page.getByText(`${PARKING_TEXT.extendDone} ${shortDateTime(newEnd, booked!.timeZone)}`).waitFor(),
      );
      await step(page, 'customer-new-end-listed', () => item.getByText(shortDateTime(newEnd, booked!.timeZone)).waitFor());
      await screenshot(page, 'bookings-extended-phone');

      const extended = (await myBookings(server, token)).find((s) => s._id === booked!._id);
      expect(extended!.endTime).toBe(newEnd);
      expect(extended!.totalCost).toBeGreaterThan(booked!.totalCost);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("a declined card shows the provider's message and books nothing", async () => {
    const token = await loginToken(server.baseUrl, DEMO.customer);
    const before = await myBookings(server, token);
    const { page, errors, close } = await openPhone();
    try {
      await login(page, DEMO.customer, DEMO_PASSWORD);
      await step(page, 'declined-login', () => waitForPath(page, '/dashboard'));
      await page.goto(spot.path);
      await step(page, 'declined-session-info', () => fillSessionInfo(page, spot, [uniquePlate('DC')], 'CA', 1));
      await continueToPayment(page);
      await step(page, 'declined-pay', () => payWithDemoCard(page, DECLINED_CARD));
      // The demo provider's own decline text (SPEC 8: a confirmation error shows the provider's message).
      await step(page, 'declined-message', () => page.getByText('Your card was declined.').waitFor());
      await screenshot(page, 'booking-declined-phone');
      // Still on the payment step: no receipt, nothing booked.
      expect(await page.getByRole('heading', { name: PARKING_TEXT.receiptTitle, exact: true }).count()).toBe(0);
      expect(await page.getByRole('form', { name: PARKING_TEXT.demoTitle }).isVisible()).toBe(true);
      const after = await myBookings(server, token);
      expect(after.map((s) => s._id).sort()).toEqual(before.map((s) => s._id).sort());

      await page.goto('/bookings');
      await step(page, 'declined-bookings', () => page.getByRole('heading', { name: PARKING_TEXT.bookingsTitle }).waitFor());
      if (before.length === 0) await page.getByText(MESSAGES.noBookings).waitFor();
      else await page.getByRole('article').first().waitFor();
      expect(await page.getByRole('article').count()).toBe(Math.min(before.length, LIMITS.historyPageDefault));
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the newest page of a long history first and the older bookings behind Show more', async () => {
    const token = await loginToken(server.baseUrl, DEMO.customer);
    const page1 = LIMITS.historyPageDefault;
    // More bookings than one page: five plates per payment, one session each.
    for (let have = (await myBookings(server, token)).length, n = 0; have <= page1; have += 5, n++) {
      await bookThroughApi(
        server,
        token,
        spot,
        ['A', 'B', 'C', 'D', 'E'].map((x) => uniquePlate(`P${n}${x}`)),
      );
    }
    const all = await myBookings(server, token);
    expect(all.length).toBeGreaterThan(page1);
    expect(all.length).toBeLessThanOrEqual(LIMITS.historyPageMax);
    const { page, errors, close } = await openPhone();
    try {
      await login(page, DEMO.customer, DEMO_PASSWORD);
      await step(page, 'history-login', () => waitForPath(page, '/dashboard'));
      await page.goto('/bookings');
      const more = page.getByRole('button', { name: PARKING_TEXT.showMore, exact: true });
      await step(page, 'history-first-page', () => more.waitFor());
      expect(await page.getByRole('article').count()).toBe(page1);
      await more.scrollIntoViewIfNeeded();
      await screenshot(page, 'bookings-show-more-button-phone', { fullPage: false });
      await more.click();
      await step(page, 'history-second-page', () =>
        page
          .getByRole('article')
          .nth(all.length - 1)
          .waitFor(),
      );
      expect(await page.getByRole('article').count()).toBe(all.length);
      // The oldest booking is now the last one listed.
      const oldest = all.at(-1)!;
      expect(await page.getByRole('article').last().getAttribute('aria-label')).toBe(`${oldest.locationName} ${oldest.plateNumber}`);
      expect(await more.count()).toBe(0);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });
});

/** `text` as the start of a pattern (labels such as "Expiry (MM/YY)" hold pattern characters). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * Presses Tab until the focused element's accessible name matches `name` (its aria-label, its
 * label, else its text), as a keyboard user moves through the page; fails if it is never reached.
 */
async function tabTo(page: Page, name: RegExp, maxPresses = 60): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as (HTMLElement & { labels?: NodeListOf<HTMLLabelElement> }) | null;
      if (!el || el === document.body) return '';
      return (el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.textContent ?? '').trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`${name} was not reached with ${maxPresses} presses of Tab`);
}

describe('booking with the keyboard alone (issue 12)', () => {
  it('a guest books and pays without the pointer: Tab to each field and button, type, Enter', async () => {
    const { page, close } = await openPhone();
    const plate = uniquePlate('KB');
    try {
      await page.goto(spot.path);
      await page.getByRole('heading', { name: `${spot.name} · ${PARKING_TEXT.zoneLabel} ${spot.zoneNumber}` }).waitFor();
      await tabTo(page, startsWith(PARKING_TEXT.licensePlate));
      await page.keyboard.type(plate.toLowerCase());
      await tabTo(page, startsWith(PARKING_TEXT.licenseState));
      await page.keyboard.type('il');
      await tabTo(page, /^More hours$/);
      await page.keyboard.press('Enter');
      expect(await page.getByLabel(PARKING_TEXT.hours, { exact: true }).inputValue()).toBe('2');
      await tabTo(page, new RegExp(`^${PARKING_TEXT.continueToPayment}$`));
      await page.keyboard.press('Enter');

      await page.getByRole('form', { name: PARKING_TEXT.demoTitle }).waitFor();
      await tabTo(page, startsWith(PARKING_TEXT.cardNumber));
      await page.keyboard.type(GOOD_CARD);
      await tabTo(page, startsWith(PARKING_TEXT.expiry));
      await page.keyboard.type('12/30');
      await tabTo(page, startsWith(PARKING_TEXT.cvc));
      await page.keyboard.type('123');
      await tabTo(page, new RegExp(`^${PARKING_TEXT.pay} \\$`));
      await page.keyboard.press('Enter');

      await page.getByRole('heading', { name: PARKING_TEXT.receiptTitle, exact: true }).waitFor();
      await page.getByText(`${plate} IL`).first().waitFor();
      await screenshot(page, 'booking-keyboard-receipt-phone');
    } finally {
      await close();
    }
  });
});
