import type { ClipboardEventHandler } from 'react';
import { LIMITS } from '../../shared/limits';
import { normalizePlate as normalizeStoredPlate, type PlateAndState } from '../../shared/plates';
import { PARKING_TEXT } from '../../shared/messages';
import { stateCodeOfName, typedState } from '../../shared/usStates';
import { pasteIntoField } from './fieldPaste';
import { TextInput } from './TextInput';
import { TOKENS } from '../themeTokens';

export type PlateValue = PlateAndState;

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
/** Letters only, upper case, cut to 2; a state's full name ("New York") is its code (usStates). */
export const normalizeState = typedState;

const errorStyle = { color: TOKENS.colorError, fontSize: 14, marginTop: 4 } as const;

interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  disabled?: boolean;
  error?: string | null;
  onChange: (text: string) => void;
  onBlur?: () => void;
  onPaste?: ClipboardEventHandler<HTMLInputElement>;
}

/** A labelled input for a code typed in capitals (plate, state), its error tied to it for screen readers. */
function CodeField({ id, label, value, maxLength, disabled, error, onChange, onBlur, onPaste }: CodeFieldProps) {
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 6, fontWeight: 500 }}>
        {label}
      </label>
      <TextInput
        id={id}
        value={value}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        onPaste={onPaste}
      />
      {error && (
        <div id={`${id}-error`} role="alert" style={errorStyle}>
          {error}
        </div>
      )}
    </div>
  );
}

/** Licence plate (max 8) and state (max 2), upper case as typed (SPEC section 5). Plain inputs: it sits on the driver's first page. */
export function PlateInput({ id, value, onChange, onBlur, disabled, plateError, stateError }: PlateInputProps) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 84px', gap: 12 }}>
      <CodeField
        id={`${id}-plate`}
        label={PARKING_TEXT.licensePlate}
        value={value.plate}
        maxLength={LIMITS.plateMax}
        disabled={disabled}
        error={plateError}
        onChange={(text) => onChange({ ...value, plate: normalizePlate(text) })}
        onBlur={onBlur}
        onPaste={(e) => pasteIntoField(e, normalizePlate, (plate) => onChange({ ...value, plate }))}
      />
      <CodeField
        id={`${id}-state`}
        label={PARKING_TEXT.licenseState}
        value={value.state}
        maxLength={LIMITS.stateMax}
        disabled={disabled}
        error={stateError}
        onChange={(text) => onChange({ ...value, state: normalizeState(text) })}
        onBlur={onBlur}
        onPaste={(e) => pasteIntoField(e, normalizeState, (state) => onChange({ ...value, state }), stateCodeOfName)}
      />
    </div>
  );
}
