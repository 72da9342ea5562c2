import { Button, Tag } from 'antd';
import { receiptDate } from '../../../shared/dates';
import { MANAGEMENT_TEXT as T } from '../../../shared/messages';
import type { LocationVendor } from '../../api/enhanced/vendors';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card } from '../../components/Card';
import { TOKENS } from '../../themeTokens';

/**
 * Up to two letters of a vendor's name for its avatar: "Corner Bistro" is CB, "Dental" is D. Words
 * are runs of letters and digits, so punctuation is no initial ("Smith, Jones & Co \"Legal\"" is SL,
 * "=HYPERLINK" is H); a name of none shows its first character.
 */
export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return [...name.trim()].slice(0, 1).join('');
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : [words[0]!];
  return letters
    .map((w) => [...w][0])
    .join('')
    .toUpperCase();
}

export interface VendorCardProps {
  vendor: LocationVendor;
  /** The location's time zone: the expiry is the calendar day there. */
  timeZone?: string;
  /** The vendor's edit form. */
  editTo: string;
  onCopyLink: () => void;
  onDelete: () => void;
}

const muted = { color: TOKENS.colorTextSecondary } as const;
const avatar = {
  flex: 'none',
  width: 48,
  height: 48,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  background: TOKENS.colorPrimary,
  color: '#fff',
  fontWeight: 600,
  fontSize: 18,
} as const;

/** SPEC 2 "/management/locations/{id}": initials, name, code, expiry in long date format, Edit, Copy Link, Delete. */
export function VendorCard({ vendor, timeZone, editTo, onCopyLink, onDelete }: VendorCardProps) {
  const navigate = useNavigate();
  const nameId = useId();
  const plates = vendor.plateCount ?? vendor.plates.length;
  // The stored expiry is the end of its day at the lot: past it, the guest page refuses the code.
  const expired = Date.parse(vendor.expirationDate) < Date.now();
  return (
    <Card label={vendor.name} gap={12}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', minWidth: 0 }}>
        <span aria-hidden="true" style={avatar}>
          {initials(vendor.name)}
        </span>
        <div style={{ minWidth: 0 }}>
          <strong id={nameId} style={{ fontSize: 18, display: 'block', overflowWrap: 'anywhere' }}>
            {vendor.name}
          </strong>
          <span style={muted}>{T.plateCount(plates)}</span>
        </div>
      </div>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
        <dt style={muted}>{T.code}</dt>
        <dd style={{ margin: 0, fontFamily: 'monospace', fontSize: 15, overflowWrap: 'anywhere' }}>{vendor.code}</dd>
        <dt style={muted}>{T.expires}</dt>
        <dd style={{ margin: 0 }}>
          {receiptDate(vendor.expirationDate, timeZone)}
          {expired && (
            <Tag color="red" style={{ marginInlineStart: 8 }}>
              {T.vendorExpired}
            </Tag>
          )}
        </dd>
      </dl>
      {expired && <p style={{ margin: 0, ...muted }}>{T.vendorExpiredHint}</p>}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {/* SPEC's three buttons, named as they read (Edit, Copy Link, Delete); the card's vendor is their description. */}
        <Button onClick={() => void navigate(editTo)} aria-describedby={nameId}>
          {T.edit}
        </Button>
        <Button onClick={onCopyLink} aria-describedby={nameId}>
          {T.copyLink}
        </Button>
        <Button danger onClick={onDelete} aria-describedby={nameId}>
          {T.delete}
        </Button>
      </div>
    </Card>
  );
}
