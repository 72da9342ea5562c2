import { Input, type InputProps } from 'antd';
import type { ChangeEvent } from 'react';
import { LIMITS } from '../../shared/limits';
import { typedPlate } from '../../shared/plates';
import { pasteIntoPlateField } from './plateFieldPaste';

export type PlateTextInputProps = Omit<InputProps, 'onChange' | 'onPaste' | 'maxLength'> & {
  /** Form.Item's, which takes the pasted plate as a plain value as well as an event. */
  onChange?: (change: ChangeEvent<HTMLInputElement> | string) => void;
};

/**
 * antd's Input for a plate inside a Form.Item (which gives it value and onChange): a pasted plate
 * loses its separators before it is cut to 8, then goes through the Form.Item's own normalize.
 * Other characters are left for the form's checks to refuse, as they are when typed.
 */
export function PlateTextInput({ onChange, ...props }: PlateTextInputProps) {
  return (
    <Input
      {...props}
      maxLength={LIMITS.plateMax}
      onChange={onChange}
      onPaste={(e) => pasteIntoPlateField(e, typedPlate, (text) => onChange?.(text))}
    />
  );
}
