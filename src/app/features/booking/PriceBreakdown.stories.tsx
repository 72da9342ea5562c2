import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PriceBreakdown } from './PriceBreakdown';

const meta = {
  title: 'Booking/PriceBreakdown',
  component: PriceBreakdown,
  args: { rateCents: 900, isHourly: true, hours: 1, vehicles: 1, feesCents: 315, totalCents: 1215 },
} satisfies Meta<typeof PriceBreakdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HourlyOneVehicle: Story = {};
export const HourlyTwoVehicles: Story = { args: { hours: 2.5, vehicles: 2, feesCents: 1576, totalCents: 6076 } };
export const Daily: Story = { args: { rateCents: 2500, isHourly: false, feesCents: 175, totalCents: 2675 } };
/** The payment step: the plates paid for first, so a typo is caught before paying. */
export const PaymentStep: Story = { args: { plates: 'ABC123 NY, XYZ9 CA', vehicles: 2, totalLabel: 'Amount to pay' } };
