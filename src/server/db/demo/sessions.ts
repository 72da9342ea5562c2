import { addZonedDays } from '../../../shared/dates';
import { feesOf } from '../../../shared/pricing';
import type { NewPaymentRow, NewSessionRow, SessionKind } from '../schema';
import { DEMO_LOCATIONS, type DemoLocation } from './catalog';
import { DAY, HOUR, localMidnight, MINUTE } from './time';
import type { DemoContext } from './types';

const TOTAL_SESSIONS = 3200;

/** The booking rule with the default per-location factors (SPEC section 9): 0.35 below $10, else 0.07. */
function feesFor(priceCents: number, hours: number, isHourly: boolean): number {
  const factor = priceCents < 1000 ? 0.35 : 0.07;
  return feesOf(isHourly ? Math.round(priceCents * hours) : priceCents, factor);
}

function costFor(priceCents: number, hours: number, isHourly: boolean, withFees: boolean) {
  const feesCents = withFees ? feesFor(priceCents, hours, isHourly) : 0;
  return { feesCents, totalCostCents: (isHourly ? Math.round(priceCents * hours) : priceCents) + feesCents };
}

/**
 * When a session runs and what it is charged per unit: an hourly zone counts hours, a daily one a
 * day (to the same time the next day on the lot's clock, as a booking's: sessionWindow).
 */
function spanAndRate(start: number, hours: number, isHourly: boolean, rateCents: number, timeZone: string) {
  return {
    startTime: new Date(start),
    endTime: isHourly ? new Date(start + hours * HOUR) : addZonedDays(new Date(start), 1, timeZone),
    hours: isHourly ? hours : 0,
    days: isHourly ? 0 : 1,
    isHourly,
    rateCents,
  };
}

/** Sessions over the last 13 months at every location, growing month by month so revenue charts have a trend. */
export function addSessionHistory(ctx: DemoContext): void {
  const totalTraffic = DEMO_LOCATIONS.reduce((s, l) => s + l.traffic, 0);
  const counters = { reference: 0, payment: 0 };
  for (const l of DEMO_LOCATIONS) {
    const count = Math.round((TOTAL_SESSIONS * l.traffic) / totalTraffic);
    addLocationHistory(ctx, l, count, counters);
  }
}

function addLocationHistory(ctx: DemoContext, l: DemoLocation, count: number, counters: { reference: number; payment: number }): void {
  const { rnd, rows, owners } = ctx;
  const nowMs = ctx.now.getTime();
  const locationId = ctx.locationIds.get(l.key)!;
  const zones = ctx.zonesByLocation.get(l.key)!;
  const openZones = zones.filter((z) => !z.archieved);
  const membersHere = ctx.membersByLocation.get(l.key) ?? [];
  const vendorsHere = ctx.vendorsByLocation.get(l.key) ?? [];
  // An archived location stopped trading about four months ago.
  const newestDay = l.archieved ? 120 : 0;
  let lastPayment: NewPaymentRow | null = null;
  for (let n = 0; n < count; n++) {
    // Inverse CDF of the density 1 + r on [0, 1] (r = 1 is today): recent months get twice the sessions.
    const recency = Math.sqrt(1 + 3 * rnd.next()) - 1;
    const daysAgo = newestDay + Math.floor((1 - recency) * (ctx.historyDays - newestDay));
    let start = localMidnight(ctx.now, daysAgo, l.utcOffset) + rnd.int(7 * 12, 20 * 12) * 5 * MINUTE;
    if (start > nowMs - HOUR) start -= DAY;
    // A zone closed since still has its older history.
    const zone = daysAgo > 200 && rnd.chance(0.1) ? rnd.pick(zones) : rnd.pick(openZones);
    const kind = rnd.weighted<SessionKind>([
      ['booking', 78],
      ['manual', 9],
      ['member', membersHere.length === 0 ? 0 : l.key === 'grace' ? 20 : 4],
      ['guest', 7],
    ]);
    const isHourly = zone.isHourly ?? true;
    const hours = isHourly ? rnd.pick([1, 1, 1, 1.5, 2, 2, 2.5, 3, 4]) : 24;
    const forCustomer = kind === 'booking' && rnd.chance(0.015);
    const v = forCustomer ? rnd.pick(ctx.customerVehicles) : rnd.pick(ctx.pool);
    const s: NewSessionRow = {
      id: rnd.uuid(),
      kind,
      locationId,
      zoneId: zone.id,
      plateNumber: v.plate,
      state: v.state,
      vehicleId: v.id ?? null,
      vehicleMake: v.make ?? null,
      vehicleModel: v.model ?? null,
      vehicleYear: v.year ?? null,
      ...spanAndRate(start, hours, isHourly, zone.priceCents, l.timeZone),
      paid: true,
      createdAt: new Date(start - rnd.int(1, 10) * MINUTE),
    };
    if (kind === 'booking' || kind === 'manual') Object.assign(s, costFor(zone.priceCents, hours, isHourly, kind === 'booking'));
    if (kind === 'booking') {
      if (forCustomer) s.userId = owners.customerId;
      else s.guestMarker = `guest-${rnd.letters(2).toLowerCase()}${rnd.digits(6)}`;
      // Now and then one payment covers a second vehicle parked alongside the previous one.
      if (lastPayment && !forCustomer && rnd.chance(0.12)) {
        lastPayment.amountCents += s.totalCostCents!;
        s.paymentId = lastPayment.id;
        s.createdAt = lastPayment.createdAt;
        s.startTime = new Date((lastPayment.createdAt as Date).getTime() + 10 * MINUTE);
        s.endTime = new Date(s.startTime.getTime() + hours * HOUR);
      } else {
        counters.payment++;
        lastPayment = {
          id: rnd.uuid(),
          provider: 'demo',
          providerRef: `demo_seed_${String(counters.payment).padStart(6, '0')}`,
          amountCents: s.totalCostCents!,
          currency: 'usd',
          status: 'succeeded',
          userId: s.userId ?? null,
          createdAt: s.createdAt,
          updatedAt: s.createdAt,
          meta: { demo: true },
        };
        rows.payments.push(lastPayment);
        s.paymentId = lastPayment.id;
      }
    } else if (kind === 'member') {
      const m = rnd.pick(membersHere);
      Object.assign(s, {
        plateNumber: m.plate,
        state: m.state,
        vehicleId: null,
        vehicleMake: null,
        vehicleModel: null,
        vehicleYear: null,
        code: m.code,
      });
    } else if (kind === 'guest') {
      if (vendorsHere.length && rnd.chance(0.6)) {
        const vendor = rnd.pick(vendorsHere);
        Object.assign(s, { vendorId: vendor.id, code: vendor.code });
      } else {
        s.code = rnd.pick(ctx.codesByLocation.get(l.key)!);
      }
      counters.reference++;
      s.referenceNumber = `GV${String(counters.reference).padStart(6, '0')}`;
    }
    rows.sessions.push(s);
  }
}

/** A few bookings running right now, so the enforcer search shows Valid for known plates (DEMO123, PARK42). */
export function addCurrentSessions(ctx: DemoContext): void {
  const { rnd, rows, owners } = ctx;
  const nowMs = ctx.now.getTime();
  const specs: [locationKey: string, zoneIndex: number, customerVehicle: number | null][] = [
    ['midtown', 0, 0],
    ['peachtree', 1, 1],
    ['midtown', 2, null],
    ['union', 1, null],
  ];
  specs.forEach(([key, zoneIndex, vehicleIndex], i) => {
    const zone = ctx.zonesByLocation.get(key)![zoneIndex]!;
    const isHourly = zone.isHourly ?? true;
    const hours = isHourly ? 3 : 24;
    const v = vehicleIndex === null ? { plate: `NOW${rnd.digits(4)}`, state: 'NY' } : ctx.customerVehicles[vehicleIndex]!;
    const userId = vehicleIndex === null ? null : owners.customerId;
    const start = nowMs - (i + 1) * HOUR;
    const cost = costFor(zone.priceCents, hours, isHourly, true);
    const paymentId = rnd.uuid();
    rows.payments.push({
      id: paymentId,
      provider: 'demo',
      providerRef: `demo_seed_now_${i + 1}`,
      amountCents: cost.totalCostCents,
      status: 'succeeded',
      userId,
      createdAt: new Date(start),
      updatedAt: new Date(start),
      meta: { demo: true },
    });
    rows.sessions.push({
      id: rnd.uuid(),
      kind: 'booking',
      locationId: ctx.locationIds.get(key)!,
      zoneId: zone.id,
      paymentId,
      userId,
      guestMarker: userId ? null : `guest-now${i}`,
      plateNumber: v.plate,
      state: v.state,
      vehicleId: 'id' in v ? (v.id ?? null) : null,
      ...spanAndRate(start, hours, isHourly, zone.priceCents, DEMO_LOCATIONS.find((l) => l.key === key)!.timeZone),
      ...cost,
      paid: true,
      createdAt: new Date(start),
    });
  });
}
