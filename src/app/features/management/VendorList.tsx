import { Alert } from 'antd';
import { useState } from 'react';
import { MANAGEMENT_MESSAGES, OWNER_CONSOLE_TEXT } from '../../../shared/messages';
import type { LocationVendor } from '../../api/enhanced/vendors';
import { CardGrid } from '../../components/CardGrid';
import { CardListFilter, NO_FILTER, useCardPages } from '../owners';
import { VendorCard } from './VendorCard';

export interface VendorListProps {
  locationId: string;
  vendors: readonly LocationVendor[];
  timeZone?: string;
  loading?: boolean;
  error?: string | null;
  onCopyLink: (vendor: LocationVendor) => void;
  onDelete: (vendor: LocationVendor) => void;
}

/**
 * The location's vendor cards, "No vendors found." when there are none. A location may have hundreds:
 * a search by name or code above them, and sixty drawn at a time (Show more).
 */
export function VendorList({ locationId, vendors, timeZone, loading, error, onCopyLink, onDelete }: VendorListProps) {
  const [filter, setFilter] = useState(NO_FILTER);
  const text = filter.text.trim().toLowerCase();
  const matching = text ? vendors.filter((v) => v.name.toLowerCase().includes(text) || v.code.toLowerCase().includes(text)) : vendors;
  const { shown, more } = useCardPages(matching, text);
  if (error) return <Alert type="error" showIcon title={error} role="alert" />;
  return (
    <>
      {!loading && vendors.length > 1 && (
        <CardListFilter label={OWNER_CONSOLE_TEXT.findCode} value={filter} onChange={setFilter} locations={[]} />
      )}
      <CardGrid
        loading={loading}
        empty={vendors.length === 0 ? MANAGEMENT_MESSAGES.noVendors : MANAGEMENT_MESSAGES.noVendorMatches}
        minWidth={300}
      >
        {shown.map((v) => (
          <VendorCard
            key={v._id}
            vendor={v}
            timeZone={timeZone}
            editTo={`/management/locations/${locationId}/vendors/${v._id}/edit`}
            onCopyLink={() => onCopyLink(v)}
            onDelete={() => onDelete(v)}
          />
        ))}
      </CardGrid>
      {more}
    </>
  );
}
