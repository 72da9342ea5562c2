import { useRef, useState } from 'react';
import { MESSAGES, PARKING_TEXT, VALET_MESSAGES, VALET_TEXT } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
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
import { TOKENS } from '../../themeTokens';
import { PaymentPanel } from '../booking';
import { ButtonStack, CustomerTitle, LocationLine, paymentDue, ticketGate, useCustomerTicket, valetPath } from './common';

/** The tip choices, in percent of the estimated total (0: no tip). */
export const TIP_PERCENTS = [0, 10, 15, 20] as const;
export const tipCents = (totalCents: number, percent: number): number => Math.round((totalCents * percent) / 100);

type ValetIntent = Pick<CreateValetStripeIntentApiResponse, 'provider' | 'paymentIntentId' | 'clientSecret' | 'totalCost'>;

const statusOf = (e: unknown): unknown => (e && typeof e === 'object' && 'status' in e ? e.status : undefined);

/**
 * /valet/pay?pn= (SPEC 2): OPS Valet Payment, the location, Ticket Number and Est. Total, then the
 * live provider's payment (the booking's PaymentPanel) for the total plus an optional tip; Ticket
 * Paid! with a Receipt button once paid (or when there is nothing to pay).
 */
export default function ValetPayPage() {
  const { pn, ticket, query } = useCustomerTicket();
  const gate = ticketGate({ pn, query });
  return (
    <div>
      <CustomerTitle>{VALET_MESSAGES.valetPaymentTitle}</CustomerTitle>
      {gate ?? (ticket && <PayView ticket={ticket} pn={pn} />)}
      <ButtonStack>
        <ButtonLink block to={pn ? valetPath.review(pn) : '/'}>
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

function PaidNotice({ pn, text }: { pn: string; text: string }) {
  return (
    <div style={{ textAlign: 'center', marginTop: 20 }}>
      <h2 style={{ fontSize: 26, margin: '0 0 4px', color: '#237804' }}>{text}</h2>
      <ButtonStack>
        <ButtonLink variant="primary" block to={valetPath.receipt(pn)}>
          {VALET_TEXT.receipt}
        </ButtonLink>
      </ButtonStack>
    </div>
  );
}

/** The pay page once its ticket is known. */
export function PayView({ ticket, pn }: { ticket: ValetTicket; pn: string }) {
  const [createIntent, { isLoading: opening }] = useCreateValetStripeIntentMutation();
  const [confirmPayment, { isLoading: confirming }] = useConfirmValetPaymentMutation();
  const dispatch = useAppDispatch();
  const [percent, setPercent] = useState<number>(0);
  const [intent, setIntent] = useState<ValetIntent | null>(null);
  const [paidNow, setPaidNow] = useState(false);
  const [alreadyPaid, setAlreadyPaid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server's word on money it took and gave back (the ticket was paid another way meanwhile).
  const [refunded, setRefunded] = useState<string | null>(null);
  const sending = useRef(false);

  const settled = paidNow || !paymentDue(ticket);
  const tip = tipCents(ticket.estimatedTotal, percent);

  const onPay = async () => {
    if (sending.current) return;
    sending.current = true;
    setError(null);
    try {
      const res = await createIntent({ body: { valet: { _id: ticket._id }, tip, phoneNumber: pn } }).unwrap();
      setIntent({ provider: res.provider, paymentIntentId: res.paymentIntentId, clientSecret: res.clientSecret, totalCost: res.totalCost });
    } catch (e) {
      if (statusOf(e) === 409) setAlreadyPaid(true);
      else setError(serverMessage(e, MESSAGES.paymentFailed));
    } finally {
      sending.current = false;
    }
  };

  const onPaid = async () => {
    if (!intent || sending.current) return;
    sending.current = true;
    setError(null);
    try {
      await confirmPayment({ body: { paymentIntentId: intent.paymentIntentId } }).unwrap();
      setPaidNow(true);
    } catch (e) {
      if (statusOf(e) === 409) {
        // This payment can never pay the ticket (paid in cash meanwhile): the server refunded it
        // and says so; the page shows that instead of offering the same payment again.
        setRefunded(serverMessage(e, MESSAGES.paymentFailed));
        setIntent(null);
        dispatch(valetsEnhancedApi.util.invalidateTags([recordTag('valets', ticket._id)]));
      } else setError(serverMessage(e, MESSAGES.paymentFailed));
    } finally {
      sending.current = false;
    }
  };

  return (
    <>
      <LocationLine ticket={ticket} />
      {/* A long ticket number (up to 10 characters) gets the whole row rather than breaking in two at 390 px. */}
      <div style={{ display: 'grid', gridTemplateColumns: ticket.ticketNumber.length > 5 ? '1fr' : '1fr 1fr', gap: 12 }}>
        <Figure label={VALET_TEXT.ticketNumber} value={`#${ticket.ticketNumber}`} />
        <Figure label={VALET_TEXT.estTotal} value={formatUsd(ticket.estimatedTotal)} />
      </div>
      {refunded && (
        <div style={{ marginTop: 20 }}>
          <NoticeBox type="warning">{refunded}</NoticeBox>
        </div>
      )}
      {settled ? (
        <PaidNotice pn={pn} text={VALET_MESSAGES.valetTicketPaid} />
      ) : alreadyPaid ? (
        <PaidNotice pn={pn} text={VALET_MESSAGES.valetAlreadyPaid} />
      ) : (
        <div style={{ marginTop: 20 }}>
          {error && <NoticeBox type="error">{error}</NoticeBox>}
          {intent ? (
            confirming || error ? (
              confirming ? (
                <p role="status">{PARKING_TEXT.loadingPayment}</p>
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
