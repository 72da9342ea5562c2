import { GUEST_TEXT, GUESTS_MESSAGES } from '../../../shared/messages/guests';
import { TOKENS } from '../../themeTokens';
import type { GuestValues } from './guestRules';
import { PlateCodeForm } from './PlateCodeForm';

export interface MemberPlace {
  zoneNumber: string;
  locationName: string;
  locationAddress: string;
}

export interface MemberFormProps {
  /** The zone and its location once loaded. */
  place?: MemberPlace;
  values: GuestValues;
  onChange: (values: GuestValues) => void;
  error: string | null;
  busy: boolean;
  onSubmit: () => void;
}

/** The member-code page's header and form (SPEC 2): zone number, location, Free For All Church Visitors; plate, state, code, CONTINUE. */
export function MemberForm({ place, values, onChange, error, busy, onSubmit }: MemberFormProps) {
  return (
    <>
      <header style={{ textAlign: 'center', marginBottom: 20 }}>
        <div
          aria-label={place ? `${GUEST_TEXT.zone} ${place.zoneNumber}` : undefined}
          style={{
            display: 'inline-flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            minWidth: 88,
            minHeight: 88,
            maxWidth: '100%',
            boxSizing: 'border-box',
            padding: '0 12px',
            borderRadius: 16,
            background: TOKENS.colorPrimary,
            color: '#fff',
            marginBottom: 12,
          }}
        >
          <span style={{ fontSize: 13, textTransform: 'uppercase', letterSpacing: 1, opacity: 0.85 }}>{GUEST_TEXT.zone}</span>
          <span style={{ fontSize: 36, fontWeight: 700, lineHeight: 1.1, overflowWrap: 'anywhere' }}>{place?.zoneNumber ?? '–'}</span>
        </div>
        <h1 style={{ fontSize: 24, margin: 0 }}>{place?.locationName ?? '\u00a0'}</h1>
        <p style={{ margin: '4px 0 0', color: TOKENS.colorTextSecondary }}>{place?.locationAddress ?? '\u00a0'}</p>
        <p style={{ margin: '12px 0 0', fontWeight: 600, fontSize: 17 }}>{GUESTS_MESSAGES.freeForAll}</p>
      </header>
      <PlateCodeForm
        id="member"
        label={GUESTS_MESSAGES.freeForAll}
        labels={{ plate: GUEST_TEXT.memberPlate, state: GUEST_TEXT.memberState, code: GUEST_TEXT.memberCode, submit: GUEST_TEXT.continue }}
        values={values}
        onChange={onChange}
        error={error}
        busy={busy}
        onSubmit={onSubmit}
      />
    </>
  );
}
