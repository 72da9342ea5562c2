import type { FormEvent, ReactNode } from 'react';
import { NoticeBox } from './NoticeBox';
import { PlainFieldset } from './TextField';

export interface PlainFormProps {
  /** Called on submit (Enter or the submit button); the browser's own validation stays off. */
  onSubmit: () => void;
  /** What went wrong with the last submission, shown above the fields and read out. */
  error?: string | null;
  /** While sending: every control is disabled. */
  busy: boolean;
  children: ReactNode;
  label?: string;
  /** The error's id, for the fields it is about to name in aria-describedby. */
  errorId?: string;
}

/**
 * ScreenForm's plain-markup twin for the public pages a driver opens on a phone (sign-up, password,
 * contact): the same layout and error placement without antd's Form in their first load.
 */
export function PlainForm({ onSubmit, error, busy, children, label, errorId }: PlainFormProps) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      {error && (
        <NoticeBox type="error" id={errorId}>
          {error}
        </NoticeBox>
      )}
      <PlainFieldset disabled={busy}>{children}</PlainFieldset>
    </form>
  );
}
