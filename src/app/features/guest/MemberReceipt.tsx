import { GUEST_TEXT, GUESTS_MESSAGES } from '../../../shared/messages/guests';
import { PlainButton } from '../../components/PlainButton';
import { TOKENS } from '../../themeTokens';
import { validUntil, type GuestSession } from './GuestSuccess';
import type { MemberPlace } from './MemberForm';

/** What the member page hands the receipt in the navigation state (absent when the receipt is opened directly). */
export interface MemberReceiptState {
  session?: GuestSession;
  place?: MemberPlace;
}

const ROW = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: 12,
  padding: '10px 0',
  borderTop: `1px solid ${TOKENS.colorBorderSecondary}`,
} as const;
/** The value keeps to one line; its label takes what is left. */
const LABEL = { color: TOKENS.colorTextSecondary, flex: 1, minWidth: 0 } as const;
const VALUE = { whiteSpace: 'nowrap', textAlign: 'right' } as const;

/** SPEC 2: Parking Confirmed!, Thank you for parking with us!, and Done; the parking's details when the page was reached from the form. */
export function MemberReceipt({ session, place, onDone }: MemberReceiptState & { onDone: () => void }) {
  return (
    <div style={{ textAlign: 'center' }}>
      <div
        aria-hidden
        style={{
          width: 64,
          height: 64,
          margin: '0 auto 12px',
          borderRadius: '50%',
          background: '#e8f7ee',
          color: '#1a7f37',
          fontSize: 36,
          lineHeight: '64px',
          fontWeight: 700,
        }}
      >
        ✓
      </div>
      <h1 style={{ fontSize: 28, margin: '0 0 8px' }}>{GUESTS_MESSAGES.parkingConfirmed}</h1>
      <p style={{ margin: '0 0 20px', fontSize: 17 }}>{GUESTS_MESSAGES.thankYouParking}</p>
      {session && (
        <div style={{ textAlign: 'left', marginBottom: 24 }}>
          {place && (
            <div style={ROW}>
              <span style={LABEL}>{place.locationName}</span>
              <strong style={VALUE}>
                {GUEST_TEXT.zone} {place.zoneNumber}
              </strong>
            </div>
          )}
          <div style={ROW}>
            <span style={LABEL}>{GUEST_TEXT.memberPlate}</span>
            <strong style={VALUE}>
              {session.plateNumber}
              {session.state ? ` · ${session.state}` : ''}
            </strong>
          </div>
          <div style={{ ...ROW, borderBottom: `1px solid ${TOKENS.colorBorderSecondary}` }}>
            <span style={LABEL}>{GUESTS_MESSAGES.guestValidUntil}</span>
            <strong style={VALUE}>{validUntil(session)}</strong>
          </div>
        </div>
      )}
      <PlainButton variant="primary" block onClick={onDone}>
        {GUEST_TEXT.done}
      </PlainButton>
    </div>
  );
}
