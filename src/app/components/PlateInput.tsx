import { LIMITS } from '../../shared/limits';
import { normalizePlate as normalizeStoredPlate } from '../../shared/plates';
import { PARKING_TEXT } from '../../shared/messages';
import { TextInput } from './TextInput';
import { TOKENS } from '../themeTokens';

export interface PlateValue {
  plate: string;
  state: string;
}

export interface PlateInputProps {
  /** Prefix of the two inputs' ids (labels point at them). */
  id: string;
  value: PlateValue;
  onChange: (value: PlateValue) => void;
  /** Called when focus leaves either input (the vehicle lookup runs then). */
  onBlur?: () => void;
  disabled?: boolean;
  plateError?: string | null;
  stateError?: string | null;
}

/** Upper-case as typed, keeping only letters and digits (as the plate is stored); cut to the SPEC's length. */
export function normalizePlate(text: string): string {
  return normalizeStoredPlate(text)
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, LIMITS.plateMax);
}
export function normalizeState(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, LIMITS.stateMax);
}

const errorStyle = { color: TOKENS.colorError, fontSize: 14, marginTop: 4 } as const;

/** Licence plate (max 8) and state (max 2), upper case as typed (SPEC section 5). Plain inputs: it sits on the driver's first page. */
export function PlateInput({ id, value, onChange, onBlur, disabled, plateError, stateError }: PlateInputProps) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 84px', gap: 12 }}>
      <div>
        <label htmlFor={`${id}-plate`} style={{ display: 'block', marginBottom: 6, fontWeight: 500 }}>
          {PARKING_TEXT.licensePlate}
        </label>
        <TextInput
          id={`${id}-plate`}
          value={value.plate}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={LIMITS.plateMax}
          disabled={disabled}
          aria-invalid={plateError ? true : undefined}
          aria-describedby={plateError ? `${id}-plate-error` : undefined}
          onChange={(e) => onChange({ ...value, plate: normalizePlate(e.target.value) })}
          onBlur={onBlur}
        />
        {plateError && (
          <div id={`${id}-plate-error`} role="alert" style={errorStyle}>
            {plateError}
          </div>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-state`} style={{ display: 'block', marginBottom: 6, fontWeight: 500 }}>
          {PARKING_TEXT.licenseState}
        </label>
        <TextInput
          id={`${id}-state`}
          value={value.state}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={LIMITS.stateMax}
          disabled={disabled}
          aria-invalid={stateError ? true : undefined}
          aria-describedby={stateError ? `${id}-state-error` : undefined}
          onChange={(e) => onChange({ ...value, state: normalizeState(e.target.value) })}
          onBlur={onBlur}
        />
        {stateError && (
          <div id={`${id}-state-error`} role="alert" style={errorStyle}>
            {stateError}
          </div>
        )}
      </div>
    </div>
  );
}
