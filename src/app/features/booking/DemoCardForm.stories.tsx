import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MESSAGES } from '../../../shared/messages';
import { DemoCardForm } from './DemoCardForm';

const meta = {
  title: 'Booking/DemoCardForm',
  component: DemoCardForm,
  args: { amountText: '$24.30', onPay: async () => undefined },
} satisfies Meta<typeof DemoCardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Declined: Story = { args: { error: 'Your card was declined.' } };
export const Failed: Story = { args: { error: MESSAGES.paymentFailed } };
export const Busy: Story = { args: { busy: true } };
