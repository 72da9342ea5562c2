import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { outgoingMail } from '../../db/schema';
import type { Mailer, MailMessage, MailStore } from './types';

export type { Mailer, MailMessage, MailStore } from './types';

/** The bare address of a "Name <address>" header value (MAIL_FROM), or the value itself. */
export function addressOf(header: string): string {
  const m = /<([^>]+)>/.exec(header);
  return (m ? m[1]! : header).trim();
}

/**
 * Sends again stored mails that a caller claimed for it (a lease it set in one conditional UPDATE),
 * one by one; a send that fails is logged as `what` and marked failed by the delivery itself.
 */
export async function deliverAgain(
  mailer: Mailer,
  rows: readonly (typeof outgoingMail.$inferSelect)[],
  log: Pick<FastifyBaseLogger, 'error'>,
  what: string,
): Promise<void> {
  for (const row of rows) {
    try {
      await mailer.deliver(row.id, { to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined, kind: row.kind });
    } catch (err) {
      log.error({ err, mailId: row.id }, `${what} could not be sent again`);
    }
  }
}

/**
 * Every mail is first stored in outgoing_mail. With SMTP_URL it is then sent and marked sent (or
 * failed, with the error); without it the row stays in the outbox and its text is logged, so a
 * reset or invite link can be followed on a machine with no mail server.
 */
export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  const smtpUrl = config.smtpUrl;
  let transport: { sendMail(m: object): Promise<unknown> } | undefined;

  async function enqueue(into: MailStore, message: MailMessage): Promise<string> {
    const [row] = await into
      .insert(outgoingMail)
      .values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        kind: message.kind,
        meta: message.replyTo ? { ...message.meta, replyTo: message.replyTo } : message.meta,
      })
      .returning({ id: outgoingMail.id });
    return row!.id;
  }

  /** Both modes send the same way: the outbox row first, then the delivery. */
  const mailer = (mode: Mailer['mode'], deliver: Mailer['deliver']): Mailer => ({
    mode,
    enqueue,
    deliver,
    async send(message) {
      const id = await enqueue(db, message);
      await deliver(id, message);
      return id;
    },
  });

  if (!smtpUrl) {
    return mailer('outbox', async (id, message) => {
      log.info({ mailId: id, to: message.to, kind: message.kind }, `outbox mail "${message.subject}":\n${message.text}`);
    });
  }

  const deliver = async (id: string, message: MailMessage) => {
    try {
      if (!transport) {
        const nodemailer = await import('nodemailer');
        transport = nodemailer.createTransport(smtpUrl);
      }
      await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
      });
      await db.update(outgoingMail).set({ status: 'sent', sentAt: new Date() }).where(eq(outgoingMail.id, id));
    } catch (err) {
      await db
        .update(outgoingMail)
        .set({ status: 'failed', error: err instanceof Error ? err.message : String(err) })
        .where(eq(outgoingMail.id, id));
      throw err;
    }
  };
  return mailer('smtp', deliver);
}
