import { eq, sql } from 'drizzle-orm';
import { outgoingMail, payments, valetTicketEvents, valetTickets } from '../../src/server/db/schema';
import { MESSAGES, noValetTickets, valetMovedOn, valetTicketNumberTaken, valetTransitionRefused } from '../../src/shared/messages';
import { VALET_STATUSES, visibleStaffActions, type ValetStatus } from '../../src/shared/valet';
import { DEMO_CARDS } from '../../src/server/integrations/payments/demo';
import { createLocation, createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(90_000);

interface ValetJson {
  _id: string;
  ticketNumber: string;
  phoneNumber: string;
  status: ValetStatus;
  paid: boolean;
  price: number;
  totalCost: number;
  tip: number;
  estimatedTotal: number;
  email: string | null;
  lastName: string | null;
  parkedBy: string | null;
  parkedLocation: string | null;
  locationId: string | null;
  locationName: string | null;
  requestedAt: string | null;
}

let phoneSeq = 0;
/** A fresh 10-digit phone number per ticket, so customer lookups never see another test's ticket. */
const nextPhone = () => `55${String(Date.now() % 1e6).padStart(6, '0')}${String(++phoneSeq % 100).padStart(2, '0')}`;
let ticketSeq = 100;

describe.each(backends)('valets (%s)', (backend) => {
  let t: TestApp;
  let ownerA: { id: string; token: string };
  let valetA: string; // employed by ownerA
  let valetB: string; // employed by ownerB
  let odogwu: string;
  let customer: string;
  let lotA: string;
  let lotB: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const a = await createUser(t, { role: 'vendor' });
    const b = await createUser(t, { role: 'vendor' });
    ownerA = { id: a.user.id, token: a.token };
    valetA = (await createUser(t, { role: 'valet', invitedBy: a.user.id })).token;
    valetB = (await createUser(t, { role: 'valet', invitedBy: b.user.id })).token;
    odogwu = (await createUser(t, { role: 'odogwu' })).token;
    customer = (await createUser(t, { role: 'customer' })).token;
    lotA = (await createLocation(t, { ownerId: a.user.id, name: 'Hotel A Valet', timeZone: 'America/New_York' })).id;
    lotB = (await createLocation(t, { ownerId: b.user.id, name: 'Hotel B Valet' })).id;
  });
  afterAll(() => t.close());

  const ticketBody = (extra: Record<string, unknown> = {}) => ({
    ticketNumber: String(++ticketSeq),
    phoneNumber: nextPhone(),
    plateNumber: 'abc123',
    state: 'ga',
    make: 'Honda',
    model: 'Civic',
    color: 'Blue',
    firstName: 'Dana',
    lastName: 'Private',
    email: 'dana@example.com',
    price: 1500,
    ...extra,
  });

  async function newTicket(token = valetA, extra: Record<string, unknown> = {}): Promise<ValetJson> {
    const res = await call(t.app, 'POST', '/api/v1/valets', { token, body: ticketBody(extra) });
    expect(res.statusCode).toBe(201);
    return res.json().valet as ValetJson;
  }

  /** Sets a ticket's status directly (the starting point of a transition case). */
  async function force(id: string, status: ValetStatus, paid = false, parked = true): Promise<void> {
    await t.db
      .update(valetTickets)
      .set({ status, paid, parkedBy: parked ? 'Marcus' : null, parkedLocation: parked ? 'Level 2' : null })
      .where(eq(valetTickets.id, id));
  }

  const staffSet = (id: string, status: string, values?: Record<string, string>, token = valetA) =>
    call(t.app, 'PATCH', `/api/v1/valets/${id}`, { token, body: { status, ...(values ? { values } : {}) } });
  const rowOf = async (id: string) => (await t.db.select().from(valetTickets).where(eq(valetTickets.id, id)))[0]!;
  const eventCount = async (id: string) =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(valetTicketEvents)
        .where(eq(valetTicketEvents.ticketId, id))
    )[0]!.n;

  describe('staff routes', () => {
    it('answer 401 without a token and 403 to a role without valet access', async () => {
      expect((await call(t.app, 'GET', '/api/v1/valets')).statusCode).toBe(401);
      expect((await call(t.app, 'GET', '/api/v1/valets', { token: customer })).statusCode).toBe(403);
      expect((await call(t.app, 'GET', '/api/v1/valets/grid')).statusCode).toBe(401);
      expect((await call(t.app, 'GET', '/api/v1/valets/grid', { token: customer })).statusCode).toBe(403);
      expect((await call(t.app, 'POST', '/api/v1/valets', { token: ownerA.token, body: ticketBody() })).statusCode).toBe(403);
    });

    it('create a ticket at the company location, upper-cased, status entry, with its first event', async () => {
      const v = await newTicket();
      expect(v).toMatchObject({ status: 'entry', paid: false, locationId: lotA, locationName: 'Hotel A Valet', price: 1500 });
      const row = await rowOf(v._id);
      expect(row).toMatchObject({ plateNumber: 'ABC123', state: 'GA', transmissionType: 'Automatic', createdBy: expect.any(String) });
      expect(await eventCount(v._id)).toBe(1);
    });

    it('refuse missing required fields, over-long ticket and phone, negative or fractional cents, and write nothing', async () => {
      const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(valetTickets))[0]!.n;
      const bad: Record<string, unknown>[] = [
        { make: undefined },
        { color: '' },
        { firstName: '' },
        { ticketNumber: '12345678901' },
        { phoneNumber: '12345678901' },
        { phoneNumber: '555-0100' },
        { plateNumber: 'TOOLONG123' },
        { state: 'GEO' },
        { price: -1 },
        { price: 12.5 },
        { transmissionType: 'CVT' },
      ];
      for (const extra of bad) {
        const res = await call(t.app, 'POST', '/api/v1/valets', { token: valetA, body: ticketBody(extra) });
        expect([res.statusCode, extra]).toEqual([400, extra]);
        expect(res.json().message).toEqual(expect.any(String));
      }
      expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(valetTickets))[0]!.n).toBe(before);
    });

    it('refuse a second open ticket with the same number at the location (409), allow it once completed', async () => {
      const v = await newTicket();
      const again = await call(t.app, 'POST', '/api/v1/valets', { token: valetA, body: ticketBody({ ticketNumber: v.ticketNumber }) });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(valetTicketNumberTaken(v.ticketNumber));
      await force(v._id, 'completed', true);
      expect(
        (await call(t.app, 'POST', '/api/v1/valets', { token: valetA, body: ticketBody({ ticketNumber: v.ticketNumber }) })).statusCode,
      ).toBe(201);
    });

    it("keep each company's tickets to its own staff (404 for another's), odogwu sees all", async () => {
      const mine = await newTicket(valetA);
      const theirs = await newTicket(valetB);
      expect(theirs.locationId).toBe(lotB);
      const listA = (await call(t.app, 'GET', '/api/v1/valets', { token: valetA })).json();
      const idsA = listA.valets.map((v: ValetJson) => v._id);
      expect(idsA).toContain(mine._id);
      expect(idsA).not.toContain(theirs._id);
      expect((await call(t.app, 'GET', `/api/v1/valets/${theirs._id}`, { token: valetA })).statusCode).toBe(404);
      expect((await staffSet(theirs._id, 'parked', { parkedBy: 'X', parkedLocation: 'Y' })).statusCode).toBe(404);
      expect((await call(t.app, 'DELETE', `/api/v1/valets/${theirs._id}`, { token: valetA })).statusCode).toBe(404);
      const asB = await call(t.app, 'POST', '/api/v1/valets', { token: valetA, body: ticketBody({ locationId: lotB }) });
      expect(asB.statusCode).toBe(404);
      const all = (await call(t.app, 'GET', '/api/v1/valets', { token: odogwu })).json().valets.map((v: ValetJson) => v._id);
      expect(all).toEqual(expect.arrayContaining([mine._id, theirs._id]));
      // The desk's grid lists the same tickets as the day's list, for each of them.
      const gridIds = async (token: string) =>
        (await call(t.app, 'GET', '/api/v1/valets/grid', { token })).json().valets.map((v: ValetJson) => v._id);
      expect(await gridIds(valetA)).toEqual(idsA);
      expect(await gridIds(odogwu)).toEqual(all);
      // Staff Submit by phone: their company's open ticket, else null.
      const found = await call(t.app, 'POST', '/api/v1/valets/get', { token: valetA, body: { phoneNumber: mine.phoneNumber } });
      expect(found.json().valet._id).toBe(mine._id);
      const other = await call(t.app, 'POST', '/api/v1/valets/get', { token: valetA, body: { phoneNumber: theirs.phoneNumber } });
      expect(other.json().valet).toBeNull();
    });

    it("list every open ticket of the number with the lookup, newest first: staff their company's, odogwu and a customer every one", async () => {
      const phoneNumber = nextPhone();
      const first = await newTicket(valetA, { phoneNumber, plateNumber: 'one111' });
      const second = await newTicket(valetA, { phoneNumber, make: 'Tesla', color: 'White' });
      const theirs = await newTicket(valetB, { phoneNumber });
      const done = await newTicket(valetA, { phoneNumber });
      await force(done._id, 'completed', true);
      await force(second._id, 'requested', true);
      const lookup = async (token?: string) => (await call(t.app, 'POST', '/api/v1/valets/get', { token, body: { phoneNumber } })).json();
      const mine = await lookup(valetA);
      expect(mine.valet._id).toBe(second._id);
      expect(mine.tickets).toEqual([
        {
          _id: second._id,
          ticketNumber: second.ticketNumber,
          plateNumber: 'ABC123',
          make: 'Tesla',
          color: 'White',
          status: 'requested',
          paid: true,
        },
        {
          _id: first._id,
          ticketNumber: first.ticketNumber,
          plateNumber: 'ONE111',
          make: 'Honda',
          color: 'Blue',
          status: 'entry',
          paid: false,
        },
      ]);
      const ids = (body: { tickets: { _id: string }[] }) => body.tickets.map((x) => x._id);
      expect(ids(await lookup(valetB))).toEqual([theirs._id]);
      expect(ids(await lookup(odogwu))).toEqual([theirs._id, second._id, first._id]);
      expect(ids(await lookup())).toEqual([theirs._id, second._id, first._id]);
      // A number without an open ticket: null and an empty list.
      const none = (await call(t.app, 'POST', '/api/v1/valets/get', { token: valetA, body: { phoneNumber: nextPhone() } })).json();
      expect(none).toEqual({ status: 'success', valet: null, tickets: [] });
    });

    it('count the day: parked, requested and revenue in cents from stored tickets', async () => {
      const fresh = await createUser(t, { role: 'vendor' });
      await createLocation(t, { ownerId: fresh.user.id });
      const staff = (await createUser(t, { role: 'valet', invitedBy: fresh.user.id })).token;
      const a = await newTicket(staff, { price: 2000 });
      const b = await newTicket(staff, { price: 1250 });
      await newTicket(staff);
      expect((await staffSet(a._id, 'parked', { parkedBy: 'Marcus', parkedLocation: 'L2' }, staff)).statusCode).toBe(200);
      expect((await staffSet(b._id, 'parked', { parkedBy: 'Tina', parkedLocation: 'L3' }, staff)).statusCode).toBe(200);
      expect((await staffSet(b._id, 'ready', undefined, staff)).statusCode).toBe(200);
      expect((await staffSet(b._id, 'paid', undefined, staff)).statusCode).toBe(200);
      const day = (await call(t.app, 'GET', '/api/v1/valets', { token: staff })).json();
      expect(day).toMatchObject({ results: 3, totalParked: 1, totalRequested: 0, totalRevenue: 1250 });
      // The grid's day: the same totals; each ticket only as its button draws it.
      const grid = (await call(t.app, 'GET', '/api/v1/valets/grid', { token: staff })).json();
      expect(grid).toMatchObject({
        results: 3,
        totalParked: 1,
        totalRequested: 0,
        totalRevenue: 1250,
        medianReadyMinutes: day.medianReadyMinutes,
      });
      expect(grid.valets).toEqual(
        day.valets.map((v: ValetJson) => ({
          _id: v._id,
          ticketNumber: v.ticketNumber,
          status: v.status,
          paid: v.paid,
          requestedAt: v.requestedAt,
        })),
      );
    });
  });

  describe('the transition table', () => {
    it.each(VALET_STATUSES.flatMap((from) => VALET_STATUSES.map((to) => [from, to] as const)))(
      'staff move %s → %s exactly as SPEC 4 shows the buttons',
      async (from, to) => {
        const v = await newTicket();
        await force(v._id, from);
        const before = await rowOf(v._id);
        const events = await eventCount(v._id);
        const res = await staffSet(v._id, to, { parkedBy: 'Marcus', parkedLocation: 'Level 2' });
        const allowed = visibleStaffActions({ status: from, paid: false }).some((a) => a.status === to);
        if (allowed) {
          expect(res.statusCode).toBe(200);
          expect(res.json().valet.status).toBe(to);
          expect(await eventCount(v._id)).toBe(events + 1);
        } else {
          expect(res.statusCode).toBe(409);
          const isStaff = ['parked', 'ready', 'paid', 'completed'].includes(to);
          const shownFrom = from === 'ready' ? 'unpaid' : from;
          expect(res.json().message).toBe(isStaff ? valetTransitionRefused(shownFrom, to) : MESSAGES.valetNotStaffStatus);
          expect(await rowOf(v._id)).toEqual(before);
          expect(await eventCount(v._id)).toBe(events);
        }
      },
    );

    it('CAR PARKED needs who and where; parkedBy without parkedLocation is refused; an unknown status is 400', async () => {
      const v = await newTicket();
      let res = await staffSet(v._id, 'parked');
      expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.valetParkedByRequired]);
      res = await staffSet(v._id, 'parked', { parkedBy: 'Marcus' });
      expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.valetParkedLocationRequired]);
      res = await staffSet(v._id, 'flying', { parkedBy: 'Marcus', parkedLocation: 'L1' });
      expect(res.statusCode).toBe(400);
      expect((await rowOf(v._id)).status).toBe('entry');
      res = await staffSet(v._id, 'parked', { parkedBy: 'Marcus', parkedLocation: 'Level 1, spot 4' });
      expect(res.json().valet).toMatchObject({ status: 'parked', parkedBy: 'Marcus', parkedLocation: 'Level 1, spot 4' });
      const history = (await call(t.app, 'GET', `/api/v1/valets/${v._id}/events`, { token: valetA })).json().events;
      expect(
        history.map((e: { fromStatus: string | null; toStatus: string; actor: string }) => [e.fromStatus, e.toStatus, e.actor]),
      ).toEqual([
        [null, 'entry', 'staff'],
        ['entry', 'parked', 'staff'],
      ]);
      expect(history[1].actorName).toEqual(expect.any(String));
    });

    it('CASH PAYMENT marks the ticket paid with its total; a paid ticket cannot be deleted', async () => {
      const v = await newTicket(valetA, { isHourly: true, price: 800 });
      await force(v._id, 'ready');
      const res = await staffSet(v._id, 'paid');
      expect(res.json().valet).toMatchObject({ status: 'paid', paid: true, totalCost: 800 });
      const del = await call(t.app, 'DELETE', `/api/v1/valets/${v._id}`, { token: valetA });
      expect([del.statusCode, del.json().message]).toEqual([409, MESSAGES.valetDeletePaid]);
      const other = await newTicket();
      expect((await call(t.app, 'DELETE', `/api/v1/valets/${other._id}`, { token: valetA })).statusCode).toBe(200);
      expect(await t.db.select().from(valetTickets).where(eq(valetTickets.id, other._id))).toEqual([]);
    });

    it("refuse a tap made on a status the ticket has left (409, nothing changed); SPEC's call without `from` works as before", async () => {
      const v = await newTicket(valetA, { price: 800 });
      await force(v._id, 'ready');
      // Another desk takes the cash and hands the car back.
      expect((await staffSet(v._id, 'paid')).statusCode).toBe(200);
      expect((await staffSet(v._id, 'completed')).statusCode).toBe(200);
      const events = await eventCount(v._id);
      // This desk still shows the ticket as ready and taps CASH PAYMENT.
      const stale = await call(t.app, 'PATCH', `/api/v1/valets/${v._id}`, { token: valetA, body: { status: 'paid', from: 'ready' } });
      expect([stale.statusCode, stale.json().message]).toEqual([409, valetMovedOn('completed')]);
      expect(await rowOf(v._id)).toMatchObject({ status: 'completed', paid: true });
      expect(await eventCount(v._id)).toBe(events);
      // From the status it really has, CASH PAYMENT is still refused: the ticket is paid already.
      const again = await call(t.app, 'PATCH', `/api/v1/valets/${v._id}`, { token: valetA, body: { status: 'paid', from: 'completed' } });
      expect([again.statusCode, again.json().message]).toEqual([409, MESSAGES.valetAlreadyPaid]);
      // Complete! again on a completed ticket: refused, no second history step (QA: it wrote completed → completed).
      const twice = await call(t.app, 'PATCH', `/api/v1/valets/${v._id}`, {
        token: valetA,
        body: { status: 'completed', from: 'completed' },
      });
      expect([twice.statusCode, twice.json().message]).toEqual([409, valetTransitionRefused('completed', 'completed')]);
      expect(await eventCount(v._id)).toBe(events);
      // A button of SPEC's table still reopens it (asked first on the desk).
      const reopened = await call(t.app, 'PATCH', `/api/v1/valets/${v._id}`, {
        token: valetA,
        body: { status: 'ready', from: 'completed' },
      });
      expect(reopened.statusCode).toBe(200);
    });

    it('edits fields without touching the status', async () => {
      const v = await newTicket();
      const res = await call(t.app, 'PATCH', `/api/v1/valets/${v._id}/update`, {
        token: valetA,
        body: { color: 'Red', plateNumber: 'xyz9' },
      });
      expect(res.json().valet).toMatchObject({ color: 'Red', plateNumber: 'XYZ9', status: 'entry' });
      const bad = await call(t.app, 'PATCH', `/api/v1/valets/${v._id}/update`, { token: valetA, body: { price: -5 } });
      expect(bad.statusCode).toBe(400);
    });

    it('keeps what an edit leaves out: an hourly stick-shift ticket stays hourly and stick (its price with it)', async () => {
      const v = await newTicket(valetA, { isHourly: true, transmissionType: 'Stick' });
      expect(v).toMatchObject({ isHourly: true, transmissionType: 'Stick' });
      const res = await call(t.app, 'PATCH', `/api/v1/valets/${v._id}/update`, { token: valetA, body: { model: 'Focus' } });
      expect(res.statusCode).toBe(200);
      const stored = await t.db.select().from(valetTickets).where(eq(valetTickets.id, v._id));
      expect(stored[0]).toMatchObject({ model: 'Focus', isHourly: true, transmissionType: 'Stick', priceCents: 1500 });
    });

    it("still fills in a new ticket's defaults: flat, automatic", async () => {
      const v = await newTicket();
      expect(v).toMatchObject({ isHourly: false, transmissionType: 'Automatic' });
    });
  });

  describe('customer pages', () => {
    it('find the ticket by phone without the staff-only fields, or null', async () => {
      const v = await newTicket();
      await staffSet(v._id, 'parked', { parkedBy: 'Marcus', parkedLocation: 'Level 3' });
      const res = await call(t.app, 'GET', `/api/v1/valets/pn/${v.phoneNumber}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().valet).toMatchObject({
        _id: v._id,
        status: 'parked',
        email: null,
        lastName: null,
        parkedBy: null,
        parkedLocation: null,
      });
      const viaPost = await call(t.app, 'POST', '/api/v1/valets/get', { body: { phoneNumber: v.phoneNumber } });
      expect(viaPost.json().valet).toMatchObject({ _id: v._id, email: null });
      // A driver signed in to their own account is a customer here too (it was answered nothing).
      const signedIn = await call(t.app, 'POST', '/api/v1/valets/get', { token: customer, body: { phoneNumber: v.phoneNumber } });
      expect(signedIn.json()).toEqual(viaPost.json());
      expect((await call(t.app, 'GET', '/api/v1/valets/pn/5550000000')).json().valet).toBeNull();
      expect(noValetTickets('5550000000')).toBe('No Tickets found for this number: 5550000000');
      // Eleven digits are a number only with the country code 1 in front (then read as the ten after it).
      expect((await call(t.app, 'GET', '/api/v1/valets/pn/22345678901')).statusCode).toBe(400);
      expect((await call(t.app, 'GET', '/api/v1/valets/pn/12345678901')).json().valet).toBeNull();
    });

    it("read the phone number as a customer writes it, on every customer route; SPEC's digits as before", async () => {
      const v = await newTicket();
      const digits = v.phoneNumber;
      const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
      const written = [
        `${area}-${exchange}-${line}`,
        `(${area}) ${exchange}-${line}`,
        `+1${digits}`,
        `${area} ${exchange} ${line}`,
        `${area}.${exchange}.${line}`,
        `+1 (${area}) ${exchange}-${line}`,
        `1-${area}-${exchange}-${line}`,
      ];
      for (const phone of written) {
        const res = await call(t.app, 'GET', `/api/v1/valets/pn/${encodeURIComponent(phone)}`);
        expect([phone, res.statusCode, res.json().valet?._id]).toEqual([phone, 200, v._id]);
        const viaPost = await call(t.app, 'POST', '/api/v1/valets/get', { body: { phoneNumber: phone } });
        expect([phone, viaPost.statusCode, viaPost.json().valet?._id]).toEqual([phone, 200, v._id]);
      }
      // A + left unescaped in the path is a plus there, not a space.
      expect((await call(t.app, 'GET', `/api/v1/valets/pn/+1${digits}`)).json().valet?._id).toBe(v._id);
      // SPEC's client sends digits: unchanged.
      expect((await call(t.app, 'GET', `/api/v1/valets/pn/${digits}`)).json().valet?._id).toBe(v._id);

      // The optional phoneNumber of the request, the payment and the receipt is read the same way...
      await force(v._id, 'parked');
      const formatted = `(${area}) ${exchange}-${line}`;
      let res = await call(t.app, 'PATCH', `/api/v1/valets/${v._id}/only`, { body: { status: 'requested', phoneNumber: formatted } });
      expect([res.statusCode, res.json().valet?.status]).toEqual([200, 'requested']);
      res = await call(t.app, 'POST', '/api/v1/billing/valet/stripe-intent', {
        body: { valet: { _id: v._id }, phoneNumber: `+1${digits}` },
      });
      expect([res.statusCode, res.json().totalCost]).toEqual([200, 1500]);
      await force(v._id, 'paid', true);
      res = await call(t.app, 'POST', '/api/v1/contact/valetReceipt', {
        body: { valet: { _id: v._id }, email: 'formatted@example.com', phoneNumber: `${area}.${exchange}.${line}` },
      });
      expect(res.statusCode).toBe(200);
      // ...and must still be the ticket's.
      res = await call(t.app, 'PATCH', `/api/v1/valets/${v._id}/only`, { body: { status: 'unrequested', phoneNumber: '(555) 123-4567' } });
      expect([res.statusCode, res.json().message]).toEqual([404, MESSAGES.valetNotForPhone]);

      // What no ticket can have is still refused as malformed: eleven digits without the leading 1, another country, letters.
      for (const phone of [`${digits}9`, '+44 20 7946 0000', `+${digits}`, 'call-me']) {
        const bad = await call(t.app, 'GET', `/api/v1/valets/pn/${encodeURIComponent(phone)}`);
        expect([phone, bad.statusCode]).toEqual([phone, 400]);
      }
      expect((await call(t.app, 'POST', '/api/v1/valets/get', { body: { phoneNumber: 'x'.repeat(41) } })).statusCode).toBe(400);
    });

    it('toggle requested and unrequested; refuse once ready or completed; refuse any other status', async () => {
      const v = await newTicket();
      await force(v._id, 'parked');
      const only = (status: string, extra: Record<string, unknown> = {}) =>
        call(t.app, 'PATCH', `/api/v1/valets/${v._id}/only`, { body: { status, ...extra } });
      let res = await only('requested');
      expect(res.json().valet).toMatchObject({ status: 'requested', requestedAt: expect.any(String) });
      res = await only('unrequested', { phoneNumber: v.phoneNumber });
      expect(res.json().valet).toMatchObject({ status: 'unrequested', requestedAt: null });
      for (const status of ['paid', 'completed', 'ready', 'parked', 'entry']) {
        expect((await only(status)).statusCode).toBe(400);
      }
      expect((await rowOf(v._id)).status).toBe('unrequested');
      await force(v._id, 'ready');
      res = await only('requested');
      expect([res.statusCode, res.json().message]).toEqual([409, MESSAGES.valetReadyForYou]);
      await force(v._id, 'completed', true);
      res = await only('requested');
      expect([res.statusCode, res.json().message]).toEqual([409, MESSAGES.valetReady]);
    });

    it('refuse a ticket not reached through its phone number', async () => {
      const old = await newTicket();
      const phone = old.phoneNumber;
      await force(old._id, 'completed', true);
      await t.db
        .update(valetTickets)
        .set({ updatedAt: new Date(Date.now() - 13 * 3_600_000) })
        .where(eq(valetTickets.id, old._id));
      const current = await newTicket(valetA, { phoneNumber: phone });
      // An older ticket of the same phone: not what the phone opens now.
      let res = await call(t.app, 'PATCH', `/api/v1/valets/${old._id}/only`, { body: { status: 'requested' } });
      expect([res.statusCode, res.json().message]).toEqual([404, MESSAGES.valetTicketClosed]);
      // Another phone number named with the id.
      res = await call(t.app, 'PATCH', `/api/v1/valets/${current._id}/only`, { body: { status: 'requested', phoneNumber: '5551234567' } });
      expect([res.statusCode, res.json().message]).toEqual([404, MESSAGES.valetNotForPhone]);
      res = await call(t.app, 'POST', '/api/v1/billing/valet/stripe-intent', { body: { valet: { _id: old._id } } });
      expect(res.statusCode).toBe(404);
      expect((await rowOf(current._id)).status).toBe('entry');
    });

    it('show each of two cars handed in on one phone: the newest by default, either by ?ticket=, each requested and paid on its own', async () => {
      const first = await newTicket(valetA, { make: 'Toyota', color: 'Red' });
      const phone = first.phoneNumber;
      const second = await newTicket(valetA, { phoneNumber: phone, make: 'Honda', color: 'Silver' });
      await force(first._id, 'parked');
      await force(second._id, 'parked');
      const lookUp = (query = '') => call(t.app, 'GET', `/api/v1/valets/pn/${phone}${query}`);

      let res = await lookUp();
      expect(res.json().valet._id).toBe(second._id);
      // Newest first, without the staff-only fields.
      expect(res.json().tickets).toEqual([
        {
          _id: second._id,
          ticketNumber: second.ticketNumber,
          plateNumber: 'ABC123',
          make: 'Honda',
          color: 'Silver',
          status: 'parked',
          paid: false,
        },
        {
          _id: first._id,
          ticketNumber: first.ticketNumber,
          plateNumber: 'ABC123',
          make: 'Toyota',
          color: 'Red',
          status: 'parked',
          paid: false,
        },
      ]);
      res = await lookUp(`?ticket=${first._id}`);
      expect([res.statusCode, res.json().valet._id, res.json().tickets]).toEqual([200, first._id, expect.any(Array)]);

      // The first car is requested and paid on its own; the second is untouched.
      res = await call(t.app, 'PATCH', `/api/v1/valets/${first._id}/only`, { body: { status: 'requested', phoneNumber: phone } });
      expect([res.statusCode, res.json().valet.status]).toEqual([200, 'requested']);
      res = await call(t.app, 'POST', '/api/v1/billing/valet/stripe-intent', { body: { valet: { _id: first._id }, phoneNumber: phone } });
      expect([res.statusCode, res.json().totalCost]).toEqual([200, 1500]);
      expect((await rowOf(second._id)).status).toBe('parked');

      // Another number's ticket, a malformed id, or a ticket long completed: the number's newest, nothing of the other.
      const stranger = await newTicket();
      for (const asked of [stranger._id, 'not-an-id', 'x'.repeat(64)]) {
        res = await lookUp(`?ticket=${encodeURIComponent(asked)}`);
        expect([asked, res.statusCode, res.json().valet._id]).toEqual([asked, 200, second._id]);
      }
      expect((await lookUp(`?ticket=${'x'.repeat(65)}`)).statusCode).toBe(400);
      await force(first._id, 'completed', true);
      await t.db
        .update(valetTickets)
        .set({ updatedAt: new Date(Date.now() - 13 * 3_600_000) })
        .where(eq(valetTickets.id, first._id));
      res = await lookUp(`?ticket=${first._id}`);
      expect([res.json().valet._id, res.json().tickets.map((c: { _id: string }) => c._id)]).toEqual([second._id, [second._id]]);
    });

    it('rate-limit the public lookups per address', async () => {
      let last = 0;
      for (let i = 0; i < 125; i++) {
        last = (await t.app.inject({ method: 'GET', url: '/api/v1/valets/pn/5559990000', remoteAddress: '10.9.9.9' })).statusCode;
        if (last === 429) break;
      }
      expect(last).toBe(429);
    });
  });

  describe('paying online', () => {
    const intent = (id: string, extra: Record<string, unknown> = {}) =>
      call(t.app, 'POST', '/api/v1/billing/valet/stripe-intent', { body: { valet: { _id: id }, ...extra } });
    const demoPay = (paymentIntentId: string, clientSecret: string) =>
      call(t.app, 'POST', '/api/v1/billing/demo/confirm', {
        body: { paymentIntentId, clientSecret, cardNumber: DEMO_CARDS.success, expiry: '12/34', cvc: '123' },
      });

    it('prices the ticket on the server (hourly per started hour, plus a tip), pays once, replays answer the same', async () => {
      const v = await newTicket(valetA, { isHourly: true, price: 1000 });
      await t.db
        .update(valetTickets)
        .set({ createdAt: new Date(Date.now() - 90 * 60_000) })
        .where(eq(valetTickets.id, v._id));
      const first = await intent(v._id, { tip: 300, phoneNumber: v.phoneNumber });
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body).toMatchObject({ totalCost: 2300, tip: 300, provider: 'demo', clientSecret: expect.any(String) });
      expect(body.data.clientSecret).toBe(body.clientSecret);
      // A second tap gets the same intent: one payment row for the ticket.
      const again = await intent(v._id, { tip: 300 });
      expect(again.json().paymentIntentId).toBe(body.paymentIntentId);
      expect(await t.db.select().from(payments).where(eq(payments.valetTicketId, v._id))).toHaveLength(1);

      // Confirming before the provider took the money changes nothing.
      const early = await call(t.app, 'POST', '/api/v1/billing/valet/confirm', { body: { paymentIntentId: body.paymentIntentId } });
      expect(early.statusCode).toBe(402);
      expect((await rowOf(v._id)).paid).toBe(false);

      expect((await demoPay(body.paymentIntentId, body.clientSecret)).statusCode).toBe(200);
      const confirms = await Promise.all(
        [1, 2, 3].map(() => call(t.app, 'POST', '/api/v1/billing/valet/confirm', { body: { paymentIntentId: body.paymentIntentId } })),
      );
      for (const c of confirms) expect(c.json().valet).toMatchObject({ _id: v._id, status: 'paid', paid: true, totalCost: 2000, tip: 300 });
      const row = await rowOf(v._id);
      expect(row).toMatchObject({ paid: true, status: 'paid', totalCostCents: 2000, tipCents: 300 });
      const paidRows = await t.db.select().from(payments).where(eq(payments.valetTicketId, v._id));
      expect(paidRows.map((p) => [p.status, p.amountCents, p.purpose])).toEqual([['succeeded', 2300, 'valet']]);
      const paymentEvents = await t.db.select().from(valetTicketEvents).where(eq(valetTicketEvents.ticketId, v._id));
      expect(paymentEvents.filter((e) => e.actor === 'payment')).toHaveLength(1);

      const after = await intent(v._id);
      expect([after.statusCode, after.json().message]).toEqual([409, MESSAGES.valetAlreadyPaid]);
    });

    it('keeps a requested car requested when the customer pays while waiting: paid, still counted and aged at the desk', async () => {
      const v = await newTicket(valetA, { price: 1500 });
      await force(v._id, 'parked');
      const asked = await call(t.app, 'PATCH', `/api/v1/valets/${v._id}/only`, {
        body: { status: 'requested', phoneNumber: v.phoneNumber },
      });
      const requestedAt = asked.json().valet.requestedAt as string;
      const body = (await intent(v._id, { phoneNumber: v.phoneNumber })).json();
      expect((await demoPay(body.paymentIntentId, body.clientSecret)).statusCode).toBe(200);
      const paid = await call(t.app, 'POST', '/api/v1/billing/valet/confirm', { body: { paymentIntentId: body.paymentIntentId } });
      expect(paid.json().valet).toMatchObject({ status: 'requested', paid: true, totalCost: 1500, requestedAt });
      expect(await rowOf(v._id)).toMatchObject({ status: 'requested', paid: true, totalCostCents: 1500 });
      const day = (await call(t.app, 'GET', '/api/v1/valets', { token: valetA })).json();
      expect(day.valets.find((x: ValetJson) => x._id === v._id)).toMatchObject({ status: 'requested', paid: true });
      expect(day.totalRequested).toBeGreaterThanOrEqual(1);
      // Staff bring the car: ready, then Complete!, as for any paid requested ticket.
      expect((await staffSet(v._id, 'ready')).statusCode).toBe(200);
      expect(await rowOf(v._id)).toMatchObject({ status: 'ready', paid: true });
      // A ticket not requested becomes paid, as SPEC says.
      const other = await newTicket(valetA, { price: 1500 });
      await force(other._id, 'parked');
      const second = (await intent(other._id, { phoneNumber: other.phoneNumber })).json();
      await demoPay(second.paymentIntentId, second.clientSecret);
      const confirmed = await call(t.app, 'POST', '/api/v1/billing/valet/confirm', { body: { paymentIntentId: second.paymentIntentId } });
      expect(confirmed.json().valet).toMatchObject({ status: 'paid', paid: true });
    });

    it('keeps a car brought up ready when the customer pays then: still "ready for you", not requestable again', async () => {
      const v = await newTicket(valetA, { price: 1500 });
      await force(v._id, 'ready');
      const body = (await intent(v._id, { phoneNumber: v.phoneNumber })).json();
      expect((await demoPay(body.paymentIntentId, body.clientSecret)).statusCode).toBe(200);
      const paid = await call(t.app, 'POST', '/api/v1/billing/valet/confirm', { body: { paymentIntentId: body.paymentIntentId } });
      expect(paid.json().valet).toMatchObject({ status: 'ready', paid: true, totalCost: 1500 });
      const again = await call(t.app, 'PATCH', `/api/v1/valets/${v._id}/only`, {
        body: { status: 'requested', phoneNumber: v.phoneNumber },
      });
      expect(again.statusCode).toBe(409);
      expect(await rowOf(v._id)).toMatchObject({ status: 'ready', paid: true });
      // The desk hands the car over: Complete!, with no cash to take.
      expect((await staffSet(v._id, 'paid')).statusCode).toBe(409);
      expect((await staffSet(v._id, 'completed')).statusCode).toBe(200);
    });

    it('refuses a ticket with nothing to pay, a tip that is not whole cents, and an unknown ticket', async () => {
      const free = await newTicket(valetA, { price: 0 });
      expect((await intent(free._id)).json().message).toBe(MESSAGES.valetNothingToPay);
      const v = await newTicket();
      expect((await intent(v._id, { tip: 1.5 })).statusCode).toBe(400);
      expect((await intent(v._id, { tip: -100 })).statusCode).toBe(400);
      expect((await intent('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect(await t.db.select().from(payments).where(eq(payments.valetTicketId, v._id))).toEqual([]);
    });

    it('sends the receipt to the typed address for a paid ticket, refuses an unpaid one (just handed in, or parked)', async () => {
      const v = await newTicket();
      // Entry counts as paid on the customer pages (SPEC 4), yet nothing was taken: no "paid in cash" receipt.
      const handedIn = await call(t.app, 'POST', '/api/v1/contact/valetReceipt', {
        body: { valet: { _id: v._id }, email: 'x@example.com' },
      });
      expect([handedIn.statusCode, handedIn.json().message]).toEqual([409, MESSAGES.valetReceiptUnpaid]);
      await force(v._id, 'parked');
      const unpaid = await call(t.app, 'POST', '/api/v1/contact/valetReceipt', { body: { valet: { _id: v._id }, email: 'x@example.com' } });
      expect([unpaid.statusCode, unpaid.json().message]).toEqual([409, MESSAGES.valetReceiptUnpaid]);
      await force(v._id, 'paid', true);
      await t.db.update(valetTickets).set({ totalCostCents: 1500 }).where(eq(valetTickets.id, v._id));
      const res = await call(t.app, 'POST', '/api/v1/contact/valetReceipt', {
        body: { valet: { _id: v._id }, email: 'typed@example.com', phoneNumber: v.phoneNumber },
      });
      expect(res.statusCode).toBe(200);
      const [mail] = await t.db.select().from(outgoingMail).where(eq(outgoingMail.to, 'typed@example.com'));
      expect(mail!.subject).toContain(`ticket #${v.ticketNumber}`);
      expect(mail!.text).toContain('Total paid: $15.00');
      const bad = await call(t.app, 'POST', '/api/v1/contact/valetReceipt', { body: { valet: { _id: v._id }, email: 'not an email' } });
      expect(bad.statusCode).toBe(400);
    });
  });
});
