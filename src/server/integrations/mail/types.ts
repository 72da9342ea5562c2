export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go, e.g. the visitor who wrote through the contact form. */
  replyTo?: string;
  /** What the mail is for (reset, invite, receipt, contact, ...); kept with the outbox row. */
  kind: string;
  meta?: Record<string, unknown>;
}

export interface Mailer {
  /** 'smtp' sends for real; 'outbox' only stores (and logs) the message. */
  readonly mode: 'smtp' | 'outbox';
  /** Stores the message in outgoing_mail and, with SMTP, sends it. Resolves to the outbox row id. */
  send(message: MailMessage): Promise<string>;
}
