import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import LocationVendorsPage from './LocationVendorsPage';

// Without a server the page shows its loading or error state; VendorList's and VendorCard's stories show the rest.
const meta = { title: 'Management/LocationVendorsPage', component: LocationVendorsPage } satisfies Meta<typeof LocationVendorsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Odogwu: Story = {
  decorators: [
    withProviders({ user: SAMPLE_USERS.odogwu, path: '/management/locations/:locationId', initialEntry: '/management/locations/loc-1' }),
  ],
};
