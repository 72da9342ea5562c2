import { LIMITS } from '../../../shared/limits';
import { normalizePlate, normalizeState } from '../../components/PlateInput';
import { pasteIntoField } from '../../components/fieldPaste';
import { stateCodeOfName } from '../../../shared/usStates';
import { TextField } from '../../components/TextField';

export interface PlateStateFieldsProps {
  id: string;
  plateLabel: string;
  stateLabel: string;
  plate: string;
  state: string;
  onPlate: (plate: string) => void;
  onState: (state: string) => void;
}

/** Plate (max 8) and state (max 2) side by side, upper case as typed (SPEC 5), with the page's own labels. */
export function PlateStateFields({ id, plateLabel, stateLabel, plate, state, onPlate, onState }: PlateStateFieldsProps) {
  const code = { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false } as const;
  return (
    // Inputs on one line whatever the labels' length; the state column fits "License State".
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 128px', gap: 12, alignItems: 'end' }}>
      <TextField
        id={`${id}-plate`}
        label={plateLabel}
        required
        value={plate}
        maxLength={LIMITS.plateMax}
        onChange={(e) => onPlate(normalizePlate(e.target.value))}
        onPaste={(e) => pasteIntoField(e, normalizePlate, onPlate)}
        {...code}
      />
      <TextField
        id={`${id}-state`}
        label={stateLabel}
        required
        value={state}
        maxLength={LIMITS.stateMax}
        onChange={(e) => onState(normalizeState(e.target.value))}
        onPaste={(e) => pasteIntoField(e, normalizeState, onState, stateCodeOfName)}
        {...code}
      />
    </div>
  );
}
