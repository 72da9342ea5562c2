import { Alert, Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';

export interface ScreenFormProps<V> extends Omit<FormProps<V>, 'layout' | 'size' | 'requiredMark'> {
  /** What went wrong with the last submission, shown above the fields and read out. */
  error?: string | null;
  children: ReactNode;
}

/**
 * The antd form of a screen: labels above large controls (thumb-sized on a phone, the same at a
 * desk), no required marks (the messages name what is missing), and its error above the fields.
 */
export function ScreenForm<V>({ error, children, ...form }: ScreenFormProps<V>) {
  return (
    <>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form<V> layout="vertical" size="large" requiredMark={false} {...form}>
        {children}
      </Form>
    </>
  );
}
