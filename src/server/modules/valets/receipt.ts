import { and, eq } from 'drizzle-orm';
import { MESSAGES, valetReceiptMail, valetReceiptSentTo } from '../../../shared/messages';
import { receiptDate } from '../../../shared/dates';
import { ticketSettled } from '../../../shared/valet';
import type { Mailer } from '../../integrations/mail';
import { payments } from '../../db/schema';
import { conflict } from '../../errors';
import type { ValetsService } from './service';
import { estimatedTotal } from './view';

/**
 * The valet receipt (SPEC: "Valet send receipt", payload valet): sent to the address the customer
 * typed, which the spec's payload drops and ours keeps. Only for the ticket the phone number opens.
 */
export async function sendValetReceipt(
  deps: { valets: ValetsService; mailer: Mailer; now?: () => Date },
  input: { ticketId: string; email: string; phone?: string },
): Promise<string> {
  const at = (deps.now ?? (() => new Date()))();
  const row = await deps.valets.reachedByPhone(input.ticketId, input.phone);
  const { t } = row;
  // Only for money taken: a ticket just handed in counts as paid on the pages (SPEC 4), yet a receipt
  // would say it was paid in cash.
  if (!ticketSettled(t)) throw conflict(MESSAGES.valetReceiptUnpaid);
  const [online] = await deps.valets.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.valetTicketId, t.id), eq(payments.status, 'succeeded')))
    .limit(1);
  const mail = valetReceiptMail({
    ticketNumber: t.ticketNumber,
    date: receiptDate(t.paidAt ?? at, row.timeZone ?? undefined),
    location: row.locationName ? { name: row.locationName, address: row.locationAddress ?? '' } : null,
    plate: t.plateNumber,
    state: t.state,
    vehicle: [t.color, t.make, t.model].filter(Boolean).join(' '),
    totalCents: t.paid ? t.totalCostCents : estimatedTotal(t, at),
    tipCents: t.tipCents,
    paidOnline: online !== undefined,
  });
  await deps.mailer.send({ to: input.email, subject: mail.subject, text: mail.text, kind: 'valet-receipt', meta: { valetTicketId: t.id } });
  return valetReceiptSentTo(input.email);
}
