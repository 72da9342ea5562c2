import { DEMO_LOCATIONS, FIRST_NAMES, LAST_NAMES, type DemoLocation } from './catalog';
import { ownerOf } from './places';
import { zonedDay, zonedDayStart } from '../../../shared/dates';
import { DAY, endOfLocalDay, HOUR, isoDate, localMidnight } from './time';
import type { DemoContext } from './types';

const byKey = (key: string): DemoLocation => DEMO_LOCATIONS.find((l) => l.key === key)!;

/** Guest-registration codes at every location: two current, one expired, and one upcoming at Peachtree. */
export function addValidationCodes(ctx: DemoContext): void {
  const { rnd, rows, now } = ctx;
  for (const l of DEMO_LOCATIONS) {
    const codes = [`${l.key.slice(0, 4).toUpperCase()}10`, 'WELCOME', rnd.pick(['DENTIST', 'CAFE24', 'GYMPASS', 'SALON'])];
    ctx.codesByLocation.set(l.key, codes);
    codes.forEach((code, i) => {
      const expired = i === 2;
      rows.validationCodes.push({
        id: rnd.uuid(),
        locationId: ctx.locationIds.get(l.key)!,
        code,
        createdBy: ownerOf(ctx, l),
        startDate: new Date(localMidnight(now, expired ? 120 : 60, l.utcOffset)),
        endDate: new Date(endOfLocalDay(now, expired ? 30 : -90, l.utcOffset)),
      });
    });
  }
  const peachtree = byKey('peachtree');
  rows.validationCodes.push({
    id: rnd.uuid(),
    locationId: ctx.locationIds.get('peachtree')!,
    code: 'HOLIDAY',
    createdBy: ctx.owners.adminId,
    startDate: new Date(localMidnight(now, -10, peachtree.utcOffset)),
    endDate: new Date(endOfLocalDay(now, -45, peachtree.utcOffset)),
  });
}

/** Management vendors (odogwu screens) at the admin's locations, each with a few plates; one expiring soon. */
export function addVendors(ctx: DemoContext): void {
  const { rnd, rows, now } = ctx;
  const names = ['Bright Smile Dental', 'Corner Bistro', 'Iron Works Gym', 'City Law Group', 'Green Leaf Salon', 'Harbor Books'];
  let next = 0;
  for (const l of DEMO_LOCATIONS.filter((x) => x.owner === 'admin')) {
    const list: { id: string; code: string }[] = [];
    for (let i = 0; i < 2; i++) {
      const name = names[next++ % names.length]!;
      const id = rnd.uuid();
      const code = name.split(' ')[0]!.toUpperCase().slice(0, 6) + rnd.digits(2);
      const expiresInDays = i === 0 ? rnd.int(60, 300) : 15;
      rows.vendors.push({
        id,
        locationId: ctx.locationIds.get(l.key)!,
        name,
        code,
        expirationDate: new Date(endOfLocalDay(now, -expiresInDays, l.utcOffset)),
      });
      for (let p = rnd.int(1, 3); p > 0; p--) {
        const v = rnd.pick(ctx.pool);
        rows.vendorPlates.push({ id: rnd.uuid(), vendorId: id, plateNumber: v.plate, plateState: v.state });
      }
      list.push({ id, code });
    }
    ctx.vendorsByLocation.set(l.key, list);
  }
}

/** Members with free-parking codes, most at the church lot; one expired, a few valid at all the owner's locations. */
export function addMembers(ctx: DemoContext): void {
  const { rnd, rows } = ctx;
  const specs: [locationKey: string, code: string][] = [
    ['grace', 'CHURCH'],
    ['grace', 'CHURCH'],
    ['grace', 'CHURCH'],
    ['grace', 'CHOIR'],
    ['peachtree', 'STAFF1'],
    ['midtown', 'MONTHLY'],
    ['midtown', 'MONTHLY'],
    ['backbay', 'TENANT'],
  ];
  specs.forEach(([key, code], i) => {
    // Plates from the middle of the pool, away from the vendor plates' usual picks.
    const v = ctx.pool[100 + i]!;
    const expired = i === 3;
    rows.members.push({
      id: rnd.uuid(),
      userId: ownerOf(ctx, byKey(key)),
      locationId: i % 4 === 2 ? null : ctx.locationIds.get(key)!,
      plate: v.plate,
      code,
      name: `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}`,
      overlapsT: rnd.int(0, 2),
      validUntilDate: isoDate(ctx.now.getTime() + (expired ? -20 : rnd.int(30, 330)) * DAY),
    });
    const list = ctx.membersByLocation.get(key) ?? [];
    list.push({ plate: v.plate, state: v.state, code });
    ctx.membersByLocation.set(key, list);
  });
}

export function addEvents(ctx: DemoContext): void {
  const specs: [locationKey: string, name: string, inDays: number, lengthDays: number, spots: number][] = [
    ['grace', 'Sunday Service Overflow', 2, 1, 40],
    ['grace', 'Christmas Concert', 32, 1, 80],
    ['peachtree', 'Tech Conference', 12, 3, 120],
    ['union', 'Rockies Home Opener', 130, 1, 60],
    ['midtown', 'Broadway Matinee Block', 5, 1, 25],
    ['wrigley', 'Season Finale', -55, 1, 90],
  ];
  for (const [key, eventName, inDays, lengthDays, spotCount] of specs) {
    const l = byKey(key);
    const start = localMidnight(ctx.now, -inDays, l.utcOffset) + 8 * HOUR;
    ctx.rows.events.push({
      id: ctx.rnd.uuid(),
      locationId: ctx.locationIds.get(key)!,
      eventName,
      spotCount,
      createdBy: ownerOf(ctx, l),
      startDate: new Date(start),
      endDate: new Date(start + (lengthDays - 1) * DAY + 14 * HOUR),
    });
  }
}

/** Platform subscriptions for the vendor's locations (superadmin screen); Wrigleyville has no payment yet. */
export function addSubscriptions(ctx: DemoContext): void {
  const { rnd, rows } = ctx;
  const nowMs = ctx.now.getTime();
  for (const l of DEMO_LOCATIONS.filter((x) => x.owner === 'vendor')) {
    const id = rnd.uuid();
    const paymentCount = l.key === 'wrigley' ? 0 : rnd.int(2, 4);
    let total = 0;
    let lastPay: number | null = null;
    for (let i = paymentCount; i >= 1; i--) {
      // A pay date as the superadmin's dialog stores one: that day's midnight at the lot.
      const payDay = zonedDay(new Date(nowMs - i * 30 * DAY + rnd.int(0, 3) * DAY), l.timeZone);
      const paidAt = zonedDayStart(payDay, l.timeZone).getTime();
      const owed = i === 1 && l.key === 'backbay' ? 12000 : 0;
      total += owed; // SPEC 9: each payment adds its amount owed to the total
      lastPay = paidAt;
      const month = new Date(paidAt).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: l.timeZone });
      rows.subscriptionPayments.push({
        id: rnd.uuid(),
        subscriptionId: id,
        amountCents: 12000,
        paymentOwedCents: owed,
        description: `Monthly fee ${month}`,
        paidAt: new Date(paidAt),
        createdAt: new Date(paidAt),
      });
    }
    rows.subscriptions.push({
      id,
      locationId: ctx.locationIds.get(l.key)!,
      isActive: !l.archieved,
      priceCents: 12000,
      description: l.archieved ? 'Closed for renovation' : l.key === 'wrigley' ? null : `${l.lot.city} flagship lot`,
      lastPayDate: lastPay === null ? null : new Date(lastPay),
      totalAmountCents: total,
      createdAt: new Date(nowMs - ctx.historyDays * DAY),
    });
  }
}
