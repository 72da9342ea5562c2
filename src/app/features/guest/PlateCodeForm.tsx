import { LIMITS } from '../../../shared/limits';
import { PlainButton } from '../../components/PlainButton';
import { PlainForm } from '../../components/PlainForm';
import { TextField } from '../../components/TextField';
import { upperCode, type GuestValues } from './guestRules';
import { PlateStateFields } from './PlateStateFields';

export interface PlateCodeFormProps {
  /** Prefix of the fields' ids ("guest", "member"). */
  id: string;
  /** The form's accessible name. */
  label: string;
  labels: { plate: string; state: string; code: string; submit: string };
  values: GuestValues;
  onChange: (values: GuestValues) => void;
  error: string | null;
  busy: boolean;
  onSubmit: () => void;
}

/** Plate, state and an upper-cased code, then one wide button: the guest registration and member-code forms. */
export function PlateCodeForm({ id, label, labels, values, onChange, error, busy, onSubmit }: PlateCodeFormProps) {
  return (
    <PlainForm onSubmit={onSubmit} error={error} busy={busy} label={label}>
      <PlateStateFields
        id={id}
        plateLabel={labels.plate}
        stateLabel={labels.state}
        plate={values.plate}
        state={values.state}
        onPlate={(plate) => onChange({ ...values, plate })}
        onState={(state) => onChange({ ...values, state })}
      />
      <TextField
        id={`${id}-code`}
        label={labels.code}
        required
        value={values.code}
        maxLength={LIMITS.codeMax}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange({ ...values, code: upperCode(e.target.value) })}
      />
      <PlainButton variant="primary" type="submit" block loading={busy}>
        {labels.submit}
      </PlainButton>
    </PlainForm>
  );
}
