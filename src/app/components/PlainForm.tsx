import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
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
 * and each refused submit takes the focus to the first field it is about (that one, or one with an
 * error of its own): the place to fix it, not the top of the form.
 */
export function PlainForm({ onSubmit, error, busy, children, label, errorId }: PlainFormProps) {
  const ownId = useId();
  const id = errorId ?? ownId;
  const form = useRef<HTMLFormElement>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmits((n) => n + 1);
    onSubmit();
  };
  // Counted, so that a second refusal in the same words (another field still empty) moves the focus too.
  const [submits, setSubmits] = useState(0);
  useEffect(() => {
    const fields = form.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[aria-invalid="true"]') ?? [];
    // A field the refusal is about: one with an error of its own (sign-up's checks), or a required one
    // left empty. A refusal of what was filled in (a wrong password) leaves the focus where it is.
    const first = [...fields].find((f) => f.getAttribute('aria-describedby') === `${f.id}-error` || (f.required && f.value.trim() === ''));
    first?.focus();
  }, [error, submits]);
  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={label}>
      {/* While the next try is sent, the last error keeps its room unseen: nothing moves under the finger. */}
      {error && (
        <NoticeBox type="error" id={id} style={busy ? { visibility: 'hidden' } : undefined}>
          {error}
        </NoticeBox>
      )}
      <RefusalOfForm value={error && !busy ? id : null}>
        <PlainFieldset disabled={busy}>{children}</PlainFieldset>
      </RefusalOfForm>
    </form>
  );
}
