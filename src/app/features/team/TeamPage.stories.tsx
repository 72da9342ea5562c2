import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import TeamPage from './TeamPage';

// Without a server the page shows its loading, empty or error state.
const meta = { title: 'Team/TeamPage', component: TeamPage } satisfies Meta<typeof TeamPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vendor: Story = { decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/team', initialEntry: '/team' })] };
export const Odogwu: Story = { decorators: [withProviders({ user: SAMPLE_USERS.odogwu, path: '/team', initialEntry: '/team' })] };
