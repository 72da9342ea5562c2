import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import MembersPage from './MembersPage';

// Without a server the page shows its loading or error state; the parts' stories show the rest.
const meta = { title: 'Owners/MembersPage', component: MembersPage } satisfies Meta<typeof MembersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vendor: Story = { decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/members', initialEntry: '/members' })] };
