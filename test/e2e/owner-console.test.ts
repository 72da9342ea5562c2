import type { Browser, Page } from 'playwright-core';
import { MESSAGES, OWNER_CONSOLE_TEXT as T } from '../../src/shared/messages';
import { desktopPage, phonePage, screenshot, step } from './support/browser';
import { DEMO, DEMO_PASSWORD, type RunningServer } from './support/server';
import { startE2E, stopE2E } from './support/lifecycle';
import { closeWith, dayFromNow, login, pickDay, waitForPath } from './support/ui';

jest.setTimeout(240_000);

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startE2E());
});

afterAll(() => stopE2E(server, browser));

/** Opens the location picker and takes its first lot; answers the lot's name. */
async function pickFirstLot(page: Page): Promise<string> {
  await page.getByRole('combobox', { name: T.location }).click();
  const first = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  const name = ((await first.getAttribute('title')) ?? '').trim();
  await first.click();
  return name;
}

/** The confirmation's Delete. */
const confirmDeletion = (page: Page, text: string) => closeWith(page.locator('.ant-modal-confirm').filter({ hasText: text }), T.delete);

/** The "Poof!"/"Success!" dialog is dismissed with its OK. */
const dismiss = (page: Page, title: string) => closeWith(page.locator('.ant-modal-confirm').filter({ hasText: title }), /ok/i);

/**
 * The vendor's console at a desk (1440x900): a validation code, a member and an event are added and
 * listed; one of each is deleted behind "Are you sure?" and is gone. /members also fits a phone.
 */
describe("the owner's codes, members and events", () => {
  it('a vendor adds a code, a member and an event, sees each listed, and deletes them', async () => {
    const stamp = Date.now().toString(36).toUpperCase().slice(-5);
    const code = `E2E${stamp}`;
    const plate = `E2E${stamp}`.slice(0, 8);
    const eventName = `E2E Concert ${stamp}`;
    const desk = await desktopPage(browser, server.baseUrl);
    try {
      const page = desk.page;
      await login(page, DEMO.vendor, DEMO_PASSWORD);
      await waitForPath(page, '/dashboard');

      // /codes: add, listed with its lot, delete, gone.
      await page.goto('/codes');
      await step(page, 'codes-open', () => page.getByRole('heading', { name: T.addCodeTitle }).waitFor());
      const lot = await pickFirstLot(page);
      expect(lot).not.toBe('');
      await page.getByLabel(T.code, { exact: true }).pressSequentially(code.toLowerCase());
      expect(await page.getByLabel(T.code, { exact: true }).inputValue()).toBe(code);
      await pickDay(page, T.startDate, dayFromNow(1));
      await pickDay(page, T.endDate, dayFromNow(30));
      await page.getByLabel(T.useLimit).fill('5');
      await page.getByRole('button', { name: T.submit }).click();
      const codeCard = page.getByRole('article', { name: code });
      // The form's Code field is the one thing labelled Code (a test finding it by its label finds one).
      expect(await page.getByLabel('Code', { exact: true }).count()).toBe(1);
      await step(page, 'code-listed', () => codeCard.waitFor());
      await screenshot(page, 'codes-desktop');
      await step(page, 'code-card', async () => {
        await codeCard.getByText(lot).first().waitFor();
        await codeCard.getByText(T.codeUses(0, 5), { exact: false }).waitFor();
      });
      await codeCard.getByRole('button', { name: T.delete, exact: true }).click();
      await confirmDeletion(page, MESSAGES.confirmTitle);
      await step(page, 'code-deleted', () => dismiss(page, MESSAGES.codeDeleted));
      await codeCard.waitFor({ state: 'detached' });

      // /members/add, then the member in /members (searched by plate), deleted.
      await page.goto('/members');
      await step(page, 'members-open', () => page.getByRole('heading', { name: T.membersTitle }).waitFor());
      await page.getByRole('button', { name: T.addMember }).click();
      await waitForPath(page, '/members/add');
      // The members table (its sortable License Plate header) stays until the form's chunk has loaded.
      await step(page, 'member-form', () => page.getByRole('heading', { name: T.newMemberTitle }).waitFor());
      await page.getByLabel(T.licensePlate).pressSequentially(plate.toLowerCase());
      await pickDay(page, T.validUntil, dayFromNow(90));
      await page.getByLabel(T.name, { exact: true }).fill('Ada E2E');
      await page.getByLabel(T.code, { exact: true }).fill('GOLD');
      expect(await page.getByLabel(T.licensePlate).inputValue()).toBe(plate);
      await screenshot(page, 'member-add-desktop');
      await page.getByRole('button', { name: T.addMember }).click();
      await step(page, 'member-added', () => dismiss(page, MESSAGES.memberAdded));
      await waitForPath(page, '/members');
      await page.getByRole('searchbox', { name: T.searchPlate }).fill(plate);
      const memberRow = page.getByRole('row').filter({ hasText: plate });
      await step(page, 'member-listed', () => memberRow.waitFor());
      await screenshot(page, 'members-desktop');

      // The same table on a phone fits without sideways scrolling.
      const phone = await phonePage(browser, server.baseUrl);
      try {
        await login(phone.page, DEMO.vendor, DEMO_PASSWORD);
        await waitForPath(phone.page, '/dashboard');
        await phone.page.goto('/members');
        await step(phone.page, 'members-phone', () => phone.page.getByRole('heading', { name: T.membersTitle }).waitFor());
        await phone.page.getByRole('searchbox', { name: T.searchPlate }).fill(plate);
        await phone.page.getByRole('row').filter({ hasText: plate }).waitFor();
        expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await screenshot(phone.page, 'members-phone');
      } finally {
        await phone.close();
      }

      await memberRow.getByRole('button', { name: T.delete, exact: true }).click();
      await confirmDeletion(page, MESSAGES.confirmMemberDelete);
      await step(page, 'member-deleted', () => dismiss(page, MESSAGES.memberDeleted));
      await memberRow.getByRole('button', { name: T.delete, exact: true }).waitFor({ state: 'detached' });
      // The search for its plate is still in the box: the table says nothing matches it (SPEC's
      // "not added any members yet" is for an owner with none at all).
      await page.getByText(T.noMemberMatches(plate)).waitFor();

      // /events: add, listed with its lot and spots, delete, gone.
      await page.goto('/events');
      await step(page, 'events-open', () => page.getByRole('heading', { name: T.addEventTitle }).waitFor());
      const eventLot = await pickFirstLot(page);
      await page.getByLabel(T.eventName).fill(eventName);
      await page.getByLabel(T.spotsRequired).fill('25');
      await pickDay(page, T.startDate, dayFromNow(7));
      await pickDay(page, T.endDate, dayFromNow(8));
      await page.getByRole('button', { name: T.addEvent }).click();
      const eventCard = page.getByRole('article', { name: eventName });
      await step(page, 'event-listed', () => eventCard.waitFor());
      await eventCard.getByText(eventLot).first().waitFor();
      await eventCard.getByText(T.spots(25)).waitFor();
      await screenshot(page, 'events-desktop');
      await eventCard.getByRole('button', { name: T.delete, exact: true }).click();
      await confirmDeletion(page, MESSAGES.confirmTitle);
      await step(page, 'event-deleted', () => dismiss(page, MESSAGES.eventDeleted));
      await eventCard.waitFor({ state: 'detached' });
    } finally {
      await desk.close();
    }
  });
});
