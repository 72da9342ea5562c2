import { useEffect, useRef } from 'react';
import { VALET_MESSAGES, VALET_TEXT } from '../../../shared/messages';
import { PlainButton } from '../../components/PlainButton';

/** "Requested!" after the customer asked for the car: a plain modal dialog (no antd), OK or Escape closes it. */
export function RequestedDialog({ onClose }: { onClose: () => void }) {
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ok.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      style={{
        position: 'fixed',
        inset: 0,
        background: 'rgba(0,0,0,.45)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        zIndex: 1000,
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="valet-requested-title"
        aria-describedby="valet-requested-body"
        style={{ background: '#fff', borderRadius: 12, padding: 24, width: '100%', maxWidth: 360, textAlign: 'center' }}
      >
        <h2 id="valet-requested-title" style={{ fontSize: 24, margin: '0 0 8px' }}>
          {VALET_MESSAGES.valetRequestedTitle}
        </h2>
        <p id="valet-requested-body" style={{ fontSize: 17, margin: '0 0 20px' }}>
          {VALET_MESSAGES.valetRequestedBody}
        </p>
        <PlainButton ref={ok} variant="primary" block onClick={onClose}>
          {VALET_TEXT.ok}
        </PlainButton>
      </div>
    </div>
  );
}
