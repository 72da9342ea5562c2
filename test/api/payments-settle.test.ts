import { and, eq } from 'drizzle-orm';
import { sessions } from '../../src/server/db/schema';
import { createSessions, intent, makeUser, makeZone, paidOnDemoCard, paymentByRef } from './bookingFixtures';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

/**
 * A driver's card was charged but the page's POST /sessions never reached us (a weak signal, a
 * closed tab): the background job asks the provider about payments still pending after two
 * minutes and books what was paid for, once, instead of leaving the driver unbooked and about to
 * pay again.
 */
describe.each(backends)('a paid payment nobody confirmed (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const settle = (minutes: number) => t.app.deps.paymentsService.settleUnconfirmed(minutesFromNow(minutes));
  const sessionsOf = (plate: string) =>
    t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.plateNumber, plate)));

  async function paidButUnconfirmed(plate: string) {
    const { zone, location } = await makeZone(t);
    const driver = await makeUser(t);
    const opened = await intent(t, { zoneId: zone.id, hours: 1, paymentObject: { vehiclePlate: plate, vehicleState: 'NY' } }, driver.token);
    const { paymentIntentId, totalCost } = await paidOnDemoCard(t, opened);
    return { zone, location, driver, paymentIntentId, totalCost };
  }

  it('books the driver after two minutes, once, and a late confirmation answers the same booking', async () => {
    const { driver, paymentIntentId, totalCost } = await paidButUnconfirmed('LOST1');

    // Too soon: the page may still be confirming it.
    await settle(1);
    expect((await paymentByRef(t, paymentIntentId))!.status).toBe('pending');
    expect(await sessionsOf('LOST1')).toHaveLength(0);

    await settle(3);
    expect((await paymentByRef(t, paymentIntentId))!.status).toBe('succeeded');
    const booked = await sessionsOf('LOST1');
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ paid: true, totalCostCents: totalCost, userId: driver.user.id });

    const mine = await call(t.app, 'GET', '/api/v1/sessions/me', { token: driver.token });
    expect(mine.json().sessions.map((s: { plateNumber: string }) => s.plateNumber)).toContain('LOST1');

    // The page's confirmation arriving at last, and the job running again, change nothing.
    const late = await createSessions(t, paymentIntentId, driver.token);
    expect(late.statusCode).toBe(200);
    await settle(60);
    expect(await sessionsOf('LOST1')).toHaveLength(1);
  });

  it('leaves an unpaid payment pending and asks about it again only at doubling intervals', async () => {
    const { zone } = await makeZone(t);
    const opened = await intent(t, { zoneId: zone.id, hours: 1, paymentObject: { vehiclePlate: 'NOPAY1', vehicleState: 'NY' } });
    expect(opened.statusCode).toBe(200);
    const ref: string = opened.json().paymentIntentId;
    const checkedAt = async () => (await paymentByRef(t, ref))!.settleCheckedAt?.getTime();

    await settle(3);
    const first = await checkedAt();
    expect(first).toBeDefined();
    // Asked at 3 minutes: not again before 6.
    await settle(5);
    expect(await checkedAt()).toBe(first);
    await settle(7);
    expect(await checkedAt()).toBeGreaterThan(first!);
    expect((await paymentByRef(t, ref))!.status).toBe('pending');
    expect(await sessionsOf('NOPAY1')).toHaveLength(0);
  });

  it('does not look at payments more than a day old', async () => {
    const { paymentIntentId } = await paidButUnconfirmed('OLD1');
    await settle(25 * 60);
    expect((await paymentByRef(t, paymentIntentId))!.status).toBe('pending');
    expect(await sessionsOf('OLD1')).toHaveLength(0);
  });
});
