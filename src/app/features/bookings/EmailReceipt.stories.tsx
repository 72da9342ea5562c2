import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { inCardColumn, withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import { EmailReceipt } from './EmailReceipt';

const meta = {
  title: 'Bookings/EmailReceipt',
  component: EmailReceipt,
  args: { sessionId: 's-1' },
  decorators: [withProviders({ user: SAMPLE_USERS.customer, path: '/bookings' }), inCardColumn],
} satisfies Meta<typeof EmailReceipt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
