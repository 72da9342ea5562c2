import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleTicket } from './samples';
import { TicketDetails } from './TicketDetails';

const meta = { title: 'Valet/TicketDetails', component: TicketDetails, args: { ticket: sampleTicket() } } satisfies Meta<
  typeof TicketDetails
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new ticket: not parked yet. */
export const Entry: Story = {};
/** Parked, hourly, ready and unpaid. */
export const ReadyHourly: Story = {
  args: {
    ticket: sampleTicket({
      status: 'ready',
      isHourly: true,
      price: 800,
      estimatedTotal: 2400,
      parkedBy: 'Sam',
      parkedLocation: 'Level 2, B14',
    }),
  },
};
/** Only the required fields. */
export const Minimal: Story = {
  args: {
    ticket: sampleTicket({ model: null, description: null, lastName: null, email: null, locationName: null, locationAddress: null }),
  },
};
