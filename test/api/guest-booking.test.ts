import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { payments, refunds, sessions } from '../../src/server/db/schema';
import { guestBookingToken } from '../../src/server/modules/sessions/guestLink';
import { MESSAGES } from '../../src/shared/messages';
import { book, confirmDemo, makeUser, makeZone, paymentByRef } from './bookingFixtures';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

const SECRET = 'test-secret-test-secret-test-secret';

/** A guest has no account: the signed link of the reminder mail is what lets them extend or end their booking. */
describe.each(backends)("a guest's booking through its link (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  async function guestBooking(hours = 2) {
    const { zone } = await makeZone(t);
    const b = await book(t, { zoneId: zone.id, hours, vehicles: [{ plate: 'GUEST1', state: 'NY' }], email: 'g@example.com' });
    const session = b.sessions.sessions[0] as { _id: string; endTime: string };
    return { session, token: guestBookingToken(session._id, new Date(session.endTime), SECRET), paymentIntentId: b.paymentIntentId };
  }
  const base = (token: string) => `/api/v1/sessions/guest/${token}`;

  it("a guest's new booking answers with its link; a signed-in driver's does not", async () => {
    const { zone } = await makeZone(t);
    const b = await book(t, { zoneId: zone.id, hours: 2, vehicles: [{ plate: 'LINK1', state: 'NY' }] });
    const [view] = b.sessions.sessions as { _id: string; guestToken?: string }[];
    expect(view!.guestToken).toEqual(expect.any(String));
    const opened = await call(t.app, 'GET', base(view!.guestToken!));
    expect(opened.json().data).toMatchObject({ _id: view!._id, canExtend: true });
    const me = await makeUser(t);
    const mine = (await book(t, { zoneId: zone.id, hours: 2, vehicles: [{ plate: 'LINK2', state: 'NY' }] }, me.token)).sessions.sessions[0];
    expect(mine).not.toHaveProperty('guestToken');
  });

  it('shows the booking to whoever holds the link, with Extend and End Parking Now', async () => {
    const { session, token } = await guestBooking();
    const res = await call(t.app, 'GET', base(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: session._id, plateNumber: 'GUEST1', canExtend: true, canStop: true, refunded: 0 });
  });

  it('refuses a forged, expired or other link, and a link to a booking that has an account', async () => {
    const { session } = await guestBooking();
    const forged = guestBookingToken(session._id, new Date(session.endTime), 'another-secret-another-secret');
    const expired = jwt.sign({ purpose: 'guest-booking' }, SECRET, { subject: session._id, expiresIn: -10 });
    const otherPurpose = jwt.sign({ purpose: 'reset' }, SECRET, { subject: session._id, expiresIn: 600 });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ purpose: 'guest-booking', sub: session._id })).toString('base64url')}.`;
    for (const token of [forged, expired, otherPurpose, none]) {
      const res = await call(t.app, 'GET', base(token));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.guestLinkInvalid);
    }
    const { zone } = await makeZone(t);
    const me = await makeUser(t);
    const mine = (await book(t, { zoneId: zone.id, hours: 2, vehicles: [{ plate: 'ACCT1', state: 'NY' }] }, me.token)).sessions.sessions[0];
    const link = guestBookingToken(mine._id, new Date(mine.endTime), SECRET);
    expect((await call(t.app, 'GET', base(link))).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `${base(link)}/extend`, { body: { hours: 1 } })).statusCode).toBe(404);
  });

  it('extends through the link: pays for the added hour, then moves the end once', async () => {
    const { session, token } = await guestBooking(2);
    const q = await call(t.app, 'POST', `${base(token)}/extend`, { body: { hours: 1 } });
    expect(q.statusCode).toBe(200);
    const { paymentIntentId, clientSecret, totalCost } = q.json();
    expect(totalCost).toBe(675);
    expect((await paymentByRef(t, paymentIntentId))!.userId).toBeNull();
    expect((await confirmDemo(t, paymentIntentId, clientSecret)).statusCode).toBe(200);
    const done = await call(t.app, 'POST', `${base(token)}/extend/confirm`, { body: { paymentIntentId } });
    expect(done.statusCode).toBe(200);
    expect(Date.parse(done.json().data.data.endTime) - Date.parse(session.endTime)).toBe(60 * 60_000);
    expect((await call(t.app, 'POST', `${base(token)}/extend/confirm`, { body: { paymentIntentId } })).statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, session._id));
    expect(row!.totalCostCents).toBe(1350 + 675);

    // Another guest's link cannot apply this payment to their booking.
    const other = await guestBooking(2);
    const wrong = await call(t.app, 'POST', `${base(other.token)}/extend/confirm`, { body: { paymentIntentId } });
    expect(wrong.json()).toEqual({ status: 'fail', message: MESSAGES.extendWrongPayment });
  });

  it('ends the booking early through the link and refunds the unused minutes', async () => {
    const { session, token } = await guestBooking(2);
    const start = new Date(Date.now() - (30 * 60 - 30) * 1000);
    await t.db
      .update(sessions)
      .set({ startTime: start, endTime: new Date(start.getTime() + 120 * 60_000) })
      .where(eq(sessions.id, session._id));
    expect((await call(t.app, 'GET', `${base(token)}/stop`)).json().data).toMatchObject({ keepCents: 675, refundCents: 675 });
    const res = await call(t.app, 'POST', `${base(token)}/stop`, { body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ refundCents: 675, session: { refunded: 6.75, canStop: false } });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.sessionId, session._id));
    expect(refund).toMatchObject({ amountCents: 675, status: 'succeeded', userId: null });
    expect(await t.db.select().from(payments).where(eq(payments.id, refund!.paymentId!))).toHaveLength(1);
  });
});
