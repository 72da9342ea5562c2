import type { Browser } from 'playwright-core';
import { MESSAGES } from '../../src/shared/messages';
import { desktopPage, screenshot, step } from './support/browser';
import { api, DEMO, linkIn, loginToken, pathOf, type RunningServer } from './support/server';
import { startE2E, stopE2E } from './support/lifecycle';
import { button, expectedMenuLabels, login, passwordInputs, visibleMenuLabels, waitForPath } from './support/ui';

jest.setTimeout(120_000);

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startE2E());
});

afterAll(() => stopE2E(server, browser));

async function invite(name: string, email: string): Promise<string> {
  const vendorToken = await loginToken(server.baseUrl, DEMO.vendor);
  const res = await api(server.baseUrl, 'POST', '/api/v1/users/enforcement/invite', {
    token: vendorToken,
    body: { name, email },
  });
  expect(res.status).toBeGreaterThanOrEqual(200);
  expect(res.status).toBeLessThan(300);
  const mail = await server.waitForMail((m) => m.to === email || (!m.to && m.text.includes('/auth/member/activate/')));
  const activationPath = pathOf(linkIn(mail.text));
  expect(activationPath).toMatch(/^\/auth\/member\/activate\/[^/]+$/);
  return activationPath;
}

describe('a vendor invites a parking enforcer', () => {
  it('the invitee activates the account from the mailed link and signs in as an enforcer', async () => {
    const email = 'new.enforcer@example.com';
    const password = 'Enforce#2026';
    const activationPath = await invite('Nia Enforcer', email);

    const { page, close } = await desktopPage(browser, server.baseUrl);
    try {
      await page.goto(activationPath);
      // The page shows the invitee's email read-only.
      await step(page, 'activation-email', async () => {
        const shown = page
          .locator(`input[value="${email}"]`)
          .or(page.getByText(email, { exact: true }))
          .first();
        await shown.waitFor();
      });
      const pw = passwordInputs(page);
      await pw.nth(0).fill(password);
      await pw.nth(1).fill(password);
      await button(page, /activate account/i).click();
      await step(page, 'activation-success', () => page.getByText(MESSAGES.activationSuccess).first().waitFor());
      await screenshot(page, 'activation-success');
      await page
        .getByRole('link', { name: /log ?in/i })
        .first()
        .click();
      await step(page, 'activation-to-login', () => waitForPath(page, '/login'));

      await login(page, email, password);
      await step(page, 'enforcer-login', () => waitForPath(page, '/dashboard'));
      expect(await visibleMenuLabels(page)).toEqual(expectedMenuLabels({ role: 'enforcer' }));
    } finally {
      await close();
    }
  });

  it('mismatched passwords on the activation page show the not-matching message', async () => {
    const activationPath = await invite('Mo Mismatch', 'mo.mismatch@example.com');
    const { page, close } = await desktopPage(browser, server.baseUrl);
    try {
      await page.goto(activationPath);
      const pw = passwordInputs(page);
      await pw.nth(0).fill('Enforce#2026');
      await pw.nth(1).fill('Enforce#2027');
      await button(page, /activate account/i).click();
      await step(page, 'activation-mismatch', () => page.getByText(MESSAGES.passwordsNotMatching).first().waitFor());
    } finally {
      await close();
    }
  });

  it('an activation link with a garbage token shows the invalid-token message and a link to /login', async () => {
    const { page, close } = await desktopPage(browser, server.baseUrl);
    try {
      await page.goto('/auth/member/activate/garbage');
      await step(page, 'activation-garbage', () => page.getByText(MESSAGES.invalidActivationToken).first().waitFor());
      await page
        .getByRole('link', { name: /log ?in/i })
        .first()
        .click();
      await waitForPath(page, '/login');
    } finally {
      await close();
    }
  });
});
