import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_TIME_ZONE, SAMPLE_VENDORS } from './samples';
import { VendorCard } from './VendorCard';

const meta = {
  title: 'Management/VendorCard',
  component: VendorCard,
  decorators: [withProviders({ path: '/management/locations/loc-1' })],
  args: {
    vendor: SAMPLE_VENDORS[0]!,
    timeZone: SAMPLE_TIME_ZONE,
    editTo: '/management/locations/loc-1/vendors/v-1/edit',
    onCopyLink: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof VendorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const LongNameManyPlates: Story = { args: { vendor: SAMPLE_VENDORS[2]! } };
export const SingleWordName: Story = { args: { vendor: { ...SAMPLE_VENDORS[1]!, name: 'Dental', plateCount: 0 } } };
/** Past its expiration day: marked Expired, with what that means for its code. */
export const Expired: Story = { args: { vendor: { ...SAMPLE_VENDORS[0]!, expirationDate: '2020-03-12T03:59:59.999Z' } } };
