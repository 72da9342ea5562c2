import type { ReactNode } from 'react';
import { TOKENS } from '../themeTokens';

export interface FormFieldProps {
  id: string;
  label: string;
  children: ReactNode;
  /** Help text under the control. */
  extra?: ReactNode;
}

/**
 * A label above a control, the look of antd's vertical Form.Item without antd's Form. The login
 * page uses it to stay inside the first-load budget (antd Form and its validator cost ~25 KB gzipped).
 */
export function FormField({ id, label, children, extra }: FormFieldProps) {
  return (
    <div style={{ marginBottom: 20 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 8, fontWeight: 500 }}>
        {label}
      </label>
      {children}
      {extra && <div style={{ marginTop: 4, color: TOKENS.colorTextSecondary, fontSize: 14 }}>{extra}</div>}
    </div>
  );
}
