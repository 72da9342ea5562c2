import type { Db } from '../../db/client';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go, e.g. the visitor who wrote through the contact form. */
  replyTo?: string;
  /** What the mail is for (reset, invite, receipt, contact, reminder, ...); kept with the outbox row. */
  kind: string;
  meta?: Record<string, unknown>;
}

/** Where a mail row is written: the database, or an open transaction on it. */
export type MailStore = Pick<Db, 'insert'>;

export interface Mailer {
  /** 'smtp' sends for real; 'outbox' only stores (and logs) the message. */
  readonly mode: 'smtp' | 'outbox';
  /** Stores the message in outgoing_mail and, with SMTP, sends it. Resolves to the outbox row id. */
  send(message: MailMessage): Promise<string>;
  /**
   * Only stores the message, through `into` (a transaction, so the mail is written or dropped with
   * the change it belongs to). Call `deliver` with the id once that transaction has committed.
   */
  enqueue(into: MailStore, message: MailMessage): Promise<string>;
  /** Sends (with SMTP) or logs (outbox) a stored message and marks its row; `send` is enqueue + deliver. */
  deliver(id: string, message: MailMessage): Promise<void>;
}
