import { and, eq, gt } from 'drizzle-orm';
import { LIMITS } from '../../../shared/limits';
import { z } from 'zod';
import { checkManualFields, manualStartProblem, type ManualSessionInput } from '../../../shared/manualSession';
import { MESSAGES } from '../../../shared/messages';
import { addZonedDays, requestInstant } from '../../../shared/dates';
import { checkPlateAndState } from '../../../shared/plates';
import type { Db } from '../../db/client';
import { sessions, type ZoneRow } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { lockLot } from '../locations/service';
import { zoneWithLocation } from '../zones/service';
import { publishSessionChange, type LiveBus } from '../../plugins/live';
import { byIds, sessionViews, type BookingSession } from './booking';

/**
 * A start date as the form sends it (an ISO date-time, or a calendar date: that day's start in the
 * lot's `timeZone`, as codes, events and vendors read one), or null when it is none: also when its
 * day is not on the calendar ("2026-02-30", which Date would read as March 2).
 */
export function startOf(value: unknown, timeZone: string): Date | null {
  const text = typeof value === 'string' ? value.trim() : '';
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!day) return null;
  const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const calendar = new Date(Date.UTC(y, m - 1, d));
  if (calendar.getUTCMonth() !== m - 1 || calendar.getUTCDate() !== d) return null;
  if (Number.isNaN(new Date(text).getTime())) return null;
  return requestInstant(text, timeZone);
}

/**
 * A plate or state as a careless client may send it: text as it is, a whole number as its digits
 * (plate 1234567); anything else (true, -1, 12.5) is no plate, for the check to refuse, where
 * String() made TRUE, 1 and 125 of them.
 */
function typedText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : '';
}

/**
 * What a manual session's zone, cost and start make of it: the zone's rate; an hourly zone's
 * session lasts the hours its cost buys at that rate (at least one, at most a day), a daily zone's a day
 * (to the same time the next day on the lot's clock, `timeZone`).
 */
export function manualTerms(zone: Pick<ZoneRow, 'id' | 'isHourly' | 'priceCents'>, costCents: number, start: Date, timeZone: string) {
  const hours = zone.isHourly && zone.priceCents > 0 ? Math.min(24, Math.max(1, costCents / zone.priceCents)) : 1;
  return {
    zoneId: zone.id,
    startTime: start,
    endTime: zone.isHourly ? new Date(start.getTime() + Math.round(hours * 60) * 60_000) : addZonedDays(start, 1, timeZone),
    hours: zone.isHourly ? Math.round(hours * 100) / 100 : 0,
    days: zone.isHourly ? 0 : 1,
    isHourly: zone.isHourly,
    rateCents: zone.priceCents,
    totalCostCents: costCents,
  };
}

/**
 * POST /sessions/add (the admin's Add Session): SPEC 5's checks in their order (shared with the
 * form), then a paid manual session in the zone at its rate, which counts in the lot's revenue and
 * which an enforcer's plate check finds (its window: manualTerms).
 */
export async function addManualSession(
  db: Db,
  input: ManualSessionInput & { locationId?: unknown },
  live?: LiveBus,
  now: Date = new Date(),
): Promise<{ session: BookingSession; created: boolean }> {
  const checked = checkManualFields(input);
  if (!checked.ok) throw badRequest(checked.message);
  const zoneId = z.uuid().safeParse(input.zoneId);
  const found = zoneId.success ? await zoneWithLocation(db, zoneId.data) : undefined;
  // The start's limits on the lot's clock, as the start itself is read below (a calendar day is its
  // midnight at the lot), and in checkManualSession's order; a zone that is none answers 404 after
  // the plate's checks, its start's limits read in UTC meanwhile.
  const late = manualStartProblem(input.startTime, now, found?.location.timeZone);
  if (late) throw badRequest(late);
  const plate = checkPlateAndState(typedText(input.plateNumber), typedText(input.state));
  if (!plate.ok) throw badRequest(plate.message);
  // Any lot's zone will do to tell a date from none; the start itself is read in the zone's lot's.
  if (!startOf(input.startTime, 'UTC')) throw badRequest(MESSAGES.sessionStartRequired);
  if (!found) throw notFound(MESSAGES.zoneNotFound);
  const { zone, location } = found;
  const start = startOf(input.startTime, location.timeZone)!;
  if (input.locationId !== undefined && input.locationId !== location.id) throw badRequest(MESSAGES.zoneNotAtLocation);

  const terms = manualTerms(zone, checked.costCents, start, location.timeZone);
  const added = await db.transaction(async (tx) => {
    // Two submits of one entry (a double press, a retry after a lost answer: a browser resends a
    // POST whose connection dropped) take turns on the lot's row; the second finds the first's
    // session, added this minute with the same plate, zone, start and cost, and adds nothing.
    await lockLot(tx, location.id);
    const [repeat] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.kind, 'manual'),
          eq(sessions.locationId, location.id),
          eq(sessions.zoneId, zone.id),
          eq(sessions.plateNumber, plate.plateNumber),
          eq(sessions.state, plate.state),
          eq(sessions.startTime, start),
          eq(sessions.totalCostCents, terms.totalCostCents),
          gt(sessions.createdAt, new Date(now.getTime() - LIMITS.repeatEntryMs)),
        ),
      )
      .limit(1);
    if (repeat) return { id: repeat.id, created: false };
    const [row] = await tx
      .insert(sessions)
      .values({ kind: 'manual', locationId: location.id, plateNumber: plate.plateNumber, state: plate.state, ...terms, paid: true })
      .returning({ id: sessions.id });
    return { id: row!.id, created: true };
  });
  if (added.created) publishSessionChange(live, location.id);
  const [view] = await sessionViews(db, byIds([added.id]), new Date());
  return { session: view!, created: added.created };
}
