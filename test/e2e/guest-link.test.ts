import type { Browser } from 'playwright-core';
import { PARKING_TEXT, stopDone } from '../../src/shared/messages';
import { phonePage, screenshot, step } from './support/browser';
import {
  addRoundTheClockSpot,
  continueToPayment,
  fillSessionInfo,
  GOOD_CARD,
  payWithDemoCard,
  uniquePlate,
  type BookableSpot,
} from './support/booking';
import type { RunningServer } from './support/server';
import { startE2E, stopE2E } from './support/lifecycle';

/**
 * A guest (no account) on a phone: the finished screen's Extend opens their booking through its
 * signed link (/bookings/guest/<token>, the same link the reminder mail carries) with Extend ready;
 * they extend it with the demo card, then end it early and are told the refund.
 */

jest.setTimeout(180_000);

let server: RunningServer;
let browser: Browser;
let spot: BookableSpot;

beforeAll(async () => {
  ({ server, browser } = await startE2E());
  spot = await addRoundTheClockSpot(server, 'Guest Link Garage');
});

afterAll(() => stopE2E(server, browser));

describe("a guest's booking through its link, on a phone (390x844)", () => {
  it('extends from the link, then ends the parking early and sees the refund', async () => {
    const { page, errors, close } = await phonePage(browser, server.baseUrl, { timezoneId: 'UTC' });
    const plate = uniquePlate('GL');
    try {
      await page.goto(spot.path);
      await step(page, 'guest-info', () => fillSessionInfo(page, spot, [plate], 'IL', 2));
      await continueToPayment(page);
      await step(page, 'guest-pay', () => payWithDemoCard(page, GOOD_CARD));
      await step(page, 'guest-receipt', () => page.getByRole('heading', { name: PARKING_TEXT.receiptTitle, exact: true }).waitFor());

      await page.getByRole('link', { name: PARKING_TEXT.extend, exact: true }).click();
      await step(page, 'guest-link', () => page.waitForURL(/\/bookings\/guest\/[^/]+$/));
      await page.getByRole('heading', { name: PARKING_TEXT.guestBookingTitle }).waitFor();
      const item = page.getByRole('article', { name: `${spot.name} ${plate}` });
      const panel = item.getByRole('region', { name: PARKING_TEXT.extendTitle });
      await step(page, 'guest-extend-ready', () => panel.waitFor());
      await screenshot(page, 'guest-link-phone');

      await panel.getByRole('button', { name: PARKING_TEXT.next, exact: true }).click();
      await step(page, 'guest-extend-pay', () => payWithDemoCard(page, GOOD_CARD));
      await step(page, 'guest-extended', () => page.getByText(new RegExp(`^${PARKING_TEXT.extendDone} `)).waitFor());
      // Three hours bought, none used yet (it starts in 10 minutes): the first hour is kept.
      await step(page, 'guest-time-left', () => item.getByText(/^3 h 1\d min left$/).waitFor());

      await item.getByRole('button', { name: PARKING_TEXT.stopNow, exact: true }).click();
      const stop = item.getByRole('region', { name: PARKING_TEXT.stopTitle });
      await step(page, 'guest-stop-quote', () =>
        stop.getByText(/^You will be charged \$[\d.]+ for 60 min and refunded \$[\d.]+\.$/).waitFor(),
      );
      await screenshot(page, 'guest-link-stop-phone');
      const quoted = /refunded \$([\d.]+)\./.exec(await stop.getByText(/^You will be charged/).innerText());
      await stop.getByRole('button', { name: PARKING_TEXT.stopConfirm, exact: true }).click();
      const refundCents = Math.round(Number(quoted![1]) * 100);
      await step(page, 'guest-stopped', () => page.getByText(stopDone(refundCents)).waitFor());
      await item.getByText(PARKING_TEXT.refunded, { exact: true }).waitFor();
      expect(await item.getByRole('button', { name: PARKING_TEXT.stopNow }).count()).toBe(0);
      await screenshot(page, 'guest-link-stopped-phone');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
