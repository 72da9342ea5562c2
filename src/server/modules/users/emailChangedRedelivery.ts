import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outgoingMail, userTokens } from '../../db/schema';
import { deliverAgain, type Mailer } from '../../integrations/mail';

/** The first try again this long after the mail was written or last tried; each later wait doubles. */
export const EMAIL_CHANGED_RETRY_FIRST_MS = 5 * 60_000;
/** Tries after the first delivery: 5 min after it, then 10, 20 … 320 min apart, then every 640 min: 16 tries over about 4½ days. */
export const EMAIL_CHANGED_MAX_RETRIES = 16;

/**
 * With SMTP, sends again the "your email was changed" mails that were not delivered: the send
 * failed (the SMTP server was down) or the process stopped before it. That mail carries the only
 * way back for an account taken by a stolen session (users/service.ts), so it is tried again while
 * its undo link is unused and unexpired (7 days), with waits that double, never two deliveries of one try:
 * each is claimed by one conditional UPDATE (a lease in meta.redeliverAt), as the reminders are.
 * Resolves to the number of mails tried.
 */
export async function redeliverEmailChangedMails(
  deps: { db: Db; mailer: Mailer; log: Pick<FastifyBaseLogger, 'error'> },
  now: Date,
): Promise<number> {
  const { db, mailer, log } = deps;
  if (mailer.mode !== 'smtp') return 0;
  const at = now.toISOString();
  const tries = sql`coalesce((${outgoingMail.meta} ->> 'retries')::int, 0)`;
  const claimed = await db
    .update(outgoingMail)
    .set({
      meta: sql`coalesce(${outgoingMail.meta}, '{}'::jsonb) || jsonb_build_object(
        'retries', ${tries} + 1,
        'redeliverAt', (${at}::timestamptz + make_interval(secs => ${EMAIL_CHANGED_RETRY_FIRST_MS / 1000} * power(2, least(${tries} + 1, 7))))::text)`,
    })
    .where(
      and(
        eq(outgoingMail.kind, 'email-changed'),
        inArray(outgoingMail.status, ['outbox', 'failed']),
        sql`${tries} < ${EMAIL_CHANGED_MAX_RETRIES}`,
        sql`coalesce((${outgoingMail.meta} ->> 'redeliverAt')::timestamptz, ${outgoingMail.createdAt} + make_interval(secs => ${EMAIL_CHANGED_RETRY_FIRST_MS / 1000})) <= ${at}::timestamptz`,
        // Only while its link can still put the address back.
        sql`exists (
          select 1 from ${userTokens}
          where ${userTokens.id}::text = ${outgoingMail.meta} ->> 'tokenId'
            and ${userTokens.usedAt} is null and ${userTokens.expiresAt} > ${at}::timestamptz)`,
      ),
    )
    .returning();
  await deliverAgain(mailer, claimed, log, 'email-changed mail');
  return claimed.length;
}
