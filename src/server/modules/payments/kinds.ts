import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { PaymentRow } from '../../db/schema';
import { HttpError } from '../../errors';

/** The transaction a payment kind writes in: the one that holds the payments row's lock. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What one kind of payment is for and how a confirmed payment of it is fulfilled. The module that
 * owns what was bought registers its kinds with the payments service (sessions: `booking` and
 * `extension`; next refunds, valet tickets, subscriptions). payments.meta.kind names the kind.
 *
 * Both functions run inside the transaction that locked the payments row, so `fulfil` runs at most
 * once per payment and a replay gets `fulfilled`, never a second `fulfil`.
 */
export interface PaymentKind<Meta extends { kind: string }, Outcome> {
  kind: Meta['kind'];
  /** payments.meta of this kind, as written when the payment was opened. */
  meta: z.ZodType<Meta>;
  /** The refusal when a payment of this kind is confirmed where another kind was expected. */
  notThisKind: string;
  /**
   * Makes what the payment bought; throws (HttpError) to refuse, leaving the payment pending, or
   * `Unfulfillable` when the money was taken for something it can no longer buy: the payments
   * service then gives it back.
   */
  fulfil(tx: Tx, payment: PaymentRow, meta: Meta, now: Date): Promise<Outcome>;
  /** What fulfil made, read back for a replay. */
  fulfilled(tx: Tx, payment: PaymentRow, meta: Meta): Promise<Outcome>;
  /**
   * Told once the transaction in which `fulfil` wrote has committed (never on a replay): live
   * updates (plugins/live.ts). Must not throw; a failure is logged and the confirmation stands.
   */
  committed?(outcome: Outcome, meta: Meta): void;
}

/** Any registered kind, its meta and outcome types forgotten (the registry holds kinds of every shape). */
export type AnyPaymentKind = PaymentKind<{ kind: string }, unknown>;

/**
 * What a kind's fulfil throws when a payment that went through can never buy what it was for: the
 * ticket was paid another way meanwhile (cash at the desk, a second tab), the session it extends or
 * the location it books was deleted while the driver paid. Retrying would not help and keeping the
 * money would charge for nothing, so the payments service refunds the payment in full.
 */
export class Unfulfillable extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
