import {
  droppedCharacters,
  editReceiptEmail,
  EMPTY_RECEIPT_EMAIL,
  type ReceiptEmailInput,
} from '../../../src/app/features/valetCustomer/receiptEmail';
import { valetReceiptEmailDropped } from '../../../src/shared/messages';
import { cleanReceiptEmail } from '../../../src/shared/valet';

/** Types `text` key by key at the end of the field. */
function typeKeys(start: ReceiptEmailInput, text: string): ReceiptEmailInput {
  let input = start;
  for (const ch of text) input = editReceiptEmail(input, input.shown + ch);
  return input;
}

describe('the valet receipt email field: what it shows and what was typed', () => {
  it('remembers the characters it dropped while typing goes on', () => {
    const input = typeKeys(EMPTY_RECEIPT_EMAIL, 'mary-jane_o@my-company.com');
    expect(input).toEqual({ shown: 'maryjaneo@mycompany.com', typed: 'mary-jane_o@my-company.com' });
    expect(droppedCharacters(input)).toEqual(['-', '_']);
  });

  it('takes a paste whole, anywhere in the field', () => {
    const atEnd = editReceiptEmail(EMPTY_RECEIPT_EMAIL, 'mary+valet@example.com');
    expect(atEnd).toEqual({ shown: 'maryvalet@example.com', typed: 'mary+valet@example.com' });
    const inside = editReceiptEmail({ shown: 'ab@x.com', typed: 'ab@x.com' }, 'a-zb@x.com');
    expect(inside).toEqual({ shown: 'azb@x.com', typed: 'a-zb@x.com' });
  });

  it('deletes a dropped character with the shown one before it, and clears with the field', () => {
    const typed = typeKeys(EMPTY_RECEIPT_EMAIL, 'mary-');
    expect(editReceiptEmail(typed, 'mar')).toEqual({ shown: 'mar', typed: 'mar' });
    expect(editReceiptEmail(typeKeys(EMPTY_RECEIPT_EMAIL, '-mary-'), '')).toEqual(EMPTY_RECEIPT_EMAIL);
  });

  it('replaces everything when everything is selected and typed over', () => {
    const typed = typeKeys(EMPTY_RECEIPT_EMAIL, '-ab_');
    expect(editReceiptEmail(typed, 'c')).toEqual({ shown: 'c', typed: 'c' });
  });

  it("always shows SPEC 5's stripping of what was typed, whatever the edit", () => {
    let input = EMPTY_RECEIPT_EMAIL;
    for (const raw of ['a', 'a-', 'a-b', 'a b', 'x a b', 'x a', 'xa', 'x+a@y', 'x@y', '']) {
      input = editReceiptEmail(input, raw);
      expect(input.shown).toBe(cleanReceiptEmail(input.typed));
    }
  });
});

describe('the notice under the field', () => {
  it.each([
    [['-'], "This field cannot send '-'. Check the address before sending: the receipt goes to exactly what is shown."],
    [
      ['-', '_', '+'],
      "This field cannot send '-', '_' or '+'. Check the address before sending: the receipt goes to exactly what is shown.",
    ],
    [
      [' ', '\u00a0', '#'],
      "This field cannot send spaces or '#'. Check the address before sending: the receipt goes to exactly what is shown.",
    ],
    [
      ['-', '_', '+', '#', '!', '~'],
      "This field cannot send '-', '_', '+', '#', '!' or other characters. Check the address before sending: the receipt goes to exactly what is shown.",
    ],
  ])('names %j', (dropped, text) => {
    expect(valetReceiptEmailDropped(dropped)).toBe(text);
  });
});
