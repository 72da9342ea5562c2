import { screen } from '@testing-library/react';
import { VendorCard } from '../../../src/app/features/management/VendorCard';
import { SAMPLE_VENDORS } from '../../../src/app/features/management/samples';
import { MANAGEMENT_TEXT as T } from '../../../src/shared/messages';
import { renderWithProviders } from '../app/renderWithProviders';

const card = (expirationDate: string) =>
  renderWithProviders(
    <VendorCard
      vendor={{ ...SAMPLE_VENDORS[0]!, expirationDate }}
      timeZone="America/New_York"
      editTo="/edit"
      onCopyLink={() => undefined}
      onDelete={() => undefined}
    />,
  );

describe("a vendor card's expiry", () => {
  it('marks a vendor past its expiration day Expired and says its code no longer works', () => {
    card('2020-03-12T03:59:59.999Z');
    expect(screen.getByText(T.vendorExpired)).toBeInTheDocument();
    expect(screen.getByText(T.vendorExpiredHint)).toBeInTheDocument();
  });

  it('marks nothing on a vendor still current', () => {
    card('2099-03-12T03:59:59.999Z');
    expect(screen.queryByText(T.vendorExpired)).not.toBeInTheDocument();
    expect(screen.queryByText(T.vendorExpiredHint)).not.toBeInTheDocument();
  });
});
