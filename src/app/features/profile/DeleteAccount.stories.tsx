import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { inCardColumn, withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import { DeleteAccount } from './DeleteAccount';

const meta = {
  title: 'Profile/DeleteAccount',
  component: DeleteAccount,
  args: { role: 'customer' },
  decorators: [withProviders({ user: SAMPLE_USERS.customer, path: '/profile' }), inCardColumn],
} satisfies Meta<typeof DeleteAccount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Driver: Story = {};
/** An owner is told their locations close with the account. */
export const LotOwner: Story = { args: { role: 'vendor' } };
