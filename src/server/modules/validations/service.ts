import { and, asc, eq, gte, lte, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { canManageRecord } from '../../../shared/access';
import { requestDay } from '../../../shared/dates';
import { codeTaken, MESSAGES } from '../../../shared/messages';
import { ownedBy } from '../../auth/ownership';
import type { Db } from '../../db/client';
import { locations, validationCodes, type LocationRow, type ValidationCodeRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { ValidationCode } from '../../schemas/entities';
import type { LocationsService } from '../locations/service';

export type ValidationCodeOut = z.infer<typeof ValidationCode>;

export interface CodeInput {
  locationId: string;
  code: string;
  /** A calendar day (the lot's midnight) or an ISO time with its offset. */
  startDate: string;
  /** A calendar day (up to the end of that day at the lot) or an ISO time with its offset. */
  endDate: string;
  /** Beyond the spec: how often the code may be redeemed; null or absent: no limit. */
  maxUses?: number | null;
}

type Lot = Pick<LocationRow, 'name' | 'address'>;

export function toValidationCode(row: ValidationCodeRow, lot: Lot): ValidationCodeOut {
  return {
    _id: row.id,
    location: { name: lot.name, address: lot.address },
    locationId: row.locationId,
    code: row.code,
    startDate: row.startDate!.toISOString(),
    endDate: row.endDate!.toISOString(),
    maxUses: row.maxUses,
    uses: row.uses,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Why a redemption was refused (redeem answers the updated code otherwise). */
export type RedeemRefusal = 'notFound' | 'notActive' | 'usedUp';

/** Validation codes belong to a location: the locations service says whose it is. */
export function createValidationsService(deps: { db: Db; locations: LocationsService }) {
  const { db } = deps;
  const ownedLocation = deps.locations.getOwned;

  const withLot = () =>
    db
      .select({ code: validationCodes, lot: { name: locations.name, address: locations.address, userId: locations.userId } })
      .from(validationCodes)
      .innerJoin(locations, eq(validationCodes.locationId, locations.id));

  /** Someone else's code answers like a missing one. */
  async function ownedCode(user: AuthUser, id: string) {
    const [row] = await withLot().where(eq(validationCodes.id, id)).limit(1);
    if (!row || !canManageRecord(user, row.lot.userId)) throw notFound(MESSAGES.codeNotFound);
    return row;
  }

  function window(input: Pick<CodeInput, 'startDate' | 'endDate'>, timeZone: string): { start: Date; end: Date } {
    const start = requestDay(input.startDate, timeZone);
    const end = requestDay(input.endDate, timeZone, true);
    if (end.getTime() <= start.getTime()) throw badRequest(MESSAGES.endBeforeStart);
    return { start, end };
  }

  /**
   * Writes a code at `lot` after checking that no other code with the same text has a window there
   * overlapping [start, end]. The location's row is locked first, so two requests for the same code
   * at the same lot take turns and the second sees the first (the unique rule spans time windows,
   * which a unique index cannot say).
   */
  async function writeUnique(
    lot: LocationRow,
    code: string,
    win: { start: Date; end: Date },
    exceptId: string | undefined,
    write: (tx: Db) => Promise<ValidationCodeRow>,
  ): Promise<ValidationCodeOut> {
    const row = await db.transaction(async (tx) => {
      await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, lot.id)).for('update');
      const [clash] = await tx
        .select({ id: validationCodes.id })
        .from(validationCodes)
        .where(
          and(
            eq(validationCodes.locationId, lot.id),
            eq(validationCodes.code, code),
            lte(validationCodes.startDate, win.end),
            gte(validationCodes.endDate, win.start),
            exceptId ? ne(validationCodes.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      if (clash) throw conflict(codeTaken(code));
      return write(tx);
    });
    return toValidationCode(row, lot);
  }

  return {
    /** Codes of an own location (odogwu: any), by start date. */
    async listForLocation(user: AuthUser, locationId: string): Promise<ValidationCodeOut[]> {
      const lot = await ownedLocation(user, locationId);
      const rows = await db
        .select()
        .from(validationCodes)
        .where(eq(validationCodes.locationId, locationId))
        .orderBy(asc(validationCodes.startDate), asc(validationCodes.code), asc(validationCodes.id));
      return rows.map((r) => toValidationCode(r, lot));
    },

    /** Every code of the caller's locations (odogwu: all). */
    async listManaged(user: AuthUser): Promise<ValidationCodeOut[]> {
      const rows = await withLot()
        .where(ownedBy(user, locations.userId))
        .orderBy(asc(locations.name), asc(validationCodes.startDate), asc(validationCodes.code), asc(validationCodes.id));
      return rows.map((r) => toValidationCode(r.code, r.lot));
    },

    async get(user: AuthUser, id: string, locationId?: string): Promise<ValidationCodeOut> {
      const row = await ownedCode(user, id);
      if (locationId && row.code.locationId !== locationId) throw notFound(MESSAGES.codeNotFound);
      return toValidationCode(row.code, row.lot);
    },

    async create(user: AuthUser, input: CodeInput): Promise<ValidationCodeOut> {
      const lot = await ownedLocation(user, input.locationId);
      const win = window(input, lot.timeZone);
      return writeUnique(lot, input.code, win, undefined, async (tx) => {
        const [row] = await tx
          .insert(validationCodes)
          .values({
            locationId: lot.id,
            code: input.code,
            startDate: win.start,
            endDate: win.end,
            maxUses: input.maxUses ?? null,
            createdBy: user.id,
          })
          .returning();
        return row!;
      });
    },

    async update(user: AuthUser, id: string, input: Partial<CodeInput>): Promise<ValidationCodeOut> {
      const { code: current } = await ownedCode(user, id);
      const locationId = input.locationId ?? current.locationId;
      // Moving a code to another location needs that location to be the caller's too.
      const lot = await ownedLocation(user, locationId);
      const start = input.startDate !== undefined ? requestDay(input.startDate, lot.timeZone) : current.startDate!;
      const end = input.endDate !== undefined ? requestDay(input.endDate, lot.timeZone, true) : current.endDate!;
      if (end.getTime() <= start.getTime()) throw badRequest(MESSAGES.endBeforeStart);
      const maxUses = input.maxUses === undefined ? current.maxUses : input.maxUses;
      if (maxUses !== null && maxUses < current.uses) throw badRequest(MESSAGES.maxUsesBelowUses);
      const code = input.code ?? current.code;
      return writeUnique(lot, code, { start, end }, id, async (tx) => {
        const [row] = await tx
          .update(validationCodes)
          .set({ locationId, code, startDate: start, endDate: end, maxUses })
          .where(eq(validationCodes.id, id))
          .returning();
        return row!;
      });
    },

    async remove(user: AuthUser, id: string): Promise<void> {
      await ownedCode(user, id);
      await db.delete(validationCodes).where(eq(validationCodes.id, id));
    },

    /**
     * Counts one use of a code, at `at` (now): ONE conditional UPDATE, so concurrent redemptions
     * never pass the limit (each one's row lock makes the next re-read uses before it counts).
     * Answers the code after the use, or why it was refused. Guest registration (POST
     * /sessions/validate) calls it inside the transaction that writes the session (`exec`), so a
     * session that is not written gives its use back.
     */
    async redeem(codeId: string, at: Date = new Date(), exec: Db = db): Promise<{ code: ValidationCodeRow } | { refused: RedeemRefusal }> {
      const [row] = await exec
        .update(validationCodes)
        .set({ uses: sql`${validationCodes.uses} + 1`, lastUsedAt: at })
        .where(
          and(
            eq(validationCodes.id, codeId),
            lte(validationCodes.startDate, at),
            gte(validationCodes.endDate, at),
            or(sql`${validationCodes.maxUses} is null`, sql`${validationCodes.uses} < ${validationCodes.maxUses}`),
          ),
        )
        .returning();
      if (row) return { code: row };
      const [current] = await exec.select().from(validationCodes).where(eq(validationCodes.id, codeId)).limit(1);
      if (!current) return { refused: 'notFound' };
      if (current.startDate! > at || current.endDate! < at) return { refused: 'notActive' };
      return { refused: 'usedUp' };
    },
  };
}

export type ValidationsService = ReturnType<typeof createValidationsService>;
