import { Alert, Form, type FormProps } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFocusKeptWhileDisabled } from './focusRecovery';

export interface ScreenFormProps<V> extends Omit<FormProps<V>, 'layout' | 'size' | 'requiredMark'> {
  /** What went wrong with the last submission, shown above the fields and read out. */
  error?: string | null;
  children: ReactNode;
}

/**
 * Scrolls the error banner to the middle of the screen when it is out of sight: a long form (a
 * valet ticket is ~2,100 px on a phone) is submitted from its bottom, where a banner above the
 * fields cannot be seen. 'center' rather than 'nearest', which would leave it at the screen's edge
 * (under the connection banner, when one shows); not at all when it is already in sight. jsdom (unit tests) has no scrollIntoView.
 */
function bringIntoView(element: HTMLElement | null) {
  if (!element || typeof element.scrollIntoView !== 'function') return;
  const { top, bottom } = element.getBoundingClientRect();
  if (top >= 0 && bottom <= window.innerHeight) return;
  const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
}

/**
 * The antd form of a screen: labels above large controls (thumb-sized on a phone, the same at a
 * desk), no required marks (the messages name what is missing), and its error above the fields,
 * brought into view whenever a submission ends with one.
 */
export function ScreenForm<V>({ error, children, onFinish, ...form }: ScreenFormProps<V>) {
  const banner = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // Disabled while it sends: the pressed button gets its focus back when the answer comes.
  useFocusKeptWhileDisabled(Boolean(form.disabled), box);
  // Counted so that the same refusal said again (a second tap with a field still empty) is shown
  // again: the error text alone does not change then.
  const [submissions, setSubmissions] = useState(0);
  useEffect(() => {
    if (error) bringIntoView(banner.current);
  }, [error, submissions]);
  return (
    <>
      {/* While the next try is sent (the form disabled), the last error keeps its room unseen. */}
      {error && (
        <div ref={banner} style={form.disabled ? { visibility: 'hidden' } : undefined}>
          <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />
        </div>
      )}
      <div ref={box}>
        <Form<V>
          layout="vertical"
          size="large"
          requiredMark={false}
          // A field rule refused: the first field it is about takes the focus, so a screen reader
          // reads its error and a keyboard is where the fix goes (the red texts alone say nothing).
          scrollToFirstError={{ block: 'center', focus: true }}
          {...form}
          onFinish={
            onFinish &&
            ((values) => {
              setSubmissions((n) => n + 1);
              onFinish(values);
            })
          }
        >
          {children}
        </Form>
      </div>
    </>
  );
}
