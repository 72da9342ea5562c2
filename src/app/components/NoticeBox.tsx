import type { ReactNode } from 'react';

export interface NoticeBoxProps {
  type: 'error' | 'success';
  children: ReactNode;
}

/** A light alert for first-load pages (styles in public/index.html); errors are announced at once. */
export function NoticeBox({ type, children }: NoticeBoxProps) {
  return (
    <div className={`p-notice p-notice-${type}`} role={type === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
