import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { inCardColumn, withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import { ChangePassword } from './ChangePassword';

const meta = {
  title: 'Profile/ChangePassword',
  component: ChangePassword,
  decorators: [withProviders({ user: SAMPLE_USERS.customer, path: '/profile' }), inCardColumn],
} satisfies Meta<typeof ChangePassword>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
