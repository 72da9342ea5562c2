import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { MANAGEMENT_MESSAGES } from '../../../shared/messages';
import { PaymentDialog } from './PaymentDialog';
import { SAMPLE_VENDOR_LOCATIONS } from './samples';

const meta = {
  title: 'Superadmin/PaymentDialog',
  component: PaymentDialog,
  args: { location: SAMPLE_VENDOR_LOCATIONS[0]!, sending: false, error: null, onSend: fn(), onRefuse: fn(), onClose: fn() },
} satisfies Meta<typeof PaymentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
/** A location with no subscription or payment yet (no description, total $0.00). */
export const FirstPayment: Story = { args: { location: SAMPLE_VENDOR_LOCATIONS[1]! } };
export const Sending: Story = { args: { sending: true } };
export const Failed: Story = { args: { error: MANAGEMENT_MESSAGES.paymentUpdateFailed } };
export const Closed: Story = { args: { location: null } };
/** Last Pay Date defaults to today on the location's clock (here UTC+14), not the browser's. */
export const LocationTimeZone: Story = { args: { timeZone: 'Pacific/Kiritimati' } };
