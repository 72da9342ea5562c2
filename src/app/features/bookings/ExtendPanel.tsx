import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { PARKING_MESSAGES, PARKING_TEXT } from '../../../shared/messages';
import { extensionHoursProblem, openHoursMessage, type OpenHours } from '../../../shared/openHours';
import { chargedMinutes } from '../../../shared/pricing';
import { useExtendCalls } from './bookingCalls';
import { serverMessage } from '../../api/errors';
import { PlainButton } from '../../components/PlainButton';
import { NoticeBox } from '../../components/NoticeBox';
import {
  HoursField,
  PaymentPanel,
  PriceBreakdown,
  createWithRetry,
  hoursProblem,
  intentOf,
  oneHourMore,
  readHours,
  shortDateTime,
  type PaymentIntent,
} from '../booking';
import { FOCUS_AFTER_CHANGE } from '../../components/focusRecovery';
import { TOKENS } from '../../themeTokens';
import { useAppSelector } from '../../hooks';
import { selectCurrentUser } from '../auth';
import { clearPaidExtension, loadPaidExtension, savePaidExtension, type PaidExtension } from './paidExtension';

export interface ExtendPanelProps {
  sessionId: string;
  /** A guest's booking: the token of its link, through which the extension is made. */
  guestToken?: string;
  label: string;
  onClose: () => void;
  onExtended: (endTime: string) => void;
  /** The lot's time zone, for the new end time. */
  timeZone?: string;
  /** The booking's start and end, and its zone's open hours: how far an extension may run (the server's rule). */
  span?: { startTime: string; endTime: string; openHours?: OpenHours };
}

/**
 * Extend an active booking: choose hours, pay the difference with the same payment UI, get the new
 * end time. Once paid, the extension is kept for the tab until /extend/confirm answers: a reload
 * opens this panel finishing it (the confirm is idempotent on the payment), never asking to pay again.
 */
export function ExtendPanel({ sessionId, guestToken, label, onClose, onExtended, timeZone, span }: ExtendPanelProps) {
  const user = useAppSelector(selectCurrentUser);
  const owner = guestToken ? null : (user?._id ?? null);
  // Paid in this tab but not applied (the answer of /extend/confirm never came): finished first.
  const [resumed] = useState<PaidExtension | null>(() => loadPaidExtension(sessionId, { owner, guestToken }));
  // As typed: it may be empty or wrong while the driver types; priced only once it reads as hours.
  const [hoursText, setHoursText] = useState('1');
  const [hoursError, setHoursError] = useState<string | null>(null);
  const [intent, setIntent] = useState<PaymentIntent | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Once paid, this extension never pays again: retries only re-send the (idempotent) confirm.
  const [paidId, setPaidId] = useState<string | null>(resumed && !resumed.unsure ? resumed.paymentIntentId : null);
  // From the first confirm to its last retry (createWithRetry waits between tries).
  const [confirming, setConfirming] = useState(Boolean(resumed && !resumed.unsure));
  // Pay got no answer (here, or before a reload): nothing else (no Back, no other hours) until the
  // server says whether it was paid. Kept for the tab, so that a reload asks too.
  const [unsure, setUnsure] = useState<string | null>(resumed?.unsure ? resumed.paymentIntentId : null);
  const [checking, setChecking] = useState(Boolean(resumed?.unsure));
  // Asked and not paid: the same payment only (a late answer of the first Pay would pay it, not a second one).
  const [sameOnly, setSameOnly] = useState(false);
  // Pay pressed, its answer not come yet (PaymentPanel's onPaying).
  const [paying, setPaying] = useState(false);
  const calls = useExtendCalls({ sessionId, guestToken });
  // Past the zone's closing: said here, before pricing (the server refuses it too, and again at the confirm).
  const lateProblem = (hours: number) =>
    span?.openHours && timeZone && !hoursProblem(hours)
      ? extensionHoursProblem(span.openHours, timeZone, new Date(span.startTime), new Date(span.endTime), chargedMinutes(hours))
      : null;
  const typedHours = readHours(hoursText);
  const oneMore = typedHours === null ? 1 : oneHourMore(typedHours);
  const moreBlockedFrom = (typedHours === null || !lateProblem(typedHours)) && lateProblem(oneMore) ? oneMore : null;
  const noHourLeft = lateProblem(1);

  const price = async () => {
    setError(null);
    const hours = readHours(hoursText);
    const late = hours !== null ? lateProblem(hours) : null;
    const problem = hoursProblem(hours) ?? (late ? openHoursMessage(late) : null);
    setHoursError(problem);
    if (problem || hours === null) return;
    try {
      setIntent(intentOf(await calls.price(hours)));
    } catch (e) {
      const msg = (e as { data?: { message?: unknown } })?.data?.message;
      setError(typeof msg === 'string' ? msg : PARKING_MESSAGES.paymentFailed);
    }
  };

  const finish = async (paymentIntentId: string) => {
    setPaidId(paymentIntentId);
    setError(null);
    setConfirming(true);
    try {
      // Idempotent on the payment id: a retry after a dropped answer never pays twice.
      const res = await createWithRetry(() => calls.confirm(paymentIntentId));
      clearPaidExtension(sessionId);
      onExtended(res.data.data.endTime);
    } catch (e) {
      const status = (e as { status?: unknown })?.status;
      if (status === 409) {
        // This payment can never extend (refunded, the server's message says so): back to choosing
        // the hours, not Try again, and nothing left to finish after a reload.
        clearPaidExtension(sessionId);
        setError(serverMessage(e, PARKING_MESSAGES.paymentFailed));
        setPaidId(null);
        setIntent(null);
        return;
      }
      // Paid: never "try again" in words that invite a second payment. A 4xx says why in the server's words.
      const clientError = typeof status === 'number' && status >= 400 && status < 500;
      setError(clientError ? serverMessage(e, PARKING_MESSAGES.extendPaidNotApplied) : PARKING_MESSAGES.extendPaidNotApplied);
    } finally {
      setConfirming(false);
    }
  };

  /** Asks /extend/confirm about a payment whose Pay got no answer: paid, it applies; not paid (402), the same payment is offered. */
  const check = async (paymentIntentId: string, endTime: string) => {
    setUnsure(paymentIntentId);
    setChecking(true);
    setError(null);
    savePaidExtension({ sessionId, guestToken, paymentIntentId, endTime, owner, unsure: true });
    try {
      const res = await createWithRetry(() => calls.confirm(paymentIntentId));
      clearPaidExtension(sessionId);
      setUnsure(null);
      onExtended(res.data.data.endTime);
    } catch (e) {
      const status = (e as { status?: unknown })?.status;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        clearPaidExtension(sessionId);
        setUnsure(null);
        // Not paid: the same payment again while it is on the page (and nothing else); after a reload,
        // the hours again. 409: paid but refunded, it can never apply (the server says so).
        if (status === 402 && intent?.paymentIntentId === paymentIntentId) setSameOnly(true);
        else setIntent(null);
        setError(status === 402 ? PARKING_MESSAGES.paymentNotTaken : serverMessage(e, PARKING_MESSAGES.paymentFailed));
      } else setError(PARKING_MESSAGES.paymentUnchecked);
    } finally {
      setChecking(false);
    }
  };

  /** The money has moved: from now on this tab finishes this extension, even after a reload. */
  const onPaid = (paid: PaymentIntent) => {
    savePaidExtension({ sessionId, guestToken, paymentIntentId: paid.paymentIntentId, endTime: paid.endTime, owner });
    void finish(paid.paymentIntentId);
  };

  // A paid extension found on load is confirmed again at once (a replay answers the same session).
  const resumeStarted = useRef(false);
  const resume = useEffectEvent(() => {
    if (!resumed || resumeStarted.current) return;
    resumeStarted.current = true;
    // One whose Pay got no answer is asked about first.
    if (resumed.unsure) void check(resumed.paymentIntentId, resumed.endTime);
    else void finish(resumed.paymentIntentId);
  });
  useEffect(() => resume(), []);

  return (
    <section
      aria-label={PARKING_TEXT.extendTitle}
      style={{ marginTop: 16, paddingTop: 12, borderTop: `1px solid ${TOKENS.colorBorderSecondary}` }}
    >
      {/* Takes the focus from the Extend button it replaces (focusRecovery). */}
      <h3 {...{ [FOCUS_AFTER_CHANGE]: '' }} style={{ fontSize: 17, margin: '0 0 8px' }}>
        {PARKING_TEXT.extendTitle}
      </h3>
      {/* Not twice: a refusal that no hour is left is what the notice below says. */}
      {error && !(noHourLeft && !intent) && <NoticeBox type="error">{error}</NoticeBox>}
      {unsure ? (
        checking ? (
          <p role="status">{PARKING_MESSAGES.paymentChecking}</p>
        ) : (
          <PlainButton variant="primary" block onClick={() => void check(unsure, intent?.endTime ?? resumed?.endTime ?? '')}>
            {PARKING_TEXT.retryBooking}
          </PlainButton>
        )
      ) : paidId ? (
        confirming ? (
          <p role="status">{resumed ? PARKING_MESSAGES.extendPaidResuming : PARKING_TEXT.payingWait}</p>
        ) : (
          <PlainButton variant="primary" block onClick={() => void finish(paidId)}>
            {PARKING_TEXT.retryBooking}
          </PlainButton>
        )
      ) : !intent && noHourLeft ? (
        // Not even an hour fits before closing: nothing to choose, and nothing to pay.
        <>
          <NoticeBox type="warning">{openHoursMessage(noHourLeft)}</NoticeBox>
          <PlainButton block onClick={onClose}>
            {PARKING_TEXT.cancel}
          </PlainButton>
        </>
      ) : !intent ? (
        <>
          <div style={{ marginBottom: 12 }}>
            <HoursField
              id={`extend-${sessionId}`}
              label={PARKING_TEXT.extendBy}
              text={hoursText}
              onChange={(text) => {
                setHoursText(text);
                setHoursError(null);
              }}
              error={hoursError}
              moreBlockedFrom={moreBlockedFrom}
            />
          </div>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
            <PlainButton onClick={onClose}>{PARKING_TEXT.cancel}</PlainButton>
            <PlainButton variant="primary" loading={calls.pricing} onClick={() => void price()}>
              {PARKING_TEXT.next}
            </PlainButton>
          </div>
        </>
      ) : (
        <>
          <div style={{ padding: 12, background: '#f7f9fc', borderRadius: 10, marginBottom: 12 }}>
            <PriceBreakdown
              rateCents={intent.rate}
              isHourly
              hours={intent.hours}
              vehicles={Array.isArray(intent.vehicles) ? Math.max(1, intent.vehicles.length) : 1}
              feesCents={intent.fees}
              totalCents={intent.totalCost}
              totalLabel={PARKING_TEXT.amountCharged}
            />
            <p
              style={{ margin: '8px 0 0', color: TOKENS.colorTextSecondary }}
            >{`${PARKING_TEXT.end}: ${shortDateTime(intent.endTime, timeZone)}`}</p>
          </div>
          <PaymentPanel
            intent={intent}
            label={label}
            onPaid={() => onPaid(intent)}
            onOutcomeUnknown={() => void check(intent.paymentIntentId, intent.endTime)}
            onPaying={setPaying}
          />
          {/* No Back while Pay waits for its answer: other hours then would pay a second extension. */}
          {!sameOnly && !paying && (
            <PlainButton block style={{ marginTop: 8 }} onClick={() => setIntent(null)}>
              {PARKING_TEXT.back}
            </PlainButton>
          )}
        </>
      )}
    </section>
  );
}
