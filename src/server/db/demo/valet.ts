import type { NewValetTicketRow, ValetStatus } from '../schema';
import { COLORS, DEMO_LOCATIONS, FIRST_NAMES, LAST_NAMES, VEHICLE_MODELS } from './catalog';
import { DAY, HOUR, localMidnight, MINUTE } from './time';
import type { DemoContext } from './types';

/** Today's valet tickets at one location, at least one in every status, plus yesterday's completed ones. */
export function addValetTickets(ctx: DemoContext, locationKey: string): void {
  const { rnd, rows } = ctx;
  const nowMs = ctx.now.getTime();
  const locationId = ctx.locationIds.get(locationKey)!;
  const { utcOffset } = DEMO_LOCATIONS.find((l) => l.key === locationKey)!;
  const today: [ValetStatus, paid: boolean][] = [
    ['entry', false],
    ['parked', false],
    ['parked', false],
    ['ready', true],
    ['ready', false],
    ['paid', true],
    ['unpaid', false],
    ['requested', false],
    ['requested', true],
    ['unrequested', false],
    ['completed', true],
  ];
  const ticket = (status: ValetStatus, paid: boolean, index: number, createdMs: number): NewValetTicketRow => {
    const [make, model] = rnd.pick(VEHICLE_MODELS);
    const priceCents = rnd.pick([1500, 2000, 2500]);
    const isHourly = rnd.chance(0.3);
    const parked = status !== 'entry';
    return {
      id: rnd.uuid(),
      ticketNumber: String(1000 + index),
      phoneNumber: `555010${String(index).padStart(4, '0')}`,
      plateNumber: `${rnd.letters(3)}${rnd.digits(4)}`,
      state: rnd.pick(['GA', 'GA', 'GA', 'FL', 'TN', 'SC']),
      make,
      model,
      color: rnd.pick(COLORS),
      description: rnd.chance(0.3) ? 'Roof rack' : null,
      isHourly,
      priceCents,
      firstName: rnd.pick(FIRST_NAMES),
      lastName: rnd.pick(LAST_NAMES),
      email: rnd.chance(0.5) ? `guest${index}@example.com` : null,
      totalCostCents: isHourly ? priceCents * rnd.int(2, 4) : priceCents,
      transmissionType: rnd.chance(0.15) ? 'Stick' : 'Automatic',
      status,
      paid,
      parkedBy: parked ? rnd.pick(['Marcus', 'Tina', 'Jorge']) : null,
      parkedLocation: parked ? `Level ${rnd.int(1, 4)}, spot ${rnd.int(1, 80)}` : null,
      tipCents: 0,
      paidAt: paid ? new Date(Math.min(nowMs, createdMs + 60 * MINUTE)) : null,
      requestedAt: status === 'requested' ? new Date(Math.max(createdMs, nowMs - rnd.int(1, 14) * MINUTE)) : null,
      // Cars brought round after a request: the desk's median and the customer's estimate read these.
      ...(['ready', 'paid', 'completed'].includes(status)
        ? (() => {
            const wait = rnd.int(3, 12) * 60;
            return { readyAt: new Date(Math.min(nowMs, createdMs + 90 * MINUTE)), requestToReadySeconds: wait };
          })()
        : {}),
      locationId,
      createdBy: ctx.owners.valetId,
      createdAt: new Date(createdMs),
      updatedAt: new Date(Math.min(nowMs, createdMs + rnd.int(5, 90) * MINUTE)),
    };
  };
  const dayStart = localMidnight(ctx.now, 0, utcOffset);
  // From 7:00 local, or squeezed into the last two hours when it is still early in the day.
  const first = Math.min(dayStart + 7 * HOUR, nowMs - today.length * 10 * MINUTE);
  const step = Math.max(5 * MINUTE, Math.floor((nowMs - first) / (today.length + 1)));
  today.forEach(([status, paid], i) => rows.valetTickets.push(ticket(status, paid, i + 1, first + i * step)));
  for (let i = 0; i < 6; i++) rows.valetTickets.push(ticket('completed', true, 20 + i, dayStart - DAY + (9 + i * 2) * HOUR));
  const paidOnline = rows.valetTickets.find((t) => t.status === 'paid')!;
  rows.payments.push({
    id: rnd.uuid(),
    provider: 'demo',
    providerRef: 'demo_seed_valet_1',
    purpose: 'valet',
    amountCents: paidOnline.totalCostCents!,
    status: 'succeeded',
    valetTicketId: paidOnline.id,
    createdAt: paidOnline.updatedAt,
    updatedAt: paidOnline.updatedAt,
  });
}
