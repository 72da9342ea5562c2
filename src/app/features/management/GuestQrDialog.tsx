import { MANAGEMENT_TEXT as T } from '../../../shared/messages';
import { QrLinkDialog } from '../../components/QrLinkDialog';

export interface GuestQrDialogProps {
  open: boolean;
  onClose: () => void;
  locationName: string;
  /** The location's guest registration link (what Copy Link copies). */
  link: string;
}

/**
 * Beyond the spec: the location's guest link as a printable QR code for the front desk, with the
 * location's name and the link written out under it.
 */
export function GuestQrDialog({ open, onClose, locationName, link }: GuestQrDialogProps) {
  return (
    <QrLinkDialog
      open={open}
      onClose={onClose}
      link={link}
      title={T.qrTitle}
      hint={T.qrHint}
      alt={T.qrAlt(locationName)}
      labels={{ close: T.close, print: T.print, failed: T.qrFailed }}
      heading={
        <>
          <h2 style={{ fontSize: 20, margin: '0 0 4px' }}>{locationName}</h2>
          <p style={{ margin: '0 0 8px' }}>{T.qrScan}</p>
        </>
      }
    />
  );
}
