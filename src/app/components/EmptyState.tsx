import type { ReactNode } from 'react';
import { TOKENS } from '../themeTokens';

export interface EmptyStateProps {
  children: ReactNode;
  /** A button or link under the text. */
  action?: ReactNode;
}

/** The text a list shows when it has nothing (SPEC's empty texts); plain markup, no antd Empty. */
export function EmptyState({ children, action }: EmptyStateProps) {
  return (
    <div
      role="status"
      style={{
        padding: '32px 16px',
        textAlign: 'center',
        color: TOKENS.colorTextSecondary,
        background: '#fff',
        borderRadius: 12,
        border: '1px dashed #d0d6e0',
      }}
    >
      <p style={{ margin: 0, fontSize: 16 }}>{children}</p>
      {action && <div style={{ marginTop: 16 }}>{action}</div>}
    </div>
  );
}
