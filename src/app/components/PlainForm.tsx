import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { NoticeBox } from './NoticeBox';
import { PlainFieldset, RefusalOfForm } from './TextField';

export interface PlainFormProps {
  /** Called on submit (Enter or the submit button); the browser's own validation stays off. */
  onSubmit: () => void;
  /** What went wrong with the last submission, shown above the fields and read out. */
  error?: string | null;
  /** While sending: every control is disabled. */
  busy: boolean;
  children: ReactNode;
  label?: string;
  /** The error's id, for the fields it is about to name in aria-describedby (else one of its own). */
  errorId?: string;
}

/**
 * ScreenForm's plain-markup twin for the public pages a driver opens on a phone (sign-up, password,
 * contact): the same layout and error placement without antd's Form in their first load. While an
 * error shows, each `required` field left empty is marked invalid and named by it (RefusalOfForm),
 * and a new error takes the focus to the first of them: the place to fix it, not the top of the form.
 */
export function PlainForm({ onSubmit, error, busy, children, label, errorId }: PlainFormProps) {
  const ownId = useId();
  const id = errorId ?? ownId;
  const form = useRef<HTMLFormElement>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSubmit();
  };
  useEffect(() => {
    if (!error) return;
    const fields = form.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[required][aria-invalid="true"]') ?? [];
    // Only an empty one: a refusal of what was filled in (a wrong password) leaves the focus where it is.
    [...fields].find((f) => f.value.trim() === '')?.focus();
  }, [error]);
  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={label}>
      {error && (
        <NoticeBox type="error" id={id}>
          {error}
        </NoticeBox>
      )}
      <RefusalOfForm value={error ? id : null}>
        <PlainFieldset disabled={busy}>{children}</PlainFieldset>
      </RefusalOfForm>
    </form>
  );
}
