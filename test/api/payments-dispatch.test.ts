import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { payments } from '../../src/server/db/schema';
import type { PaymentProvider, VerifiedPayment } from '../../src/server/integrations/payments';
import type { PaymentKind } from '../../src/server/modules/payments/kinds';
import { createPaymentsService } from '../../src/server/modules/payments/service';
import { MESSAGES } from '../../src/shared/messages';
import { backends, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

/** A provider that says every payment succeeded in full: the dispatcher's own rules are what is tested. */
const paidProvider: PaymentProvider = {
  name: 'demo',
  createIntent: () => Promise.reject(new Error('not used')),
  verify: (providerRef): Promise<VerifiedPayment> =>
    Promise.resolve({ providerRef, state: 'succeeded', amountCents: 500, currency: 'usd' }),
  refund: () => Promise.reject(new Error('not used')),
};

const TicketMeta = z.object({ kind: z.literal('ticket'), ticketId: z.string() });
type TicketMeta = z.infer<typeof TicketMeta>;

/** The payments module's dispatcher: a confirmed payment goes to the kind registered for meta.kind, once. */
describe.each(backends)('payments dispatcher (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const pendingPayment = async (meta: Record<string, unknown>) => {
    const ref = `demo_pi_${crypto.randomUUID()}`;
    await t.db.insert(payments).values({ provider: 'demo', providerRef: ref, amountCents: 500, status: 'pending', meta });
    return ref;
  };

  it('refuses a confirmed payment of a kind no module registered, and leaves it pending', async () => {
    const service = createPaymentsService({
      db: t.db,
      provider: paidProvider,
      log: { error: () => undefined, warn: () => undefined, info: () => undefined },
    });
    const ref = await pendingPayment({ kind: 'refund', amount: 500 });
    await expect(service.confirmAny(ref)).rejects.toMatchObject({ statusCode: 400, message: MESSAGES.paymentNotForParking });
    const [row] = await t.db.select().from(payments).where(eq(payments.providerRef, ref));
    expect(row?.status).toBe('pending');
  });

  it('calls the registered handler once under two concurrent confirmations; the other gets the replay', async () => {
    const service = createPaymentsService({
      db: t.db,
      provider: paidProvider,
      log: { error: () => undefined, warn: () => undefined, info: () => undefined },
    });
    const fulfilled: string[] = [];
    // committed: told once, after the commit, never on the replay.
    const committed: string[] = [];
    const ticket: PaymentKind<TicketMeta, string> = {
      kind: 'ticket',
      meta: TicketMeta,
      notThisKind: 'not a ticket',
      fulfil: async (_tx, _payment, meta) => {
        fulfilled.push(meta.ticketId);
        // Hold the lock a while, so the second confirmation arrives while the first is writing.
        await new Promise((resolve) => setTimeout(resolve, 200));
        return `made ${meta.ticketId}`;
      },
      fulfilled: (_tx, _payment, meta) => Promise.resolve(`made ${meta.ticketId}`),
      committed: (outcome) => committed.push(outcome),
    };
    service.register(ticket);
    const ref = await pendingPayment({ kind: 'ticket', ticketId: 'T-1' });

    const both = await Promise.all([service.confirm(ticket, ref), service.confirmAny(ref)]);
    expect(fulfilled).toEqual(['T-1']);
    expect(both.map((r) => r.created).sort()).toEqual([false, true]);
    expect(both.map((r) => r.outcome)).toEqual(['made T-1', 'made T-1']);
    const [row] = await t.db.select().from(payments).where(eq(payments.providerRef, ref));
    expect(row?.status).toBe('succeeded');
    expect(committed).toEqual(['made T-1']);
  });

  it('refuses to register one kind twice', () => {
    const service = createPaymentsService({
      db: t.db,
      provider: paidProvider,
      log: { error: () => undefined, warn: () => undefined, info: () => undefined },
    });
    const kind: PaymentKind<TicketMeta, string> = {
      kind: 'ticket',
      meta: TicketMeta,
      notThisKind: 'not a ticket',
      fulfil: () => Promise.resolve(''),
      fulfilled: () => Promise.resolve(''),
    };
    service.register(kind);
    expect(() => service.register(kind)).toThrow(/registered twice/);
  });
});
