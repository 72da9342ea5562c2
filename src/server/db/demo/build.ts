import { addEvents, addMembers, addSubscriptions, addValidationCodes, addVendors } from './management';
import { addLocations, addVehicles } from './places';
import { DemoRandom } from './random';
import { addCurrentSessions, addSessionHistory } from './sessions';
import { DAY } from './time';
import type { DemoContext, DemoOwners, DemoRows } from './types';
import { addValetTickets } from './valet';

export type { DemoOwners, DemoRows } from './types';

/**
 * Builds every demo row but the users from a fixed seed, so the same `now` gives the same rows,
 * ids included. The caller floors `now` to the hour: stable screenshots, yet data always ends "today".
 */
export function buildDemoRows(owners: DemoOwners, now: Date): DemoRows {
  // History starts on the 1st of the month a year before this one: 13 month chips, all with data.
  const historyStart = Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 1);
  const ctx: DemoContext = {
    rnd: new DemoRandom(20261122),
    owners,
    now,
    historyDays: Math.floor((now.getTime() - historyStart) / DAY),
    rows: {
      locations: [],
      zones: [],
      vehicles: [],
      payments: [],
      vendors: [],
      vendorPlates: [],
      sessions: [],
      validationCodes: [],
      members: [],
      events: [],
      valetTickets: [],
      subscriptions: [],
      subscriptionPayments: [],
    },
    locationIds: new Map(),
    zonesByLocation: new Map(),
    pool: [],
    customerVehicles: [],
    codesByLocation: new Map(),
    vendorsByLocation: new Map(),
    membersByLocation: new Map(),
  };
  addLocations(ctx);
  addVehicles(ctx);
  addValidationCodes(ctx);
  addVendors(ctx);
  addMembers(ctx);
  addEvents(ctx);
  addSessionHistory(ctx);
  addCurrentSessions(ctx);
  addValetTickets(ctx, 'peachtree');
  addSubscriptions(ctx);
  settleDemoPayments(ctx);
  return ctx.rows;
}

/**
 * The demo provider keeps a payment's card state in the row (meta.demo, integrations/payments/demo):
 * the seeded payments carry the state of a card that was charged, for their final amounts, so a
 * seeded booking can be ended early and refunded like one paid on the demo card.
 */
function settleDemoPayments({ rows }: DemoContext): void {
  for (const p of rows.payments) {
    if (p.provider !== 'demo') continue;
    const amountCents = p.amountCents;
    const state = {
      intentId: p.providerRef,
      clientSecret: `${p.providerRef}_secret_seeded`,
      amountCents,
      currency: 'usd',
      status: 'succeeded',
    };
    p.meta = { ...(p.meta ?? {}), demo: state };
  }
}
