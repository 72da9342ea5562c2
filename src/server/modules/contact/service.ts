import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/mail/types';
import { contactEmail, MESSAGES, welcomeEmail } from '../../../shared/messages';
import { can } from '../../../shared/access';
import { isValidEmail } from '../../../shared/password';
import { badRequest } from '../../errors';
import { findLiveUserByEmail } from '../users/service';
import { and, eq, sql } from 'drizzle-orm';
import { contactMessages, outgoingMail } from '../../db/schema';
import { addressOf } from '../../integrations/mail';
import { successBody } from '../../schemas/common';

export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

export function createContactService(deps: { db: Db; mailer: Mailer; config: Config; log: FastifyBaseLogger }) {
  const { db, mailer, config, log } = deps;
  // SUPPORT_EMAIL, read by people; else the address the product mails from (often a no-reply one: README says so).
  const supportAddress = config.supportEmail ?? addressOf(config.mailFrom);

  return {
    async contactUs(input: ContactInput, userId: string | null) {
      const name = input.name.trim();
      const email = input.email.trim();
      const message = input.message.trim();
      if (!name || !email || !message) throw badRequest(MESSAGES.contactFieldsRequired);
      if (!isValidEmail(email)) throw badRequest(MESSAGES.emailInvalid);
      const [row] = await db.insert(contactMessages).values({ name, email, message, userId }).returning({ id: contactMessages.id });
      try {
        await mailer.send({
          to: supportAddress,
          replyTo: email,
          ...contactEmail(name, email, message),
          kind: 'contact',
          meta: { contactMessageId: row!.id, userId },
        });
      } catch (err) {
        // The message is stored and support reads contact_messages too, so the visitor is not
        // asked to send it again; the failed mail row records the error.
        log.error({ err, contactMessageId: row!.id }, 'contact mail could not be sent');
      }
      return successBody({ message: MESSAGES.contactThanks });
    },

    /**
     * /contact/welcome: the welcome email of an account, to that account's own address only (never
     * to an address without an account: the call cannot mail strangers).
     */
    /** POST /contact/welcome's input check (400 with its message): what was sent, not who has an account. */
    checkWelcome(input: { name: string; email: string }): void {
      const email = input.email.trim();
      if (!input.name.trim() || !email) throw badRequest(MESSAGES.contactFieldsRequired);
      if (!isValidEmail(email)) throw badRequest(MESSAGES.emailInvalid);
    },

    /**
     * Mails the account of `email` its welcome, once in its life; whether it was sent (no account, or
     * welcomed already: nothing, and false). Once: a stranger could otherwise have "Welcome to Parking"
     * mailed to a long-standing account every day.
     */
    async welcome(input: { name: string; email: string }): Promise<boolean> {
      const user = await findLiveUserByEmail(db, input.email.trim());
      if (!user) return false;
      const [welcomed] = await db
        .select({ id: outgoingMail.id })
        .from(outgoingMail)
        .where(and(eq(outgoingMail.kind, 'welcome'), sql`${outgoingMail.meta}->>'userId' = ${user.id}`))
        .limit(1);
      if (welcomed) return false;
      try {
        await mailer.send({
          to: user.email,
          ...welcomeEmail(user.name, config.publicUrl, can(user, 'manageLocations')),
          kind: 'welcome',
          meta: { userId: user.id },
        });
        return true;
      } catch (err) {
        log.error({ err, userId: user.id }, 'welcome mail could not be sent');
        return false;
      }
    },
  };
}
