import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { payments, sessions, type NewLocationRow, type NewZoneRow } from '../../src/server/db/schema';
import { DEMO_CARDS } from '../../src/server/integrations/payments/demo';
import { createLocation, createUser, createZone } from './support/factories';
import { call, type TestApp } from './support/testApp';

/** Shared set-up of the booking API tests: places, drivers and the demo payment steps. */

export async function count(t: TestApp, table: PgTable): Promise<number> {
  const [row] = await t.db.select({ c: sql<number>`count(*)::int` }).from(table);
  return row!.c;
}

export const written = async (t: TestApp) => ({ payments: await count(t, payments), sessions: await count(t, sessions) });

export const makeUser = (t: TestApp, role: 'customer' | 'vendor' | 'odogwu' = 'customer') => createUser(t, { role });

/** A location with one zone. Open hours default to around the clock (open = close) so tests do not depend on the clock. */
export async function makeZone(t: TestApp, opts: { zone?: Partial<NewZoneRow>; location?: Partial<NewLocationRow> } = {}) {
  const owner = await makeUser(t, 'vendor');
  const location = await createLocation(t, {
    ownerId: owner.user.id,
    name: 'Main Street Garage',
    address: '100 Main St, Springfield, NY 10001',
    latitude: 40.75,
    longitude: -73.99,
    timeZone: 'America/New_York',
    ...opts.location,
  });
  const zone = await createZone(t, { locationId: location.id, zoneNumber: '12', priceCents: 500, ...opts.zone });
  return { location, zone, owner };
}

export const intent = (t: TestApp, body: unknown, token?: string) => call(t.app, 'POST', '/api/v1/billing/stripe-intent', { body, token });

export const confirmDemo = (t: TestApp, paymentIntentId: string, clientSecret: string, cardNumber: string = DEMO_CARDS.success) =>
  call(t.app, 'POST', '/api/v1/billing/demo/confirm', { body: { paymentIntentId, clientSecret, cardNumber, expiry: '12/34', cvc: '123' } });

/** An intent the server opened (booking or extension), paid with the demo card: its reference and total in cents. */
export async function paidOnDemoCard(t: TestApp, opened: Awaited<ReturnType<typeof call>>) {
  expect(opened.statusCode).toBe(200);
  const { paymentIntentId, clientSecret, totalCost } = opened.json<{
    paymentIntentId: string;
    clientSecret: string;
    totalCost: number;
  }>();
  expect((await confirmDemo(t, paymentIntentId, clientSecret)).statusCode).toBe(200);
  return { paymentIntentId, totalCost };
}

export const createSessions = (t: TestApp, paymentIntentId: string, token?: string, extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/v1/sessions', { body: { paymentIntentId, ...extra }, token });

/** Intent, demo card, POST /sessions: the whole booking, returning the sessions answer. */
export async function book(t: TestApp, body: Record<string, unknown>, token?: string) {
  const i = await intent(t, body, token);
  if (i.statusCode !== 200) throw new Error(`intent ${i.statusCode}: ${i.body}`);
  const { paymentIntentId, clientSecret } = i.json();
  const c = await confirmDemo(t, paymentIntentId, clientSecret);
  if (c.statusCode !== 200) throw new Error(`confirm ${c.statusCode}: ${c.body}`);
  const s = await createSessions(t, paymentIntentId, token);
  if (s.statusCode !== 201) throw new Error(`sessions ${s.statusCode}: ${s.body}`);
  return { intent: i.json(), paymentIntentId, sessions: s.json().data.data };
}

export async function paymentByRef(t: TestApp, ref: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.providerRef, ref));
  return row;
}

/** HH:MM in UTC, `minutes` from now (wrapping around midnight). */
export function utcClock(minutesFromNow: number): string {
  const d = new Date(Date.now() + minutesFromNow * 60_000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}
