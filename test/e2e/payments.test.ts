import type { Browser, Page } from 'playwright-core';
import { MESSAGES, PARKING_TEXT } from '../../src/shared/messages';
import { parseDollarInput } from '../../src/shared/money';
import { startFakePaypal, type FakePaypal } from '../api/support/fakePaypal';
import { startFakeStripe, type FakeStripe } from '../api/support/fakeStripe';
import { phonePage, screenshot, step, launchBrowser } from './support/browser';
import { addRoundTheClockSpot, continueToPayment, fillSessionInfo, myBookings, uniquePlate, type BookableSpot } from './support/booking';
import { stopE2E } from './support/lifecycle';
import { DEMO, DEMO_PASSWORD, loginToken, startServer, type RunningServer } from './support/server';
import { login, waitForPath } from './support/ui';

/**
 * The real payment providers in a browser (issue 3 "Payments"): the SPA's Stripe Elements card form,
 * its wallet (Payment Request) button and the PayPal buttons, against the production build.
 *
 * Stripe.js and PayPal's SDK cannot be fetched on these machines, so the server is pointed at local
 * fakes (STRIPE_JS_URL / PAYPAL_SDK_URL) served by the same fake APIs the API tests use
 * (STRIPE_API_BASE / PAYPAL_API_BASE): the page's script confirms the card against the fake Stripe
 * API with the publishable key, the fake PayPal popup approves the order as the buyer, and the
 * product's server verifies and captures through the official SDKs.
 */

jest.setTimeout(240_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A signed-in customer on the zone's payment step; returns the estimate the page showed. */
async function customerAtPayment(page: Page, spot: BookableSpot, plate: string, label: string): Promise<string> {
  await login(page, DEMO.customer, DEMO_PASSWORD);
  await step(page, `${label}-login`, () => waitForPath(page, '/dashboard'));
  await page.goto(spot.path);
  await step(page, `${label}-session-info`, () => fillSessionInfo(page, spot, [plate], 'IL', 1));
  return continueToPayment(page);
}

/** "$8.10" as the page shows it, in cents. */
const cents = (usd: string) => parseDollarInput(usd.replace(/[$,]/g, '')) ?? NaN;

describe('Stripe Elements in the browser (fake Stripe.js + API)', () => {
  let stripe: FakeStripe;
  let server: RunningServer;
  let spot: BookableSpot;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startServer({
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
        STRIPE_API_BASE: stripe.url,
        STRIPE_JS_URL: stripe.jsUrl,
      },
    });
    spot = await addRoundTheClockSpot(server, 'Card Street Garage', 6);
  });
  afterAll(async () => {
    // The shared Chromium stays open for the other provider's tests: only the server stops here.
    await stopE2E(server, undefined);
    await stripe?.close();
  });

  /** The card form Stripe.js mounted, filled the way a driver types it. */
  async function fillCard(page: Page, number: string): Promise<void> {
    const card = page.locator('[data-fake-stripe="card"]');
    await card.waitFor();
    await card.getByLabel('Card number').fill(number);
    await card.getByLabel('MM / YY').fill('12 / 30');
    await card.getByLabel('CVC').fill('123');
    await card.getByLabel('ZIP').fill('60601');
  }

  it("a declined card shows Stripe's message and books nothing; the same payment then goes through once with a good card", async () => {
    const token = await loginToken(server.baseUrl, DEMO.customer);
    const before = await myBookings(server, token);
    const { page, errors, close } = await phonePage(browser, server.baseUrl);
    const plate = uniquePlate('SD');
    try {
      const estimate = await customerAtPayment(page, spot, plate, 'stripe-declined');
      const pay = page.getByRole('button', { name: `${PARKING_TEXT.pay} ${estimate}`, exact: true });
      await step(page, 'stripe-card-form', () => pay.waitFor());
      // Stripe.js loaded from STRIPE_JS_URL with the publishable key from /api/v1/config.
      expect(await page.evaluate(() => (window as unknown as { __fakeStripe: { keys: string[] } }).__fakeStripe.keys)).toContain(
        stripe.publishableKey,
      );
      await screenshot(page, 'payment-stripe-card-phone');

      // An incomplete number never leaves the page.
      await fillCard(page, '4242 4242');
      await pay.click();
      await step(page, 'stripe-incomplete', () => page.getByText('Your card number is incomplete.').waitFor());
      expect([...stripe.intents.values()].every((pi) => pi.status === 'requires_payment_method' && pi.last_payment_error === null)).toBe(
        true,
      );

      await fillCard(page, '4000 0000 0000 0002');
      await pay.click();
      await step(page, 'stripe-declined-message', () => page.getByText('Your card was declined.').waitFor());
      await screenshot(page, 'payment-stripe-declined-phone');
      expect(await page.getByRole('heading', { name: PARKING_TEXT.receiptTitle, exact: true }).count()).toBe(0);
      expect((await myBookings(server, token)).length).toBe(before.length);

      // The driver tries another card on the same payment: charged once, booked once.
      await fillCard(page, '4242 4242 4242 4242');
      await pay.click();
      await step(page, 'stripe-receipt', () => page.getByRole('heading', { name: PARKING_TEXT.receiptTitle, exact: true }).waitFor());
      await page.getByText(`${plate} IL`).first().waitFor();
      await screenshot(page, 'payment-stripe-receipt-phone');

      const after = await myBookings(server, token);
      expect(after).toHaveLength(before.length + 1);
      const booked = after.find((s) => s.plateNumber === plate)!;
      expect(Math.round(booked.totalCost * 100)).toBe(cents(estimate));
      const paid = [...stripe.intents.values()].filter((pi) => pi.status === 'succeeded');
      expect(paid).toHaveLength(1);
      expect(paid[0]!.amount).toBe(cents(estimate));
      expect(paid[0]!.amount_received).toBe(cents(estimate));
      expect(paid[0]!.currency).toBe('usd');
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("the wallet button asks for US / usd and the server's total in cents, and books the zone", async () => {
    const token = await loginToken(server.baseUrl, DEMO.customer);
    const before = await myBookings(server, token);
    const { page, errors, close } = await phonePage(browser, server.baseUrl);
    const plate = uniquePlate('SW');
    try {
      const estimate = await customerAtPayment(page, spot, plate, 'stripe-wallet');
      const wallet = page.getByRole('button', { name: PARKING_TEXT.walletPay, exact: true });
      await step(page, 'stripe-wallet-button', () => wallet.waitFor());
      await screenshot(page, 'payment-stripe-wallet-phone');
      const requests = await page.evaluate(
        () => (window as unknown as { __fakeStripe: { paymentRequests: unknown[] } }).__fakeStripe.paymentRequests,
      );
      expect(requests.at(-1)).toMatchObject({ country: 'US', currency: 'usd', total: { amount: cents(estimate) } });

      await wallet.click();
      await step(page, 'stripe-wallet-receipt', () =>
        page.getByRole('heading', { name: PARKING_TEXT.receiptTitle, exact: true }).waitFor(),
      );
      const confirmations = await page.evaluate(
        () => (window as unknown as { __fakeStripe: { confirmations: unknown[] } }).__fakeStripe.confirmations,
      );
      // The wallet sheet was told the payment succeeded.
      expect(confirmations).toContainEqual({ walletComplete: 'success' });
      const after = await myBookings(server, token);
      expect(after).toHaveLength(before.length + 1);
      expect(after.some((s) => s.plateNumber === plate)).toBe(true);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says payments are unavailable when Stripe.js cannot be loaded (weak signal)', async () => {
    const { page, close } = await phonePage(browser, server.baseUrl);
    try {
      await page.route(`${stripe.url}/**`, (route) => route.abort('internetdisconnected'));
      await page.goto(spot.path);
      await step(page, 'stripe-offline-session-info', () => fillSessionInfo(page, spot, [uniquePlate('SO')], 'IL', 1));
      await continueToPayment(page);
      await step(page, 'stripe-offline-message', () => page.getByText(PARKING_TEXT.paymentUnavailable).waitFor());
      await screenshot(page, 'payment-stripe-unavailable-phone');
    } finally {
      await close();
    }
  });
});

describe('PayPal buttons in the browser (fake PayPal SDK + API)', () => {
  let paypal: FakePaypal;
  let server: RunningServer;
  let spot: BookableSpot;

  beforeAll(async () => {
    paypal = await startFakePaypal();
    server = await startServer({
      env: {
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
        PAYPAL_API_BASE: paypal.url,
        PAYPAL_SDK_URL: paypal.sdkUrl,
      },
    });
    spot = await addRoundTheClockSpot(server, 'PayPal Plaza Parking', 5);
  });
  afterAll(async () => {
    // The shared Chromium stays open for the other provider's tests: only the server stops here.
    await stopE2E(server, undefined);
    await paypal?.close();
  });

  it('a buyer who closes the PayPal window is not charged; approving captures the order once and books the zone', async () => {
    const token = await loginToken(server.baseUrl, DEMO.customer);
    const before = await myBookings(server, token);
    const { page, errors, close } = await phonePage(browser, server.baseUrl);
    const plate = uniquePlate('PP');
    try {
      const estimate = await customerAtPayment(page, spot, plate, 'paypal');
      const button = page.getByRole('button', { name: 'PayPal', exact: true });
      await step(page, 'paypal-button', () => button.waitFor());
      await screenshot(page, 'payment-paypal-phone');
      // The SDK was asked for this client, in USD, to capture.
      const query = await page.evaluate(
        () => (window as unknown as { __fakePaypal: { query: Record<string, string> } }).__fakePaypal.query,
      );
      expect(query).toMatchObject({ 'client-id': paypal.clientId, currency: 'USD', intent: 'capture' });

      // The buyer closes the popup: nothing captured, nothing booked.
      await page.evaluate(() => {
        (window as unknown as { __fakePaypal: { next: string } }).__fakePaypal.next = 'cancel';
      });
      await button.click();
      await page.waitForFunction(() => (window as unknown as { __fakePaypal: { orders: string[] } }).__fakePaypal.orders.length === 1);
      expect([...paypal.captureCalls.values()]).toEqual([]);
      expect((await myBookings(server, token)).length).toBe(before.length);

      await page.evaluate(() => {
        (window as unknown as { __fakePaypal: { next: string } }).__fakePaypal.next = 'approve';
      });
      await button.click();
      await step(page, 'paypal-receipt', () => page.getByRole('heading', { name: PARKING_TEXT.receiptTitle, exact: true }).waitFor());
      await page.getByText(`${plate} IL`).first().waitFor();
      await screenshot(page, 'payment-paypal-receipt-phone');

      // One order, for totalCost/100 USD, captured exactly once.
      const orders = [...paypal.orders.values()];
      expect(orders).toHaveLength(1);
      expect(orders[0]!.purchase_units[0]!.amount).toEqual({ currency_code: 'USD', value: (cents(estimate) / 100).toFixed(2) });
      expect(orders[0]!.status).toBe('COMPLETED');
      expect(paypal.captureCalls.get(orders[0]!.id)).toBe(1);
      const after = await myBookings(server, token);
      expect(after).toHaveLength(before.length + 1);
      expect(Math.round(after.find((s) => s.plateNumber === plate)!.totalCost * 100)).toBe(cents(estimate));

      await page.getByRole('button', { name: PARKING_TEXT.done, exact: true }).click();
      await step(page, 'paypal-all-set', () => page.getByRole('heading', { name: MESSAGES.allSet }).waitFor());
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
