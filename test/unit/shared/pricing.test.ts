import { DEFAULT_FEE_FACTORS, feesOf, priceSession, PricingError, quoteEarlyStop, sessionWindow } from '../../../src/shared/pricing';
import { formatUsd, parseDollarInput } from '../../../src/shared/money';

describe('priceSession (SPEC section 9)', () => {
  it.each([
    // price, hourly, hours, vehicles -> parking, fees, per vehicle, total
    [500, true, 1, 1, 500, 175, 675, 675], // $5/h: factor 0.35
    [500, true, 2, 1, 1000, 350, 1350, 1350],
    [500, true, 1.5, 2, 750, 263, 1013, 2026], // 90 minutes, fees rounded to the cent
    [999, true, 1, 1, 999, 350, 1349, 1349], // just under the $10 threshold: 0.35
    [1000, true, 1, 1, 1000, 70, 1070, 1070], // at the threshold: 0.07
    [2500, true, 3, 5, 7500, 525, 8025, 40125], // five vehicles
    [2500, false, undefined, 1, 2500, 175, 2675, 2675], // daily: price x factor, hours ignored
    [800, false, 7, 3, 800, 280, 1080, 3240],
    [0, true, 1, 1, 0, 0, 0, 0], // a free zone
  ])('price %i hourly=%s hours=%s x%i vehicles', (price, isHourly, hours, vehicles, parking, fees, per, total) => {
    const p = priceSession({ priceCents: price, isHourly, hours, vehicles });
    expect([p.parkingCents, p.feesCents, p.perVehicleCents, p.totalCents]).toEqual([parking, fees, per, total]);
    expect(p.rateCents).toBe(price);
  });

  it('prorates per minute after the first hour', () => {
    expect(priceSession({ priceCents: 600, isHourly: true, hours: 1 + 1 / 60 }).parkingCents).toBe(610);
    expect(priceSession({ priceCents: 600, isHourly: true, hours: 1 + 1 / 60 }).minutes).toBe(61);
  });

  it('uses per-location fee factors when given', () => {
    const special = { low: 0.1, high: 0.05, thresholdCents: 1000 };
    expect(priceSession({ priceCents: 500, isHourly: true, hours: 1, factors: special }).feesCents).toBe(50);
    expect(priceSession({ priceCents: 2000, isHourly: true, hours: 1, factors: special }).feesCents).toBe(100);
    expect(DEFAULT_FEE_FACTORS).toEqual({ low: 0.35, high: 0.07, thresholdCents: 1000 });
  });

  it.each([
    [{ priceCents: -1, isHourly: true, hours: 1 }],
    [{ priceCents: 10.5, isHourly: true, hours: 1 }],
    [{ priceCents: Number.NaN, isHourly: true, hours: 1 }],
    [{ priceCents: 1e9, isHourly: true, hours: 1 }],
    [{ priceCents: 500, isHourly: true, hours: 0.5 }],
    [{ priceCents: 500, isHourly: true, hours: 25 }],
    [{ priceCents: 500, isHourly: true, hours: Number.NaN }],
    [{ priceCents: 500, isHourly: true, hours: Infinity }],
    [{ priceCents: 500, isHourly: true, hours: 1, vehicles: 6 }],
    [{ priceCents: 500, isHourly: true, hours: 1, vehicles: 0 }],
    [{ priceCents: 500, isHourly: true, hours: 1, vehicles: 1.5 }],
  ])('refuses %j', (input) => {
    expect(() => priceSession(input)).toThrow(PricingError);
  });
});

describe('feesOf: half a cent rounds up, as on paper', () => {
  it.each([
    // [parking cents, factor, fees]: each product is an exact half cent that floating point holds just below it
    [90, 0.35, 32],
    [170, 0.35, 60],
    [1290, 0.35, 452],
    [1450, 0.07, 102],
    [1000, 0.07, 70],
    [0, 0.35, 0],
  ])('%i cents at %d: %i cents', (parking, factor, fees) => expect(feesOf(parking, factor)).toBe(fees));

  it('a $0.90 hourly zone for one hour costs $1.22 (0.90 + 0.315 rounded up)', () => {
    expect(priceSession({ priceCents: 90, isHourly: true, hours: 1 })).toMatchObject({ feesCents: 32, totalCents: 122 });
  });
});

describe('sessionWindow', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('starts 10 minutes from now and lasts the hours bought', () => {
    const w = sessionWindow(now, true, 2);
    expect(w.startTime.toISOString()).toBe('2026-11-22T12:10:00.000Z');
    expect(w.endTime.toISOString()).toBe('2026-11-22T14:10:00.000Z');
  });
  it('lasts one day for a daily zone', () => {
    expect(sessionWindow(now, false).endTime.toISOString()).toBe('2026-11-23T12:10:00.000Z');
  });
  it("lasts to the same time the next day on the lot's clock across a clock change (25 hours, then 23)", () => {
    // Denver, Oct 31 8:05 AM MDT: ends Nov 1 8:05 AM MST, not 7:05 (QA: the enforcer said Expired at 7:30).
    const back = sessionWindow(new Date('2026-10-31T13:55:00Z'), false, undefined, 'America/Denver');
    expect([back.startTime.toISOString(), back.endTime.toISOString()]).toEqual(['2026-10-31T14:05:00.000Z', '2026-11-01T15:05:00.000Z']);
    const forward = sessionWindow(new Date('2026-03-07T14:55:00Z'), false, undefined, 'America/Denver');
    expect(forward.endTime.toISOString()).toBe('2026-03-08T14:05:00.000Z');
    // Hours are hours.
    expect(sessionWindow(new Date('2026-10-31T13:55:00Z'), true, 24, 'America/Denver').endTime.toISOString()).toBe(
      '2026-11-01T14:05:00.000Z',
    );
  });
});

describe('money helpers', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [1349, '$13.49'],
    [123456789, '$1,234,567.89'],
    [-250, '-$2.50'],
  ])('formatUsd(%i) = %s', (cents, text) => expect(formatUsd(cents)).toBe(text));

  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['0.99', 99],
    [' 7.05 ', 705],
    ['-1', null],
    ['1.234', null],
    ['abc', null],
    ['', null],
    ['1e3', null],
  ])('parseDollarInput(%j) = %s', (text, cents) => expect(parseDollarInput(text)).toBe(cents));
});

describe('quoteEarlyStop: what ending an hourly booking early keeps and gives back', () => {
  const start = new Date('2026-11-23T10:00:00.000Z');
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  const threeHours = { startTime: start, endTime: at(180), totalCents: 2025 };

  it.each([
    // [minutes into the booking, used, charged, kept, refunded]
    ['before it starts', -5, 0, 60, 675, 1350],
    ['a minute in', 0.1, 1, 60, 675, 1350],
    ['inside the first hour', 59.5, 60, 60, 675, 1350],
    ['just past the first hour: per minute after it', 60.2, 61, 61, 686, 1339],
    ['half way (1012.5 rounds half up)', 89.5, 90, 90, 1013, 1012],
    ['a minute before the end', 178.5, 179, 179, 2014, 11],
  ])('%s', (_, minutesIn, used, charged, keep, refund) => {
    const q = quoteEarlyStop(threeHours, at(minutesIn));
    expect(q).toMatchObject({ minutesPaid: 180, minutesUsed: used, minutesCharged: charged, keepCents: keep, refundCents: refund });
    expect(q.keepCents + q.refundCents).toBe(2025);
    expect(q.endTime.getTime()).toBe(Math.max(start.getTime(), at(minutesIn).getTime()));
  });

  it('never charges more than was bought: a one-hour booking stopped early refunds nothing', () => {
    expect(quoteEarlyStop({ startTime: start, endTime: at(60), totalCents: 675 }, at(20))).toMatchObject({
      keepCents: 675,
      refundCents: 0,
    });
  });
});
