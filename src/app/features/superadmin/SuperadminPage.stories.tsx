import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import SuperadminPage from './SuperadminPage';

// Without a server the page shows its loading or error state; the parts' stories show the rest.
const meta = { title: 'Superadmin/SuperadminPage', component: SuperadminPage } satisfies Meta<typeof SuperadminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Superadmin: Story = {
  decorators: [withProviders({ user: SAMPLE_USERS.superadmin, path: '/superadmin', initialEntry: '/superadmin' })],
};
