import type { Locator, Page } from 'playwright-core';
import { MENU, menuFor, type AccessSubject } from '../../../src/shared/access';

/**
 * Finding things the way a user does: by visible label, placeholder, role and text. The pages are
 * antd forms, so a Form.Item label is tied to its input and getByLabel works; the placeholder is
 * the fallback for label-less inputs.
 */
export function input(page: Page, label: RegExp): Locator {
  return page.getByLabel(label).or(page.getByPlaceholder(label)).first();
}

/** Password inputs in page order (sign-up, reset and activation forms have two). */
export function passwordInputs(page: Page): Locator {
  return page.locator('input[type="password"]');
}

export function button(page: Page, name: RegExp): Locator {
  return page.getByRole('button', { name }).first();
}

export const LOGIN_BUTTON = /^\s*(log ?in|sign ?in)\s*$/i;

export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await input(page, /e-?mail/i).fill(email);
  await passwordInputs(page).first().fill(password);
  await button(page, LOGIN_BUTTON).click();
}

/** Resolves when the SPA has routed to the path (client-side navigations included). */
export async function waitForPath(page: Page, pathname: string, timeout = 20_000): Promise<void> {
  await page.waitForURL((u) => u.pathname === pathname, { timeout });
}

const MENU_LABELS = new Set(MENU.map((m) => m.label));

/**
 * The side-menu entries visible on the page, in order: the links of the "Menu" navigation whose
 * text is one of the SPEC's menu labels.
 */
export async function visibleMenuLabels(scope: Page | Locator): Promise<string[]> {
  const items = menuLink(scope);
  await items.first().waitFor({ state: 'visible' });
  const texts = await items.evaluateAll((els) =>
    els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => (e.textContent ?? '').trim()),
  );
  return texts.filter((t) => MENU_LABELS.has(t));
}

/** A side-menu entry (the links of the "Menu" navigation), or all of them without a name. */
export function menuLink(scope: Page | Locator, name?: string): Locator {
  const nav = scope.getByRole('navigation', { name: 'Menu' });
  return name === undefined ? nav.getByRole('link') : nav.getByRole('link', { name, exact: true });
}

export function expectedMenuLabels(subject: AccessSubject): string[] {
  return menuFor(subject).map((m) => m.label);
}

/** A day `days` from now as antd's DatePicker takes it (YYYY-MM-DD, the browser's own calendar). */
export function dayFromNow(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Types a day into the DatePicker labelled `label` and leaves the field. */
export async function pickDay(page: Page, label: string, day: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(day);
  // Tab, not Enter: Enter in a field submits the form, as in any HTML form.
  await field.press('Tab');
  expect(await field.inputValue()).toBe(day);
}

/**
 * Clicks a dialog's button and waits for the dialog to close. A click landing while the dialog is
 * still opening (its zoom animation) was lost in CI, on Delete and on a success dialog's OK (the
 * dialog stayed, nothing happened): the click is repeated only while the same dialog is still open,
 * so a delete is never sent twice.
 */
export async function closeWith(dialog: Locator, button: string | RegExp) {
  await dialog.waitFor();
  for (let attempt = 0; attempt < 3; attempt++) {
    await dialog.getByRole('button', { name: button }).click();
    const closed = await dialog.waitFor({ state: 'detached', timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (closed) return;
  }
  await dialog.waitFor({ state: 'detached' });
}
