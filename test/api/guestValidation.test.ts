import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { locations, sessions, validationCodes, vendors } from '../../src/server/db/schema';
import { freeParkingEnd, zonedDay } from '../../src/server/modules/sessions/codes';
import { LIMITS } from '../../src/shared/limits';
import { MESSAGES, tooManyCodeAttempts } from '../../src/shared/messages';
import { createLocation, createSession, createUser } from './support/factories';
import { backends, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

const DAY = 86_400_000;
/** The calendar day `offset` days from `day` ("2026-11-23"). */
const shiftDay = (day: string, offset: number) => new Date(Date.parse(`${day}T12:00:00Z`) + offset * DAY).toISOString().slice(0, 10);
const REFERENCE = new RegExp(`^[${LIMITS.referenceAlphabet}]{${LIMITS.referenceLength}}$`);

interface SessionJson {
  _id: string;
  plateNumber: string;
  state: string;
  locationId: string;
  zoneId: string | null;
  totalCost: number;
  paid: boolean;
  endTime: string;
  referenceNumber?: string;
}

describe('freeParkingEnd: how long a free guest or member session lasts', () => {
  it("runs to the end of the lot's day", () => {
    // Noon in Chicago: to 11:59:59.999 PM there.
    expect(freeParkingEnd(new Date('2026-11-27T18:00:00.000Z'), 'America/Chicago').toISOString()).toBe('2026-11-28T05:59:59.999Z');
  });
  it('lasts at least three hours when registered late (11:12 PM in Bangkok: to 2:12 AM, not 47 minutes)', () => {
    const now = new Date('2026-11-27T16:12:00.000Z');
    expect(freeParkingEnd(now, 'Asia/Bangkok').toISOString()).toBe('2026-11-27T19:12:00.000Z');
  });
});

describe.each(backends)('POST /sessions/validate: guest registration (%s)', (backend) => {
  let t: TestApp;
  let ownerId: string;
  let lot: string; // Chicago
  let otherLot: string; // New York, same owner
  let vendorId: string;
  let otherVendorId: string;
  let ipSeq = 0;
  /** Each test its own client address, so one test's wrong codes never limit another's. */
  const newIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  const validate = (body: Record<string, unknown>, ip = newIp()) =>
    t.app.inject({ method: 'POST', url: '/api/v1/sessions/validate', remoteAddress: ip, payload: body });
  const guestRows = async () => t.db.select().from(sessions).where(eq(sessions.kind, 'guest'));
  const guestCount = async () => (await guestRows()).length;
  const todayAt = (timeZone: string) => zonedDay(new Date(), timeZone);

  async function addVendor(locationId: string, code: string, expiresOn: string, timeZone = 'America/Chicago'): Promise<string> {
    // As the management screens store it: the start of the expiration day at the lot.
    const startOfDay = new Date(`${expiresOn}T00:00:00Z`);
    const offsetGuess = timeZone === 'America/Chicago' ? 6 : 5;
    const [row] = await t.db
      .insert(vendors)
      .values({ locationId, name: `Vendor ${code}`, code, expirationDate: new Date(startOfDay.getTime() + offsetGuess * 3_600_000) })
      .returning();
    return row!.id;
  }
  async function addCode(locationId: string, code: string, startOffsetDays: number, endOffsetDays: number, maxUses: number | null = null) {
    const now = Date.now();
    const [row] = await t.db
      .insert(validationCodes)
      .values({
        locationId,
        code,
        startDate: new Date(now + startOffsetDays * DAY),
        endDate: new Date(now + endOffsetDays * DAY),
        maxUses,
      })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    ownerId = (await createUser(t, { role: 'odogwu' })).user.id;
    lot = (await createLocation(t, { ownerId, name: 'Wrigley Lot', timeZone: 'America/Chicago' })).id;
    otherLot = (await createLocation(t, { ownerId, name: 'Midtown Lot', timeZone: 'America/New_York' })).id;
    vendorId = await addVendor(lot, 'DENTAL42', shiftDay(todayAt('America/Chicago'), 30));
    otherVendorId = await addVendor(lot, 'BISTRO11', shiftDay(todayAt('America/Chicago'), 30));
  });
  afterAll(async () => {
    await t.close();
  });

  it("accepts a vendor's code (typed in lower case) with a free guest session until the day ends at the lot", async () => {
    const sent = new Date();
    const res = await validate({ code: 'dental42', locationId: lot, licensePlate: 'ab-123', licenseState: 'il' });
    const answered = new Date();
    expect(res.statusCode).toBe(201);
    const session = res.json().session as SessionJson;
    expect(session).toMatchObject({ plateNumber: 'AB123', state: 'IL', locationId: lot, zoneId: null, totalCost: 0, paid: true });
    expect(session.referenceNumber).toMatch(REFERENCE);
    // Late in the lot's day the session lasts three hours from the request, so its end lies between these two.
    expect(Date.parse(session.endTime)).toBeGreaterThanOrEqual(freeParkingEnd(sent, 'America/Chicago').getTime());
    expect(Date.parse(session.endTime)).toBeLessThanOrEqual(freeParkingEnd(answered, 'America/Chicago').getTime());
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, session._id));
    expect(row).toMatchObject({ kind: 'guest', vendorId, code: 'DENTAL42', totalCostCents: 0, referenceNumber: session.referenceNumber });
  });

  it('reads an empty or null vendorId (a page opened from the plain location link) as no vendor', async () => {
    for (const [plate, vendor] of [
      ['EMPTYV1', ''],
      ['NULLV1', null],
    ] as const) {
      const res = await validate({ code: 'DENTAL42', locationId: lot, licensePlate: plate, licenseState: 'IL', vendorId: vendor });
      expect(res.statusCode).toBe(201);
      const [row] = await t.db.select().from(sessions).where(eq(sessions.plateNumber, plate));
      expect(row).toMatchObject({ kind: 'guest', vendorId, code: 'DENTAL42' });
    }
  });

  it('refuses a malformed body with 400 before looking at the code', async () => {
    const res = await validate({ code: 'DENTAL42', locationId: lot, licensePlate: 'ABC123', licenseState: 'NEW YORK' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('fail');
    expect((await validate({ locationId: lot, licensePlate: 'ABC123', licenseState: 'IL' })).statusCode).toBe(400);
  });

  it('accepts the vendor named by vendorId, and refuses a vendorId that is not the code’s vendor (nothing written)', async () => {
    const ok = await validate({ code: 'DENTAL42', locationId: lot, licensePlate: 'VID1', licenseState: 'IL', vendorId });
    expect(ok.statusCode).toBe(201);
    const before = await guestCount();
    const res = await validate({ code: 'DENTAL42', locationId: lot, licensePlate: 'VID2', licenseState: 'IL', vendorId: otherVendorId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.guestCodeRefused });
    expect(await guestCount()).toBe(before);
  });

  it('refuses an expired vendor and writes nothing; a vendor expiring today still holds', async () => {
    const today = todayAt('America/Chicago');
    await addVendor(lot, 'OLDCODE1', shiftDay(today, -1));
    await addVendor(lot, 'LASTDAY1', today);
    const before = await guestCount();
    const res = await validate({ code: 'OLDCODE1', locationId: lot, licensePlate: 'EXP1', licenseState: 'IL' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.guestCodeRefused);
    expect(await guestCount()).toBe(before);
    expect((await validate({ code: 'LASTDAY1', locationId: lot, licensePlate: 'EXP2', licenseState: 'IL' })).statusCode).toBe(201);
  });

  it('accepts a validation code inside its window and counts the use; refuses one before or after its window', async () => {
    const current = await addCode(lot, 'WELCOME', -1, 1);
    await addCode(lot, 'LATER', 1, 3);
    await addCode(lot, 'GONE', -5, -1);
    const res = await validate({ code: 'welcome', locationId: lot, licensePlate: 'WIN1', licenseState: 'IL' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, res.json().session._id));
    expect(row).toMatchObject({ kind: 'guest', vendorId: null, code: 'WELCOME' });
    const [code] = await t.db.select().from(validationCodes).where(eq(validationCodes.id, current.id));
    expect(code!.uses).toBe(1);
    const before = await guestCount();
    for (const c of ['LATER', 'GONE']) {
      const refused = await validate({ code: c, locationId: lot, licensePlate: 'WIN2', licenseState: 'IL' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(MESSAGES.guestCodeRefused);
    }
    expect(await guestCount()).toBe(before);
  });

  it("refuses another location's vendor or validation code, and an unknown location with 404", async () => {
    await addCode(otherLot, 'ELSEWHERE', -1, 1);
    await addVendor(otherLot, 'NYVENDOR', shiftDay(todayAt('America/New_York'), 10), 'America/New_York');
    const before = await guestCount();
    for (const code of ['ELSEWHERE', 'NYVENDOR']) {
      const res = await validate({ code, locationId: lot, licensePlate: 'OTH1', licenseState: 'IL' });
      expect(res.statusCode).toBe(400);
    }
    // A vendorId of another location's vendor with that vendor's code: refused too.
    const [nyVendor] = await t.db.select().from(vendors).where(eq(vendors.code, 'NYVENDOR'));
    expect(
      (await validate({ code: 'NYVENDOR', locationId: lot, licensePlate: 'OTH1', licenseState: 'IL', vendorId: nyVendor!.id })).statusCode,
    ).toBe(400);
    expect(await guestCount()).toBe(before);
    const missing = await validate({ code: 'WELCOME', locationId: crypto.randomUUID(), licensePlate: 'OTH1', licenseState: 'IL' });
    expect(missing.statusCode).toBe(404);
  });

  it('says a lot its owner turned off takes no parking, for a good code too, writing nothing', async () => {
    const closed = (await createLocation(t, { ownerId, name: 'Closed Lot', timeZone: 'America/Chicago' })).id;
    await addVendor(closed, 'CLOSED1', shiftDay(todayAt('America/Chicago'), 30));
    await t.db.update(locations).set({ archieved: true }).where(eq(locations.id, closed));
    const before = await guestCount();
    const res = await validate({ code: 'CLOSED1', locationId: closed, licensePlate: 'OFF1', licenseState: 'IL' });
    expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.zoneClosedBody]);
    expect(await guestCount()).toBe(before);
  });

  it('refuses a validation code whose use limit is reached, without counting or writing', async () => {
    const limited = await addCode(lot, 'ONCEONLY', -1, 1, 1);
    expect((await validate({ code: 'ONCEONLY', locationId: lot, licensePlate: 'LIM1', licenseState: 'IL' })).statusCode).toBe(201);
    const before = await guestCount();
    const res = await validate({ code: 'ONCEONLY', locationId: lot, licensePlate: 'LIM2', licenseState: 'IL' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.guestCodeRefused);
    expect(await guestCount()).toBe(before);
    const [code] = await t.db.select().from(validationCodes).where(eq(validationCodes.id, limited.id));
    expect(code!.uses).toBe(1);
  });

  it('gives every session a distinct short reference, drawing another on a clash', async () => {
    // A session already holds AAAAAA; the next draw is forced to AAAAAA first, then drawn afresh.
    await createSession(t, { locationId: lot, referenceNumber: 'AAAAAA' });
    const spy = jest.spyOn(crypto, 'randomInt');
    const indexOfA = LIMITS.referenceAlphabet.indexOf('A');
    for (let i = 0; i < LIMITS.referenceLength; i++) spy.mockImplementationOnce(() => indexOfA);
    const res = await validate({ code: 'DENTAL42', locationId: lot, licensePlate: 'REF0', licenseState: 'IL' });
    // Two draws: the forced clash, then a fresh one.
    const draws = spy.mock.calls.length;
    spy.mockRestore();
    expect(draws).toBe(2 * LIMITS.referenceLength);
    expect(res.statusCode).toBe(201);
    expect(res.json().session.referenceNumber).toMatch(REFERENCE);
    expect(res.json().session.referenceNumber).not.toBe('AAAAAA');

    for (let i = 1; i <= 8; i++) {
      expect((await validate({ code: 'DENTAL42', locationId: lot, licensePlate: `REF${i}`, licenseState: 'IL' })).statusCode).toBe(201);
    }
    const refs = (await guestRows()).map((r) => r.referenceNumber);
    expect(refs.every((r) => r !== null && REFERENCE.test(r))).toBe(true);
    expect(new Set(refs).size).toBe(refs.length);
  });

  it('answers concurrent double submits with one session (and one use of the code)', async () => {
    const code = await addCode(lot, 'TWICE', -1, 1, 5);
    const body = { code: 'TWICE', locationId: lot, licensePlate: 'DBL1', licenseState: 'IL' };
    const answers = await Promise.all([validate(body), validate(body), validate(body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((a) => a.json().session._id as string));
    expect(ids.size).toBe(1);
    const refs = new Set(answers.map((a) => a.json().session.referenceNumber as string));
    expect(refs.size).toBe(1);
    const rows = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(sql`${sessions.plateNumber} = 'DBL1'`);
    expect(rows[0]!.n).toBe(1);
    const [after] = await t.db.select().from(validationCodes).where(eq(validationCodes.id, code.id));
    expect(after!.uses).toBe(1);
    // A later submit still answers the same session; the same plate with another code gets its own.
    const again = await validate(body);
    expect(again.json().session._id).toBe([...ids][0]);
    const other = await validate({ ...body, code: 'DENTAL42' });
    expect(other.statusCode).toBe(201);
    expect(other.json().session._id).not.toBe([...ids][0]);
  });

  it(`answers 429 after ${LIMITS.codeAttemptsPerIp} wrong codes from one address, even for a right code; successes do not count`, async () => {
    const ok = newIp();
    for (let i = 0; i < LIMITS.codeAttemptsPerIp + 3; i++) {
      expect((await validate({ code: 'DENTAL42', locationId: lot, licensePlate: `OK${i}`, licenseState: 'IL' }, ok)).statusCode).toBe(201);
    }
    const ip = newIp();
    for (let i = 0; i < LIMITS.codeAttemptsPerIp; i++) {
      expect((await validate({ code: `WRONG${i}`, locationId: lot, licensePlate: 'BF1', licenseState: 'IL' }, ip)).statusCode).toBe(400);
    }
    const before = await guestCount();
    const res = await validate({ code: 'DENTAL42', locationId: lot, licensePlate: 'BF1', licenseState: 'IL' }, ip);
    expect(res.statusCode).toBe(429);
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(LIMITS.codeAttemptWindowMinutes * 60);
    expect(res.json()).toEqual({ status: 'fail', message: tooManyCodeAttempts(Math.ceil(retry / 60)) });
    expect(await guestCount()).toBe(before);
    // Another address still registers.
    expect((await validate({ code: 'DENTAL42', locationId: lot, licensePlate: 'BF1', licenseState: 'IL' })).statusCode).toBe(201);
  });

  it(`once ${LIMITS.codeAttemptsPerLocation} wrong codes from many addresses spent a location's budget, shuts out those addresses, not a fresh guest`, async () => {
    const target = (await createLocation(t, { ownerId, name: 'Swept Lot', timeZone: 'America/Chicago' })).id;
    await addVendor(target, 'SWEPT1', shiftDay(todayAt('America/Chicago'), 5));
    const attackers: string[] = [];
    let sent = 0;
    while (sent < LIMITS.codeAttemptsPerLocation) {
      const ip = newIp();
      attackers.push(ip);
      for (let i = 0; i < LIMITS.codeAttemptsPerIp && sent < LIMITS.codeAttemptsPerLocation; i++, sent++) {
        expect((await validate({ code: `GUESS${sent}`, locationId: target, licensePlate: 'SW1', licenseState: 'IL' }, ip)).statusCode).toBe(
          400,
        );
      }
    }
    // Five addresses, each at the per-address limit: none of them may try again, the right code included.
    expect(attackers).toHaveLength(LIMITS.codeAttemptsPerLocation / LIMITS.codeAttemptsPerIp);
    for (const ip of attackers) {
      const res = await validate({ code: 'SWEPT1', locationId: target, licensePlate: 'SW1', licenseState: 'IL' }, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many wrong codes/);
    }
    // A guest from a fresh address with the right code still registers, and again after that (successes do not count).
    const guest = newIp();
    expect((await validate({ code: 'SWEPT1', locationId: target, licensePlate: 'GST1', licenseState: 'IL' }, guest)).statusCode).toBe(201);
    expect((await validate({ code: 'SWEPT1', locationId: target, licensePlate: 'GST2', licenseState: 'IL' }, guest)).statusCode).toBe(201);
    // While the budget is spent a fresh address gets one guess: after a wrong one it is shut out too.
    const prober = newIp();
    expect((await validate({ code: 'NOPE1', locationId: target, licensePlate: 'PR1', licenseState: 'IL' }, prober)).statusCode).toBe(400);
    const shut = await validate({ code: 'SWEPT1', locationId: target, licensePlate: 'PR1', licenseState: 'IL' }, prober);
    expect(shut.statusCode).toBe(429);
    expect(Number(shut.headers['retry-after'])).toBeGreaterThan(0);
    expect(shut.json()).toEqual({ status: 'fail', message: tooManyCodeAttempts(Math.ceil(Number(shut.headers['retry-after']) / 60)) });
    // An address shut out here may still use other locations (their budgets are their own).
    expect((await validate({ code: 'DENTAL42', locationId: lot, licensePlate: 'SW1', licenseState: 'IL' }, prober)).statusCode).toBe(201);
  });

  it('counts an IPv6 client per /64: a new address of the same network per guess is still the same client', async () => {
    const net = `2001:db8:${(++ipSeq).toString(16)}:1`;
    for (let i = 0; i < LIMITS.codeAttemptsPerIp; i++) {
      const res = await validate(
        { code: `V6WRONG${i}`, locationId: lot, licensePlate: 'V61', licenseState: 'IL' },
        `${net}::${(i + 1).toString(16)}`,
      );
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await validate({ code: 'DENTAL42', locationId: lot, licensePlate: 'V61', licenseState: 'IL' }, `${net}::abcd`)).statusCode,
    ).toBe(429);
    expect((await validate({ code: 'DENTAL42', locationId: lot, licensePlate: 'V61', licenseState: 'IL' }, `${net}1::1`)).statusCode).toBe(
      201,
    );
  });

  it("does not let one address's refused tries spend the location's budget", async () => {
    const target = (await createLocation(t, { ownerId, name: 'Hammered Lot', timeZone: 'America/Chicago' })).id;
    await addVendor(target, 'HAMMER1', shiftDay(todayAt('America/Chicago'), 5));
    const ip = newIp();
    for (let i = 0; i < LIMITS.codeAttemptsPerLocation + 5; i++) {
      const res = await validate({ code: `HIT${i}`, locationId: target, licensePlate: 'HM1', licenseState: 'IL' }, ip);
      expect(res.statusCode).toBe(i < LIMITS.codeAttemptsPerIp ? 400 : 429);
    }
    // Only its 10 wrong codes counted at the location: an address with a wrong code of its own still tries.
    const other = newIp();
    expect((await validate({ code: 'NOPE', locationId: target, licensePlate: 'HM2', licenseState: 'IL' }, other)).statusCode).toBe(400);
    expect((await validate({ code: 'HAMMER1', locationId: target, licensePlate: 'HM2', licenseState: 'IL' }, other)).statusCode).toBe(201);
  });

  it('does not count a real code refused as used up, out of its dates or expired as a wrong code (a shared kiosk)', async () => {
    const target = (await createLocation(t, { ownerId, name: 'Kiosk Lot', timeZone: 'America/Chicago' })).id;
    await addCode(target, 'USEDUP', -1, 1, 1);
    await addCode(target, 'LATER', 2, 5);
    await addCode(target, 'OVER', -5, -2);
    await addVendor(target, 'GONE1', shiftDay(todayAt('America/Chicago'), -3));
    const goneVendor = await addVendor(target, 'GONE2', shiftDay(todayAt('America/Chicago'), -3));
    await addVendor(target, 'KIOSK1', shiftDay(todayAt('America/Chicago'), 5));
    const kiosk = newIp();
    expect((await validate({ code: 'USEDUP', locationId: target, licensePlate: 'K0', licenseState: 'IL' }, kiosk)).statusCode).toBe(201);
    const tries = [{ code: 'USEDUP' }, { code: 'LATER' }, { code: 'OVER' }, { code: 'GONE1' }, { code: 'GONE2', vendorId: goneVendor }];
    for (let round = 0; round < LIMITS.codeAttemptsPerIp; round++) {
      for (const [i, body] of tries.entries()) {
        const res = await validate({ ...body, locationId: target, licensePlate: `K${round}X${i}`, licenseState: 'IL' }, kiosk);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MESSAGES.guestCodeRefused);
      }
    }
    // 50 refusals later the kiosk is neither limited itself nor has it spent the lot's budget.
    expect((await validate({ code: 'KIOSK1', locationId: target, licensePlate: 'K1', licenseState: 'IL' }, kiosk)).statusCode).toBe(201);
    // Wrong codes still count.
    for (let i = 0; i < LIMITS.codeAttemptsPerIp; i++) {
      expect((await validate({ code: `WRONG${i}`, locationId: target, licensePlate: 'K2', licenseState: 'IL' }, kiosk)).statusCode).toBe(
        400,
      );
    }
    expect((await validate({ code: 'KIOSK1', locationId: target, licensePlate: 'K2', licenseState: 'IL' }, kiosk)).statusCode).toBe(429);
  });
});
