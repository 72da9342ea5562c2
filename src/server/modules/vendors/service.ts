import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { LIMITS } from '../../../shared/limits';
import type { z } from 'zod';
import { requestDay } from '../../../shared/dates';
import { MESSAGES, vendorCodeTaken } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { vendorPlates, vendors, type LocationRow, type VendorRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { vendorCurrent } from '../parkingRight/rules';
import type { AuthUser } from '../../plugins/auth';
import type { Vendor } from '../../schemas/entities';
import { lockLot, toLocation, type LocationOut, type LocationsService } from '../locations/service';

export type VendorOut = z.infer<typeof Vendor>;
export interface VendorPlate {
  number: string;
  state: string;
}

export interface VendorInput {
  name: string;
  /** Already trimmed and upper-cased by the route's schema. */
  code: string;
  /** A calendar day (the end of that day at the lot) or a full ISO time. */
  expirationDate: string;
  /** Already normalised (upper case letters and digits) by the route's schema. */
  plates: VendorPlate[];
}

/** Plates are written this many rows per INSERT (3 parameters a row, far under PostgreSQL's 65,535). */
export const PLATE_BATCH = 1000;

/** The plates once each (the same number in the same state), in the order given. */
export function uniquePlates(plates: readonly VendorPlate[]): VendorPlate[] {
  const seen = new Set<string>();
  const out: VendorPlate[] = [];
  for (const p of plates) {
    const key = `${p.number}|${p.state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ number: p.number, state: p.state });
  }
  return out;
}

function toVendor(row: VendorRow, plates: VendorPlate[], plateCount = plates.length): VendorOut {
  return {
    _id: row.id,
    locationId: row.locationId,
    name: row.name,
    code: row.code,
    expirationDate: row.expirationDate.toISOString(),
    plates,
    plateCount,
  };
}

/**
 * Management vendors (SPEC 3 "Vendor", 7 "Locations > Vendors"): businesses a location validates
 * parking for, each with a code, an expiry and a plate list. Reached through the location (odogwu
 * manages every one; a vendor of another location answers 404). A vendor and its plates are written
 * in one transaction, so a refused or failed write leaves nothing behind.
 */
export function createVendorsService(deps: { db: Db; locations: LocationsService }) {
  const { db } = deps;

  /** The vendor of this location, or 404 (absent, or another location's). */
  async function vendorAt(locationId: string, vendorId: string): Promise<VendorRow> {
    const [row] = await db
      .select()
      .from(vendors)
      .where(and(eq(vendors.id, vendorId), eq(vendors.locationId, locationId)))
      .limit(1);
    if (!row) throw notFound(MESSAGES.vendorNotFound);
    return row;
  }

  /** Each vendor's plates; `on` is the transaction a caller is inside (its one connection, on PGlite). */
  async function platesOf(vendorIds: string[], on: Pick<Db, 'select'> = db): Promise<Map<string, VendorPlate[]>> {
    const byVendor = new Map<string, VendorPlate[]>(vendorIds.map((id) => [id, []]));
    if (vendorIds.length === 0) return byVendor;
    const rows = await on
      .select({ vendorId: vendorPlates.vendorId, number: vendorPlates.plateNumber, state: vendorPlates.plateState })
      .from(vendorPlates)
      .where(inArray(vendorPlates.vendorId, vendorIds))
      .orderBy(asc(vendorPlates.plateNumber), asc(vendorPlates.plateState));
    for (const r of rows) byVendor.get(r.vendorId)?.push({ number: r.number, state: r.state });
    return byVendor;
  }

  async function plateCounts(vendorIds: string[]): Promise<Map<string, number>> {
    if (vendorIds.length === 0) return new Map();
    const rows = await db
      .select({ vendorId: vendorPlates.vendorId, n: count() })
      .from(vendorPlates)
      .where(inArray(vendorPlates.vendorId, vendorIds))
      .groupBy(vendorPlates.vendorId);
    return new Map(rows.map((r) => [r.vendorId, r.n]));
  }

  type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
  async function insertPlates(tx: Tx, vendorId: string, plates: VendorPlate[]): Promise<void> {
    for (let i = 0; i < plates.length; i += PLATE_BATCH) {
      const batch = plates.slice(i, i + PLATE_BATCH).map((p) => ({ vendorId, plateNumber: p.number, plateState: p.state }));
      await tx.insert(vendorPlates).values(batch);
    }
  }

  /**
   * Refuses a code another vendor of the lot holds while it is current (through its expiration day):
   * a guest types the code alone, so it must name one vendor, whose name the enforcer sees and whose
   * plates it counts for. Case does not matter, as at the guest page. Called with the lot locked.
   */
  async function refuseTakenCode(tx: Tx, lot: LocationRow, code: string, exceptId?: string): Promise<void> {
    const holders = await tx
      .select({ id: vendors.id, name: vendors.name, expirationDate: vendors.expirationDate })
      .from(vendors)
      .where(and(eq(vendors.locationId, lot.id), sql`upper(${vendors.code}) = ${code.trim().toUpperCase()}`));
    const now = new Date();
    const holder = holders.find((v) => v.id !== exceptId && v.expirationDate && vendorCurrent(v.expirationDate, lot.timeZone, now));
    if (holder) throw conflict(vendorCodeTaken(code, holder.name));
  }

  function values(lot: LocationRow, input: Pick<VendorInput, 'name' | 'code' | 'expirationDate'>) {
    return { name: input.name, code: input.code, expirationDate: requestDay(input.expirationDate, lot.timeZone, true) };
  }

  return {
    /** The location's vendors by name; `withPlates: false` leaves each plate list empty (plateCount still counts them). */
    async list(user: AuthUser, locationId: string, withPlates = true): Promise<{ location: LocationOut; vendors: VendorOut[] }> {
      const lot = await deps.locations.getOwned(user, locationId);
      const rows = await db.select().from(vendors).where(eq(vendors.locationId, lot.id)).orderBy(asc(vendors.name), asc(vendors.id));
      const ids = rows.map((r) => r.id);
      if (withPlates) {
        const plates = await platesOf(ids);
        return { location: toLocation(lot), vendors: rows.map((r) => toVendor(r, plates.get(r.id) ?? [])) };
      }
      const counts = await plateCounts(ids);
      return { location: toLocation(lot), vendors: rows.map((r) => toVendor(r, [], counts.get(r.id) ?? 0)) };
    },

    async get(user: AuthUser, locationId: string, vendorId: string): Promise<{ location: LocationOut; vendor: VendorOut }> {
      const lot = await deps.locations.getOwned(user, locationId);
      const row = await vendorAt(lot.id, vendorId);
      const plates = await platesOf([row.id]);
      return { location: toLocation(lot), vendor: toVendor(row, plates.get(row.id) ?? []) };
    },

    async create(user: AuthUser, locationId: string, input: VendorInput): Promise<VendorOut> {
      const lot = await deps.locations.getOwned(user, locationId);
      const plates = uniquePlates(input.plates);
      const fields = values(lot, input);
      const row = await db.transaction(async (tx) => {
        // Two submits of one vendor (a double press, a browser's resend of a POST whose answer was
        // lost) take turns on the lot's row; the second finds the vendor the first added this
        // minute, with the same name, code and expiry, and answers it instead of adding a twin.
        await lockLot(tx, lot.id);
        const [twin] = await tx
          .select()
          .from(vendors)
          .where(
            and(
              eq(vendors.locationId, lot.id),
              eq(vendors.name, fields.name),
              eq(vendors.code, fields.code),
              eq(vendors.expirationDate, fields.expirationDate),
              gt(vendors.createdAt, new Date(Date.now() - LIMITS.repeatEntryMs)),
            ),
          )
          .limit(1);
        // The same form repeated carries the same plates; other plates make it another vendor.
        const twinPlates = twin ? ((await platesOf([twin.id], tx)).get(twin.id) ?? []) : null;
        if (twin && samePlates(twinPlates!, plates)) return { row: twin, plates: twinPlates!, repeated: true };
        await refuseTakenCode(tx, lot, fields.code);
        const [created] = await tx
          .insert(vendors)
          .values({ locationId: lot.id, ...fields })
          .returning();
        await insertPlates(tx, created!.id, plates);
        return { row: created!, plates: sortPlates(plates), repeated: false };
      });
      return toVendor(row.row, row.plates);
    },

    /** Replaces the vendor's fields and its whole plate list (left out, the plates stay as stored). */
    async replace(
      user: AuthUser,
      locationId: string,
      vendorId: string,
      input: Omit<VendorInput, 'plates'> & { plates?: VendorPlate[] },
    ): Promise<VendorOut> {
      const lot = await deps.locations.getOwned(user, locationId);
      const before = await vendorAt(lot.id, vendorId);
      const given = input.plates ? uniquePlates(input.plates) : undefined;
      const row = await db.transaction(async (tx) => {
        await lockLot(tx, lot.id);
        // Only a changed code: a vendor sharing its code from before this rule can still be edited.
        if (input.code.trim().toUpperCase() !== before.code.trim().toUpperCase()) await refuseTakenCode(tx, lot, input.code, vendorId);
        const [updated] = await tx
          .update(vendors)
          .set({ ...values(lot, input), updatedAt: new Date() })
          .where(eq(vendors.id, vendorId))
          .returning();
        if (given) {
          await tx.delete(vendorPlates).where(eq(vendorPlates.vendorId, vendorId));
          await insertPlates(tx, vendorId, given);
        }
        return updated!;
      });
      return toVendor(row, given ? sortPlates(given) : ((await platesOf([vendorId])).get(vendorId) ?? []));
    },

    /** The vendor and its plates (sessions validated through it keep their rows, without the link). */
    async remove(user: AuthUser, locationId: string, vendorId: string): Promise<void> {
      const lot = await deps.locations.getOwned(user, locationId);
      await vendorAt(lot.id, vendorId);
      await db.delete(vendors).where(eq(vendors.id, vendorId));
    },
  };
}

/** Whether two plate lists hold the same plates, in any order. */
function samePlates(a: VendorPlate[], b: VendorPlate[]): boolean {
  const key = (list: VendorPlate[]) =>
    sortPlates(list)
      .map((p) => `${p.number}/${p.state}`)
      .join(',');
  return key(a) === key(b);
}

/** The order the GET answers list plates in (by number, then state), so every answer reads the same. */
function sortPlates(plates: VendorPlate[]): VendorPlate[] {
  return [...plates].sort((a, b) => (a.number === b.number ? cmp(a.state, b.state) : cmp(a.number, b.number)));
}
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export type VendorsService = ReturnType<typeof createVendorsService>;
