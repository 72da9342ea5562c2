import { shortDateTime, zoneTimeName } from '../../../shared/dates';
import { GUEST_TEXT, GUESTS_MESSAGES } from '../../../shared/messages/guests';
import { FormTitle } from '../../components/PageTitle';
import { PlainButton } from '../../components/PlainButton';
import { TOKENS } from '../../themeTokens';

/** When the pass ends, in the lot's time and naming it, as the booking receipt does ("Nov 28, 1:21 AM (Eastern Time)"). */
export function validUntil(session: { endTime: string; timeZone?: string }): string {
  const at = shortDateTime(session.endTime, session.timeZone);
  return session.timeZone ? `${at} (${zoneTimeName(session.timeZone, new Date(session.endTime))})` : at;
}

export interface GuestSession {
  referenceNumber?: string;
  plateNumber: string;
  state: string;
  endTime: string;
  timeZone?: string;
}

export interface GuestSuccessProps {
  session: GuestSession;
  /** Clears the form for the next vehicle (a front desk registers several). */
  onAnother?: () => void;
}

/** SPEC 2/4: the success view once the session is returned: the new heading, a thank-you and the reference number, large. */
export function GuestSuccess({ session, onAnother }: GuestSuccessProps) {
  return (
    <div style={{ textAlign: 'center' }}>
      <FormTitle>{GUESTS_MESSAGES.guestSuccess}</FormTitle>
      <p style={{ margin: '0 0 20px', fontSize: 17 }}>{GUESTS_MESSAGES.guestThanks}</p>
      <div
        style={{
          border: `2px dashed ${TOKENS.colorPrimaryBorder}`,
          background: TOKENS.colorPrimaryBg,
          borderRadius: 12,
          padding: '16px 12px',
          marginBottom: 20,
        }}
      >
        <div style={{ color: TOKENS.colorTextSecondary, fontSize: 14, textTransform: 'uppercase', letterSpacing: 1 }}>
          {GUESTS_MESSAGES.guestReferenceLabel}
        </div>
        <div
          data-testid="reference-number"
          style={{
            fontSize: 44,
            fontWeight: 700,
            letterSpacing: 6,
            fontFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
            color: TOKENS.colorPrimary,
            wordBreak: 'break-all',
          }}
        >
          {session.referenceNumber}
        </div>
        <div style={{ marginTop: 8, fontSize: 16 }}>
          {session.plateNumber} · {session.state}
        </div>
        <div style={{ color: TOKENS.colorTextSecondary, fontSize: 14, marginTop: 4 }}>
          {GUESTS_MESSAGES.guestValidUntil} {validUntil(session)}
        </div>
      </div>
      {onAnother && (
        <PlainButton block onClick={onAnother}>
          {GUEST_TEXT.registerAnother}
        </PlainButton>
      )}
    </div>
  );
}
