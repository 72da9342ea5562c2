import { createContext, useContext, useRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useFocusKeptWhileDisabled } from './focusRecovery';
import { LIMITS } from '../../shared/limits';
import { APP_TEXT } from '../../shared/messages';
import { TOKENS } from '../themeTokens';
import { FormField } from './FormField';
import { TextInput } from './TextInput';

interface FieldText {
  id: string;
  label: string;
  /** The field's own problem, read out when it appears; shown under the help text. */
  error?: string | null;
  /** Help text under the control. */
  extra?: ReactNode;
}

export type TextFieldProps = FieldText & InputHTMLAttributes<HTMLInputElement>;
export type TextAreaFieldProps = FieldText & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** The id of the error a plain form shows now (PlainForm), else null. */
const FormRefusal = createContext<string | null>(null);
export const RefusalOfForm = FormRefusal.Provider;

/**
 * A field's own error first; else, while its form shows an error, a `required` field left empty is
 * what that error is about: marked invalid, and named by it.
 */
function useInvalidity(id: string, error: string | null | undefined, required: boolean | undefined, value: unknown) {
  const refusal = useContext(FormRefusal);
  if (error) return { 'aria-invalid': true, 'aria-describedby': `${id}-error` } as const;
  if (required && refusal && String(value ?? '').trim() === '') return { 'aria-invalid': true, 'aria-describedby': refusal } as const;
  return {};
}

function below(id: string, extra: ReactNode, error: string | null | undefined): ReactNode {
  if (!error) return extra;
  return (
    <>
      {/* Help text that says what the error says (the password rule) is not shown twice. */}
      {extra && extra !== error && <div>{extra}</div>}
      <span id={`${id}-error`} role="alert" style={{ color: TOKENS.colorError }}>
        {error}
      </span>
    </>
  );
}

/** A labelled plain input: FormField and TextInput under one id, for the pages kept free of antd's Form. */
export function TextField({ id, label, error, extra, ...input }: TextFieldProps) {
  const invalidity = useInvalidity(id, error, input.required, input.value);
  return (
    <FormField id={id} label={label} extra={below(id, extra, error)}>
      <TextInput id={id} {...invalidity} {...input} />
    </FormField>
  );
}

type Preset = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'label'> & { label?: string };

/** Every plain form's email field: the email keyboard, autofill and the longest address we keep. */
export function EmailField({ label = APP_TEXT.email, ...props }: Preset) {
  return <TextField label={label} type="email" inputMode="email" autoComplete="email" maxLength={LIMITS.emailMax} {...props} />;
}

/** A password field: `fresh` for one being chosen (sign-up, reset), so managers offer to generate it. */
export function PasswordField({ fresh, ...props }: Omit<TextFieldProps, 'type' | 'autoComplete'> & { fresh?: boolean }) {
  return <TextField type="password" autoComplete={fresh ? 'new-password' : 'current-password'} {...props} />;
}

/** The same for a message of several lines. */
export function TextAreaField({ id, label, error, extra, rows = 5, ...area }: TextAreaFieldProps) {
  const invalidity = useInvalidity(id, error, area.required, area.value);
  return (
    <FormField id={id} label={label} extra={below(id, extra, error)}>
      <textarea id={id} className="p-input" rows={rows} {...invalidity} {...area} />
    </FormField>
  );
}

/** Disables every control of a plain form while it is sent, without a fieldset's own frame. */
export function PlainFieldset({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  const box = useRef<HTMLFieldSetElement>(null);
  useFocusKeptWhileDisabled(disabled, box);
  return (
    <fieldset ref={box} disabled={disabled} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
