import { isAmountText, lenientCents, newTotalCents } from '../../../src/shared/subscriptions';

describe('src/shared/subscriptions: the payment update rules of SPEC sections 5 and 9', () => {
  it.each([
    [120, 12000],
    [75.5, 7550],
    [0.1 + 0.2, 30],
    ['120', 12000],
    [' $1,200.50 ', 120050],
    ['', 0],
    ['abc', 0],
    ['12abc', 0],
    ['-5', 0],
    [-5, 0],
    // Not read the way Number() reads them: a decimal comma, hex, binary, an exponent, misplaced commas.
    ['12,50', 0],
    ['0x10', 0],
    ['0b11', 0],
    ['1e3', 0],
    ['1,2,3', 0],
    ['$1,000,000', 100_000_000],
    ['.5', 50],
    ['12.', 1200],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
    [{ amount: 5 }, 0],
  ])('reads %p as %p cents (0 when it is not an amount of 0 or more)', (value, cents) => {
    expect(lenientCents(value)).toBe(cents);
  });

  it('tells the modal when typed text is not an amount', () => {
    expect(['', '0', '12.5', '$1,000'].map(isAmountText)).toEqual([true, true, true, true]);
    expect(['abc', '-1', '1.2.3', '12,50', '0x10', '1e3'].map(isAmountText)).toEqual([false, false, false, false, false, false]);
  });

  it('adds the payment owed to the current total', () => {
    expect(newTotalCents(36000, 4550)).toBe(40550);
    expect(newTotalCents(0, 0)).toBe(0);
  });
});
