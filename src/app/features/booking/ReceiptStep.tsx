import { toDollars } from '../../../shared/money';
import { isValidEmail } from '../../../shared/password';
import { useState, type FormEvent, type ReactNode } from 'react';
import { LIMITS } from '../../../shared/limits';
import { GUEST_BOOKING_TEXT, PARKING_MESSAGES, PARKING_TEXT } from '../../../shared/messages';
import { errorMessage } from '../../api/errors';
import { useSendReceiptMutation } from '../../api/enhanced/contact';
import { Money } from '../../components/Money';
import { NoticeBox } from '../../components/NoticeBox';
import { EmailField, PlainFieldset, TextField } from '../../components/TextField';
import { useFields } from '../../components/useFields';
import { receiptDate, shortDateTime } from './receiptDate';
import { zoneTimeName } from '../../../shared/dates';
import { PlainButton } from '../../components/PlainButton';
import { TOKENS } from '../../themeTokens';
import { ButtonLink } from '../../components/PlainButton';
import { ParkingCountdown } from '../../components/ParkingCountdown';
import { hoursText, rateUnit } from './PriceBreakdown';
import { keepInTab, readFromTab } from '../../components/tabStorage';

/** Kept for the tab once the receipt is mailed, so that a reload does not offer Send Receipt (a second email) again. */
const sentKey = (paymentIntentId: string) => `parking.receiptSent:${paymentIntentId}`;
const isSentTo = (v: unknown): v is { name: string; email: string } =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as { name?: unknown }).name === 'string' &&
  typeof (v as { email?: unknown }).email === 'string';

export interface ReceiptData {
  paymentIntentId: string;
  /** One session of the booking, when the server returned them. */
  sessionId?: string;
  /** A guest's booking: the token of its link (/bookings/guest/<token>), to extend it without an account. */
  guestToken?: string;
  locationId: string;
  locationName: string;
  locationAddress: string;
  timeZone?: string;
  zoneId: string;
  zoneNumber: string;
  plates: string[];
  startTime: string;
  endTime: string;
  rateCents: number;
  feesCents: number;
  totalCents: number;
  /** An hourly booking's hours (the rate is per hour per vehicle): without them the lines would not add up to the total. */
  hours?: number;
}

export interface ReceiptStepProps {
  receipt: ReceiptData;
  onDone: () => void;
  /** Prefill for a signed-in user. */
  defaultName?: string;
  defaultEmail?: string;
  /** Where Extend goes: /bookings?extend=<id> for a driver, the guest link for a guest; none for a daily booking. */
  extendTo?: string;
  /** Start another booking at this zone (the page then forgets this receipt); no button when absent. */
  onNewBooking?: () => void;
  /** Whether the rate is per hour (else per day); unknown: the rate is shown without its unit. */
  hourly?: boolean;
}

const row = { display: 'flex', justifyContent: 'space-between', gap: 12, padding: '6px 0', borderBottom: '1px solid #eef0f4' } as const;

/** One line of the receipt: what, then its value at the right edge. */
function ReceiptRow({ term, children, total }: { term: string; children: ReactNode; total?: boolean }) {
  return (
    <div style={total ? { ...row, fontSize: 18 } : row}>
      <dt style={total ? { fontWeight: 600 } : undefined}>{term}</dt>
      <dd style={{ margin: 0, textAlign: 'right' }}>{children}</dd>
    </div>
  );
}

/** Step 2: the receipt, and Send Receipt → Sending... → Receipt Sent (SPEC section 4). */
export function ReceiptStep({ receipt, onDone, defaultName = '', defaultEmail = '', extendTo, onNewBooking, hourly }: ReceiptStepProps) {
  const [send, { isLoading }] = useSendReceiptMutation();
  const [sentBefore] = useState(() => readFromTab(sentKey(receipt.paymentIntentId), isSentTo));
  const { values, bind } = useFields(sentBefore ?? { name: defaultName, email: defaultEmail });
  const { name, email } = values;
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(sentBefore !== null);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFailure(null);
    const found: { name?: string; email?: string } = {};
    if (!name.trim()) found.name = PARKING_MESSAGES.receiptNameRequired;
    if (!isValidEmail(email.trim())) found.email = PARKING_MESSAGES.receiptEmailRequired;
    setErrors(found);
    if (found.name || found.email) return;
    try {
      await send({
        body: {
          email: email.trim(),
          name: name.trim(),
          paymentIntentId: receipt.paymentIntentId,
          ...(receipt.sessionId ? { sessionId: receipt.sessionId } : {}),
          locationName: receipt.locationName,
          locationAddress: receipt.locationAddress,
          locationId: receipt.locationId,
          zoneId: receipt.zoneId,
          zoneNumber: receipt.zoneNumber,
          fees: toDollars(receipt.feesCents),
          rate: toDollars(receipt.rateCents),
          totalCost: toDollars(receipt.totalCents),
          licensePlate: receipt.plates.join(', '),
        },
      }).unwrap();
      keepInTab(sentKey(receipt.paymentIntentId), { name: name.trim(), email: email.trim() });
      setSent(true);
    } catch (err) {
      // SPEC section 8: a receipt failure shows the error message.
      setFailure(errorMessage(err, PARKING_MESSAGES.paymentFailed));
    }
  };

  const label = sent ? PARKING_MESSAGES.receiptSent : isLoading ? PARKING_MESSAGES.sendingReceipt : PARKING_MESSAGES.sendReceipt;
  return (
    <div>
      <h2 style={{ fontSize: 22, margin: '0 0 4px' }}>{PARKING_TEXT.receiptTitle}</h2>
      <p style={{ margin: '0 0 12px', color: TOKENS.colorTextSecondary }} data-testid="receipt-date">
        {receiptDate(receipt.startTime, receipt.timeZone)}
      </p>
      <div style={{ margin: '0 0 12px' }}>
        <ParkingCountdown
          endTime={receipt.endTime}
          action={
            extendTo ? (
              <ButtonLink to={extendTo} variant="primary">
                {PARKING_TEXT.extend}
              </ButtonLink>
            ) : undefined
          }
        />
      </div>
      <dl style={{ margin: '0 0 20px' }}>
        <ReceiptRow term={PARKING_TEXT.locationName}>
          {receipt.locationName}
          <br />
          <span style={{ color: TOKENS.colorTextSecondary, fontSize: 14 }}>{receipt.locationAddress}</span>
        </ReceiptRow>
        <ReceiptRow term={PARKING_TEXT.zoneLabel}>{receipt.zoneNumber}</ReceiptRow>
        <ReceiptRow term={PARKING_TEXT.plates}>{receipt.plates.join(', ')}</ReceiptRow>
        <ReceiptRow term={PARKING_TEXT.start}>{shortDateTime(receipt.startTime, receipt.timeZone)}</ReceiptRow>
        <ReceiptRow term={PARKING_TEXT.end}>{shortDateTime(receipt.endTime, receipt.timeZone)}</ReceiptRow>
        {receipt.timeZone && (
          <ReceiptRow term={PARKING_TEXT.timeZone}>{zoneTimeName(receipt.timeZone, new Date(receipt.startTime))}</ReceiptRow>
        )}
        {/* The payment step's lines (PriceBreakdown): rate with its unit, hours, vehicles, so that they add up to the total. */}
        <ReceiptRow term={PARKING_TEXT.rate}>
          <Money cents={receipt.rateCents} />
          {hourly === undefined ? null : ` ${rateUnit(hourly)}`}
        </ReceiptRow>
        {hourly && receipt.hours !== undefined && <ReceiptRow term={PARKING_TEXT.hours}>{hoursText(receipt.hours)}</ReceiptRow>}
        {receipt.plates.length > 1 && <ReceiptRow term={PARKING_TEXT.vehicles}>{receipt.plates.length}</ReceiptRow>}
        <ReceiptRow term={PARKING_TEXT.fees}>
          <Money cents={receipt.feesCents} />
        </ReceiptRow>
        <ReceiptRow term={PARKING_TEXT.total} total>
          <Money cents={receipt.totalCents} strong />
        </ReceiptRow>
      </dl>
      {failure && <NoticeBox type="error">{failure}</NoticeBox>}
      <form onSubmit={onSubmit} noValidate>
        <PlainFieldset disabled={isLoading || sent}>
          <TextField
            id="receipt-name"
            label={`${PARKING_TEXT.yourName} *`}
            error={errors.name}
            autoComplete="name"
            required
            aria-required="true"
            maxLength={LIMITS.nameMax}
            {...bind('name')}
          />
          <EmailField
            id="receipt-email"
            label={`${PARKING_TEXT.yourEmail} *`}
            error={errors.email}
            required
            aria-required="true"
            {...bind('email')}
          />
          <PlainButton type="submit" block disabled={isLoading || sent}>
            {label}
          </PlainButton>
        </PlainFieldset>
      </form>
      <PlainButton variant="primary" block style={{ marginTop: 12 }} onClick={onDone}>
        {PARKING_TEXT.done}
      </PlainButton>
      {onNewBooking && (
        <PlainButton block style={{ marginTop: 12 }} onClick={onNewBooking}>
          {GUEST_BOOKING_TEXT.newBooking}
        </PlainButton>
      )}
    </div>
  );
}
