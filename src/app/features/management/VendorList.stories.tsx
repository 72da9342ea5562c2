import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { MANAGEMENT_MESSAGES } from '../../../shared/messages';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_LOCATION_ID, SAMPLE_TIME_ZONE, SAMPLE_VENDORS } from './samples';
import { VendorList } from './VendorList';

const meta = {
  title: 'Management/VendorList',
  component: VendorList,
  decorators: [withProviders({ path: '/management/locations/loc-1' })],
  args: { locationId: SAMPLE_LOCATION_ID, vendors: SAMPLE_VENDORS, timeZone: SAMPLE_TIME_ZONE, onCopyLink: fn(), onDelete: fn() },
} satisfies Meta<typeof VendorList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Empty: Story = { args: { vendors: [] } };
export const Loading: Story = { args: { vendors: [], loading: true } };
export const WithError: Story = { args: { vendors: [], error: MANAGEMENT_MESSAGES.vendorsLoadFailed } };
