import { LIMITS } from '../../../shared/limits';
import { GUEST_TEXT, guestHeading } from '../../../shared/messages/guests';
import { PlainButton } from '../../components/PlainButton';
import { PlainForm } from '../../components/PlainForm';
import { TextField } from '../../components/TextField';
import { upperCode, type GuestValues } from './guestRules';
import { PlateStateFields } from './PlateStateFields';

export interface GuestFormProps {
  /** The location's name once loaded (the heading names it). */
  locationName?: string;
  values: GuestValues;
  onChange: (values: GuestValues) => void;
  error: string | null;
  busy: boolean;
  onSubmit: () => void;
}

/** The guest registration form of /locations/{id}/guest (SPEC 2): plate, state, validation code, Validate Parking. */
export function GuestForm({ locationName, values, onChange, error, busy, onSubmit }: GuestFormProps) {
  return (
    <>
      {/* Smaller than FormTitle: the heading names the location and runs to several lines on a phone. */}
      <h1 style={{ fontSize: 24, lineHeight: 1.3, marginTop: 0, marginBottom: 20 }}>
        {locationName ? guestHeading(locationName) : GUEST_TEXT.guestTitle}
      </h1>
      <PlainForm onSubmit={onSubmit} error={error} busy={busy} label={GUEST_TEXT.guestTitle}>
        <PlateStateFields
          id="guest"
          plateLabel={GUEST_TEXT.licensePlate}
          stateLabel={GUEST_TEXT.licenseState}
          plate={values.plate}
          state={values.state}
          onPlate={(plate) => onChange({ ...values, plate })}
          onState={(state) => onChange({ ...values, state })}
        />
        <TextField
          id="guest-code"
          label={GUEST_TEXT.validationCode}
          value={values.code}
          maxLength={LIMITS.codeMax}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => onChange({ ...values, code: upperCode(e.target.value) })}
        />
        <PlainButton variant="primary" type="submit" block loading={busy}>
          {GUEST_TEXT.validateParking}
        </PlainButton>
      </PlainForm>
    </>
  );
}
