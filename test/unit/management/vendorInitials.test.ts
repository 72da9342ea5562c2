import { initials } from '../../../src/app/features/management/VendorCard';

describe("a vendor card's initials", () => {
  it.each([
    ['Corner Bistro', 'CB'],
    ['Dental', 'D'],
    ['Smith, Jones & Co "Legal"', 'SL'],
    ['=HYPERLINK("x")', 'HX'],
    ['+1 Pizza', '1P'],
    ['élan café', 'ÉC'],
    ['***', '*'],
  ])('%s is %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
