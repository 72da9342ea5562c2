import { eq } from 'drizzle-orm';
import { sessions } from '../../src/server/db/schema';
import { MESSAGES } from '../../src/shared/messages';
import { count } from './bookingFixtures';
import { createLocation, createUser, createZone } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

/** POST /sessions/add, the admin's Add Session on a lot's revenue page (SPEC 5's checks, in order). */
describe.each(backends)('adding a manual session (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = (await createUser(t, { role: 'odogwu' })).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const add = (body: unknown, token: string | undefined = admin) => call(t.app, 'POST', '/api/v1/sessions/add', { body, token });

  async function place() {
    const owner = await createUser(t, { role: 'vendor' });
    const location = await createLocation(t, { ownerId: owner.user.id, name: 'Harbor Lot', timeZone: 'America/New_York' });
    const zone = await createZone(t, { locationId: location.id, zoneNumber: 'H1', priceCents: 500, isHourly: true });
    return { owner, location, zone };
  }

  it("refuses in SPEC's order with SPEC's words, and writes nothing", async () => {
    const { zone } = await place();
    const full = { plateNumber: 'abc123', state: 'ny', zoneId: zone.id, startTime: '2026-11-20T15:00:00.000Z', totalCost: '12.50' };
    const before = await count(t, sessions);
    const cases: [Record<string, unknown>, string][] = [
      [{}, MESSAGES.sessionFieldsRequired],
      [{ ...full, plateNumber: ' ', zoneId: undefined }, MESSAGES.sessionFieldsRequired],
      [{ ...full, state: '' }, MESSAGES.sessionFieldsRequired],
      [{ ...full, zoneId: '', startTime: '', totalCost: '' }, MESSAGES.sessionZoneRequired],
      [{ ...full, startTime: undefined, totalCost: '-3' }, MESSAGES.sessionStartRequired],
      [{ ...full, totalCost: '' }, MESSAGES.sessionCostRequired],
      [{ ...full, totalCost: '-3' }, MESSAGES.sessionCostNegative],
      [{ ...full, totalCost: -0.5 }, MESSAGES.sessionCostNegative],
      [{ ...full, totalCost: 'abc' }, MESSAGES.sessionCostInvalid],
      [{ ...full, totalCost: '12.345' }, MESSAGES.sessionCostInvalid],
      [{ ...full, totalCost: '12345678901' }, MESSAGES.sessionCostInvalid],
      // Ten digits fit the field; as cents they overflowed the column (a 500 before).
      [{ ...full, totalCost: '9999999999' }, MESSAGES.sessionCostTooLarge],
      [{ ...full, plateNumber: 'ABC<12>' }, MESSAGES.plateInvalid],
      [{ ...full, state: 'N1' }, MESSAGES.stateInvalid],
      // Not text: no plate (String() made TRUE, 1 and 125 of these).
      [{ ...full, plateNumber: true }, MESSAGES.plateInvalid],
      [{ ...full, plateNumber: -1 }, MESSAGES.plateInvalid],
      [{ ...full, plateNumber: 12.5 }, MESSAGES.plateInvalid],
      [{ ...full, plateNumber: ['ABC1'] }, MESSAGES.plateInvalid],
      [{ ...full, state: 7 }, MESSAGES.stateInvalid],
      [{ ...full, startTime: 'tomorrow' }, MESSAGES.sessionStartRequired],
      // Not on the calendar: Date would read it as March 2.
      [{ ...full, startTime: '2026-02-30' }, MESSAGES.sessionStartRequired],
      [{ ...full, startTime: '2026-04-31T10:00:00.000Z' }, MESSAGES.sessionStartRequired],
      // A typo's year: it would count in revenue where the lot table's years never reach it.
      [{ ...full, startTime: new Date(Date.now() + 367 * 86_400_000).toISOString() }, MESSAGES.sessionStartTooLate],
      [{ ...full, startTime: '2099-01-01T10:30:00.000Z' }, MESSAGES.sessionStartTooLate],
      [{ ...full, startTime: '1970-01-01T00:00:00.000Z' }, MESSAGES.sessionStartTooEarly],
    ];
    for (const [body, message] of cases) {
      const res = await add(body);
      // SPEC 7: "the response may hold an error field"; SPEC 8 shows it as is.
      expect([JSON.stringify(body), res.statusCode, res.json()]).toEqual([
        JSON.stringify(body),
        400,
        { status: 'fail', message, error: message },
      ]);
    }
    expect((await add({ ...full, zoneId: '00000000-0000-4000-8000-000000000000' })).json()).toEqual({
      status: 'fail',
      message: MESSAGES.zoneNotFound,
      error: MESSAGES.zoneNotFound,
    });
    expect((await add({ ...full, zoneId: 'zone-1' })).statusCode).toBe(404);
    const elsewhere = await place();
    expect((await add({ ...full, locationId: elsewhere.location.id })).json().message).toBe(MESSAGES.zoneNotAtLocation);
    expect(await count(t, sessions)).toBe(before);
  });

  it("stores a paid manual session at the zone's rate that counts in that month's lot revenue", async () => {
    const { owner, location, zone } = await place();
    const res = await add({
      plateNumber: 'abc-123',
      state: 'ny',
      zoneId: zone.id,
      locationId: location.id,
      startTime: '2026-11-20T15:00:00.000Z',
      totalCost: '12.50',
    });
    expect(res.statusCode).toBe(201);
    const { session } = res.json();
    expect(session).toMatchObject({
      plateNumber: 'ABC123',
      state: 'NY',
      zoneId: zone.id,
      zoneNumber: 'H1',
      locationId: location.id,
      rate: 5,
      totalCost: 12.5,
      isHourly: true,
      paid: true,
      hours: 2.5,
      startTime: '2026-11-20T15:00:00.000Z',
      endTime: '2026-11-20T17:30:00.000Z',
    });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, session._id));
    expect(row).toMatchObject({ kind: 'manual', totalCostCents: 1250, rateCents: 500, paid: true });

    const month = await call(t.app, 'POST', '/api/v1/billing/lot/revenue', {
      body: { lotId: location.id, month: 11, year: 2026 },
      token: owner.token,
    });
    expect(month.json()).toMatchObject({ totalCost: 12.5, monthSessions: [{ _id: session._id }] });

    // A daily zone's session lasts a day; a number is taken as well as the typed text.
    const daily = await createZone(t, { locationId: location.id, zoneNumber: 'D1', priceCents: 2000, isHourly: false });
    const day = await add({ plateNumber: 'DAY1', state: 'NJ', zoneId: daily.id, startTime: '2026-11-21', totalCost: 20 });
    expect(day.json().session).toMatchObject({
      days: 1,
      isHourly: false,
      // A calendar day starts at midnight at the lot (New York, EST).
      startTime: '2026-11-21T05:00:00.000Z',
      endTime: '2026-11-22T05:00:00.000Z',
    });
  });

  it('adds one session for one entry sent twice (a double press, a resend after a lost answer), at once or in turn', async () => {
    const { location, zone } = await place();
    const entry = { plateNumber: 'TWICE1', state: 'NY', zoneId: zone.id, startTime: '2026-10-11T15:00:00.000Z', totalCost: '7.77' };
    const first = await add(entry);
    expect(first.statusCode).toBe(201);
    const again = await add(entry);
    expect(again.statusCode).toBe(200);
    expect(again.json().session._id).toBe(first.json().session._id);
    // The answer says it was a repeat, so the form can say nothing was added twice.
    expect(again.json().alreadyAdded).toBe(true);
    expect(first.json().alreadyAdded).toBeUndefined();
    const together = await Promise.all([1, 2, 3].map(() => add({ ...entry, plateNumber: 'TWICE2' })));
    expect(together.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const rows = await t.db.select().from(sessions).where(eq(sessions.locationId, location.id));
    expect(rows.map((r) => r.plateNumber).sort()).toEqual(['TWICE1', 'TWICE2']);
    // Another cost, start or plate is another session.
    expect((await add({ ...entry, totalCost: '7.78' })).statusCode).toBe(201);
    expect((await add({ ...entry, startTime: '2026-10-11T16:00:00.000Z' })).statusCode).toBe(201);
    expect(await t.db.select().from(sessions).where(eq(sessions.locationId, location.id))).toHaveLength(4);
  });

  it("keeps a lot's month exact past int4: three sessions at the largest cost each are stored and counted, and the lot takes more", async () => {
    const { owner, location, zone } = await place();
    const biggest = { state: 'NY', zoneId: zone.id, startTime: '2026-10-10T15:00:00.000Z', totalCost: '9999999.99' };
    for (const plate of ['BIG0', 'BIG1', 'BIG2']) expect((await add({ ...biggest, plateNumber: plate })).statusCode).toBe(201);
    // The month's running total (lot_revenue_months) was int4: the third insert failed with a 500,
    // and so did every session at the lot after it that month, paid bookings included.
    expect((await add({ ...biggest, plateNumber: 'SMALL', totalCost: '5.00' })).statusCode).toBe(201);
    const month = await call(t.app, 'POST', '/api/v1/billing/lot/revenue', {
      body: { lotId: location.id, month: 10, year: 2026 },
      token: owner.token,
    });
    expect(month.statusCode).toBe(200);
    expect(month.json().totalCost).toBe(30_000_004.97);
  });

  it("reads a date-only start as that day's midnight in the lot's time zone: Nov 1 in Los Angeles counts in November", async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const location = await createLocation(t, { ownerId: owner.user.id, name: 'Venice Lot', timeZone: 'America/Los_Angeles' });
    const zone = await createZone(t, { locationId: location.id, zoneNumber: 'V1', priceCents: 1000, isHourly: false });
    const res = await add({ plateNumber: 'LA1', state: 'CA', zoneId: zone.id, startTime: '2026-11-01', totalCost: 10 });
    expect(res.statusCode).toBe(201);
    // Midnight PDT (UTC-7; DST ends at 2 AM that day), not Oct 31 5 PM.
    expect(res.json().session).toMatchObject({ startTime: '2026-11-01T07:00:00.000Z' });
    const month = (m: number) =>
      call(t.app, 'POST', '/api/v1/billing/lot/revenue', { body: { lotId: location.id, month: m, year: 2026 }, token: owner.token });
    expect((await month(11)).json()).toMatchObject({ totalCost: 10, sessionCount: 1 });
    expect((await month(10)).json()).toMatchObject({ totalCost: 0, sessionCount: 0 });

    // The owner's correction of the start reads a calendar day the same way.
    const id = res.json().session._id as string;
    const moved = await call(t.app, 'PATCH', `/api/v1/sessions/${id}`, { body: { startTime: '2026-11-02' }, token: owner.token });
    expect(moved.statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row!.startTime.toISOString()).toBe('2026-11-02T08:00:00.000Z');
  });

  /** The calendar day at the lot at `at`, "YYYY-MM-DD". */
  const lotDay = (at: Date, timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  /** `day` moved by whole years and days on the calendar (Feb 29 plus a year is Mar 1). */
  const shift = (day: string, years: number, days = 0) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(y + years, m - 1, d + days)).toISOString().slice(0, 10);
  };
  /** Waits out the lot's last minute of a day, so the test's day and the server's are the same. */
  async function awayFromLotMidnight(timeZone: string) {
    const clock = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    while (clock.format(new Date()) === '23:59') await new Promise((r) => setTimeout(r, 1000));
  }

  // Both lots are far from UTC with no daylight saving: at whatever hour of the UTC day this runs, one
  // of them is on another calendar day than UTC at the limits, where reading "2027-11-27" at UTC
  // midnight took or refused a start by the UTC day instead of the lot's.
  it.each([
    ['Pacific/Pago_Pago', -11],
    ['Pacific/Kiritimati', 14],
  ] as const)(
    "limits a date-only start by the lot's day (%s): up to a year after the lot's today, back to ten years before it",
    async (timeZone, offsetHours) => {
      const owner = await createUser(t, { role: 'vendor' });
      const location = await createLocation(t, { ownerId: owner.user.id, name: `Far Lot ${timeZone}`, timeZone });
      const zone = await createZone(t, { locationId: location.id, zoneNumber: 'F1', priceCents: 1000, isHourly: false });
      const body = (startTime: string) => ({ plateNumber: 'FAR1', state: 'HI', zoneId: zone.id, startTime, totalCost: 10 });
      const midnightAtLot = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) - offsetHours * 3_600_000).toISOString();
      await awayFromLotMidnight(timeZone);
      const today = lotDay(new Date(), timeZone);
      const before = await count(t, sessions);

      for (const [startTime, message] of [
        [shift(today, 1, 1), MESSAGES.sessionStartTooLate],
        [shift(today, -10), MESSAGES.sessionStartTooEarly],
      ] as const) {
        const res = await add(body(startTime));
        expect([startTime, res.statusCode, res.json()]).toEqual([startTime, 400, { status: 'fail', message, error: message }]);
      }
      expect(await count(t, sessions)).toBe(before);

      for (const startTime of [shift(today, 1), shift(today, -10, 1)]) {
        const res = await add(body(startTime));
        expect([startTime, res.statusCode]).toEqual([startTime, 201]);
        expect(res.json().session).toMatchObject({ locationId: location.id, startTime: midnightAtLot(startTime) });
      }
      expect(await count(t, sessions)).toBe(before + 2);

      // The owner's correction of the start keeps to the same limits, by the same day.
      const [row] = await t.db.select().from(sessions).where(eq(sessions.locationId, location.id)).limit(1);
      const move = (startTime: string) => call(t.app, 'PATCH', `/api/v1/sessions/${row!.id}`, { body: { startTime }, token: owner.token });
      for (const [startTime, message] of [
        [shift(today, 1, 1), MESSAGES.sessionStartTooLate],
        [shift(today, -10), MESSAGES.sessionStartTooEarly],
      ] as const) {
        const res = await move(startTime);
        expect([startTime, res.statusCode, res.json()]).toEqual([startTime, 400, { status: 'fail', message }]);
      }
      const [unchanged] = await t.db.select().from(sessions).where(eq(sessions.id, row!.id));
      expect(unchanged).toEqual(row);
      for (const startTime of [shift(today, 1), shift(today, -10, 1)]) {
        const res = await move(startTime);
        expect([startTime, res.statusCode, res.json().data.startTime]).toEqual([startTime, 200, midnightAtLot(startTime)]);
      }
    },
    120_000,
  );

  it('is for the admin role only', async () => {
    const { owner, zone } = await place();
    const body = { plateNumber: 'ABC123', state: 'NY', zoneId: zone.id, startTime: '2026-11-20T15:00:00.000Z', totalCost: 5 };
    expect((await add(body, owner.token)).statusCode).toBe(403);
    expect((await add(body, (await createUser(t, { role: 'customer' })).token)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/v1/sessions/add', { body })).statusCode).toBe(401);
  });
});
