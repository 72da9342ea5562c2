import { GUEST_TEXT, guestHeading } from '../../../shared/messages/guests';
import type { GuestValues } from './guestRules';
import { PlateCodeForm } from './PlateCodeForm';

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
      <PlateCodeForm
        id="guest"
        label={GUEST_TEXT.guestTitle}
        labels={{
          plate: GUEST_TEXT.licensePlate,
          state: GUEST_TEXT.licenseState,
          code: GUEST_TEXT.validationCode,
          submit: GUEST_TEXT.validateParking,
        }}
        values={values}
        onChange={onChange}
        error={error}
        busy={busy}
        onSubmit={onSubmit}
      />
    </>
  );
}
