import { LIMITS } from '../../../shared/limits';
import { PARKING_MESSAGES, PARKING_TEXT } from '../../../shared/messages';
import { PlainButton } from '../../components/PlainButton';
import { TOKENS } from '../../themeTokens';

/**
 * The hours as typed, or null when the field is empty or holds no number. Part hours are hours too:
 * pricing and the server charge them to the minute (src/shared/pricing.ts), so "1.5" is 1 h 30 min,
 * never rounded here. A comma is read as the decimal mark, as some phone keyboards type it.
 */
export function readHours(text: string): number | null {
  const t = text.trim().replace(',', '.');
  return /^(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : null;
}

/** What is wrong with `hours` as read by readHours, or null for 1 to LIMITS.hoursMax. */
export function hoursProblem(hours: number | null): string | null {
  if (hours === null || hours < 1) return PARKING_MESSAGES.hoursMissing;
  if (hours > LIMITS.hoursMax) return PARKING_MESSAGES.hoursTooMany;
  return null;
}

/** One hour more or less, kept within 1 to LIMITS.hoursMax; part hours stay (1.5 + 1 is 2.5, not 2.4999…). */
function stepped(hours: number, by: 1 | -1): number {
  const next = Math.round((hours + by) * 1e6) / 1e6;
  return Math.min(LIMITS.hoursMax, Math.max(1, next));
}

/** What + would make of `hours`: a page asks whether that breaks the zone's open hours (moreBlockedFrom). */
export const oneHourMore = (hours: number): number => stepped(hours, 1);

export interface HoursFieldProps {
  /** The field's text as typed (it may be empty or wrong while the driver types). */
  text: string;
  /** The new text: typed, or the buttons' value written out. */
  onChange: (text: string) => void;
  /** Shown under the field, tied to it for screen readers. */
  error?: string | null;
  /** `+` stays off at or past this many hours: the page already knows they break the zone's open hours. */
  moreBlockedFrom?: number | null;
  /** Why `+` stays off at moreBlockedFrom (the zone closes), said under the field while it does. */
  moreBlockedNote?: string | null;
  /** The input's id (its label and error point at it): one per field on a page. */
  id?: string;
  /** The label: Hours on the booking page, Extend by on an extension. */
  label?: string;
}

/** Hours to book or extend by: a plain text field for a number (no browser number quirks) between − and +. */
export function HoursField({
  text,
  onChange,
  error,
  moreBlockedFrom = null,
  moreBlockedNote = null,
  id = 'booking-hours',
  label = PARKING_TEXT.hours,
}: HoursFieldProps) {
  const hours = readHours(text);
  // From an empty or unreadable field, + starts at the minimum.
  const more = hours === null ? 1 : stepped(hours, 1);
  const underMax = hours === null || hours < LIMITS.hoursMax;
  const canMore = underMax && (moreBlockedFrom === null || more < moreBlockedFrom);
  // + is off for the zone's hours, not for the field's limit or an error: said, not left unexplained.
  const note = !canMore && underMax && !error && moreBlockedNote ? moreBlockedNote : null;
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 500, marginBottom: 6 }}>
        {label}
      </label>
      <div style={{ display: 'grid', gridTemplateColumns: '56px 1fr 56px', gap: 8 }}>
        <PlainButton
          aria-label="Fewer hours"
          onClick={() => hours !== null && onChange(String(stepped(hours, -1)))}
          disabled={hours === null || hours <= 1}
        >
          −
        </PlainButton>
        {/* Text, not type="number": a number input reports "" for "1." or "1e" while showing them, and
            a wheel changes it unseen; inputMode still brings up the phone's number pad. */}
        <input
          id={id}
          className="p-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          style={{ textAlign: 'center' }}
          onChange={(e) => onChange(e.target.value.replace(/[^\d.,]/g, ''))}
          // Arrow keys do what − and + do, and only what they may: a keyboard needs no trip to the buttons.
          onKeyDown={(e) => {
            if (e.key === 'ArrowUp' && canMore) onChange(String(more));
            else if (e.key === 'ArrowDown' && hours !== null && hours > 1) onChange(String(stepped(hours, -1)));
            else return;
            e.preventDefault();
          }}
        />
        <PlainButton
          aria-label="More hours"
          aria-describedby={note ? `${id}-more-note` : undefined}
          onClick={() => onChange(String(more))}
          disabled={!canMore}
        >
          +
        </PlainButton>
      </div>
      {error && (
        <div id={`${id}-error`} role="alert" style={{ color: TOKENS.colorError, fontSize: 14, marginTop: 6 }}>
          {error}
        </div>
      )}
      {note && (
        <div id={`${id}-more-note`} style={{ color: TOKENS.colorTextSecondary, fontSize: 14, marginTop: 6 }}>
          {note}
        </div>
      )}
    </div>
  );
}
