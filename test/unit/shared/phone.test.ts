import { normalizePhone, ticketPhone, typedPhone } from '../../../src/shared/phone';

describe('src/shared/phone: a phone number as a customer writes it, read as the digits a valet ticket stores', () => {
  it.each([
    ['4045550199', '4045550199'],
    ['404-555-0199', '4045550199'],
    ['(404) 555-0199', '4045550199'],
    ['404 555 0199', '4045550199'],
    ['404.555.0199', '4045550199'],
    ['+14045550199', '4045550199'],
    ['+1 (404) 555-0199', '4045550199'],
    ['1-404-555-0199', '4045550199'],
    ['14045550199', '4045550199'],
    [' 404\u00a0555\u20110199 ', '4045550199'],
    // Up to ten digits stay as they are (the staff form takes up to ten, SPEC 5).
    ['5551234', '5551234'],
  ])('%j is %s', (typed, digits) => {
    expect(normalizePhone(typed)).toBe(digits);
    expect(ticketPhone(typed)).toBe(digits);
  });

  it.each([
    // Eleven digits without the leading 1, twelve, another country's code, a + without the 1, letters, nothing.
    ['404-555-01999', '40455501999'],
    ['114045550199', '114045550199'],
    ['+44 20 7946 0000', '+442079460000'],
    ['+4045550199', '+4045550199'],
    ['call-me', 'callme'],
    ['', ''],
  ])('%j is no ticket number (written plainly: %j)', (typed, plain) => {
    expect(normalizePhone(typed)).toBe(plain);
    expect(ticketPhone(typed)).toBeNull();
  });
});

describe('typedPhone: a staff phone field (digits, at most 10) of what was typed or pasted', () => {
  it.each([
    ['+1 (404) 555-0199', '4045550199'],
    ['1-404-555-0199', '4045550199'],
    ['404-555-01', '40455501'],
    ['(404) 555-0199 ext 12', '4045550199'],
    ['', ''],
  ])('%j is kept as %j', (typed, kept) => {
    expect(typedPhone(typed)).toBe(kept);
  });
});
