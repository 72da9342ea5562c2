import { PARKING_TEXT } from '../../../shared/messages';
import { Money } from '../../components/Money';
import { TOKENS } from '../../themeTokens';

export interface PriceBreakdownProps {
  /** The zone's price per hour or per day, in cents. */
  rateCents: number;
  isHourly: boolean;
  hours: number;
  vehicles: number;
  /** Fees for the whole booking, in cents. */
  feesCents: number;
  totalCents: number;
  /** Title of the total row ("Total", or "Amount to pay" on the payment step). */
  totalLabel?: string;
  /** The plates paid for ("ABC123 NY, XYZ9 CA"): on the payment step, a typo is caught before paying. */
  plates?: string | undefined;
}

/** "1 h 15 min": a booking's hours as the payment step and the receipt show them. */
export function hoursText(hours: number): string {
  const minutes = Math.round(hours * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

export const rateUnit = (isHourly: boolean): string => (isHourly ? PARKING_TEXT.perHour : PARKING_TEXT.perDay);

const row = { display: 'flex', justifyContent: 'space-between', gap: 12, padding: '6px 0' } as const;

/** Rate, fees and total (SPEC section 9), as a small table a phone shows in full. */
export function PriceBreakdown({
  rateCents,
  isHourly,
  hours,
  vehicles,
  feesCents,
  totalCents,
  totalLabel = PARKING_TEXT.total,
  plates,
}: PriceBreakdownProps) {
  return (
    <dl aria-label={PARKING_TEXT.pricing} style={{ margin: 0, fontSize: 16 }}>
      {plates && (
        <div style={row}>
          <dt>{PARKING_TEXT.plates}</dt>
          <dd style={{ margin: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>{plates}</dd>
        </div>
      )}
      <div style={row}>
        <dt>{PARKING_TEXT.rate}</dt>
        <dd style={{ margin: 0 }}>
          <Money cents={rateCents} /> {rateUnit(isHourly)}
        </dd>
      </div>
      {isHourly && (
        <div style={row}>
          <dt>{PARKING_TEXT.hours}</dt>
          <dd style={{ margin: 0 }}>{hoursText(hours)}</dd>
        </div>
      )}
      <div style={row}>
        <dt>{PARKING_TEXT.vehicles}</dt>
        <dd style={{ margin: 0 }}>{vehicles}</dd>
      </div>
      <div style={row}>
        <dt>{PARKING_TEXT.fees}</dt>
        <dd style={{ margin: 0 }}>
          <Money cents={feesCents} />
        </dd>
      </div>
      <div style={{ ...row, borderTop: `1px solid ${TOKENS.colorBorderSecondary}`, marginTop: 4, paddingTop: 10, fontSize: 20 }}>
        <dt style={{ fontWeight: 600 }}>{totalLabel}</dt>
        <dd style={{ margin: 0 }} data-testid="price-total">
          <Money cents={totalCents} strong />
        </dd>
      </div>
    </dl>
  );
}
