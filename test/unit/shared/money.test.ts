import { centsToDecimal, decimalToCents, isWholeCents, toCents, toDollars } from '../../../src/shared/money';

describe('src/shared/money: the only conversions between cents and dollars', () => {
  it.each([
    [2.5, 250],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [0, 0],
    // Half a cent rounds up as the decimal reads, whatever binary makes of it.
    [1.005, 101],
    [0.005, 1],
    [1.015, 102],
    [1.004, 100],
  ])('toCents(%d) = %i', (dollars, cents) => expect(toCents(dollars)).toBe(cents));

  it.each([
    [250, 2.5],
    [1999, 19.99],
    [0, 0],
    [-125, -1.25],
  ])('toDollars(%i) = %d', (cents, dollars) => expect(toDollars(cents)).toBe(dollars));

  it.each([
    [1234, '12.34'],
    [5, '0.05'],
    [100, '1.00'],
    [-250, '-2.50'],
  ])('centsToDecimal(%i) = %s', (cents, text) => expect(centsToDecimal(cents)).toBe(text));

  it.each([
    ['12.34', 1234],
    ['12.3', 1230],
    ['12', 1200],
    ['-2.50', -250],
    ['12.345', null],
    ['1e3', null],
    ['', null],
    ['abc', null],
  ])('decimalToCents(%j) = %s', (text, cents) => expect(decimalToCents(text)).toBe(cents));

  it.each([
    [2.5, true],
    [19.99, true],
    [2.505, false],
  ])('isWholeCents(%d) = %s', (dollars, whole) => expect(isWholeCents(dollars)).toBe(whole));
});
