import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { members, sessions } from '../../src/server/db/schema';
import { freeParkingEnd, zonedDay } from '../../src/server/modules/sessions/codes';
import { LIMITS } from '../../src/shared/limits';
import { MESSAGES, tooManyCodeAttempts } from '../../src/shared/messages';
import { createLocation, createUser, createZone } from './support/factories';
import { backends, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

const DAY = 86_400_000;
const shiftDay = (day: string, offset: number) => new Date(Date.parse(`${day}T12:00:00Z`) + offset * DAY).toISOString().slice(0, 10);

describe.each(backends)('POST /sessions/code: member-code parking (%s)', (backend) => {
  let t: TestApp;
  let ownerId: string;
  let otherOwnerId: string;
  let lot: string;
  let zone: string;
  let sameOwnerLot: string;
  let sameOwnerZone: string;
  let otherLot: string;
  let otherZone: string;
  let today: string;
  let ipSeq = 0;
  const newIp = () => `10.2.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  const useCode = (body: Record<string, unknown>, ip = newIp()) =>
    t.app.inject({ method: 'POST', url: '/api/v1/sessions/code', remoteAddress: ip, payload: body });
  const memberSessions = async () => t.db.select().from(sessions).where(eq(sessions.kind, 'member'));
  async function addMember(row: { plate: string; code: string; validUntil: string; locationId: string | null; userId?: string }) {
    await t.db.insert(members).values({
      userId: row.userId ?? ownerId,
      locationId: row.locationId,
      plate: row.plate,
      code: row.code,
      validUntilDate: row.validUntil,
    });
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    ownerId = (await createUser(t, { role: 'vendor' })).user.id;
    otherOwnerId = (await createUser(t, { role: 'vendor' })).user.id;
    lot = (await createLocation(t, { ownerId, name: 'Grace Church', timeZone: 'America/Los_Angeles' })).id;
    zone = (await createZone(t, { locationId: lot, zoneNumber: '7' })).id;
    sameOwnerLot = (await createLocation(t, { ownerId, name: 'Grace Annex', timeZone: 'America/Los_Angeles' })).id;
    sameOwnerZone = (await createZone(t, { locationId: sameOwnerLot })).id;
    otherLot = (await createLocation(t, { ownerId: otherOwnerId, name: 'Elsewhere', timeZone: 'America/Los_Angeles' })).id;
    otherZone = (await createZone(t, { locationId: otherLot })).id;
    today = zonedDay(new Date(), 'America/Los_Angeles');
    await addMember({ plate: 'MEM1', code: 'Church', validUntil: shiftDay(today, 30), locationId: lot });
    await addMember({ plate: 'LAST1', code: 'CHURCH', validUntil: today, locationId: lot });
    await addMember({ plate: 'OLD1', code: 'CHURCH', validUntil: shiftDay(today, -1), locationId: lot });
    await addMember({ plate: 'ALL1', code: 'STAFF', validUntil: shiftDay(today, 30), locationId: null });
    await addMember({ plate: 'OTH1', code: 'OTHER', validUntil: shiftDay(today, 30), locationId: otherLot, userId: otherOwnerId });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives a member plate with its code (any case) a free session in the zone: success, Parking Confirmed!', async () => {
    const sent = new Date();
    const res = await useCode({ code: 'church', locationId: lot, zoneId: zone, plateNumber: 'mem 1', state: 'ca' });
    const answered = new Date();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', success: true, message: MESSAGES.parkingConfirmed });
    expect(body.session).toMatchObject({ plateNumber: 'MEM1', state: 'CA', locationId: lot, zoneId: zone, zoneNumber: '7', totalCost: 0 });
    // Late in the lot's day the session lasts three hours from the request, so its end lies between these two.
    expect(Date.parse(body.session.endTime)).toBeGreaterThanOrEqual(freeParkingEnd(sent, 'America/Los_Angeles').getTime());
    expect(Date.parse(body.session.endTime)).toBeLessThanOrEqual(freeParkingEnd(answered, 'America/Los_Angeles').getTime());
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, body.session._id));
    expect(row).toMatchObject({ kind: 'member', code: 'CHURCH', totalCostCents: 0, vendorId: null });
  });

  it('refuses a body without a code with 400', async () => {
    const res = await useCode({ locationId: lot, zoneId: zone, plateNumber: 'MEM1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('fail');
  });

  it('works with SPEC’s payload alone (no state)', async () => {
    const res = await useCode({ code: 'CHURCH', locationId: lot, zoneId: zone, plateNumber: 'LAST1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  });

  it('refuses an expired membership, a wrong plate, a wrong code, and writes nothing', async () => {
    const before = (await memberSessions()).length;
    for (const body of [
      { code: 'CHURCH', plateNumber: 'OLD1' },
      { code: 'CHURCH', plateNumber: 'NOTAMEM' },
      { code: 'CHOIR', plateNumber: 'MEM1' },
    ]) {
      const res = await useCode({ ...body, locationId: lot, zoneId: zone, state: 'CA' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.memberCodeInvalid });
    }
    expect((await memberSessions()).length).toBe(before);
  });

  it("holds an owner's everywhere-member at each of that owner's locations, not at another owner's", async () => {
    expect((await useCode({ code: 'STAFF', locationId: lot, zoneId: zone, plateNumber: 'ALL1', state: 'CA' })).statusCode).toBe(200);
    expect(
      (await useCode({ code: 'STAFF', locationId: sameOwnerLot, zoneId: sameOwnerZone, plateNumber: 'ALL1', state: 'CA' })).statusCode,
    ).toBe(200);
    const res = await useCode({ code: 'STAFF', locationId: otherLot, zoneId: otherZone, plateNumber: 'ALL1', state: 'CA' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.memberCodeInvalid);
  });

  it("refuses another location's member, and a zone that is not the location's with 404", async () => {
    const res = await useCode({ code: 'OTHER', locationId: lot, zoneId: zone, plateNumber: 'OTH1', state: 'CA' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.memberCodeInvalid);
    expect((await useCode({ code: 'CHURCH', locationId: lot, zoneId: otherZone, plateNumber: 'MEM1' })).statusCode).toBe(404);
    expect((await useCode({ code: 'CHURCH', locationId: lot, zoneId: crypto.randomUUID(), plateNumber: 'MEM1' })).statusCode).toBe(404);
  });

  it('answers concurrent submits with one session', async () => {
    await addMember({ plate: 'TWICE1', code: 'CHURCH', validUntil: shiftDay(today, 3), locationId: lot });
    const body = { code: 'CHURCH', locationId: lot, zoneId: zone, plateNumber: 'TWICE1', state: 'CA' };
    const answers = await Promise.all([useCode(body), useCode(body), useCode(body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().session._id)).size).toBe(1);
    expect((await memberSessions()).filter((s) => s.plateNumber === 'TWICE1')).toHaveLength(1);
  });

  it(`answers 429 after ${LIMITS.codeAttemptsPerIp} wrong codes from one address, even for the right code`, async () => {
    const ip = newIp();
    for (let i = 0; i < LIMITS.codeAttemptsPerIp; i++) {
      expect((await useCode({ code: `GUESS${i}`, locationId: lot, zoneId: zone, plateNumber: 'MEM1' }, ip)).statusCode).toBe(400);
    }
    const res = await useCode({ code: 'CHURCH', locationId: lot, zoneId: zone, plateNumber: 'MEM1' }, ip);
    expect(res.statusCode).toBe(429);
    const retry = Number(res.headers['retry-after']);
    expect(res.json().message).toBe(tooManyCodeAttempts(Math.ceil(retry / 60)));
    // Wrong guest codes count too: the same address is refused on the guest page.
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/validate',
      remoteAddress: ip,
      payload: { code: 'ANY', locationId: lot, licensePlate: 'MEM1', licenseState: 'CA' },
    });
    expect(guest.statusCode).toBe(429);
  });

  it(`once ${LIMITS.codeAttemptsPerLocation} wrong codes from many addresses spent a location's budget, shuts out those addresses, not a fresh member`, async () => {
    const attackers: string[] = [];
    let sent = 0;
    while (sent < LIMITS.codeAttemptsPerLocation) {
      const ip = newIp();
      attackers.push(ip);
      for (let i = 0; i < LIMITS.codeAttemptsPerIp && sent < LIMITS.codeAttemptsPerLocation; i++, sent++) {
        expect(
          (await useCode({ code: `SWEEP${sent}`, locationId: sameOwnerLot, zoneId: sameOwnerZone, plateNumber: 'ALL1' }, ip)).statusCode,
        ).toBe(400);
      }
    }
    for (const ip of attackers) {
      const res = await useCode({ code: 'STAFF', locationId: sameOwnerLot, zoneId: sameOwnerZone, plateNumber: 'ALL1' }, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many wrong codes/);
    }
    const fresh = newIp();
    expect((await useCode({ code: 'STAFF', locationId: sameOwnerLot, zoneId: sameOwnerZone, plateNumber: 'ALL1' }, fresh)).statusCode).toBe(
      200,
    );
    // One wrong guess while the budget is spent, and that address is shut out at this location too.
    const prober = newIp();
    expect((await useCode({ code: 'NOPE', locationId: sameOwnerLot, zoneId: sameOwnerZone, plateNumber: 'ALL1' }, prober)).statusCode).toBe(
      400,
    );
    expect(
      (await useCode({ code: 'STAFF', locationId: sameOwnerLot, zoneId: sameOwnerZone, plateNumber: 'ALL1' }, prober)).statusCode,
    ).toBe(429);
    expect((await useCode({ code: 'CHURCH', locationId: lot, zoneId: zone, plateNumber: 'MEM1' }, prober)).statusCode).toBe(200);
  });

  it('refuses a member code in a zone closed now with the booking rule, writing nothing and counting no guess', async () => {
    // A two-hour opening that starts two hours from now at the lot: closed now whatever the hour.
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
    );
    const hh = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    const shut = (await createZone(t, { locationId: lot, zoneNumber: 'NIGHT', openTime: hh(hour + 2), closeTime: hh(hour + 4) })).id;
    const before = (await memberSessions()).length;
    const ip = newIp();
    for (let i = 0; i < LIMITS.codeAttemptsPerIp + 2; i++) {
      const res = await useCode({ code: 'CHURCH', locationId: lot, zoneId: shut, plateNumber: 'MEM1', state: 'CA' }, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(
        /^Parking is not allowed at \d{1,2}:\d{2} [AP]M\. This zone is open from .* Please come back during open hours\.$/,
      );
    }
    expect(await memberSessions()).toHaveLength(before);
    expect((await useCode({ code: 'CHURCH', locationId: lot, zoneId: zone, plateNumber: 'MEM1', state: 'CA' }, ip)).statusCode).toBe(200);
  });

  it("does not count a member's plate and code past their valid_until_date as a wrong code", async () => {
    const ip = newIp();
    for (let i = 0; i < LIMITS.codeAttemptsPerIp + 2; i++) {
      const res = await useCode({ code: 'church', locationId: lot, zoneId: zone, plateNumber: 'OLD1' }, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.memberCodeInvalid);
    }
    expect((await useCode({ code: 'CHURCH', locationId: lot, zoneId: zone, plateNumber: 'MEM1' }, ip)).statusCode).toBe(200);
    // A right code with a plate that is not its member's is a guess.
    for (let i = 0; i < LIMITS.codeAttemptsPerIp; i++) {
      expect((await useCode({ code: 'CHURCH', locationId: lot, zoneId: zone, plateNumber: `NOT${i}` }, ip)).statusCode).toBe(400);
    }
    expect((await useCode({ code: 'CHURCH', locationId: lot, zoneId: zone, plateNumber: 'MEM1' }, ip)).statusCode).toBe(429);
  });
});
