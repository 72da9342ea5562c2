import type { Browser } from 'playwright-core';
import { MESSAGES } from '../../src/shared/messages';
import { desktopPage, screenshot, step } from './support/browser';
import { DEMO, linkIn, loginToken, pathOf, type RunningServer } from './support/server';
import { startE2E, stopE2E } from './support/lifecycle';
import { button, input, login, passwordInputs, waitForPath } from './support/ui';

jest.setTimeout(120_000);

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startE2E());
});

afterAll(() => stopE2E(server, browser));

const SUBMIT = /submit|send|reset|continue|update|save/i;

describe('forgot password', () => {
  it('mails a reset link; the new password works and the old one does not', async () => {
    const email = DEMO.customer;
    const newPassword = 'Fresh#Start2026';
    const { page, close } = await desktopPage(browser, server.baseUrl);
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: /forgot/i }).click();
      await step(page, 'forgot-page', () => waitForPath(page, '/forgot-password'));
      // Router navigations are React transitions: the URL changes while the login page (which has
      // an email field too) is still shown until the lazy page arrives. Wait for the new page.
      await page.getByRole('heading', { name: /forgot password/i }).waitFor();
      await input(page, /e-?mail/i).fill(email);
      await button(page, SUBMIT).click();

      const mail = await server.waitForMail((m) => m.to === email || (!m.to && /\/reset\//.test(m.text)));
      const resetPath = pathOf(linkIn(mail.text));
      expect(resetPath).toMatch(/^\/reset\/[^/]+$/);

      await page.goto(resetPath);
      const pw = passwordInputs(page);
      await pw.nth(0).fill(newPassword);
      await pw.nth(1).fill(newPassword);
      await button(page, SUBMIT).click();
      await step(page, 'reset-success', () => page.getByText(MESSAGES.resetSuccess).first().waitFor());
      await screenshot(page, 'reset-success');

      await login(page, email, newPassword);
      await step(page, 'login-new-password', () => waitForPath(page, '/dashboard'));
    } finally {
      await close();
    }
    await expect(loginToken(server.baseUrl, email)).rejects.toThrow(/login as/);
  });

  it('a reset link works once only', async () => {
    const email = DEMO.vendor;
    const { page, close } = await desktopPage(browser, server.baseUrl);
    try {
      await page.goto('/forgot-password');
      await input(page, /e-?mail/i).fill(email);
      await button(page, SUBMIT).click();
      const mail = await server.waitForMail((m) => m.to === email);
      const resetPath = pathOf(linkIn(mail.text));
      for (const attempt of [1, 2]) {
        await page.goto(resetPath);
        const pw = passwordInputs(page);
        await pw.nth(0).fill('Vendor#Again2026');
        await pw.nth(1).fill('Vendor#Again2026');
        await button(page, SUBMIT).click();
        const expected = attempt === 1 ? MESSAGES.resetSuccess : MESSAGES.invalidResetToken;
        await step(page, `reset-attempt-${attempt}`, () => page.getByText(expected).first().waitFor());
      }
    } finally {
      await close();
    }
  });
});

describe('reset page: bad inputs show the spec messages', () => {
  it('a garbage token shows the invalid-token message', async () => {
    const { page, close } = await desktopPage(browser, server.baseUrl);
    try {
      await page.goto('/reset/not-a-real-token');
      // The token is decoded on load (SPEC section 4); an undecodable one may be reported at once or
      // on submit, so submit when the form is still offered.
      const message = page.getByText(MESSAGES.invalidResetToken).first();
      const pw = passwordInputs(page);
      if (!(await message.isVisible()) && (await pw.count()) >= 2) {
        await pw.nth(0).fill('Garbage#Token1');
        await pw.nth(1).fill('Garbage#Token1');
        await button(page, SUBMIT).click();
      }
      await step(page, 'reset-garbage-token', () => message.waitFor());
      await screenshot(page, 'reset-invalid-token');
    } finally {
      await close();
    }
  });

  it('mismatched passwords show the not-matching message', async () => {
    const { page, close } = await desktopPage(browser, server.baseUrl);
    try {
      // A real token, so the only fault is the mismatch.
      await page.goto('/forgot-password');
      await input(page, /e-?mail/i).fill(DEMO.enforcer);
      await button(page, SUBMIT).click();
      const mail = await server.waitForMail((m) => m.to === DEMO.enforcer);
      await page.goto(pathOf(linkIn(mail.text)));
      const pw = passwordInputs(page);
      await pw.nth(0).fill('Mismatch#One1');
      await pw.nth(1).fill('Mismatch#Two2');
      await button(page, SUBMIT).click();
      await step(page, 'reset-mismatch', () => page.getByText(MESSAGES.passwordsNotMatching).first().waitFor());
    } finally {
      await close();
    }
    // The mismatch was caught before anything changed: the demo password still works.
    await expect(loginToken(server.baseUrl, DEMO.enforcer)).resolves.toEqual(expect.any(String));
  });

  it('forgot password with an empty email shows the required-email message', async () => {
    const { page, close } = await desktopPage(browser, server.baseUrl);
    try {
      await page.goto('/forgot-password');
      await button(page, SUBMIT).click();
      await step(page, 'forgot-empty', () => page.getByText(MESSAGES.forgotEmailRequired).first().waitFor());
    } finally {
      await close();
    }
  });
});
