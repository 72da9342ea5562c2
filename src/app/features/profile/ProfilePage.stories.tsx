import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import ProfilePage from './ProfilePage';

const meta = { title: 'Profile/ProfilePage', component: ProfilePage } satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = { decorators: [withProviders({ user: SAMPLE_USERS.customer, path: '/profile' })] };
export const Vendor: Story = { decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/profile' })] };
