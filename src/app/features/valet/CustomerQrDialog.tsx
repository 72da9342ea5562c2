import { VALET_TEXT } from '../../../shared/messages';
import { QrLinkDialog } from '../../components/QrLinkDialog';

export interface CustomerQrDialogProps {
  open: boolean;
  onClose: () => void;
  ticketNumber: string;
  /** The customer page of the ticket (/valet/review?pn=...). */
  link: string;
}

/** The customer page's link of a phone number, on this site. */
export function customerLink(phone: string, origin: string = window.location.origin): string {
  return `${origin}/valet/review?pn=${encodeURIComponent(phone)}`;
}

/** Beyond the spec: the ticket's customer link as a QR code the customer scans (with Print). */
export function CustomerQrDialog({ open, onClose, ticketNumber, link }: CustomerQrDialogProps) {
  return (
    <QrLinkDialog
      open={open}
      onClose={onClose}
      link={link}
      title={VALET_TEXT.qrTitle}
      hint={VALET_TEXT.qrHint}
      alt={VALET_TEXT.qrAlt(ticketNumber)}
      labels={{ close: VALET_TEXT.close, print: VALET_TEXT.printQr, failed: VALET_TEXT.qrFailed }}
      heading={<h2 style={{ fontSize: 20, margin: '0 0 8px' }}>{VALET_TEXT.ticketTitle(ticketNumber)}</h2>}
    />
  );
}
