import { and, asc, desc, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import { MESSAGES, valetMovedOn, valetTicketNumberTaken, valetTransitionRefused } from '../../../shared/messages';
import {
  checkCustomerRequest,
  checkStaffTransition,
  medianMinutes,
  valetDisplayStatus,
  type ValetRefusal,
  type ValetStatus,
} from '../../../shared/valet';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { locations, users, valetTicketEvents, valetTickets, type NewValetTicketRow, type ValetTicketRow } from '../../db/schema';
import { HttpError, badRequest, conflict, notFound } from '../../errors';
import { Id } from '../../schemas/common';
import type { AuthUser } from '../../plugins/auth';
import type { Tx } from '../payments/kinds';
import { ofValetCompany, seesValetCompany, valetCompanyOf } from './company';
import {
  estimatedTotal,
  toCustomerValet,
  toGridTicket,
  toValet,
  type CustomerTicketChoice,
  type TicketWithPlace,
  type ValetOut,
} from './view';
import { LIMITS } from '../../../shared/limits';

/** What changed, for live updates (the staff grid, the customer's page): published after the commit. */
export interface ValetChange {
  type: 'valet';
  ticketId: string;
  ownerId: string | null;
  phone: string;
  locationId: string | null;
  status: string;
}

export interface ValetsServiceDeps {
  db: Db;
  /** Tells live listeners about a change (after it committed); optional so a CLI or test can leave it out. */
  publish?: (change: ValetChange) => void;
  now?: () => Date;
}

export interface TicketInput {
  ticketNumber: string;
  phoneNumber: string;
  plateNumber: string;
  state: string;
  make: string;
  model?: string;
  color: string;
  description?: string;
  isHourly: boolean;
  price?: number;
  firstName: string;
  lastName?: string;
  email?: string;
  transmissionType: 'Automatic' | 'Stick';
  locationId?: string;
}

const DAY_MS = 86_400_000;
/** How far back an open ticket still shows on today's desk (a car left overnight). */
const OPEN_TICKET_DAYS = 3;
/** How long a completed ticket still opens on the customer pages (its receipt). */
const COMPLETED_VISIBLE_MS = 12 * 3_600_000;
/** The ready estimate reads the location's last requests of the past week. */
const ESTIMATE_SAMPLE = 20;
const ESTIMATE_DAYS = 7;

const selectWithPlace = {
  t: valetTickets,
  locationName: locations.name,
  locationAddress: locations.address,
  timeZone: locations.timeZone,
  ownerId: locations.userId,
};

/** The staff refusal's message: SPEC 4's texts for the parked values, ours for a move the table does not allow. */
function refusalError(refusal: Exclude<ValetRefusal, { ok: true }>, from: ValetTicketRow, to: ValetStatus): HttpError {
  const messages: Record<Exclude<ValetRefusal, { ok: true }>['reason'], string> = {
    notStaffStatus: MESSAGES.valetNotStaffStatus,
    // CASH PAYMENT on a ticket paid already (online, or by another desk): the customer's words for it.
    hidden: to === 'paid' && from.paid ? MESSAGES.valetAlreadyPaid : valetTransitionRefused(valetDisplayStatus(from), to),
    parkedByRequired: MESSAGES.valetParkedByRequired,
    parkedLocationRequired: MESSAGES.valetParkedLocationRequired,
    readyForYou: MESSAGES.valetReadyForYou,
    ready: MESSAGES.valetReady,
  };
  const status = refusal.reason === 'parkedByRequired' || refusal.reason === 'parkedLocationRequired' ? 400 : 409;
  return new HttpError(status, messages[refusal.reason]);
}

const blankToNull = (s: string | undefined | null): string | null => (s === undefined || s === null || s.trim() === '' ? null : s.trim());

export type ValetsService = ReturnType<typeof createValetsService>;

/**
 * Valet tickets: the staff desk (scoped to the staff member's company: the owner of the ticket's
 * location), the status machine of src/shared/valet.ts enforced under a row lock, every change
 * written to valet_ticket_events, and the customer pages reached by phone number.
 */
export function createValetsService(deps: ValetsServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  function publish(row: TicketWithPlace): void {
    deps.publish?.({
      type: 'valet',
      ticketId: row.t.id,
      ownerId: row.ownerId,
      phone: row.t.phoneNumber,
      locationId: row.t.locationId,
      status: row.t.status,
    });
  }

  async function loadWithPlace(where: SQL | undefined, run: Db | Tx = db): Promise<TicketWithPlace | undefined> {
    const [row] = await run
      .select(selectWithPlace)
      .from(valetTickets)
      .leftJoin(locations, eq(locations.id, valetTickets.locationId))
      .where(where)
      .limit(1);
    return row;
  }

  /** A ticket of the caller's company, else 404 (another company's ticket is not revealed). */
  async function getOwned(user: AuthUser, id: string): Promise<TicketWithPlace> {
    const row = await loadWithPlace(eq(valetTickets.id, id));
    if (!row || !seesValetCompany(user, row.ownerId)) throw notFound(MESSAGES.valetNotFound);
    return row;
  }

  /** The location's median request-to-ready minutes over its last requests of the past week. */
  async function readyEstimate(locationId: string | null): Promise<number | null> {
    if (!locationId) return null;
    const since = new Date(now().getTime() - ESTIMATE_DAYS * DAY_MS);
    const rows = await db
      .select({ s: valetTickets.requestToReadySeconds })
      .from(valetTickets)
      .where(and(eq(valetTickets.locationId, locationId), gte(valetTickets.readyAt, since)))
      .orderBy(desc(valetTickets.readyAt))
      .limit(ESTIMATE_SAMPLE);
    const minutes = medianMinutes(rows.flatMap((r) => (r.s === null ? [] : [r.s / 60])));
    return minutes === null ? null : Math.max(1, Math.round(minutes));
  }

  /**
   * The ticket a customer page shows for a phone number, of any company (the customer knows only
   * their number): the one asked for (`ticketId`, when it is one of this number's tickets the page
   * may show), else the newest open ticket, else one completed in the last hours (its receipt). A
   * phone may have several open tickets (two cars handed in on one number).
   */
  async function customerTicket(phone: string, ticketId?: string): Promise<TicketWithPlace | undefined> {
    if (ticketId !== undefined && Id.safeParse(ticketId).success) {
      const [asked] = await db
        .select(selectWithPlace)
        .from(valetTickets)
        .leftJoin(locations, eq(locations.id, valetTickets.locationId))
        .where(and(eq(valetTickets.id, ticketId), eq(valetTickets.phoneNumber, phone), customerMayShow()))
        .limit(1);
      if (asked) return asked;
    }
    const open = await db
      .select(selectWithPlace)
      .from(valetTickets)
      .leftJoin(locations, eq(locations.id, valetTickets.locationId))
      .where(and(eq(valetTickets.phoneNumber, phone), ne(valetTickets.status, 'completed')))
      .orderBy(desc(valetTickets.createdAt))
      .limit(1);
    if (open[0]) return open[0];
    // No open ticket: what the page may still show is a receipt.
    const recent = await db
      .select(selectWithPlace)
      .from(valetTickets)
      .leftJoin(locations, eq(locations.id, valetTickets.locationId))
      .where(and(eq(valetTickets.phoneNumber, phone), customerMayShow()))
      .orderBy(desc(valetTickets.updatedAt))
      .limit(1);
    return recent[0];
  }

  /** Open, or completed within the last hours: the tickets a customer page may show. */
  function customerMayShow(): SQL {
    return sql`(${valetTickets.status} <> 'completed' or ${valetTickets.updatedAt} >= ${new Date(now().getTime() - COMPLETED_VISIBLE_MS)})`;
  }

  /**
   * Every open ticket of a phone number, newest first: the customer page's list when there are
   * several cars, and (with `staff`) the desk's lookup, only of the staff member's company.
   */
  async function openTicketsOf(phone: string, staff?: AuthUser | null): Promise<CustomerTicketChoice[]> {
    const choice = {
      _id: valetTickets.id,
      ticketNumber: valetTickets.ticketNumber,
      plateNumber: valetTickets.plateNumber,
      make: valetTickets.make,
      color: valetTickets.color,
      status: valetTickets.status,
      paid: valetTickets.paid,
    };
    const open = and(eq(valetTickets.phoneNumber, phone), ne(valetTickets.status, 'completed'));
    const query = staff
      ? db
          .select(choice)
          .from(valetTickets)
          .innerJoin(locations, eq(locations.id, valetTickets.locationId))
          .where(and(open, ofValetCompany(staff, locations.userId)))
      : db.select(choice).from(valetTickets).where(open);
    return query.orderBy(desc(valetTickets.createdAt)).limit(LIMITS.valetTicketsPerPhoneShown);
  }

  /**
   * A ticket as a customer page reaches it: one its own phone number may show now (open, or just
   * completed; and, when the page sent the number, that number's). Anything else is 404, so an id
   * alone, or an old ticket of the same phone, gives a stranger nothing.
   */
  async function reachedByPhone(id: string, phone: string | undefined): Promise<TicketWithPlace> {
    const [own] = await db.select({ phone: valetTickets.phoneNumber }).from(valetTickets).where(eq(valetTickets.id, id)).limit(1);
    if (!own) throw notFound(MESSAGES.valetNotFound);
    if (phone !== undefined && phone !== own.phone) throw notFound(MESSAGES.valetNotForPhone);
    const current = await customerTicket(own.phone, id);
    if (!current || current.t.id !== id) throw notFound(MESSAGES.valetTicketClosed);
    return current;
  }

  /** Which location a new ticket goes to: the one asked for (the company's own), else the company's usual one. */
  async function locationFor(user: AuthUser, asked: string | undefined): Promise<string> {
    if (asked) {
      const [loc] = await db
        .select({ id: locations.id, ownerId: locations.userId })
        .from(locations)
        .where(eq(locations.id, asked))
        .limit(1);
      if (!loc || !seesValetCompany(user, loc.ownerId)) throw notFound(MESSAGES.locationNotFound);
      return loc.id;
    }
    const company = valetCompanyOf(user) ?? user.id;
    const [last] = await db
      .select({ id: valetTickets.locationId })
      .from(valetTickets)
      .innerJoin(locations, eq(locations.id, valetTickets.locationId))
      .where(and(eq(locations.userId, company), eq(locations.archieved, false)))
      .orderBy(desc(valetTickets.createdAt))
      .limit(1);
    if (last?.id) return last.id;
    const [first] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.userId, company), eq(locations.archieved, false)))
      .orderBy(asc(locations.createdAt))
      .limit(1);
    if (!first) throw badRequest(MESSAGES.valetNoLocation);
    return first.id;
  }

  async function assertNumberFree(locationId: string, ticketNumber: string, exceptId?: string): Promise<void> {
    const [taken] = await db
      .select({ id: valetTickets.id })
      .from(valetTickets)
      .where(
        and(
          eq(valetTickets.locationId, locationId),
          eq(valetTickets.ticketNumber, ticketNumber),
          ne(valetTickets.status, 'completed'),
          exceptId ? ne(valetTickets.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw conflict(valetTicketNumberTaken(ticketNumber));
  }

  async function writeEvent(
    tx: Tx,
    t: ValetTicketRow,
    from: ValetStatus | null,
    actor: 'staff' | 'customer' | 'payment',
    actorUserId: string | null,
    at: Date,
  ): Promise<void> {
    await tx
      .insert(valetTicketEvents)
      .values({ ticketId: t.id, fromStatus: from, toStatus: t.status, paid: t.paid, actor, actorUserId, at });
  }

  /**
   * Locks the ticket, lets `change` decide its new values from the locked row, writes them and the
   * event in one transaction, then tells live listeners.
   */
  async function transition(
    id: string,
    actor: { kind: 'staff' | 'customer' | 'payment'; userId: string | null },
    change: (t: ValetTicketRow, at: Date) => Partial<NewValetTicketRow>,
    run?: Tx,
  ): Promise<ValetTicketRow> {
    const at = now();
    const work = async (tx: Tx) => {
      const [locked] = await tx.select().from(valetTickets).where(eq(valetTickets.id, id)).for('update');
      if (!locked) throw notFound(MESSAGES.valetNotFound);
      const values = change(locked, at);
      const [updated] = await tx
        .update(valetTickets)
        .set({ ...values, updatedAt: at })
        .where(eq(valetTickets.id, id))
        .returning();
      await writeEvent(tx, updated!, locked.status, actor.kind, actor.userId, at);
      return updated!;
    };
    return run ? work(run) : db.transaction(work);
  }

  /** The new values of a status move: the request clock, the ready time, the cash payment, the final total. */
  function statusValues(t: ValetTicketRow, to: ValetStatus, at: Date): Partial<NewValetTicketRow> {
    const values: Partial<NewValetTicketRow> = { status: to };
    if (to === 'requested') values.requestedAt = t.status === 'requested' && t.requestedAt ? t.requestedAt : at;
    if (to === 'unrequested') values.requestedAt = null;
    if (to === 'ready' && t.status === 'requested' && t.requestedAt) {
      values.readyAt = at;
      values.requestToReadySeconds = Math.max(0, Math.round((at.getTime() - t.requestedAt.getTime()) / 1000));
    }
    if ((to === 'paid' || to === 'completed') && !t.paid) values.totalCostCents = estimatedTotal(t, at);
    if (to === 'paid' && !t.paid) Object.assign(values, { paid: true, paidAt: at });
    return values;
  }

  async function byId(id: string): Promise<TicketWithPlace> {
    const row = await loadWithPlace(eq(valetTickets.id, id));
    if (!row) throw notFound(MESSAGES.valetNotFound);
    return row;
  }

  /** The desk's day: the day's tickets (and cars still open from the days before), with its totals. */
  async function dayTickets(user: AuthUser, date?: string) {
    const at = now();
    // Coarse bounds on the indexed created_at; each row's own day is then read in its location's zone.
    const anchor = date ? new Date(`${date}T12:00:00Z`) : at;
    const from = new Date(anchor.getTime() - (OPEN_TICKET_DAYS + 1) * DAY_MS);
    const to = new Date(anchor.getTime() + 2 * DAY_MS);
    const zone = sql`coalesce(${locations.timeZone}, 'UTC')`;
    const dayOf = (col: typeof valetTickets.createdAt | typeof valetTickets.paidAt | typeof valetTickets.readyAt) =>
      sql<string | null>`((${col} at time zone ${zone})::date)::text`;
    const rows = await db
      .select({
        ...selectWithPlace,
        createdDay: dayOf(valetTickets.createdAt),
        paidDay: dayOf(valetTickets.paidAt),
        readyDay: dayOf(valetTickets.readyAt),
        today: sql<string>`((now() at time zone ${zone})::date)::text`,
      })
      .from(valetTickets)
      .innerJoin(locations, eq(locations.id, valetTickets.locationId))
      .where(and(ofValetCompany(user, locations.userId), gte(valetTickets.createdAt, from), sql`${valetTickets.createdAt} < ${to}`))
      .orderBy(desc(valetTickets.createdAt));
    const openSince = (today: string) =>
      new Date(new Date(`${today}T00:00:00Z`).getTime() - OPEN_TICKET_DAYS * DAY_MS).toISOString().slice(0, 10);
    const listed = rows.filter((r) => {
      const day = date ?? r.today;
      if (r.createdDay === day) return true;
      // Today's desk also holds the cars still with us from the days before.
      return !date && r.t.status !== 'completed' && r.createdDay! < day && r.createdDay! >= openSince(day);
    });
    const revenue = rows
      .filter((r) => r.t.paid && r.paidDay === (date ?? r.today))
      .reduce((sum, r) => sum + r.t.totalCostCents + r.t.tipCents, 0);
    const waits = rows.flatMap((r) =>
      r.readyDay === (date ?? r.today) && r.t.requestToReadySeconds !== null ? [r.t.requestToReadySeconds / 60] : [],
    );
    const median = medianMinutes(waits);
    return {
      listed,
      at,
      totals: {
        totalRequested: listed.filter((r) => r.t.status === 'requested').length,
        totalRevenue: revenue,
        totalParked: listed.filter((r) => r.t.status === 'parked').length,
        medianReadyMinutes: median === null ? null : Math.round(median * 10) / 10,
      },
    };
  }

  return {
    db,
    byId,
    reachedByPhone,
    publish,
    transition,

    /** The desk's day: the day's tickets (and cars still open from the days before), with its totals. */
    async day(user: AuthUser, date?: string) {
      const { listed, at, totals } = await dayTickets(user, date);
      return { results: listed.length, valets: listed.map((r) => toValet(r, at)), ...totals };
    },

    /** The same day for the desk's grid: each ticket as its button draws it (a busy day is 2,000). */
    async dayGrid(user: AuthUser, date?: string) {
      const { listed, totals } = await dayTickets(user, date);
      return { results: listed.length, valets: listed.map(toGridTicket), ...totals };
    },

    async get(user: AuthUser, id: string): Promise<ValetOut> {
      const row = await getOwned(user, id);
      return toValet(row, now(), await readyEstimate(row.t.locationId));
    },

    async events(user: AuthUser, id: string) {
      await getOwned(user, id);
      const rows = await db
        .select({ e: valetTicketEvents, actorName: users.name })
        .from(valetTicketEvents)
        .leftJoin(users, eq(users.id, valetTicketEvents.actorUserId))
        .where(eq(valetTicketEvents.ticketId, id))
        .orderBy(asc(valetTicketEvents.at), asc(valetTicketEvents.id));
      return rows.map(({ e, actorName }) => ({
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        paid: e.paid,
        at: e.at.toISOString(),
        actor: e.actor,
        actorName: e.actor === 'staff' ? actorName : null,
      }));
    },

    /** POST /valets/get: staff get their company's open ticket for the number; anyone else the customer view. */
    async findByPhone(user: AuthUser | null, phone: string): Promise<ValetOut | null> {
      if (user) {
        const [row] = await db
          .select(selectWithPlace)
          .from(valetTickets)
          .innerJoin(locations, eq(locations.id, valetTickets.locationId))
          .where(and(eq(valetTickets.phoneNumber, phone), ne(valetTickets.status, 'completed'), ofValetCompany(user, locations.userId)))
          .orderBy(desc(valetTickets.createdAt))
          .limit(1);
        return row ? toValet(row, now(), await readyEstimate(row.t.locationId)) : null;
      }
      return this.forCustomer(phone);
    },

    /** GET /valets/pn/{phone}: the customer pages' ticket (the one asked for, else the newest). */
    async forCustomer(phone: string, ticketId?: string): Promise<ValetOut | null> {
      const row = await customerTicket(phone, ticketId);
      return row ? toCustomerValet(row, now(), await readyEstimate(row.t.locationId)) : null;
    },

    /**
     * The `tickets` of GET /valets/pn/{phone} and POST /valets/get: the number's open tickets, so a
     * customer with two cars can pick each, and the desk shows staff every car on the number.
     */
    openTicketsOf,

    async create(user: AuthUser, input: TicketInput): Promise<ValetOut> {
      const locationId = await locationFor(user, input.locationId);
      await assertNumberFree(locationId, input.ticketNumber);
      const at = now();
      try {
        const created = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(valetTickets)
            .values({
              ticketNumber: input.ticketNumber,
              phoneNumber: input.phoneNumber,
              plateNumber: input.plateNumber,
              state: input.state,
              make: input.make,
              model: blankToNull(input.model),
              color: input.color,
              description: blankToNull(input.description),
              isHourly: input.isHourly,
              priceCents: input.price ?? 0,
              firstName: input.firstName,
              lastName: blankToNull(input.lastName),
              email: blankToNull(input.email),
              transmissionType: input.transmissionType,
              status: 'entry',
              locationId,
              createdBy: user.id,
              createdAt: at,
              updatedAt: at,
            })
            .returning();
          await writeEvent(tx, row!, null, 'staff', user.id, at);
          return row!;
        });
        const row = await byId(created.id);
        publish(row);
        return toValet(row, at);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(valetTicketNumberTaken(input.ticketNumber));
        throw err;
      }
    },

    async update(user: AuthUser, id: string, input: Partial<TicketInput>): Promise<ValetOut> {
      const current = await getOwned(user, id);
      const locationId = input.locationId ? await locationFor(user, input.locationId) : current.t.locationId;
      const ticketNumber = input.ticketNumber ?? current.t.ticketNumber;
      if (
        locationId &&
        (ticketNumber !== current.t.ticketNumber || locationId !== current.t.locationId) &&
        current.t.status !== 'completed'
      ) {
        await assertNumberFree(locationId, ticketNumber, id);
      }
      const optional = (v: string | undefined, old: string | null) => (v === undefined ? old : blankToNull(v));
      try {
        await db
          .update(valetTickets)
          .set({
            ticketNumber,
            phoneNumber: input.phoneNumber ?? current.t.phoneNumber,
            plateNumber: input.plateNumber ?? current.t.plateNumber,
            state: input.state ?? current.t.state,
            make: input.make ?? current.t.make,
            model: optional(input.model, current.t.model),
            color: input.color ?? current.t.color,
            description: optional(input.description, current.t.description),
            isHourly: input.isHourly ?? current.t.isHourly,
            priceCents: input.price ?? current.t.priceCents,
            firstName: input.firstName ?? current.t.firstName,
            lastName: optional(input.lastName, current.t.lastName),
            email: optional(input.email, current.t.email),
            transmissionType: input.transmissionType ?? current.t.transmissionType,
            locationId,
            updatedAt: now(),
          })
          .where(eq(valetTickets.id, id));
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(valetTicketNumberTaken(ticketNumber));
        throw err;
      }
      const row = await getOwned(user, id);
      publish(row);
      return toValet(row, now(), await readyEstimate(row.t.locationId));
    },

    /** The staff's status buttons: only what SPEC 4's table shows for the ticket's status now. */
    async setStatus(
      user: AuthUser,
      id: string,
      to: ValetStatus,
      values: { parkedBy?: string; parkedLocation?: string } = {},
      from?: ValetStatus,
    ): Promise<ValetOut> {
      await getOwned(user, id);
      const updated = await transition(id, { kind: 'staff', userId: user.id }, (t, at) => {
        // A tap on a page that showed an older status (live updates lost, two desks at once): SPEC's
        // buttons would let CASH PAYMENT reopen a ticket another desk has just completed.
        if (from && t.status !== from) throw conflict(valetMovedOn(valetDisplayStatus(t)));
        const verdict = checkStaffTransition(t, to, values);
        if (!verdict.ok) throw refusalError(verdict, t, to);
        const next = statusValues(t, to, at);
        if (blankToNull(values.parkedBy)) next.parkedBy = values.parkedBy!.trim();
        if (blankToNull(values.parkedLocation)) next.parkedLocation = values.parkedLocation!.trim();
        return next;
      });
      const row = await byId(updated.id);
      publish(row);
      return toValet(row, now(), await readyEstimate(row.t.locationId));
    },

    /** The customer's Request Your Car / Unrequest Car, on the ticket their phone number opens. */
    async customerRequest(id: string, to: 'requested' | 'unrequested', phone: string | undefined): Promise<ValetOut> {
      await reachedByPhone(id, phone);
      const updated = await transition(id, { kind: 'customer', userId: null }, (t, at) => {
        const verdict = checkCustomerRequest(t);
        if (!verdict.ok) throw refusalError(verdict, t, to);
        return statusValues(t, to, at);
      });
      const row = await byId(updated.id);
      publish(row);
      return toCustomerValet(row, now(), await readyEstimate(row.t.locationId));
    },

    async remove(user: AuthUser, id: string): Promise<void> {
      const row = await getOwned(user, id);
      if (row.t.paid) throw conflict(MESSAGES.valetDeletePaid);
      await db.delete(valetTickets).where(and(eq(valetTickets.id, id), eq(valetTickets.paid, false)));
      publish({ ...row, t: { ...row.t, status: 'completed' } });
    },
  };
}
