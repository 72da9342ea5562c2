import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import ManagementPage, { ManagementView } from './ManagementPage';
import { SAMPLE_LOCATIONS } from './samples';

const meta = {
  title: 'Management/ManagementPage',
  component: ManagementView,
  args: { locations: SAMPLE_LOCATIONS, onPick: fn() },
} satisfies Meta<typeof ManagementView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Empty: Story = { args: { locations: [] } };
export const Loading: Story = { args: { locations: [], loading: true } };
// The page itself without a server: its loading state (the list's stories show the rest).
export const Page: Story = {
  render: () => <ManagementPage />,
  decorators: [withProviders({ user: SAMPLE_USERS.odogwu, path: '/management', initialEntry: '/management' })],
};
