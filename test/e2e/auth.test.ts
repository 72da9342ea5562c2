import type { Browser } from 'playwright-core';
import { MESSAGES } from '../../src/shared/messages';
import type { Role } from '../../src/shared/roles';
import { desktopPage, phonePage, screenshot, step } from './support/browser';
import { api, DEMO, DEMO_PASSWORD, type DemoRole, type RunningServer } from './support/server';
import { startE2E, stopE2E } from './support/lifecycle';
import { button, expectedMenuLabels, input, login, menuLink, passwordInputs, visibleMenuLabels, waitForPath } from './support/ui';

jest.setTimeout(120_000);

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startE2E());
});

afterAll(() => stopE2E(server, browser));

const subjectFor = (role: DemoRole): { role: Role; isSuperadmin: boolean } =>
  role === 'superadmin' ? { role: 'odogwu', isSuperadmin: true } : { role, isSuperadmin: false };

describe('signed-out visitor', () => {
  it('opening /dashboard lands on /login', async () => {
    const { page, close } = await desktopPage(browser, server.baseUrl);
    try {
      await page.goto('/dashboard');
      await step(page, 'visitor-dashboard-redirect', () => waitForPath(page, '/login'));
      await screenshot(page, 'login-desktop');
    } finally {
      await close();
    }
  });
});

describe('each demo role sees exactly its side-menu entries', () => {
  it.each(Object.keys(DEMO) as DemoRole[])('%s', async (role) => {
    const { page, errors, close } = await desktopPage(browser, server.baseUrl);
    try {
      await login(page, DEMO[role], DEMO_PASSWORD);
      await step(page, `login-${role}`, () => waitForPath(page, '/dashboard'));
      const labels = await step(page, `menu-${role}`, () => visibleMenuLabels(page));
      expect(labels).toEqual(expectedMenuLabels(subjectFor(role)));
      if (role === 'superadmin') expect(labels).toContain('Super Admin');
      else expect(labels).not.toContain('Super Admin');
      await screenshot(page, `dashboard-${role}-desktop`);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('login with a wrong password', () => {
  it("shows the server's message and stays on /login", async () => {
    const wrong = { email: DEMO.customer, password: 'Wrong#Password1' };
    const direct = await api<{ message?: string }>(server.baseUrl, 'POST', '/api/v1/users/login', { body: wrong });
    expect(direct.status).toBeGreaterThanOrEqual(400);
    const serverMessage = direct.body.message ?? MESSAGES.loginFailed;

    const { page, close } = await desktopPage(browser, server.baseUrl);
    try {
      await login(page, wrong.email, wrong.password);
      await step(page, 'login-wrong-password', () => page.getByText(serverMessage).first().waitFor());
      expect(new URL(page.url()).pathname).toBe('/login');
      // The form was disabled while it sent: Log In has the focus back, not the top of the page.
      await page.waitForFunction(() => document.activeElement?.textContent === 'Log In');
    } finally {
      await close();
    }
  });
});

describe('register', () => {
  it('a new customer signs up and lands on /dashboard with the customer menu', async () => {
    const { page, close } = await desktopPage(browser, server.baseUrl);
    try {
      await page.goto('/register');
      await input(page, /full name|^name$/i).fill('Ada Driver');
      await input(page, /e-?mail/i).fill('ada.driver@example.com');
      const pw = passwordInputs(page);
      await pw.nth(0).fill('Driver#2026x');
      await pw.nth(1).fill('Driver#2026x');
      // Role choice: User (customer) or Vendor; pick User explicitly when the choice is shown.
      const user = page.getByLabel('User', { exact: true }).or(page.getByRole('radio', { name: 'User', exact: true }));
      if (await user.count()) await user.first().check({ force: true });
      await button(page, /sign ?up|register|create account/i).click();
      await step(page, 'register-dashboard', () => waitForPath(page, '/dashboard'));
      expect(await visibleMenuLabels(page)).toEqual(expectedMenuLabels({ role: 'customer' }));
      // The welcome email (SPEC's /contact/welcome), to the new account, where to start in it.
      const welcome = await server.waitForMail((m) => m.to === 'ada.driver@example.com' && m.subject === 'Welcome to Parking');
      expect(welcome.text).toMatch(/^Hello Ada Driver,/);
      expect(welcome.text).toContain(`${server.baseUrl}/locations`);
    } finally {
      await close();
    }
  });
});

describe('phone layout (390x844)', () => {
  it('opens the side menu in a drawer', async () => {
    const { page, errors, close } = await phonePage(browser, server.baseUrl);
    try {
      await login(page, DEMO.vendor, DEMO_PASSWORD);
      await step(page, 'phone-login', () => waitForPath(page, '/dashboard'));
      await screenshot(page, 'dashboard-vendor-phone');
      // Nothing wider than the phone: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await step(page, 'phone-open-drawer', () => button(page, /menu/i).click());
      const drawer = page.getByRole('dialog').last();
      await step(page, 'phone-drawer-visible', () => drawer.waitFor({ state: 'visible' }));
      expect(await visibleMenuLabels(drawer)).toEqual(expectedMenuLabels({ role: 'vendor' }));
      await screenshot(page, 'menu-drawer-vendor-phone');
      // The drawer's entries navigate: Profile is for everyone signed in.
      await menuLink(drawer, 'Profile').click();
      await step(page, 'phone-profile', () => waitForPath(page, '/profile'));
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('guards and sign-out', () => {
  it('a vendor opening /superadmin is sent to /login (Super Admin is for the superadmin only)', async () => {
    const { page, close } = await desktopPage(browser, server.baseUrl);
    try {
      await login(page, DEMO.vendor, DEMO_PASSWORD);
      await waitForPath(page, '/dashboard');
      await page.goto('/superadmin');
      await step(page, 'vendor-superadmin-redirect', () => waitForPath(page, '/login'));
    } finally {
      await close();
    }
  });

  it('Log Out on /profile signs out: /dashboard then leads to /login', async () => {
    const { page, close } = await desktopPage(browser, server.baseUrl);
    try {
      await login(page, DEMO.customer, DEMO_PASSWORD);
      await waitForPath(page, '/dashboard');
      await menuLink(page, 'Profile').click();
      await waitForPath(page, '/profile');
      await step(page, 'logout', async () => {
        await button(page, /log ?out/i).click();
        await waitForPath(page, '/login');
      });
      await page.goto('/dashboard');
      await step(page, 'after-logout-dashboard', () => waitForPath(page, '/login'));
    } finally {
      await close();
    }
  });
});
