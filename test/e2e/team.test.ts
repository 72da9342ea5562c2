import type { Browser } from 'playwright-core';
import { MESSAGES, TEAM_TEXT } from '../../src/shared/messages';
import { desktopPage, phonePage, screenshot, step } from './support/browser';
import { DEMO, DEMO_PASSWORD, linkIn, pathOf, type RunningServer } from './support/server';
import { startE2E, stopE2E } from './support/lifecycle';
import { button, input, login, passwordInputs, waitForPath } from './support/ui';

jest.setTimeout(180_000);

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startE2E());
});

afterAll(() => stopE2E(server, browser));

/**
 * The owner's /team at a desk (1440x900) and the enforcer on a phone: invite through the Team
 * Invite dialog, activation from the mail, a location to service, then Deactivate ends the
 * enforcer's session at their next request.
 */
describe('the enforcement team', () => {
  it('a vendor invites an enforcer, gives them a lot, and deactivating them signs them out at once', async () => {
    const email = 'team.e2e@example.com';
    const password = 'Enforce#2026';
    const owner = await desktopPage(browser, server.baseUrl);
    const enforcer = await phonePage(browser, server.baseUrl);
    try {
      const desk = owner.page;
      await login(desk, DEMO.vendor, DEMO_PASSWORD);
      await waitForPath(desk, '/dashboard');
      await desk.goto('/team');
      await step(desk, 'team-open', () => desk.getByRole('heading', { name: TEAM_TEXT.title }).waitFor());
      await button(desk, new RegExp(TEAM_TEXT.addEnforcer)).click();
      const dialog = desk.getByRole('dialog', { name: TEAM_TEXT.inviteTitle });
      await dialog.getByLabel(TEAM_TEXT.memberName).fill('Tess Team');
      await dialog.getByLabel(TEAM_TEXT.memberEmail).fill(email);
      await screenshot(desk, 'team-invite-dialog-desktop', { fullPage: false });
      await dialog.getByRole('button', { name: TEAM_TEXT.sendInvite }).click();
      const row = desk.getByRole('row').filter({ hasText: 'Tess Team' });
      await step(desk, 'team-invited', () => row.getByText(TEAM_TEXT.inactive).waitFor());

      // The invitee activates from the mailed link and signs in on a phone: no lot to service yet.
      const mail = await server.waitForMail((m) => m.to === email);
      const phone = enforcer.page;
      await phone.goto(pathOf(linkIn(mail.text)));
      const pw = passwordInputs(phone);
      await pw.nth(0).fill(password);
      await pw.nth(1).fill(password);
      await button(phone, /activate account/i).click();
      await step(phone, 'team-activated', () => phone.getByText(MESSAGES.activationSuccess).first().waitFor());
      await login(phone, email, password);
      await waitForPath(phone, '/dashboard');
      await phone.goto('/service/locations');
      await step(phone, 'servicing-empty', () => phone.getByText(MESSAGES.noServicing).waitFor());

      // The owner sees them Active and chooses a lot for them.
      await desk.reload();
      await step(desk, 'team-active', () => row.getByText(TEAM_TEXT.active, { exact: true }).waitFor());
      await row.getByRole('combobox').click();
      const firstLot = desk.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
      const lotName = ((await firstLot.getAttribute('title')) ?? '').trim();
      expect(lotName).not.toBe('');
      await firstLot.click();
      await step(desk, 'team-locations-saved', () => desk.getByText(TEAM_TEXT.locationsSaved).waitFor());
      await desk.keyboard.press('Escape');
      await screenshot(desk, 'team-desktop');

      await phone.reload();
      await step(phone, 'servicing-listed', async () => {
        await phone.getByRole('heading', { name: TEAM_TEXT.servicingTitle }).waitFor();
        await phone.getByRole('heading', { name: lotName }).waitFor();
      });
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(phone, 'servicing-phone');

      // Deactivate: the enforcer's very next request is refused and the app signs them out.
      await row.getByRole('button', { name: TEAM_TEXT.deactivate }).click();
      // Asked first, on Cancel: Enter alone leaves them active.
      const ask = desk.getByRole('dialog', { name: TEAM_TEXT.deactivateTitle('Tess Team') });
      await step(desk, 'deactivate-asked', () => ask.waitFor());
      await ask.getByRole('button', { name: TEAM_TEXT.deactivate }).click();
      await step(desk, 'team-deactivated', () => row.getByText(TEAM_TEXT.inactive).waitFor());
      await phone.reload();
      await step(phone, 'deactivated-signed-out', () => waitForPath(phone, '/login'));
      await input(phone, /e-?mail/i).fill(email);
      await passwordInputs(phone).first().fill(password);
      await button(phone, /^\s*log ?in\s*$/i).click();
      await step(phone, 'deactivated-login-refused', () => phone.getByText(MESSAGES.accountDeactivated).first().waitFor());
    } finally {
      await owner.close();
      await enforcer.close();
    }
  });
});
