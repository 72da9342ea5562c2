import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { APP_TEXT, AUTH_MESSAGES, noValetTickets, SERVER_MESSAGES, VALET_TEXT } from '../../../shared/messages';
import { ticketPhone } from '../../../shared/phone';
import { customerCountsAsPaid, ticketSettled, valetDisplayStatus, valetStatusColor } from '../../../shared/valet';
import { errorMessage, refusedAsMalformed, refusedField, serverMessage } from '../../api/errors';
import { useGetValetByPhoneQuery, type ValetTicket } from '../../api/enhanced/valets';
import { useLiveValetByPhone } from '../../api/live';
import { serviceProblemOf } from '../../api/serviceStatus';
import { NoticeBox } from '../../components/NoticeBox';
import { TOKENS } from '../../themeTokens';

/**
 * Whether the customer may still pay this ticket: what /valet/pay offers a payment for (it shows
 * Ticket Paid! instead when the customer counts as paid, SPEC 4, or there is nothing to pay).
 * /valet/review shows Pay Online and Pay Cash only then.
 */
export function paymentDue(ticket: Pick<ValetTicket, 'status' | 'paid' | 'estimatedTotal'>): boolean {
  return !customerCountsAsPaid(ticket) && ticket.estimatedTotal > 0;
}

/** What the customer paid: the online charge (total plus tip) when paid online, else the estimate (cash). */
export function totalPaidCents(ticket: Pick<ValetTicket, 'paid' | 'totalCost' | 'tip' | 'estimatedTotal'>): number {
  return ticket.paid && ticket.totalCost > 0 ? ticket.totalCost + ticket.tip : ticket.estimatedTotal;
}

/**
 * What the amount on a ticket counted as paid is called: Total Paid only once money was taken. A
 * ticket just handed in (entry) counts as paid by SPEC 4's rule, yet nothing was taken: its amount
 * is the estimate, and a receipt must not call it paid.
 */
export function paidAmountLabel(ticket: Pick<ValetTicket, 'status' | 'paid'>): string {
  return ticketSettled(ticket) ? VALET_TEXT.totalPaid : VALET_TEXT.estTotal;
}

/**
 * The customer pages' three addresses for one phone number, and for one of its tickets (`t`, its
 * _id) when the number has several open: SPEC's `?pn=` alone otherwise.
 */
const customerAddress = (page: string) => (pn: string, ticketId?: string) =>
  `/valet/${page}?pn=${encodeURIComponent(pn)}${ticketId ? `&t=${encodeURIComponent(ticketId)}` : ''}`;
export const valetPath = {
  review: customerAddress('review'),
  pay: customerAddress('pay'),
  receipt: customerAddress('receipt'),
};

/**
 * The customer pages' ticket: the phone number from ?pn= (SPEC 2: the page goes back without it)
 * and the open ticket for it. A customer types the number or follows a link as they know it
 * ("(404) 555-0199", "+1 404-555-0199"): the page asks for the digits the tickets store (one rule
 * with the server, src/shared/phone.ts), and does not ask at all for what no ticket can have.
 * `typed` is ?pn= as given (what "No Tickets found for this number" repeats; '' while the page is
 * going back), `phone` the number to look up (null: none), `pn` what the page passes on (its links,
 * the phone number in its calls): the digits when there are any, else the text as given.
 * Every customer page (review, pay, receipt) follows the staff's changes (parked, ready, paid in
 * cash) without a reload: the live stream of the digits looked up (none for a number no ticket can
 * have) refetches the ticket.
 * A number with several open tickets (two cars handed in on one phone): ?t= picks one (the newest
 * without it), `tickets` lists them all, and `ticketId` is what the page's links carry to stay on
 * the same car (undefined with one ticket, so the links are SPEC's).
 */
export function useCustomerTicket() {
  const [params] = useSearchParams();
  const typed = params.get('pn')?.trim() ?? '';
  const asked = params.get('t') ?? '';
  const phone = ticketPhone(typed);
  const navigate = useNavigate();
  useEffect(() => {
    if (!typed) void navigate(-1);
  }, [typed, navigate]);
  const query = useGetValetByPhoneQuery({ phone: phone ?? '', ...(asked ? { ticket: asked } : {}) }, { skip: phone === null });
  useLiveValetByPhone(phone);
  // A refetch that got no answer (no signal, the server unreachable) keeps the ticket last seen: the
  // page and what is under way on it (a payment, a request) stay, and the banner says what failed.
  const ticket = phone === null || (query.isError && !unreachable(query.error)) ? null : (query.data?.valet ?? null);
  const tickets = phone === null ? [] : (query.data?.tickets ?? []);
  const ticketId = ticket && tickets.length > 1 ? ticket._id : undefined;
  return { typed, phone, pn: phone ?? typed, ticket, tickets, ticketId, query };
}

/** A failure that says nothing about the ticket (no answer, or the service down): the last one seen still holds. */
const unreachable = (error: unknown): boolean => serviceProblemOf(error as FetchBaseQueryError | undefined) !== null;

/**
 * What a customer page shows before its ticket (a plain function, not a component): nothing while going back, the loading line, the
 * server's error in red (SPEC 8), or "No Tickets found for this number". Null once there is a ticket.
 */
export function ticketGate({ typed, phone, query }: Pick<ReturnType<typeof useCustomerTicket>, 'typed' | 'phone' | 'query'>): ReactNode {
  if (!typed) return <p />;
  // A number the server refuses as malformed (400) has no ticket either; one that cannot be a
  // ticket's number (not 1 to 10 digits once written plainly) is not asked about.
  const malformed = phone === null || refusedAsMalformed(query.error);
  if (!malformed && query.isLoading) return <p role="status">{APP_TEXT.loading}</p>;
  const lastSeen = unreachable(query.error) && query.data?.valet;
  if (query.isError && !malformed && !lastSeen)
    return <NoticeBox type="error">{errorMessage(query.error, SERVER_MESSAGES.serverError)}</NoticeBox>;
  // The page's one message, so it is its heading.
  if (malformed || !query.data?.valet)
    return <h1 style={{ fontSize: 20, fontWeight: 600, textAlign: 'center', margin: '32px 0' }}>{noValetTickets(typed)}</h1>;
  return null;
}

/**
 * A customer page's failure in its own words: SPEC 8's "the error's message" when the server says
 * one, but never the API's field-prefixed input check ("email: Invalid email address"): a refused
 * email address is asked for again in plain words, any other refused field (nothing the customer
 * typed) reads as `fallback`.
 */
export function customerFailure(error: unknown, fallback: string): string {
  const field = refusedField(error);
  if (field === 'email') return AUTH_MESSAGES.emailInvalid;
  if (field) return fallback;
  return serverMessage(error, fallback);
}

const ROW = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: 12,
  padding: '10px 0',
  borderTop: `1px solid ${TOKENS.colorBorderSecondary}`,
} as const;
const LABEL = { color: TOKENS.colorTextSecondary, flex: '0 0 auto' } as const;
const VALUE = { textAlign: 'right', overflowWrap: 'anywhere', fontSize: 17 } as const;

/** A label and its value, one line of a ticket or a receipt. */
export function InfoRow({ label, children, last }: { label: string; children: ReactNode; last?: boolean }) {
  return (
    <div style={last ? { ...ROW, borderBottom: ROW.borderTop } : ROW}>
      <span style={LABEL}>{label}</span>
      <strong style={VALUE}>{children}</strong>
    </div>
  );
}

/** The ticket's status as SPEC 4 shows it (ready reads paid or unpaid) in its colour. */
export function StatusBadge({ ticket }: { ticket: Pick<ValetTicket, 'status' | 'paid'> }) {
  const color = valetStatusColor(ticket);
  return (
    <span
      data-testid="valet-status"
      style={{
        display: 'inline-block',
        padding: '4px 12px',
        borderRadius: 999,
        background: color.background,
        color: color.text,
        border: color.background === 'transparent' ? `1px solid ${TOKENS.colorBorder}` : '1px solid transparent',
        fontWeight: 600,
        textTransform: 'capitalize',
      }}
    >
      {valetDisplayStatus(ticket)}
    </span>
  );
}

/** The location line under a customer page's title. */
export function LocationLine({ ticket }: { ticket: Pick<ValetTicket, 'locationName' | 'locationAddress'> }) {
  if (!ticket.locationName && !ticket.locationAddress) return null;
  return (
    <p style={{ margin: '4px 0 16px', color: TOKENS.colorTextSecondary, fontSize: 16 }}>
      {ticket.locationName && <strong style={{ display: 'block', color: 'rgba(0,0,0,.88)' }}>{ticket.locationName}</strong>}
      {ticket.locationAddress}
    </p>
  );
}

/** A column of big buttons with room between them. */
export function ButtonStack({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gap: 12, marginTop: 20 }}>{children}</div>;
}

/** A customer page's h1. */
export function CustomerTitle({ children }: { children: ReactNode }) {
  return <h1 style={{ fontSize: 26, margin: '0 0 4px' }}>{children}</h1>;
}
