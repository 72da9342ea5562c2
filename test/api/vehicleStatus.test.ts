import { eq } from 'drizzle-orm';
import { enforcerLocations, members, plateChecks, vendorPlates, vendors, type LocationRow, type ZoneRow } from '../../src/server/db/schema';
import { MESSAGES } from '../../src/shared/messages';
import { createLocation, createSession, createUser, createZone } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

// 14:30 in New York (EDT).
const NOW = Date.parse('2026-03-10T18:30:00.000Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000);

/**
 * The enforcer's plate check, POST /sessions/status {license, currentTime, locationId} (SPEC 7:
 * success, message, session, status, zone), the Paid License Plates of GET /locations/service/{id},
 * and the plate's last checks (GET /locations/service/{id}/checks).
 */
describe.each(backends)('enforcer vehicle status (%s)', (backend) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let enforcer: Awaited<ReturnType<typeof createUser>>;
  let lot: LocationRow;
  let otherLot: LocationRow;
  let zone: ZoneRow;

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await createUser(t, { role: 'vendor' });
    enforcer = await createUser(t, { role: 'enforcer', name: 'Eve Enforcer', invitedBy: owner.user.id });
    lot = await createLocation(t, { ownerId: owner.user.id, name: 'Main Street Lot', address: '1 Main St' });
    otherLot = await createLocation(t, { ownerId: owner.user.id, name: 'Side Lot' });
    zone = await createZone(t, { locationId: lot.id, zoneNumber: '12' });
    await t.db.insert(enforcerLocations).values({ enforcerId: enforcer.user.id, locationId: lot.id, assignedBy: owner.user.id });
  });
  afterAll(async () => {
    await t.close();
  });

  const status = (token: string | undefined, license: string, locationId = lot.id, currentTime = NOW) =>
    call(t.app, 'POST', '/api/v1/sessions/status', { token, body: { license, currentTime, locationId } });

  it('a paid booking covering the time is Valid, with its session and zone, "paid until" in the lot\'s time', async () => {
    const s = await createSession(t, {
      locationId: lot.id,
      zoneId: zone.id,
      plateNumber: 'PAID1',
      paid: true,
      startTime: at(-30),
      endTime: at(60),
      totalCostCents: 1234,
    });
    const res = await status(enforcer.token, 'paid1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['success', 'message', 'session', 'status', 'zone']));
    expect(body).toMatchObject({ success: true, status: 'valid', message: 'paid until 3:30 PM', reason: 'paid until 3:30 PM' });
    expect(body.session).toMatchObject({
      _id: s.id,
      plateNumber: 'PAID1',
      totalCost: 12.34,
      locationName: 'Main Street Lot',
      zoneNumber: '12',
    });
    expect(body.zone).toMatchObject({ _id: zone.id, zoneNumber: '12' });
    // When the answer stops holding by the clock (the enforcer's screen asks again then): the session's end.
    expect(body.changesAt).toBe(at(60).toISOString());
  });

  it('an expired booking is Expired "expired at", one in grace is Valid with the minutes left', async () => {
    await createSession(t, { locationId: lot.id, zoneId: zone.id, plateNumber: 'LATE1', paid: true, startTime: at(-90), endTime: at(-30) });
    const late = (await status(enforcer.token, 'LATE1')).json();
    expect(late).toMatchObject({ success: true, status: 'expired', message: 'expired at 2:00 PM' });
    expect(late.session.plateNumber).toBe('LATE1');

    await createSession(t, { locationId: lot.id, zoneId: zone.id, plateNumber: 'GRACE1', paid: true, startTime: at(-60), endTime: at(-2) });
    expect((await status(enforcer.token, 'GRACE1')).json()).toMatchObject({
      status: 'valid',
      message: 'grace, 3 min left',
      changesAt: at(3).toISOString(),
    });
    // Ended early before it began (its end kept at its start): expired at the stop, which the session names, with the refund.
    await createSession(t, {
      locationId: lot.id,
      zoneId: zone.id,
      plateNumber: 'STOP1',
      paid: true,
      startTime: at(10),
      endTime: at(10),
      stoppedAt: at(-5),
      totalCostCents: 2025,
      refundedCents: 1350,
    });
    const stopped = (await status(enforcer.token, 'STOP1')).json();
    expect(stopped).toMatchObject({ status: 'expired', message: 'expired at 2:25 PM' });
    expect(stopped.session).toMatchObject({ stoppedAt: at(-5).toISOString(), refunded: 13.5, totalCost: 20.25 });
    // The location's own grace: none at all.
    await t.db.execute(`update locations set grace_minutes = 0 where id = '${lot.id}'`);
    expect((await status(enforcer.token, 'GRACE1')).json()).toMatchObject({ status: 'expired', message: 'expired at 2:28 PM' });
    await t.db.execute(`update locations set grace_minutes = 5 where id = '${lot.id}'`);
  });

  it('an unpaid booking counts for nothing: not found, success false with the message', async () => {
    await createSession(t, { locationId: lot.id, plateNumber: 'UNPAID1', paid: false, startTime: at(-10), endTime: at(50) });
    const res = await status(enforcer.token, 'UNPAID1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, status: 'not_found', message: MESSAGES.plateNotFound, session: null, zone: null });
  });

  it('a member of the location, a plate on a vendor list and a guest session are Valid with their reasons', async () => {
    await t.db
      .insert(members)
      .values({ userId: owner.user.id, locationId: lot.id, plate: 'MEMB1', code: 'CHURCH', validUntilDate: '2026-03-12' });
    expect((await status(enforcer.token, 'MEMB1')).json()).toMatchObject({
      success: true,
      status: 'valid',
      message: 'member code CHURCH valid until Mar 12',
      session: null,
    });
    expect((await status(enforcer.token, 'MEMB1')).json()).not.toHaveProperty('changesAt');

    const [cafe] = await t.db
      .insert(vendors)
      .values({ locationId: lot.id, name: 'Cafe Roma', code: 'ROMA', expirationDate: new Date('2026-03-20T16:00:00Z') })
      .returning();
    await t.db.insert(vendorPlates).values({ vendorId: cafe!.id, plateNumber: 'VEND1', plateState: 'NY' });
    expect((await status(enforcer.token, 'VEND1')).json()).toMatchObject({
      status: 'valid',
      message: "on vendor Cafe Roma's list until Mar 20",
    });

    const [old] = await t.db
      .insert(vendors)
      .values({ locationId: lot.id, name: 'Old Deli', code: 'DELI', expirationDate: new Date('2026-03-01T16:00:00Z') })
      .returning();
    await t.db.insert(vendorPlates).values({ vendorId: old!.id, plateNumber: 'VEND2', plateState: 'NY' });
    expect((await status(enforcer.token, 'VEND2')).json()).toMatchObject({
      status: 'expired',
      message: "vendor Old Deli's list expired Mar 1",
    });

    await createSession(t, {
      locationId: lot.id,
      kind: 'guest',
      plateNumber: 'GUEST1',
      paid: false,
      vendorId: cafe!.id,
      referenceNumber: 'R7K2',
      startTime: at(-5),
      endTime: at(180),
    });
    const guest = (await status(enforcer.token, 'GUEST1')).json();
    expect(guest).toMatchObject({ status: 'valid', message: 'guest validation #R7K2 by vendor Cafe Roma' });
    expect(guest.session).toMatchObject({ referenceNumber: 'R7K2' });
    expect(guest.session.zoneNumber).toBeUndefined();
  });

  it('a plate not found that reads like one that may park here (O for 0, I for 1) is offered as similar; nothing is assumed', async () => {
    await createSession(t, {
      locationId: lot.id,
      zoneId: zone.id,
      plateNumber: 'MAN0123',
      paid: true,
      startTime: at(-30),
      endTime: at(60),
    });
    await t.db
      .insert(members)
      .values({ userId: owner.user.id, locationId: lot.id, plate: 'MEM0IK1', code: 'CHURCH', validUntilDate: '2026-03-12' });
    // One that read alike but may not park now (ended yesterday) is not offered.
    await createSession(t, {
      locationId: lot.id,
      zoneId: zone.id,
      plateNumber: 'OLD0123',
      paid: true,
      startTime: at(-1500),
      endTime: at(-1440),
    });
    const misread = (await status(enforcer.token, 'MANO123')).json();
    expect(misread).toMatchObject({ status: 'not_found', similar: ['MAN0123'] });
    expect((await status(enforcer.token, 'MEMO1K1')).json()).toMatchObject({ status: 'not_found', similar: ['MEM0IK1'] });
    expect((await status(enforcer.token, 'OLDO123')).json()).not.toHaveProperty('similar');
    // A Valid answer offers nothing; nor does a plate nothing reads like.
    expect((await status(enforcer.token, 'MAN0123')).json()).not.toHaveProperty('similar');
    expect((await status(enforcer.token, 'ZZZ999')).json()).not.toHaveProperty('similar');
  });

  it('a plate with nothing is not found; rights at another location do not count', async () => {
    await createSession(t, { locationId: otherLot.id, plateNumber: 'ELSEWH1', paid: true, startTime: at(-10), endTime: at(50) });
    expect((await status(enforcer.token, 'ELSEWH1')).json()).toMatchObject({ success: false, status: 'not_found' });
    expect((await status(enforcer.token, 'NOBODY1')).json()).toMatchObject({
      success: false,
      status: 'not_found',
      message: MESSAGES.plateNotFound,
    });
  });

  it('an enforcer checks only the locations they service (404 elsewhere); odogwu checks any', async () => {
    const elsewhere = await status(enforcer.token, 'ELSEWH1', otherLot.id);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(MESSAGES.locationNotFound);
    expect((await status(enforcer.token, 'ELSEWH1', crypto.randomUUID())).statusCode).toBe(404);
    const odogwu = await createUser(t, { role: 'odogwu' });
    expect((await status(odogwu.token, 'ELSEWH1', otherLot.id)).json()).toMatchObject({ status: 'valid', message: 'paid until 3:20 PM' });
  });

  it('vendors and customers are refused 403, an anonymous caller 401, a bad body 400', async () => {
    expect((await status(owner.token, 'PAID1')).statusCode).toBe(403);
    expect((await status((await createUser(t, { role: 'customer' })).token, 'PAID1')).statusCode).toBe(403);
    expect((await status(undefined, 'PAID1')).statusCode).toBe(401);
    expect((await status(enforcer.token, 'TOOLONGPLATE')).statusCode).toBe(400);
    const badTime = await call(t.app, 'POST', '/api/v1/sessions/status', {
      token: enforcer.token,
      body: { license: 'A1', currentTime: 'soon', locationId: lot.id },
    });
    expect(badTime.statusCode).toBe(400);
  });

  it('every check is recorded with who, when and the result; the last checks read them back newest first', async () => {
    const before = await t.db.select().from(plateChecks).where(eq(plateChecks.plateNumber, 'CHECK1'));
    expect(before).toEqual([]);
    await createSession(t, { locationId: lot.id, zoneId: zone.id, plateNumber: 'CHECK1', paid: true, startTime: at(-30), endTime: at(30) });
    await status(enforcer.token, 'CHECK1', lot.id, NOW);
    await status(enforcer.token, 'CHECK1', lot.id, NOW + 40 * 60_000);
    const rows = await t.db.select().from(plateChecks).where(eq(plateChecks.plateNumber, 'CHECK1'));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => [r.checkedBy, r.locationId, r.status, r.reason, r.checkedAt.getTime()]).sort()).toEqual(
      [
        [enforcer.user.id, lot.id, 'valid', 'paid until 3:00 PM', NOW],
        [enforcer.user.id, lot.id, 'expired', 'expired at 3:00 PM', NOW + 40 * 60_000],
      ].sort(),
    );
    // A refused check (not serviced) records nothing.
    await status(enforcer.token, 'CHECK1', otherLot.id);
    expect(await t.db.select().from(plateChecks).where(eq(plateChecks.plateNumber, 'CHECK1'))).toHaveLength(2);

    const res = await call(t.app, 'GET', `/api/v1/locations/service/${lot.id}/checks?plate=check1`, { token: enforcer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().checks).toEqual([
      expect.objectContaining({
        checkedByName: 'Eve Enforcer',
        status: 'expired',
        reason: 'expired at 3:00 PM',
        checkedAt: new Date(NOW + 40 * 60_000).toISOString(),
      }),
      expect.objectContaining({
        checkedBy: enforcer.user.id,
        status: 'valid',
        reason: 'paid until 3:00 PM',
        checkedAt: new Date(NOW).toISOString(),
      }),
    ]);
    expect(
      (await call(t.app, 'GET', `/api/v1/locations/service/${otherLot.id}/checks?plate=CHECK1`, { token: enforcer.token })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/api/v1/locations/service/${lot.id}/checks?plate=CHECK1`, { token: owner.token })).statusCode).toBe(
      403,
    );
    expect((await call(t.app, 'GET', `/api/v1/locations/service/${lot.id}/checks?plate=CHECK1`)).statusCode).toBe(401);
  });

  it("without currentTime the verdict is the server's clock's; the last checks are listed in the order they were made, with when", async () => {
    const now = Date.now();
    await createSession(t, {
      locationId: lot.id,
      zoneId: zone.id,
      plateNumber: 'CLOCK1',
      paid: true,
      startTime: new Date(now - 30 * 60_000),
      endTime: new Date(now + 30 * 60_000),
    });
    const noTime = await call(t.app, 'POST', '/api/v1/sessions/status', {
      token: enforcer.token,
      body: { license: 'clock1', locationId: lot.id },
    });
    expect(noTime.statusCode).toBe(200);
    expect(noTime.json()).toMatchObject({ success: true, status: 'valid' });
    // A client that claims a moment two days ahead: answered for that moment (SPEC's currentTime), but
    // listed where it was made, before the next real check.
    await status(enforcer.token, 'CLOCK1', lot.id, now + 2 * 86_400_000);
    await call(t.app, 'POST', '/api/v1/sessions/status', { token: enforcer.token, body: { license: 'CLOCK1', locationId: lot.id } });
    const checks = (await call(t.app, 'GET', `/api/v1/locations/service/${lot.id}/checks?plate=CLOCK1`, { token: enforcer.token })).json()
      .checks as { status: string; checkedAt: string; recordedAt: string }[];
    expect(checks.map((c) => c.status)).toEqual(['valid', 'expired', 'valid']);
    expect(Date.parse(checks[1]!.checkedAt)).toBe(now + 2 * 86_400_000);
    for (const c of checks) expect(Math.abs(Date.parse(c.recordedAt) - Date.now())).toBeLessThan(60_000);
    expect(Math.abs(Date.parse(checks[0]!.checkedAt) - Date.parse(checks[0]!.recordedAt))).toBeLessThan(5_000);
  });

  it('GET /locations/service/{id}: the location and the sessions giving a right to park now (Paid License Plates)', async () => {
    const fresh = await createLocation(t, { ownerId: owner.user.id, name: 'Fresh Lot', address: '9 Fresh Ave' });
    await t.db.insert(enforcerLocations).values({ enforcerId: enforcer.user.id, locationId: fresh.id });
    const now = Date.now();
    const rel = (m: number) => new Date(now + m * 60_000);
    await createSession(t, { locationId: fresh.id, plateNumber: 'ZED1', paid: true, startTime: rel(-10), endTime: rel(50) });
    await createSession(t, {
      locationId: fresh.id,
      plateNumber: 'ALPHA1',
      kind: 'manual',
      paid: true,
      startTime: rel(-10),
      endTime: rel(50),
    });
    await createSession(t, { locationId: fresh.id, plateNumber: 'GONE1', paid: true, startTime: rel(-120), endTime: rel(-60) });
    await createSession(t, { locationId: fresh.id, plateNumber: 'UNPAID2', paid: false, startTime: rel(-10), endTime: rel(50) });
    const res = await call(t.app, 'GET', `/api/v1/locations/service/${fresh.id}`, { token: enforcer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().location).toMatchObject({ _id: fresh.id, name: 'Fresh Lot', address: '9 Fresh Ave' });
    expect(res.json().sessions.map((s: { plateNumber: string }) => s.plateNumber)).toEqual(['ALPHA1', 'ZED1']);
    expect((await call(t.app, 'GET', `/api/v1/locations/service/${otherLot.id}`, { token: enforcer.token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/v1/locations/service/${fresh.id}`, { token: owner.token })).statusCode).toBe(403);
  });
});
