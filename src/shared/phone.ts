import { LIMITS } from './limits';

// What people put between a phone number's digits: spaces (a paste may bring no-break ones),
// dashes (also the typographic ones a text editor or a contact card turns them into), dots and
// parentheses.
const SEPARATORS = /[\s().\-\u2010-\u2015\u2212]/g;
// A US number written with its country code: +1 or 1 before the ten digits (eleven digits in all).
const WITH_COUNTRY_CODE = /^\+?1(\d{10})$/;
const TICKET_PHONE = new RegExp(`^\\d{1,${LIMITS.phoneMax}}$`);

/**
 * A phone number as a customer types it or a link carries it ("404-555-0199", "(404) 555-0199",
 * "+1 404 555 0199", "404.555.0199") written as valet tickets store it: digits only, without the
 * +1 / 1 of an eleven-digit number. One rule for the customer pages and the server's parsing of
 * their routes, so a number the page asks about is the number the server looks up. Anything that
 * is still not digits comes back without its separators only, so the server's digits-only check
 * still refuses it ("call-me", "+44 20 7946 0000").
 */
export function normalizePhone(input: string): string {
  const compact = input.replace(SEPARATORS, '');
  return WITH_COUNTRY_CODE.exec(compact)?.[1] ?? compact;
}

/**
 * The number to look a customer's ticket up by, or null when no ticket can have it: not 1 to 10
 * digits once normalised (the staff form stores up to 10 digits, SPEC 5, usually all ten).
 */
export function ticketPhone(input: string): string | null {
  const phone = normalizePhone(input);
  return TICKET_PHONE.test(phone) ? phone : null;
}

/**
 * A staff phone field's value (SPEC 5: digits, at most 10) of what was typed or pasted: the
 * number normalised first, so a pasted "+1 404 555 0199" keeps its last ten digits, not its first.
 */
export function typedPhone(text: string): string {
  return normalizePhone(text).replace(/\D/g, '').slice(0, LIMITS.phoneMax);
}

/**
 * A location's business line as people write one ("(512) 555-0100", "+44 20 7946 0958", "555-0100
 * ext. 12"), empty allowed: one rule for the server's check and the location forms, which say it
 * under the field before anything is sent.
 */
export const LOCATION_PHONE = /^(\+?[\d\s().\-/]*\d[\d\s().\-/]*(\s*(x|ext\.?)\s*\d+)?)?$/i;
