import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { PARKING_MESSAGES, PARKING_TEXT, VALET_MESSAGES, VALET_TEXT } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { nothingOwedYet, ticketSettled } from '../../../shared/valet';
import { serverMessage } from '../../api/errors';
import { recordTag } from '../../api/enhanced/tags';
import {
  useConfirmValetPaymentMutation,
  useCreateValetStripeIntentMutation,
  valetsEnhancedApi,
  type ValetTicket,
} from '../../api/enhanced/valets';
import type { CreateValetStripeIntentApiResponse } from '../../api/generated/valets';
import { Card } from '../../components/Card';
import { NoticeBox } from '../../components/NoticeBox';
import { ButtonLink, PlainButton } from '../../components/PlainButton';
import { useAppDispatch } from '../../hooks';
import { dropFromTab, keepInTab, readFromTab } from '../../components/tabStorage';
import { FOCUS_AFTER_CHANGE } from '../../components/focusRecovery';
import { TOKENS } from '../../themeTokens';
import { PaymentPanel } from '../booking';
import {
  ButtonStack,
  customerFailure,
  CustomerTitle,
  InfoRow,
  LocationLine,
  paymentDue,
  ticketGate,
  paidAmountLabel,
  totalPaidCents,
  useCustomerTicket,
  valetPath,
} from './common';

/** The tip choices, in percent of the estimated total (0: no tip). */
export const TIP_PERCENTS = [0, 10, 15, 20] as const;
export const tipCents = (totalCents: number, percent: number): number => Math.round((totalCents * percent) / 100);

export type ValetIntent = Pick<CreateValetStripeIntentApiResponse, 'provider' | 'paymentIntentId' | 'clientSecret' | 'totalCost' | 'tip'>;

const statusOf = (e: unknown): unknown => (e && typeof e === 'object' && 'status' in e ? e.status : undefined);

/**
 * /valet/pay?pn= (SPEC 2): OPS Valet Payment, the location, Ticket Number and Est. Total, then the
 * live provider's payment (the booking's PaymentPanel) for the total plus an optional tip; Ticket
 * Paid! with a Receipt button once paid (or when there is nothing to pay). A tip shows as its own
 * line with the total to pay beside Est. Total, so the figures add up to the Pay button's; once
 * paid the card reads Total Paid, what was taken.
 */
export default function ValetPayPage() {
  const customer = useCustomerTicket();
  const { pn, ticket, ticketId } = customer;
  const gate = ticketGate(customer);
  return (
    <div>
      <CustomerTitle>{VALET_MESSAGES.valetPaymentTitle}</CustomerTitle>
      {gate ?? (ticket && <PayView ticket={ticket} pn={pn} ticketId={ticketId} />)}
      <ButtonStack>
        <ButtonLink asButton block to={pn ? valetPath.review(pn, ticketId) : '/'}>
          {VALET_TEXT.back}
        </ButtonLink>
      </ButtonStack>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card label={label}>
      <div style={{ color: TOKENS.colorTextSecondary, fontSize: 14 }}>{label}</div>
      <div style={{ fontSize: 24, fontWeight: 700, overflowWrap: 'anywhere' }}>{value}</div>
    </Card>
  );
}

/**
 * The pay page's figures, all from one source so they agree: the ticket's own once it is paid
 * (Total Paid: what was taken, tip included), the server's intent once the payment is open (it
 * prices the ticket: an hourly one may have started another hour since the page loaded), else
 * the page's estimate plus the chosen tip. `toPay` is null once nothing is to be paid.
 */
export interface PayFigures {
  label: string;
  amount: number;
  tip: number;
  toPay: number | null;
}

export function payFigures(ticket: ValetTicket, paid: ValetTicket | null, intent: ValetIntent | null, tip: number): PayFigures {
  if (paid) {
    const total = totalPaidCents(paid);
    // The tip is in Total Paid only when it was paid online with it (totalPaidCents).
    const paidTip = paid.paid && paid.totalCost > 0 ? paid.tip : 0;
    return { label: paidAmountLabel(paid), amount: total, tip: paidTip, toPay: null };
  }
  if (intent) return { label: VALET_TEXT.estTotal, amount: intent.totalCost - intent.tip, tip: intent.tip, toPay: intent.totalCost };
  return { label: VALET_TEXT.estTotal, amount: ticket.estimatedTotal, tip, toPay: ticket.estimatedTotal + tip };
}

/** The tip's own line and the total to pay (tip included), or after paying the tip within Total Paid. */
function TipLines({ figures }: { figures: PayFigures }) {
  if (figures.tip <= 0) return null;
  return (
    <div data-testid="valet-pay-lines" style={{ marginTop: 12 }}>
      <InfoRow label={VALET_TEXT.tipLine} last={figures.toPay === null}>
        {formatUsd(figures.tip)}
      </InfoRow>
      {figures.toPay !== null && (
        <InfoRow label={VALET_TEXT.totalToPay} last>
          {formatUsd(figures.toPay)}
        </InfoRow>
      )}
    </div>
  );
}

function PaidNotice({ pn, ticketId, text }: { pn: string; ticketId?: string; text: string }) {
  return (
    <div style={{ textAlign: 'center', marginTop: 20 }}>
      {/* Takes the focus from the payment form it replaces, so Ticket Paid! is read out (focusRecovery). */}
      <h2 {...{ [FOCUS_AFTER_CHANGE]: '' }} style={{ fontSize: 26, margin: '0 0 4px', color: '#237804' }}>
        {text}
      </h2>
      <ButtonStack>
        <ButtonLink asButton variant="primary" block to={valetPath.receipt(pn, ticketId)}>
          {VALET_TEXT.receipt}
        </ButtonLink>
      </ButtonStack>
    </div>
  );
}

/** A ticket just handed in: nothing is owed yet (SPEC 4's entry), said plainly rather than Ticket Paid! (the page's Back follows). */
function NothingYetNotice() {
  return (
    <div style={{ textAlign: 'center', marginTop: 20 }}>
      <h2 {...{ [FOCUS_AFTER_CHANGE]: '' }} style={{ fontSize: 24, margin: '0 0 8px' }}>
        {VALET_MESSAGES.valetNothingYetTitle}
      </h2>
      <p style={{ margin: 0 }}>{VALET_MESSAGES.valetNothingYetBody}</p>
    </div>
  );
}

/** The tab's key of a ticket's payment opened on this page and not yet known to be applied. */
export const valetPayingKey = (ticketId: string) => `parking.valetPaying:${ticketId}`;

const isValetIntent = (v: unknown): v is ValetIntent => {
  if (!v || typeof v !== 'object') return false;
  const i = v as Record<string, unknown>;
  return (
    typeof i.paymentIntentId === 'string' &&
    typeof i.clientSecret === 'string' &&
    typeof i.provider === 'string' &&
    typeof i.totalCost === 'number' &&
    typeof i.tip === 'number'
  );
};

/**
 * The pay page once its ticket is known. `initialIntent` opens it at the card step (a story's
 * starting point; the page itself opens the payment when Pay is pressed).
 */
export function PayView({
  ticket,
  pn,
  ticketId,
  initialIntent = null,
}: {
  ticket: ValetTicket;
  pn: string;
  /** Kept in the page's links when the number has several tickets (useCustomerTicket). */
  ticketId?: string;
  initialIntent?: ValetIntent | null;
}) {
  const [createIntent, { isLoading: opening }] = useCreateValetStripeIntentMutation();
  const [confirmPayment, { isLoading: confirming }] = useConfirmValetPaymentMutation();
  const dispatch = useAppDispatch();
  const [percent, setPercent] = useState<number>(0);
  // A payment this tab opened and never heard back about (the answer lost, then a reload): asked
  // about first, so a card that was charged is applied (or refunded), never paid a second time.
  const [kept] = useState<ValetIntent | null>(() => (initialIntent ? null : readFromTab(valetPayingKey(ticket._id), isValetIntent)));
  const [intent, setIntent] = useState<ValetIntent | null>(initialIntent ?? kept);
  // The ticket as the confirmation answered it: what was taken, before the page's own copy of the
  // ticket has been fetched again.
  const [paidNow, setPaidNow] = useState<ValetTicket | null>(null);
  const [alreadyPaid, setAlreadyPaid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notTaken, setNotTaken] = useState(false);
  // Pay got no answer: the confirm below asks whether it was paid (said as a check, not as loading).
  const [asking, setAsking] = useState(false);
  // The server's word on money it took and gave back (the ticket was paid another way meanwhile).
  const [refunded, setRefunded] = useState<string | null>(null);
  const sending = useRef(false);

  const settled = paidNow !== null || !paymentDue(ticket);
  const tip = tipCents(ticket.estimatedTotal, percent);
  // Refused as already paid: no tip line or total to pay beside that notice.
  const figures = payFigures(ticket, paidNow ?? (ticketSettled(ticket) ? ticket : null), intent, alreadyPaid ? 0 : tip);

  const onPay = async () => {
    if (sending.current) return;
    sending.current = true;
    setError(null);
    try {
      const res = await createIntent({ body: { valet: { _id: ticket._id }, tip, phoneNumber: pn } }).unwrap();
      const opened: ValetIntent = {
        provider: res.provider,
        paymentIntentId: res.paymentIntentId,
        clientSecret: res.clientSecret,
        totalCost: res.totalCost,
        tip: res.tip,
      };
      keepInTab(valetPayingKey(ticket._id), opened);
      setIntent(opened);
    } catch (e) {
      if (statusOf(e) === 409) setAlreadyPaid(true);
      else setError(customerFailure(e, PARKING_MESSAGES.paymentFailed));
    } finally {
      sending.current = false;
    }
  };

  const onPaid = async () => {
    if (!intent || sending.current) return;
    sending.current = true;
    setError(null);
    setNotTaken(false);
    try {
      const res = await confirmPayment({ body: { paymentIntentId: intent.paymentIntentId } }).unwrap();
      dropFromTab(valetPayingKey(ticket._id));
      setPaidNow(res.valet);
    } catch (e) {
      if (statusOf(e) === 402 && settled) {
        // Not taken, and paid another way meanwhile: nothing left to finish.
        dropFromTab(valetPayingKey(ticket._id));
        setIntent(null);
      } else if (statusOf(e) === 409) {
        dropFromTab(valetPayingKey(ticket._id));
        // This payment can never pay the ticket (paid in cash meanwhile): the server refunded it
        // and says so; the page shows that instead of offering the same payment again.
        setRefunded(serverMessage(e, PARKING_MESSAGES.paymentFailed));
        setIntent(null);
        dispatch(valetsEnhancedApi.util.invalidateTags([recordTag('valets', ticket._id)]));
      } else if (statusOf(e) === 402) {
        // Not paid (asked after Pay got no answer): the same payment is offered again.
        setNotTaken(true);
      } else setError(customerFailure(e, PARKING_MESSAGES.paymentFailed));
    } finally {
      sending.current = false;
      setAsking(false);
    }
  };

  const resume = useEffectEvent(() => {
    setAsking(true);
    void onPaid();
  });
  useEffect(() => {
    if (kept) resume();
  }, [kept]);

  return (
    <>
      <LocationLine ticket={ticket} />
      {/* A long ticket number (up to 10 characters) gets the whole row rather than breaking in two at 390 px. */}
      <div style={{ display: 'grid', gridTemplateColumns: ticket.ticketNumber.length > 5 ? '1fr' : '1fr 1fr', gap: 12 }}>
        <Figure label={VALET_TEXT.ticketNumber} value={`#${ticket.ticketNumber}`} />
        <Figure label={figures.label} value={formatUsd(figures.amount)} />
      </div>
      {/* Read out when a tip is picked: the tip and the new total to pay. */}
      <div aria-live="polite">
        <TipLines figures={figures} />
      </div>
      {refunded && (
        <div style={{ marginTop: 20 }}>
          <NoticeBox type="warning">{refunded}</NoticeBox>
        </div>
      )}
      {paidNow === null && nothingOwedYet(ticket) && ticket.estimatedTotal > 0 ? (
        <NothingYetNotice />
      ) : settled ? (
        <PaidNotice pn={pn} ticketId={ticketId} text={VALET_MESSAGES.valetTicketPaid} />
      ) : alreadyPaid ? (
        <PaidNotice pn={pn} ticketId={ticketId} text={VALET_MESSAGES.valetAlreadyPaid} />
      ) : (
        <div style={{ marginTop: 20 }}>
          {error && <NoticeBox type="error">{error}</NoticeBox>}
          {notTaken && <NoticeBox type="warning">{PARKING_MESSAGES.paymentNotTaken}</NoticeBox>}
          {intent ? (
            confirming || error ? (
              confirming ? (
                <p role="status">{asking ? PARKING_MESSAGES.paymentChecking : PARKING_TEXT.loadingPayment}</p>
              ) : (
                <PlainButton variant="primary" block onClick={() => void onPaid()}>
                  {PARKING_TEXT.retryBooking}
                </PlainButton>
              )
            ) : (
              <PaymentPanel
                intent={intent}
                label={`${VALET_MESSAGES.valetPaymentTitle} #${ticket.ticketNumber}`}
                onPaid={() => void onPaid()}
                // Pay got no answer: the server's confirm says whether it was paid (a second payment of a paid ticket is refunded).
                onOutcomeUnknown={() => {
                  setAsking(true);
                  void onPaid();
                }}
              />
            )
          ) : (
            <>
              <fieldset disabled={opening} style={{ border: 0, margin: '0 0 16px', padding: 0, minWidth: 0 }}>
                <legend style={{ fontSize: 17, fontWeight: 600, marginBottom: 8, padding: 0 }}>{VALET_TEXT.tip}</legend>
                <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8 }}>
                  {TIP_PERCENTS.map((p) => (
                    <PlainButton
                      key={p}
                      aria-pressed={percent === p}
                      variant={percent === p ? 'primary' : 'default'}
                      style={{ padding: '0 4px', flexDirection: 'column', gap: 0, minHeight: 56 }}
                      onClick={() => setPercent(p)}
                    >
                      <span>{p === 0 ? VALET_TEXT.noTip : VALET_TEXT.tipPercent(p)}</span>
                      {p > 0 && <small style={{ fontSize: 13 }}>{formatUsd(tipCents(ticket.estimatedTotal, p))}</small>}
                    </PlainButton>
                  ))}
                </div>
              </fieldset>
              <PlainButton variant="primary" block loading={opening} onClick={() => void onPay()}>
                {VALET_TEXT.payAmount(formatUsd(ticket.estimatedTotal + tip))}
              </PlainButton>
            </>
          )}
        </div>
      )}
    </>
  );
}
