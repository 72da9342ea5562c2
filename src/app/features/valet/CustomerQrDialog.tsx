import { Alert, Button, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { VALET_TEXT } from '../../../shared/messages';

export interface CustomerQrDialogProps {
  open: boolean;
  onClose: () => void;
  ticketNumber: string;
  /** The customer page of the ticket (/valet/review?pn=...). */
  link: string;
}

/** The QR code of `link` as an SVG data URL (as the guest QR dialog draws it; qrcode loads with the dialog). */
async function qrDataUrl(link: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The customer page's link of a phone number, on this site. */
export function customerLink(phone: string, origin: string = window.location.origin): string {
  return `${origin}/valet/review?pn=${encodeURIComponent(phone)}`;
}

// Printing shows the QR card alone, as the guest QR dialog does.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .valet-qr-print, .valet-qr-print * { visibility: visible !important; }
  .valet-qr-print { position: fixed; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; }
  .valet-qr-print img { width: 9cm !important; height: 9cm !important; }
}`;

/** Beyond the spec: the ticket's customer link as a QR code the customer scans (with Print). */
export function CustomerQrDialog({ open, onClose, ticketNumber, link }: CustomerQrDialogProps) {
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
      title={VALET_TEXT.qrTitle}
      footer={[
        <Button key="close" onClick={onClose}>
          {VALET_TEXT.close}
        </Button>,
        <Button key="print" type="primary" disabled={!src} onClick={() => window.print()}>
          {VALET_TEXT.printQr}
        </Button>,
      ]}
    >
      <style>{PRINT_CSS}</style>
      <p style={{ marginTop: 0 }}>{VALET_TEXT.qrHint}</p>
      {failed ? (
        <Alert type="error" showIcon title={VALET_TEXT.qrFailed} />
      ) : (
        <div className="valet-qr-print" style={{ textAlign: 'center' }}>
          <h2 style={{ fontSize: 20, margin: '0 0 8px' }}>{VALET_TEXT.ticketTitle(ticketNumber)}</h2>
          {src ? (
            <img src={src} alt={VALET_TEXT.qrAlt(ticketNumber)} width={240} height={240} style={{ display: 'block', margin: '0 auto' }} />
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
