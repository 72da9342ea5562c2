import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SUPERADMIN_TEXT } from '../../../shared/messages';
import { PaymentLedgerView } from './PaymentLedger';
import { SAMPLE_PAYMENTS } from './samples';

const meta = {
  title: 'Superadmin/PaymentLedger',
  component: PaymentLedgerView,
  args: { locationName: 'Back Bay Garage', payments: SAMPLE_PAYMENTS },
} satisfies Meta<typeof PaymentLedgerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Empty: Story = { args: { payments: [] } };
export const Loading: Story = { args: { payments: [], loading: true } };
export const LoadFailed: Story = { args: { payments: [], error: SUPERADMIN_TEXT.paymentsLoadFailed } };
