import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { MANAGEMENT_MESSAGES } from '../../../shared/messages';
import { PaymentLedgerView } from './PaymentLedger';
import { SAMPLE_PAYMENTS, SAMPLE_VENDOR_LOCATIONS } from './samples';
import { VendorLocationsTable } from './VendorLocationsTable';

const meta = {
  title: 'Superadmin/VendorLocationsTable',
  component: VendorLocationsTable,
  args: {
    locations: SAMPLE_VENDOR_LOCATIONS,
    total: SAMPLE_VENDOR_LOCATIONS.length,
    page: 1,
    pageSize: 20,
    onPage: fn(),
    onAdd: fn(),
    renderPayments: (l) => <PaymentLedgerView locationName={l.name} payments={l.numberOfPayments ? SAMPLE_PAYMENTS : []} />,
  },
} satisfies Meta<typeof VendorLocationsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Empty: Story = { args: { locations: [], total: 0 } };
export const Loading: Story = { args: { locations: [], total: 0, loading: true } };
export const LoadFailed: Story = { args: { error: MANAGEMENT_MESSAGES.superadminLoadFailed } };
/** One page of 20,000: the server pages, the table renders 20 rows and the pager. */
export const ManyPages: Story = {
  args: {
    locations: Array.from({ length: 20 }, (_, i) => ({ ...SAMPLE_VENDOR_LOCATIONS[i % 3]!, _id: `row-${i}`, name: `Lot ${1001 + i}` })),
    total: 20000,
    page: 51,
  },
};
/** On a phone, a name with a long unbroken run wraps inside its cell instead of pushing the table past the screen. */
export const LongNameOnPhone: Story = {
  args: {
    locations: [
      { ...SAMPLE_VENDOR_LOCATIONS[0]!, name: 'Wrigleyville-North-Clark-Street-Overflow-Garage Level 2' },
      ...SAMPLE_VENDOR_LOCATIONS.slice(1),
    ],
  },
  globals: { viewport: { value: 'phone' } },
};
