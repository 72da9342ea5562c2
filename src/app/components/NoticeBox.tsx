import type { CSSProperties, ReactNode } from 'react';

export interface NoticeBoxProps {
  type: 'error' | 'success' | 'warning';
  children: ReactNode;
  /** Adjustments where the box sits (e.g. no bottom margin at the end of a card). */
  style?: CSSProperties;
  /** For fields whose aria-describedby names it. */
  id?: string;
}

/** A light alert for first-load pages (styles in public/index.html); errors and warnings are announced at once. */
export function NoticeBox({ type, children, style, id }: NoticeBoxProps) {
  return (
    <div id={id} className={`p-notice p-notice-${type}`} role={type === 'success' ? 'status' : 'alert'} style={style}>
      {children}
    </div>
  );
}
