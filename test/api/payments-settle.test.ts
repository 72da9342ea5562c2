import { and, eq, sql } from 'drizzle-orm';
import { refunds, sessions } from '../../src/server/db/schema';
import { MESSAGES, paymentRefundedInstead } from '../../src/shared/messages';
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

  it('refunds in full a paid payment whose booking kept failing on our side for an hour, once', async () => {
    const { driver, paymentIntentId, totalCost } = await paidButUnconfirmed('BOOM1');
    // Our side fails to store this booking, whatever tries (a fault of ours, not a refusal).
    await t.db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.plate_number = 'BOOM1' then raise exception 'simulated fault'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger refuse_boom before insert on sessions for each row execute function refuse_boom()`);
    try {
      // Within the hour it is only tried again: the fault may pass.
      await settle(3);
      await settle(40);
      expect((await paymentByRef(t, paymentIntentId))!.status).toBe('pending');
      expect(await t.db.select().from(refunds)).toHaveLength(0);

      await settle(90); // asked at 3 and 40 minutes: next at 80 or later
      const payment = (await paymentByRef(t, paymentIntentId))!;
      expect(payment.status).toBe('refunded');
      const given = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
      expect(given).toMatchObject([{ amountCents: totalCost, reason: 'unfulfillable', status: 'succeeded' }]);
      await settle(200);
      expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toHaveLength(1);
      expect(await sessionsOf('BOOM1')).toHaveLength(0);

      // The driver's page, back at last, is told the money was given back.
      const late = await createSessions(t, paymentIntentId, driver.token);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(paymentRefundedInstead(MESSAGES.paymentNotApplied, totalCost));
    } finally {
      await t.db.execute(sql`drop trigger refuse_boom on sessions`);
      await t.db.execute(sql`drop function refuse_boom()`);
    }
  });

  it('does not look at payments more than a day old', async () => {
    const { paymentIntentId } = await paidButUnconfirmed('OLD1');
    await settle(25 * 60);
    expect((await paymentByRef(t, paymentIntentId))!.status).toBe('pending');
    expect(await sessionsOf('OLD1')).toHaveLength(0);
  });
});
