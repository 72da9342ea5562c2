import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { reminderMail } from '../../../shared/messages';
import { guestBookingToken } from '../sessions/guestLink';
import { receiptDateTime, zoneTimeName } from '../../../shared/dates';
import { DEFAULTS, LIMITS } from '../../../shared/limits';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { locations, outgoingMail, payments, sessions, users, zones } from '../../db/schema';
import { deliverAgain, type Mailer, type MailMessage } from '../../integrations/mail';
import { redeliverEmailChangedMails } from '../users/emailChangedRedelivery';

export interface RemindersDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  /** Signs a guest's link to their booking (sessions/guestLink.ts). */
  jwtSecret: string;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

/** A guest has no preference: the reminder goes this many minutes before the end. */
const GUEST_REMINDER_MINUTES = DEFAULTS.reminderMinutes;
/** The longest lead a driver may choose (users.reminder_minutes is 5 to 60). */
const MAX_REMINDER_MINUTES = LIMITS.reminderMinutesMax;
/**
 * With SMTP, a reminder still in the outbox this long after it was written lost its delivery (the
 * process stopped between the commit and the send): the next run sends it, once. Long enough that
 * a delivery under way (SMTP timeouts included) is never doubled.
 */
const REDELIVER_AFTER_MS = 5 * 60_000;
/** Older stranded reminders are left alone: by then the booking has ended. */
const REDELIVER_WITHIN_MS = LIMITS.reminderMinutesMax * 60_000;

/**
 * Reminder mails before a paid booking ends. Each due reminder is claimed by one conditional
 * UPDATE (reminded_end_time := end_time where it differs), so of two instances on one database
 * only one gets a given session; the mails are written to the outbox in the same transaction, so
 * a crash after the claim loses none. An extension moves end_time: the old reminder is then no
 * longer due, and the new end is claimable again. A booking the driver ended early (stopped_at) is
 * over and never reminded, whatever its end_time.
 *
 * One mail per payment and end time: the sessions of a booking of several vehicles share both,
 * so they are one mail listing the plates.
 */
export function createRemindersService(deps: RemindersDeps) {
  const { db, mailer, config, log } = deps;

  /** Claims (a lease in meta.redeliverAt, one conditional UPDATE) and sends reminders stranded in the outbox, but none of a booking ended early. */
  async function redeliverStranded(now: Date): Promise<number> {
    if (mailer.mode !== 'smtp') return 0;
    const at = now.toISOString();
    const lease = new Date(now.getTime() + REDELIVER_AFTER_MS).toISOString();
    const stranded = await db
      .update(outgoingMail)
      .set({ meta: sql`coalesce(${outgoingMail.meta}, '{}'::jsonb) || jsonb_build_object('redeliverAt', ${lease}::text)` })
      .where(
        and(
          eq(outgoingMail.kind, 'reminder'),
          eq(outgoingMail.status, 'outbox'),
          gt(outgoingMail.createdAt, new Date(now.getTime() - REDELIVER_WITHIN_MS)),
          sql`coalesce((${outgoingMail.meta} ->> 'redeliverAt')::timestamptz, ${outgoingMail.createdAt} + make_interval(secs => ${REDELIVER_AFTER_MS / 1000})) <= ${at}::timestamptz`,
          // A reminder claimed just before the driver ended the booking early, then stranded, would
          // arrive after the stop saying the parking ends soon: it stays unsent. One ended car of a
          // booking of several is enough, since the mail names every plate as ending soon.
          sql`not exists (
            select 1 from ${sessions}
            where ${sessions.stoppedAt} is not null
              and ${sessions.id} in (
                select jsonb_array_elements_text(
                  case when jsonb_typeof(${outgoingMail.meta} -> 'sessionIds') = 'array' then ${outgoingMail.meta} -> 'sessionIds' else '[]'::jsonb end
                )::uuid))`,
        ),
      )
      .returning();
    await deliverAgain(mailer, stranded, log, 'reminder mail');
    return stranded.length;
  }

  return {
    /**
     * Claims and writes every reminder due at `now`, then delivers them; resolves to the number of
     * new mails. With SMTP it first sends again the reminders a stopped process left undelivered.
     */
    async runDue(now: Date): Promise<number> {
      const resent = await redeliverStranded(now);
      if (resent > 0) log.info({ resent }, 'reminder mails left undelivered were sent again');
      // The same scheduler tries again the account mails whose delivery failed.
      const retried = await redeliverEmailChangedMails({ db, mailer, log }, now);
      if (retried > 0) log.info({ retried }, 'email-changed mails left undelivered were tried again');
      const at = now.toISOString();
      const userDue = sql`(${sessions.userId} is not null and exists (
        select 1 from ${users}
        where ${users.id} = ${sessions.userId}
          and ${users.deletedAt} is null and ${users.isActive} and not ${users.remindersOff}
          and ${sessions.endTime} - make_interval(mins => ${users.reminderMinutes}) <= ${at}::timestamptz))`;
      const guestDue = sql`(${sessions.userId} is null
        and ${sessions.endTime} - make_interval(mins => ${GUEST_REMINDER_MINUTES}) <= ${at}::timestamptz
        and exists (
          select 1 from ${payments}
          where ${payments.id} = ${sessions.paymentId} and coalesce(${payments.meta} ->> 'email', '') <> ''))`;

      const written = await db.transaction(async (tx) => {
        const claimed = await tx
          .update(sessions)
          .set({ remindedEndTime: sql`${sessions.endTime}` })
          .where(
            and(
              eq(sessions.kind, 'booking'),
              eq(sessions.paid, true),
              gt(sessions.endTime, now),
              lte(sessions.endTime, new Date(now.getTime() + MAX_REMINDER_MINUTES * 60_000)),
              sql`${sessions.remindedEndTime} is distinct from ${sessions.endTime}`,
              // Ended early by the driver: end_time became the stop time, which for a stop before the
              // start is the (future) start time, and for a stop racing this run is later than `now`,
              // so it can be in the window; the booking is over all the same (extend refuses it too).
              isNull(sessions.stoppedAt),
              sql`(${userDue} or ${guestDue})`,
            ),
          )
          .returning({ id: sessions.id });
        if (claimed.length === 0) return [];

        const rows = await tx
          .select({
            id: sessions.id,
            userId: sessions.userId,
            paymentId: sessions.paymentId,
            plate: sessions.plateNumber,
            state: sessions.state,
            endTime: sessions.endTime,
            createdAt: sessions.createdAt,
            userName: users.name,
            userEmail: users.email,
            paymentMeta: payments.meta,
            locationName: locations.name,
            timeZone: locations.timeZone,
            zoneNumber: zones.zoneNumber,
          })
          .from(sessions)
          .innerJoin(locations, eq(locations.id, sessions.locationId))
          .leftJoin(zones, eq(zones.id, sessions.zoneId))
          .leftJoin(users, eq(users.id, sessions.userId))
          .leftJoin(payments, eq(payments.id, sessions.paymentId))
          .where(
            inArray(
              sessions.id,
              claimed.map((c) => c.id),
            ),
          )
          .orderBy(sessions.createdAt, sessions.plateNumber);

        // One mail per payment and end time (a booking of several vehicles is one mail).
        const groups = new Map<string, typeof rows>();
        for (const row of rows) {
          const key = `${row.paymentId ?? row.id}/${row.endTime.toISOString()}`;
          groups.set(key, [...(groups.get(key) ?? []), row]);
        }

        const mails: { id: string; message: MailMessage }[] = [];
        for (const group of groups.values()) {
          const first = group[0]!;
          const guestEmail = first.paymentMeta?.email;
          const to = first.userEmail ?? (typeof guestEmail === 'string' ? guestEmail : '');
          if (!to) continue;
          const mail = reminderMail({
            name: first.userName,
            location: { name: first.locationName, zoneNumber: first.zoneNumber },
            plates: group.map((s) => ({ plate: s.plate, state: s.state })),
            end: receiptDateTime(first.endTime, first.timeZone),
            minutesLeft: Math.max(1, Math.ceil((first.endTime.getTime() - now.getTime()) / 60_000)),
            timeZone: zoneTimeName(first.timeZone, first.endTime),
            // A guest has no account: their link is signed, and opens the booking without one.
            extendLink: first.userId
              ? `${config.publicUrl}/bookings?extend=${first.id}`
              : `${config.publicUrl}/bookings/guest/${guestBookingToken(first.id, first.endTime, deps.jwtSecret, now)}`,
          });
          const message: MailMessage = {
            to,
            subject: mail.subject,
            text: mail.text,
            kind: 'reminder',
            meta: { sessionIds: group.map((s) => s.id), paymentId: first.paymentId, endTime: first.endTime.toISOString() },
          };
          mails.push({ id: await mailer.enqueue(tx, message), message });
        }
        return mails;
      });

      // Committed: each mail is in the outbox whatever happens next; now send (or log) them.
      for (const { id, message } of written) {
        try {
          await mailer.deliver(id, message);
        } catch (err) {
          log.error({ err, mailId: id }, 'reminder mail could not be sent');
        }
      }
      return written.length;
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;

/**
 * Calls runDue(new Date()) every `intervalMs` (never two runs at once); errors are logged, never
 * thrown. stop() clears the timer and waits for a run under way.
 */
export function startReminderScheduler(
  svc: { runDue(now: Date): Promise<unknown> },
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'error'>,
) {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = svc
      .runDue(new Date())
      .then(
        () => undefined,
        (err: unknown) => log.error({ err }, 'booking reminders failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
