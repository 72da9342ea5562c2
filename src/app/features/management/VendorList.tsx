import { Alert } from 'antd';
import { MANAGEMENT_MESSAGES } from '../../../shared/messages';
import type { LocationVendor } from '../../api/enhanced/vendors';
import { CardGrid } from '../../components/CardGrid';
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

/** The location's vendor cards, "No vendors found." when there are none. */
export function VendorList({ locationId, vendors, timeZone, loading, error, onCopyLink, onDelete }: VendorListProps) {
  if (error) return <Alert type="error" showIcon title={error} role="alert" />;
  return (
    <CardGrid loading={loading} empty={MANAGEMENT_MESSAGES.noVendors} minWidth={300}>
      {vendors.map((v) => (
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
  );
}
