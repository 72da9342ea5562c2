import { Alert, Button, Modal, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { TOUCH_MODAL_STYLES } from './touchTargets';

/** The QR code of `link` as an SVG data URL (drawn here, no canvas, no network). */
export async function qrDataUrl(link: string): Promise<string> {
  // Loaded with the dialog, so the page that offers it stays light.
  const { toString } = await import('qrcode');
  const svg = await toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

// Printing shows the QR card alone, centred on the page: the rest of the screen and the dialog's frame are hidden.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .qr-link-print, .qr-link-print * { visibility: visible !important; }
  .qr-link-print { position: fixed; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; }
  .qr-link-print img { width: 9cm !important; height: 9cm !important; }
}`;

export interface QrLinkDialogProps {
  open: boolean;
  onClose: () => void;
  /** What the code opens; written out under it too. */
  link: string;
  title: string;
  /** The line above the card: what the code is for. */
  hint: string;
  /** The card's heading (and what else it says above the code), printed with it. */
  heading: ReactNode;
  alt: string;
  labels: { close: string; print: string; failed: string };
}

/**
 * A link as a QR code someone scans with a phone, in a dialog with Print (which prints the card
 * alone): the management's guest link for the front desk, a valet ticket's customer page.
 */
export function QrLinkDialog({ open, onClose, link, title, hint, heading, alt, labels }: QrLinkDialogProps) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open) return;
    let live = true;
    setFailed(false);
    qrDataUrl(link).then(
      (url) => live && setSrc(url),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, link]);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={title}
      // Tapped on a phone (the valet at the curb): the ✕ and the footer's buttons at 44 px and over.
      styles={TOUCH_MODAL_STYLES}
      footer={[
        <Button key="close" size="large" onClick={onClose}>
          {labels.close}
        </Button>,
        <Button key="print" size="large" type="primary" disabled={!src} onClick={() => window.print()}>
          {labels.print}
        </Button>,
      ]}
    >
      <style>{PRINT_CSS}</style>
      <p style={{ marginTop: 0 }}>{hint}</p>
      {failed ? (
        <Alert type="error" showIcon title={labels.failed} />
      ) : (
        <div className="qr-link-print" style={{ textAlign: 'center' }}>
          {heading}
          {src ? (
            <img src={src} alt={alt} width={240} height={240} style={{ display: 'block', margin: '0 auto' }} />
          ) : (
            <div style={{ height: 240, display: 'grid', placeItems: 'center' }}>
              <Spin />
            </div>
          )}
          <p style={{ margin: '8px 0 0', wordBreak: 'break-all', fontSize: 13 }}>{link}</p>
        </div>
      )}
    </Modal>
  );
}
