import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { PaymentPanel } from './PaymentPanel';
import { SAMPLE_INTENT } from './samples';

const meta = {
  title: 'Booking/PaymentPanel',
  component: PaymentPanel,
  decorators: [withProviders({ path: '/locations/l1/zones/z1' })],
  args: { intent: SAMPLE_INTENT, label: 'Parking at Main Street Garage', onPaid: () => undefined, onOutcomeUnknown: () => undefined },
} satisfies Meta<typeof PaymentPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Demo: Story = {};
