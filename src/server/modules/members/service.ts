import { and, asc, count, desc, eq, inArray, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { canManageRecord } from '../../../shared/access';
import { LIMITS } from '../../../shared/limits';
import { memberTaken, MESSAGES } from '../../../shared/messages';
import { ownedBy } from '../../auth/ownership';
import type { Db } from '../../db/client';
import { refusingCopies } from '../../db/errors';
import { MEMBER_AT_LOCATION_UNIQUE, MEMBER_EVERYWHERE_UNIQUE, members, type MemberRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { Member } from '../../schemas/entities';
import type { LocationsService } from '../locations/service';
import { membersOfLot } from './scope';

export type MemberOut = z.infer<typeof Member>;

export interface MemberInput {
  plate: string;
  valid_until_date: string;
  name?: string;
  /** Empty or absent: a member by plate alone. */
  code?: string;
  /** Absent: the membership holds at every location of the owner. */
  locationId?: string;
}

/** The orders a member list can be read in; `-` is descending. The id breaks ties, so pages never overlap. */
export const MEMBER_SORTS = ['plate', '-plate', 'code', '-code', 'valid_until_date', '-valid_until_date', 'name', '-name'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

export interface MemberListQuery {
  /** Part of a plate, already upper case letters and digits (matches anywhere in the plate). */
  search?: string;
  /** Without page and pageSize: every row (SPEC's shape). */
  page?: number;
  pageSize?: number;
  sort?: MemberSort;
}

export interface MemberList {
  members: MemberOut[];
  /** How many members match the search, over all pages. */
  total: number;
}

const SORT_COLUMNS = { plate: members.plate, code: members.code, valid_until_date: members.validUntilDate, name: members.name } as const;

function orderOf(sort: MemberSort = 'plate'): SQL[] {
  const descending = sort.startsWith('-');
  const column = SORT_COLUMNS[(descending ? sort.slice(1) : sort) as keyof typeof SORT_COLUMNS];
  return descending ? [desc(column), desc(members.id)] : [asc(column), asc(members.id)];
}

/** The members sharing a code are those of one owner at one location (or, with no location, at all of the owner's). */
const groupKey = (m: Pick<MemberRow, 'userId' | 'locationId' | 'code'>) => `${m.userId}|${m.locationId ?? ''}|${m.code.toUpperCase()}`;
// A member code is used in any case (the member-code page compares upper case), so it overlaps in any case.
const codeKey = sql<string>`upper(${members.code})`;

/**
 * A write that would make a second membership of one plate and code in one scope fails on its unique
 * index (members_location_plate_code_unique, members_owner_plate_code_unique), whichever of two
 * concurrent adds comes second: that is a 409 naming the plate and code.
 */
const oneMembership = <T>(write: PromiseLike<T>, key: Pick<MemberRow, 'plate' | 'code' | 'locationId'>): Promise<T> =>
  refusingCopies(write, [MEMBER_AT_LOCATION_UNIQUE, MEMBER_EVERYWHERE_UNIQUE], () =>
    conflict(memberTaken(key.plate.toUpperCase(), key.code, key.locationId === null)),
  );

/** How many other members share a row's code, of `sharing` (its group's count); members without a code share none. */
const overlapsOf = (row: Pick<MemberRow, 'code'>, sharing: number | undefined): number =>
  row.code === '' ? 0 : Math.max(0, (sharing ?? 1) - 1);

export function toMember(row: MemberRow, overlaps = 0): MemberOut {
  return {
    _id: row.id,
    plate: row.plate,
    code: row.code,
    overlaps_t: overlaps,
    valid_until_date: row.validUntilDate,
    name: row.name,
    locationId: row.locationId,
  };
}

/**
 * Members are plates that park free with a code. A member of a location belongs to that location's
 * owner (user_id is the owner, so lists are scoped by ownedBy); one without a location holds at every
 * location of the owner who added it.
 */
export function createMembersService(deps: { db: Db; locations: LocationsService }) {
  const { db } = deps;
  const ownedLocation = deps.locations.getOwned;

  /** Someone else's member answers like a missing one. */
  async function ownedMember(user: AuthUser, id: string): Promise<MemberRow> {
    const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
    if (!row || !canManageRecord(user, row.userId)) throw notFound(MESSAGES.memberNotFound);
    return row;
  }

  /**
   * overlaps_t of each row: how many OTHER members share its code in the same scope (owner and
   * location). One grouped count over `scope`, limited to the codes on the page, so a page of a
   * 20,000-member location reads the (location_id, upper(code)) index once per code, not once per row.
   * Codes count in any case (upper(code), indexed with the location: members_location_upper_code_idx).
   */
  async function withOverlaps(rows: MemberRow[], scope: SQL | undefined): Promise<MemberOut[]> {
    if (rows.length === 0) return [];
    const codes = [...new Set(rows.map((r) => r.code.toUpperCase()))];
    const where = and(scope, codes.length <= LIMITS.membersPageMax ? inArray(codeKey, codes) : undefined);
    const counts = new Map<string, number>();
    const groups = await db
      .select({ userId: members.userId, locationId: members.locationId, code: codeKey, n: count() })
      .from(members)
      .where(where)
      .groupBy(members.userId, members.locationId, codeKey);
    for (const g of groups) counts.set(groupKey(g), g.n);
    return rows.map((r) => toMember(r, overlapsOf(r, counts.get(groupKey(r)))));
  }

  async function list(scope: SQL | undefined, q: MemberListQuery): Promise<MemberList> {
    const where = and(scope, q.search ? like(members.plate, `%${q.search}%`) : undefined);
    const paged = q.page !== undefined || q.pageSize !== undefined;
    const query = db
      .select()
      .from(members)
      .where(where)
      .orderBy(...orderOf(q.sort));
    let rows: MemberRow[];
    let total: number;
    if (paged) {
      const size = q.pageSize ?? LIMITS.membersPageDefault;
      // The page and the total at once (two connections on PostgreSQL).
      const [page, counted] = await Promise.all([
        query.limit(size).offset(((q.page ?? 1) - 1) * size),
        db.select({ n: count() }).from(members).where(where),
      ]);
      rows = page;
      total = counted[0]?.n ?? 0;
    } else {
      rows = await query;
      total = rows.length;
    }
    return { members: await withOverlaps(rows, scope), total };
  }

  return {
    /**
     * The members who may park at an own location (odogwu: any): its own, and its owner's valid at
     * every location (SPEC's POST /members names no location: such a member parks here too).
     */
    async listForLocation(user: AuthUser, locationId: string, q: MemberListQuery = {}): Promise<MemberList> {
      const lot = await ownedLocation(user, locationId);
      return list(membersOfLot(lot), q);
    },

    /** Every member of the caller (odogwu: all). */
    async listManaged(user: AuthUser, q: MemberListQuery = {}): Promise<MemberList> {
      return list(ownedBy(user, members.userId), q);
    },

    async create(user: AuthUser, input: MemberInput): Promise<MemberOut> {
      const lot = input.locationId ? await ownedLocation(user, input.locationId) : undefined;
      const values = {
        userId: lot?.userId ?? user.id,
        locationId: lot?.id ?? null,
        plate: input.plate,
        code: input.code ?? '',
        validUntilDate: input.valid_until_date,
        name: input.name ?? null,
      };
      const [row] = await oneMembership(db.insert(members).values(values).returning(), values);
      const [out] = await withOverlaps([row!], sameScope(row!));
      return out!;
    },

    async update(user: AuthUser, id: string, input: Partial<MemberInput>): Promise<MemberOut> {
      const current = await ownedMember(user, id);
      const set: Partial<MemberRow> = {};
      if (input.locationId !== undefined && input.locationId !== current.locationId) {
        // Moving a member to another location needs that location to be the caller's too.
        const lot = await ownedLocation(user, input.locationId);
        set.locationId = lot.id;
        set.userId = lot.userId;
      }
      if (input.plate !== undefined) set.plate = input.plate;
      if (input.code !== undefined) set.code = input.code;
      if (input.valid_until_date !== undefined) set.validUntilDate = input.valid_until_date;
      if (input.name !== undefined) set.name = input.name;
      const [row] = Object.keys(set).length
        ? await oneMembership(db.update(members).set(set).where(eq(members.id, id)).returning(), { ...current, ...set })
        : [current];
      const [out] = await withOverlaps([row!], sameScope(row!));
      return out!;
    },

    async remove(user: AuthUser, id: string): Promise<void> {
      await ownedMember(user, id);
      await db.delete(members).where(eq(members.id, id));
    },
  };
}

/** The scope a member's code is shared in: its location, or its owner's members valid everywhere. */
function sameScope(row: MemberRow): SQL | undefined {
  return row.locationId ? eq(members.locationId, row.locationId) : and(eq(members.userId, row.userId), isNull(members.locationId));
}

export type MembersService = ReturnType<typeof createMembersService>;
