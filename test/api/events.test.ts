import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { events } from '../../src/server/db/schema';
import type { Role } from '../../src/shared/roles';
import { eventTaken, MESSAGES } from '../../src/shared/messages';
import { createLocation, createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

interface EventJson {
  _id: string;
  location: { name: string; address: string };
  locationId: string;
  eventName: string;
  startDate: string;
  endDate: string;
  spotCount: number;
  timeZone?: string;
}

describe.each(backends)('events (%s)', (backend) => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  const uid: Record<string, string> = {};
  let locA: string; // vendorA's, Los Angeles
  let locB: string; // vendorB's, New York

  async function user(key: string, role: Role): Promise<void> {
    const { user: row, token } = await createUser(t, { name: key, email: `${key}@events.test`, role });
    uid[key] = row.id;
    tok[key] = token;
  }
  const eventCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(events))[0]!.n;
  const eventRow = async (id: string) => (await t.db.select().from(events).where(eq(events.id, id)))[0];
  const post = (token: string | undefined, body: unknown) => call(t.app, 'POST', '/api/v1/events', { token, body });
  const valid = (locationId: string, extra: Record<string, unknown> = {}) => ({
    locationId,
    location: 'Lot',
    eventName: 'Game night',
    startDate: '2026-12-05T18:00:00-08:00',
    endDate: '2026-12-05T23:00:00-08:00',
    spotCount: 20,
    ...extra,
  });
  async function addEvent(token: string, body: Record<string, unknown>): Promise<EventJson> {
    const res = await post(token, body);
    expect(res.statusCode).toBe(201);
    return res.json().event as EventJson;
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    await user('vendorA', 'vendor');
    await user('vendorB', 'vendor');
    await user('admin', 'odogwu');
    await user('driver', 'customer');
    locA = (await createLocation(t, { ownerId: uid.vendorA!, name: 'Lot A', timeZone: 'America/Los_Angeles' })).id;
    locB = (await createLocation(t, { ownerId: uid.vendorB!, name: 'Lot B', timeZone: 'America/New_York' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /events', () => {
    it("adds an event (read as data.event): instants stored, ISO answered, with the lot's time zone", async () => {
      const res = await post(tok.vendorA, valid(locA));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        status: 'success',
        event: {
          _id: expect.any(String),
          location: { name: 'Lot A', address: 'Lot A address' },
          locationId: locA,
          eventName: 'Game night',
          startDate: '2026-12-06T02:00:00.000Z',
          endDate: '2026-12-06T07:00:00.000Z',
          spotCount: 20,
          timeZone: 'America/Los_Angeles',
        },
      });
      const row = await eventRow(res.json().event._id);
      expect(row!.startDate!.toISOString()).toBe('2026-12-06T02:00:00.000Z');
      // Calendar days are whole days at the lot.
      const days = await addEvent(tok.vendorA, valid(locA, { startDate: '2026-12-24', endDate: '2026-12-26' }));
      expect(days).toMatchObject({ startDate: '2026-12-24T08:00:00.000Z', endDate: '2026-12-27T07:59:59.999Z' });
      // A day sent as midnight UTC (`new Date('2026-12-07').toISOString()`) is that day at the lot, as a code's day is,
      // not the evening before; a date and time with no offset is the lot's clock, as Add Session reads it.
      const utcDays = await addEvent(
        tok.vendorA,
        valid(locA, { eventName: 'UTC days', startDate: '2026-12-07T00:00:00.000Z', endDate: '2026-12-08T00:00:00.000Z' }),
      );
      expect(utcDays).toMatchObject({ startDate: '2026-12-07T08:00:00.000Z', endDate: '2026-12-09T07:59:59.999Z' });
      const wall = await addEvent(
        tok.vendorA,
        valid(locA, { eventName: 'Wall clock', startDate: '2026-12-05T18:00', endDate: '2026-12-05T22:00:00' }),
      );
      expect(wall).toMatchObject({ startDate: '2026-12-06T02:00:00.000Z', endDate: '2026-12-06T06:00:00.000Z' });
    });

    it.each([
      ['endDate before startDate', { endDate: '2026-12-05T17:00:00-08:00' }, MESSAGES.endBeforeStart],
      ['endDate equal to startDate', { endDate: '2026-12-05T18:00:00-08:00' }, MESSAGES.endBeforeStart],
      ['spotCount as text', { spotCount: '20' }, 'spotCount:'],
      ['a negative spotCount', { spotCount: -5 }, 'spotCount:'],
      ['a spotCount of 0', { spotCount: 0 }, 'spotCount:'],
      ['a fractional spotCount', { spotCount: 2.5 }, 'spotCount:'],
      ['a missing spotCount', { spotCount: undefined }, 'spotCount:'],
      ['a missing eventName', { eventName: undefined }, 'eventName:'],
      ['an empty eventName', { eventName: '   ' }, 'eventName:'],
      ['an over-long eventName', { eventName: 'E'.repeat(101) }, 'eventName:'],
      ['a missing startDate', { startDate: undefined }, 'startDate:'],
      ['a startDate that is not a date', { startDate: 'soon' }, 'startDate:'],
      ['a missing locationId', { locationId: undefined }, 'locationId:'],
    ])('refuses %s with 400 naming the field; nothing written', async (_l, change, message) => {
      const before = await eventCount();
      const res = await post(tok.vendorA, valid(locA, change));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      expect(await eventCount()).toBe(before);
    });

    it("answers 404 for an unknown or someone else's location, 403 to a customer, 401 without a token; nothing written", async () => {
      const before = await eventCount();
      const res = await post(tok.vendorA, valid(locB));
      expect([res.statusCode, res.json().message]).toEqual([404, MESSAGES.locationNotFound]);
      expect((await post(tok.vendorA, valid('3f1c2a4e-8b7d-4c21-9e0f-1a2b3c4d5e6f'))).statusCode).toBe(404);
      expect((await post(tok.driver, valid(locA))).statusCode).toBe(403);
      expect((await post(undefined, valid(locA))).statusCode).toBe(401);
      expect(await eventCount()).toBe(before);
      expect((await addEvent(tok.admin, valid(locB, { eventName: 'Admin concert' }))).locationId).toBe(locB);
    });
  });

  describe('one event per location, name and dates', () => {
    const rowsNamed = (name: string) =>
      t.db
        .select()
        .from(events)
        .where(sql`lower(${events.eventName}) = lower(${name})`);

    it('10 identical adds at once: one 201, nine 409 with the message; one row', async () => {
      const body = valid(locA, { eventName: 'Concert', spotCount: 10, startDate: '2027-03-01', endDate: '2027-03-01' });
      const answers = await Promise.all(Array.from({ length: 10 }, () => post(tok.vendorA, body)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
      for (const r of answers.filter((a) => a.statusCode === 409)) {
        expect(r.json()).toEqual({ status: 'fail', message: eventTaken('Concert') });
      }
      expect(await rowsNamed('Concert')).toHaveLength(1);
    });

    it('the name in another case is the same event; other dates, another location or another name are not', async () => {
      const same = { startDate: '2027-03-01', endDate: '2027-03-01' };
      const res = await post(tok.vendorA, valid(locA, { eventName: 'CONCERT', spotCount: 5, ...same }));
      expect([res.statusCode, res.json().message]).toEqual([409, eventTaken('CONCERT')]);
      expect(await rowsNamed('Concert')).toEqual([expect.objectContaining({ eventName: 'Concert', spotCount: 10 })]);
      await addEvent(tok.vendorA, valid(locA, { eventName: 'Concert', startDate: '2027-03-02', endDate: '2027-03-02' }));
      await addEvent(tok.vendorB, valid(locB, { eventName: 'Concert', ...same }));
      await addEvent(tok.vendorA, valid(locA, { eventName: 'Concert 2', ...same }));
      expect(await rowsNamed('Concert')).toHaveLength(3);
    });

    it('PATCH that would make a copy of another event is 409 and changes nothing', async () => {
      const e = await addEvent(tok.vendorA, valid(locA, { eventName: 'Matinee', startDate: '2027-03-01', endDate: '2027-03-01' }));
      const before = await eventRow(e._id);
      const res = await call(t.app, 'PATCH', `/api/v1/events/${e._id}`, { token: tok.vendorA, body: { eventName: 'concert' } });
      expect([res.statusCode, res.json().message]).toEqual([409, eventTaken('concert')]);
      expect(await eventRow(e._id)).toEqual(before);
    });

    it('migration 0016 keeps the newest copy of each event an older database holds, then makes the index', async () => {
      const file = path.join(__dirname, '../../src/server/db/migrations/0016_events_one_per_name_and_dates.sql');
      await t.db.execute(sql`drop index events_location_name_dates_unique`);
      const start = new Date('2027-05-01T10:00:00Z');
      const end = new Date('2027-05-01T12:00:00Z');
      const copy = (eventName: string, minutes: number, spotCount: number) => ({
        locationId: locA,
        eventName,
        startDate: start,
        endDate: end,
        spotCount,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, minutes)),
      });
      await t.db.insert(events).values([copy('Old fair', 1, 1), copy('OLD FAIR', 3, 3), copy('old fair', 2, 2), copy('Old market', 1, 4)]);
      for (const statement of fs.readFileSync(file, 'utf8').split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
      const left = await t.db
        .select()
        .from(events)
        .where(sql`${events.eventName} ilike 'old %'`);
      expect(left.map((e) => [e.eventName, e.spotCount]).sort()).toEqual([
        ['OLD FAIR', 3],
        ['Old market', 4],
      ]);
      const again = await post(
        tok.vendorA,
        valid(locA, { eventName: 'old fair', startDate: start.toISOString(), endDate: end.toISOString() }),
      );
      expect([again.statusCode, again.json().message]).toEqual([409, eventTaken('old fair')]);
    });
  });

  describe('reading', () => {
    let eventA: EventJson;
    let eventB: EventJson;
    beforeAll(async () => {
      eventA = await addEvent(
        tok.vendorA,
        valid(locA, { eventName: 'Home DERBY vs Rivals', startDate: '2027-01-10', endDate: '2027-01-10' }),
      );
      eventB = await addEvent(tok.vendorB, valid(locB, { eventName: 'Away derby', startDate: '2027-01-11', endDate: '2027-01-11' }));
      await addEvent(tok.vendorA, valid(locA, { eventName: '100% sold_out', startDate: '2027-01-12', endDate: '2027-01-12' }));
    });
    const list = async (token: string, query = '') => {
      const res = await call(t.app, 'GET', `/api/v1/events${query}`, { token });
      expect(res.statusCode).toBe(200);
      return res.json().events as EventJson[];
    };

    it("GET /events: the caller's locations' events (data.events), soonest first; odogwu all", async () => {
      const mine = await list(tok.vendorA);
      expect(mine.every((e) => e.locationId === locA)).toBe(true);
      expect(mine.map((e) => e._id)).toContain(eventA._id);
      expect(mine.map((e) => e.startDate)).toEqual([...mine.map((e) => e.startDate)].sort());
      expect((await list(tok.admin)).map((e) => e._id)).toEqual(expect.arrayContaining([eventA._id, eventB._id]));
      expect((await call(t.app, 'GET', '/api/v1/events', { token: tok.driver })).statusCode).toBe(403);
    });

    it('GET /events?title= finds by name, any case, part of the name; % and _ are plain characters', async () => {
      expect((await list(tok.vendorA, '?title=derby')).map((e) => e.eventName)).toEqual(['Home DERBY vs Rivals']);
      expect((await list(tok.admin, '?title=DeRbY')).map((e) => e.eventName).sort()).toEqual(['Away derby', 'Home DERBY vs Rivals']);
      expect((await list(tok.vendorA, '?title=%25')).map((e) => e.eventName)).toEqual(['100% sold_out']);
      expect((await list(tok.vendorA, '?title=d_o')).map((e) => e.eventName)).toEqual(['100% sold_out']);
      expect(await list(tok.vendorA, '?title=rivalsx')).toEqual([]);
      const long = await call(t.app, 'GET', `/api/v1/events?title=${'x'.repeat(101)}`, { token: tok.vendorA });
      expect([long.statusCode, long.json().message]).toEqual([400, expect.stringContaining('title')]);
    });

    it('GET /locations/{id}/events and /locations/{lid}/events/{eid}: own ones; 404 for another vendor or location', async () => {
      const res = await call(t.app, 'GET', `/api/v1/locations/${locA}/events`, { token: tok.vendorA });
      expect((res.json().events as EventJson[]).map((e) => e._id)).toContain(eventA._id);
      expect((await call(t.app, 'GET', `/api/v1/locations/${locB}/events`, { token: tok.vendorA })).statusCode).toBe(404);
      const one = await call(t.app, 'GET', `/api/v1/locations/${locA}/events/${eventA._id}`, { token: tok.vendorA });
      expect(one.json()).toEqual({ status: 'success', event: eventA });
      expect((await call(t.app, 'GET', `/api/v1/locations/${locB}/events/${eventA._id}`, { token: tok.admin })).statusCode).toBe(404);
      const other = await call(t.app, 'GET', `/api/v1/locations/${locB}/events/${eventB._id}`, { token: tok.vendorA });
      expect([other.statusCode, other.json().message]).toEqual([404, MESSAGES.eventNotFound]);
      expect((await call(t.app, 'GET', `/api/v1/locations/${locB}/events/${eventB._id}`, { token: tok.admin })).statusCode).toBe(200);
    });
  });

  describe('PATCH and DELETE /events/{id}', () => {
    it('edits part of an event; refuses bad values, dates in the wrong order and other vendors, leaving the row as it was', async () => {
      const e = await addEvent(tok.vendorA, valid(locA, { eventName: 'Edit me' }));
      const patch = (body: unknown, token = tok.vendorA) => call(t.app, 'PATCH', `/api/v1/events/${e._id}`, { token, body });
      const ok = await patch({ spotCount: 5 });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().event).toEqual({ ...e, spotCount: 5 });
      const saved = await eventRow(e._id);
      const cases: [unknown, number, string][] = [
        [{ spotCount: 0 }, 400, 'spotCount:'],
        [{ spotCount: '7' }, 400, 'spotCount:'],
        [{ endDate: '2026-12-01' }, 400, MESSAGES.endBeforeStart],
        [{ startDate: '2026-12-06' }, 400, MESSAGES.endBeforeStart],
        [{ eventName: '' }, 400, 'eventName:'],
        [{ locationId: locB }, 404, MESSAGES.locationNotFound],
      ];
      for (const [body, status, message] of cases) {
        const res = await patch(body);
        expect([res.statusCode, res.json().message]).toEqual([status, expect.stringContaining(message)]);
      }
      const other = await patch({ spotCount: 9 }, tok.vendorB);
      expect([other.statusCode, other.json().message]).toEqual([404, MESSAGES.eventNotFound]);
      expect(await eventRow(e._id)).toEqual(saved);
      expect((await patch({ eventName: 'By admin' }, tok.admin)).json().event.eventName).toBe('By admin');
    });

    it('deletes for the owner with the spec text; another vendor gets 404 and the row stays', async () => {
      const e = await addEvent(tok.vendorA, valid(locA, { eventName: 'Gone' }));
      const del = (token: string) => call(t.app, 'DELETE', `/api/v1/events/${e._id}`, { token });
      expect((await del(tok.vendorB)).statusCode).toBe(404);
      expect(await eventRow(e._id)).toBeDefined();
      const res = await del(tok.vendorA);
      expect(res.json()).toEqual({ status: 'success', message: MESSAGES.eventDeleted });
      expect(await eventRow(e._id)).toBeUndefined();
      expect((await del(tok.admin)).statusCode).toBe(404);
    });
  });

  describe('access', () => {
    const LOC = '3f1c2a4e-8b7d-4c21-9e0f-1a2b3c4d5e6f';
    const ID = '7e8f9a0b-1c2d-4e3f-a4b5-c6d7e8f9a0b1';
    const routes: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['GET', '/api/v1/events'],
      ['GET', '/api/v1/events?title=Game'],
      ['GET', `/api/v1/locations/${LOC}/events`],
      ['GET', `/api/v1/locations/${LOC}/events/${ID}`],
      ['POST', '/api/v1/events', { locationId: LOC, eventName: 'G', startDate: '2026-12-01', endDate: '2026-12-02', spotCount: 1 }],
      ['PATCH', `/api/v1/events/${ID}`, { spotCount: 5 }],
      ['DELETE', `/api/v1/events/${ID}`],
    ];
    const rows = routes.map(([method, url, body]) => ({ method, url, body }));
    // Objects, not arrays: a row of two values would hand the test a third argument, jest's `done`.
    it.each(rows)(
      '$method $url: 401 without a token, 403 to a customer, 404 for an unknown record to a vendor',
      async ({ method, url, body }) => {
        expect((await call(t.app, method, url, { body })).statusCode).toBe(401);
        expect((await call(t.app, method, url, { token: tok.driver, body })).statusCode).toBe(403);
        const vendor = await call(t.app, method, url, { token: tok.vendorA, body });
        expect(vendor.statusCode).toBe(method === 'GET' && !url.includes(ID) && !url.includes(LOC) ? 200 : 404);
      },
    );
  });
});
