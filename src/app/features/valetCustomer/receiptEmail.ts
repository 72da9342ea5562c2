import { cleanReceiptEmail } from '../../../shared/valet';

/**
 * The valet receipt's email field: `shown` is what the input holds (SPEC 5: letters, digits, @ and
 * the dot only) and what Send Receipt sends; `typed` is what the customer put in, the characters
 * the input dropped included. They differ while the address shown is not the one typed, and the
 * page says so: "mary-jane_o@my-company.com" shows as maryjaneo@mycompany.com, someone else's.
 * Invariant: shown === cleanReceiptEmail(typed).
 */
export interface ReceiptEmailInput {
  shown: string;
  typed: string;
}

export const EMPTY_RECEIPT_EMAIL: ReceiptEmailInput = { shown: '', typed: '' };

/**
 * The field after an edit: `raw` is the input's new value (the previous `shown` with the
 * customer's edit applied, a key, a paste, a deletion, anywhere in it). The same edit is applied
 * to `typed`, so a character the input dropped stays remembered after the next key: the last key
 * alone would say "nothing was removed" as soon as "mary-" went on with "j".
 *
 * The edit is what lies between the longest common start and end of the old and new value; in
 * `typed`, it starts after any dropped characters that came before that point (typing after
 * "mary-" continues after the dash) and it takes with it the dropped characters inside and at the
 * end of what it replaces (deleting the "y" of "mary-" deletes the dash the input never showed,
 * and clearing the field clears everything).
 */
export function editReceiptEmail(prev: ReceiptEmailInput, raw: string): ReceiptEmailInput {
  const old = prev.shown;
  let start = 0;
  while (start < old.length && start < raw.length && old[start] === raw[start]) start++;
  let tail = 0;
  while (tail < old.length - start && tail < raw.length - start && old[old.length - 1 - tail] === raw[raw.length - 1 - tail]) tail++;
  const inserted = raw.slice(start, raw.length - tail);

  // Where each shown character sits in `typed` (the rest of `typed` is what the input dropped).
  const kept: number[] = [];
  for (let i = 0; i < prev.typed.length; i++) if (cleanReceiptEmail(prev.typed[i]!) !== '') kept.push(i);
  const inTyped = (shownIndex: number): number => kept[shownIndex] ?? prev.typed.length;

  const from = start === 0 ? 0 : inTyped(start);
  const to = inTyped(old.length - tail);
  const typed = prev.typed.slice(0, from) + inserted + prev.typed.slice(to);
  return { shown: cleanReceiptEmail(raw), typed };
}

/** The characters the input dropped from what was typed, each once, in the order typed. */
export function droppedCharacters(input: ReceiptEmailInput): string[] {
  const dropped = new Set<string>();
  for (const ch of input.typed) if (cleanReceiptEmail(ch) === '') dropped.add(ch);
  return [...dropped];
}
