import { isValidEmail, passwordProblem } from '../../../src/shared/password';
import { MESSAGES } from '../../../src/shared/messages';

describe('the password rule (8-25 characters, upper, lower, digit, special)', () => {
  it.each([
    ['Str0ng!pw', true],
    ['Aa1!aaaa', true], // exactly 8
    ['Aa1!' + 'a'.repeat(21), true], // exactly 25
    ['Aa1!aaa', false], // 7
    ['Aa1!' + 'a'.repeat(22), false], // 26
    ['str0ng!pw', false], // no upper case
    ['STR0NG!PW', false], // no lower case
    ['Strong!pw', false], // no digit
    ['Str0ngpw1', false], // no special character
    ['', false],
  ])('%j is acceptable: %s', (password, ok) => {
    expect(passwordProblem(password)).toBe(ok ? null : MESSAGES.passwordRule);
  });
});

describe('email check', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@example.com', true],
    ['no-at.example.com', false],
    ['a@b', false],
    ['a b@c.de', false],
    [`${'a'.repeat(250)}@b.co`, false],
    ['customer@demo.parking', true],
    ["o'brien@sub.example.org", true],
    // Look-alikes of customer@demo.parking: a zero-width space, a Cyrillic "с", a trailing dot.
    ['cust\u200bomer@demo.parking', false],
    ['\u0441ustomer@demo.parking', false],
    ['customer@demo.parking.', false],
    ['customer@-demo.parking', false],
    ['customer@demo..parking', false],
    // .invalid receives no mail, and deleted accounts keep their tombstone address there.
    ['deleted-1@deleted.invalid', false],
    ['someone@example.INVALID', false],
    ['someone@invalid.example.com', true],
  ])('%j is valid: %s', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});
