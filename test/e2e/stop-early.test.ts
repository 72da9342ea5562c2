import type { Browser } from 'playwright-core';
import { MESSAGES, PARKING_TEXT, stopDone, stopQuote } from '../../src/shared/messages';
import { formatUsd, toCents } from '../../src/shared/money';
import { shortDateTime } from '../../src/shared/dates';
import { phonePage, screenshot, step } from './support/browser';
import { addRoundTheClockSpot, bookThroughApi, myBookings, uniquePlate, type BookableSpot } from './support/booking';
import { api, DEMO, DEMO_PASSWORD, loginToken, type RunningServer } from './support/server';
import { startE2E, stopE2E } from './support/lifecycle';
import { login, waitForPath } from './support/ui';

/**
 * Issue 8, part 3, on a phone: a customer ends a 3-hour booking just after it started with End
 * Parking Now; the confirmation shows what is kept (the first hour) and refunded, the demo provider
 * refunds the rest, and /bookings shows the refund and the new end.
 */

jest.setTimeout(180_000);

let server: RunningServer;
let browser: Browser;
let spot: BookableSpot;

beforeAll(async () => {
  ({ server, browser } = await startE2E());
  spot = await addRoundTheClockSpot(server, 'Early Stop Garage');
});

afterAll(() => stopE2E(server, browser));

interface Quote {
  endTime: string;
  minutesCharged: number;
  keepCents: number;
  refundCents: number;
}

describe('End Parking Now on a phone (390x844)', () => {
  it('a customer stops early and /bookings shows the refund', async () => {
    const token = await loginToken(server.baseUrl, DEMO.customer);
    const plate = uniquePlate('SE');
    const [id] = await bookThroughApi(server, token, spot, [plate], 'IL', 3);
    const booked = (await myBookings(server, token)).find((s) => s._id === id)!;
    expect(booked.canStop).toBe(true);
    expect(booked.refunded).toBe(0);

    const { page, errors, close } = await phonePage(browser, server.baseUrl, { timezoneId: 'UTC' });
    try {
      await login(page, DEMO.customer, DEMO_PASSWORD);
      await step(page, 'stop-login', () => waitForPath(page, '/dashboard'));
      await page.goto('/bookings');
      const item = page.getByRole('article', { name: `${spot.name} ${plate}` });
      await step(page, 'stop-listed', () => item.waitFor());
      await item.getByRole('button', { name: PARKING_TEXT.stopNow, exact: true }).click();

      // The confirmation says what the server quotes: the first hour kept, the rest refunded.
      const quoted = await api<{ data: Quote }>(server.baseUrl, 'GET', `/api/v1/sessions/${id}/stop`, { token });
      expect(quoted.status).toBe(200);
      const q = quoted.body.data;
      expect(q.minutesCharged).toBe(60);
      expect(q.refundCents).toBeGreaterThan(0);
      const panel = item.getByRole('region', { name: PARKING_TEXT.stopTitle });
      await step(page, 'stop-quote', () => panel.getByText(stopQuote(q.keepCents, q.minutesCharged, q.refundCents)).waitFor());
      await screenshot(page, 'bookings-stop-confirm-phone', { fullPage: false });

      await panel.getByRole('button', { name: PARKING_TEXT.stopConfirm, exact: true }).click();
      await step(page, 'stop-done', () => page.getByText(stopDone(q.refundCents)).waitFor());

      const after = (await myBookings(server, token)).find((s) => s._id === id)!;
      expect(toCents(after.refunded)).toBe(q.refundCents);
      expect(after.canStop).toBe(false);
      expect(Date.parse(after.endTime)).toBeLessThan(Date.parse(booked.endTime));
      // The booking shows the refund and its new end.
      await step(page, 'stop-refund-listed', () => item.getByText(formatUsd(q.refundCents), { exact: true }).waitFor());
      await item.getByText(PARKING_TEXT.refunded, { exact: true }).waitFor();
      await item.getByText(shortDateTime(after.endTime, after.timeZone)).first().waitFor();
      // Over: no countdown, no Extend, no End Parking Now (even while its end, its start, is still ahead):
      // its receipt, as it stands now, is all there is to ask for.
      expect(await item.getByRole('button').allTextContents()).toEqual([MESSAGES.emailReceipt]);
      expect(await item.getByRole('alert').count()).toBe(0);
      await screenshot(page, 'bookings-stopped-phone', { fullPage: false });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
