import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import VendorFormPage from './VendorFormPage';

// Add Vendor needs no server to show; Edit Vendor without one shows its loading, then its error.
const meta = { title: 'Management/VendorFormPage', component: VendorFormPage } satisfies Meta<typeof VendorFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  decorators: [
    withProviders({
      user: SAMPLE_USERS.odogwu,
      path: '/management/locations/:locationId/vendors/add',
      initialEntry: '/management/locations/loc-1/vendors/add?locationName=Main%20Street%20Garage',
    }),
  ],
};
export const Edit: Story = {
  decorators: [
    withProviders({
      user: SAMPLE_USERS.odogwu,
      path: '/management/locations/:locationId/vendors/:vendorId/edit',
      initialEntry: '/management/locations/loc-1/vendors/v-1/edit',
    }),
  ],
};
