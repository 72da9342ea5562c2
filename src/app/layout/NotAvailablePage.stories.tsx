import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../testing/decorators';
import { NotAvailable } from './NotAvailablePage';

const meta = {
  title: 'Layout/NotAvailable',
  component: NotAvailable,
  decorators: [withProviders({ path: '/codes' })],
} satisfies Meta<typeof NotAvailable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Codes: Story = { args: { screen: 'Validation Codes' } };
export const Booking: Story = { args: { screen: 'Park Here' } };
