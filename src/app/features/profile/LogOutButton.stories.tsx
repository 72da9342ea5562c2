import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import { LogOutButton } from './LogOutButton';

const meta = {
  title: 'Profile/LogOutButton',
  component: LogOutButton,
  decorators: [withProviders({ user: SAMPLE_USERS.customer, path: '/profile' })],
} satisfies Meta<typeof LogOutButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
