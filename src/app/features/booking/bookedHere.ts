import { normalizePlate, type PlateAndState } from '../../../shared/plates';

/**
 * The plates this device has booked in a zone, each until its booking ends, kept in localStorage so
 * that every tab sees them: scanning a lot's QR code again opens a new tab with an empty form, and a
 * driver in a hurry would pay a second time for a car that is already covered. The booking page
 * says so before the driver goes on (it does not refuse: a second window may be wanted). Plates and
 * end times only; entries are dropped once their parking has ended.
 */
export interface BookedPlate {
  plate: string;
  state: string;
  endTime: string;
}

const PREFIX = 'parking.booked:';
/** A zone's list never grows past this (the newest are kept). */
const MAX_PER_ZONE = 20;

export function bookedStorageKey(locationId: string, zoneId: string): string {
  return `${PREFIX}${locationId}/${zoneId}`;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isBookedPlate(v: unknown): v is BookedPlate {
  if (!v || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.plate === 'string' && typeof r.state === 'string' && typeof r.endTime === 'string' && Number.isFinite(Date.parse(r.endTime))
  );
}

/** The zone's entries still parked at `now`; what is unreadable or over is left out. */
function readZone(key: string, now: number): BookedPlate[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(key) ?? '[]');
  } catch {
    parsed = [];
  }
  return Array.isArray(parsed) ? parsed.filter(isBookedPlate).filter((b) => Date.parse(b.endTime) > now) : [];
}

function writeZone(key: string, list: BookedPlate[]): void {
  try {
    if (list.length === 0) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(list.slice(-MAX_PER_ZONE)));
  } catch {
    // Full or refused: the page works as before, without the reminder.
  }
}

const sameCar = (a: PlateAndState, b: PlateAndState) =>
  normalizePlate(a.plate) === normalizePlate(b.plate) && a.state.trim().toUpperCase() === b.state.trim().toUpperCase();

/** After a booking is made: its cars are covered in this zone until `endTime` (the later of two ends stands). */
export function rememberBooked(locationId: string, zoneId: string, cars: PlateAndState[], endTime: string, now = Date.now()): void {
  const key = bookedStorageKey(locationId, zoneId);
  const current = readZone(key, now);
  const list = current.filter((b) => !cars.some((c) => sameCar(b, c)));
  const ends = Date.parse(endTime);
  for (const c of cars) {
    const before = current.find((b) => sameCar(b, c));
    const until = before && !(Date.parse(before.endTime) < ends) ? before.endTime : endTime;
    if (Date.parse(until) > now) list.push({ plate: normalizePlate(c.plate), state: c.state.trim().toUpperCase(), endTime: until });
  }
  writeZone(key, list);
}

/** Which of `cars` this device has booked in this zone and are still parked at `now`, each with its end. */
export function bookedHere(locationId: string, zoneId: string, cars: PlateAndState[], now = Date.now()): BookedPlate[] {
  const key = bookedStorageKey(locationId, zoneId);
  const list = readZone(key, now);
  return list.filter((b) => cars.some((c) => c.plate.trim() && sameCar(b, c)));
}
