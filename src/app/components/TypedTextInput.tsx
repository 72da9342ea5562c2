import { Input, type InputProps } from 'antd';
import type { ChangeEvent } from 'react';
import { LIMITS } from '../../shared/limits';
import { typedPhone } from '../../shared/phone';
import { typedPlate } from '../../shared/plates';
import { stateCodeOfName, typedState } from '../../shared/usStates';
import { pasteIntoField } from './fieldPaste';

export type TypedTextInputProps = Omit<InputProps, 'onChange' | 'onPaste' | 'maxLength'> & {
  /** Form.Item's, which takes the pasted text as a plain value as well as an event. */
  onChange?: (change: ChangeEvent<HTMLInputElement> | string) => void;
};

/**
 * antd's Input inside a Form.Item (which gives it value and onChange) for a field with a short
 * SPEC maxlength: a paste becomes what the field keeps (`typed`, which also cuts it) before the
 * browser's maxlength could cut it, then goes through the Form.Item's own normalize.
 */
function TypedTextInput({
  onChange,
  typed,
  whole,
  maxLength,
  ...props
}: TypedTextInputProps & { typed: (text: string) => string; whole?: (pasted: string) => string | null; maxLength: number }) {
  return (
    <Input
      {...props}
      maxLength={maxLength}
      onChange={onChange}
      onPaste={(e) => pasteIntoField(e, typed, (text) => onChange?.(text), whole)}
    />
  );
}

/**
 * A plate: a pasted plate loses its separators before it is cut to 8. Other characters are left
 * for the form's checks to refuse, as they are when typed.
 */
export function PlateTextInput(props: TypedTextInputProps) {
  return <TypedTextInput {...props} typed={typedPlate} maxLength={LIMITS.plateMax} />;
}

/** A valet customer's phone number: "+1 (404) 555-0199" pasted is kept as 4045550199, not cut to 1404555019. */
export function PhoneTextInput(props: TypedTextInputProps) {
  return <TypedTextInput inputMode="numeric" {...props} typed={typedPhone} maxLength={LIMITS.phoneMax} />;
}

/** A plate's state: "New York" pasted or dictated is kept as NY, not cut to NE. */
export function StateTextInput(props: TypedTextInputProps) {
  return <TypedTextInput autoCapitalize="characters" {...props} typed={typedState} whole={stateCodeOfName} maxLength={LIMITS.stateMax} />;
}
