import type { InputHTMLAttributes, ReactNode } from 'react';
import { TOKENS } from '../themeTokens';
import { FormField } from './FormField';
import { TextInput } from './TextInput';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** The field's own problem, read out when it appears; shown instead of `extra`. */
  error?: string | null;
  extra?: ReactNode;
}

/** A labelled plain input: FormField and TextInput under one id, for the pages kept free of antd's Form. */
export function TextField({ id, label, error, extra, ...input }: TextFieldProps) {
  const below = error ? (
    <span role="alert" style={{ color: TOKENS.colorError }}>
      {error}
    </span>
  ) : (
    extra
  );
  return (
    <FormField id={id} label={label} extra={below}>
      <TextInput id={id} {...input} />
    </FormField>
  );
}

/** Disables every control of a plain form while it is sent, without a fieldset's own frame. */
export function PlainFieldset({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={disabled} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
