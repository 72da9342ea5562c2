import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { requestedTicket, sampleTicket } from './samples';
import { TicketButton } from './TicketButton';

const NOW = new Date('2026-11-23T16:30:00.000Z');

const meta = {
  title: 'Valet/TicketButton',
  component: TicketButton,
  args: { ticket: sampleTicket(), now: NOW, onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TicketButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Grey: the car has just come in. */
export const Entry: Story = {};
/** Orange. */
export const Parked: Story = { args: { ticket: sampleTicket({ status: 'parked' }) } };
/** Ready and not paid reads "unpaid", dark red. */
export const ReadyUnpaid: Story = { args: { ticket: sampleTicket({ status: 'ready', paid: false }) } };
/** Ready and paid reads "paid", green. */
export const ReadyPaid: Story = { args: { ticket: sampleTicket({ status: 'ready', paid: true }) } };
export const Paid: Story = { args: { ticket: sampleTicket({ status: 'paid', paid: true }) } };
export const Unpaid: Story = { args: { ticket: sampleTicket({ status: 'unpaid' }) } };
export const Unrequested: Story = { args: { ticket: sampleTicket({ status: 'unrequested' }) } };
/** Transparent with a border. */
export const Completed: Story = { args: { ticket: sampleTicket({ status: 'completed', paid: true }) } };
/** Blue, requested 2 minutes ago: a green edge. */
export const RequestedFresh: Story = { args: { ticket: requestedTicket(2, {}, NOW) } };
/** Requested 7 minutes ago: amber. */
export const RequestedWaiting: Story = { args: { ticket: requestedTicket(7, {}, NOW) } };
/** Requested 14 minutes ago: red. */
export const RequestedLate: Story = { args: { ticket: requestedTicket(14, {}, NOW) } };
/** The longest ticket number the form takes (10). */
export const LongNumber: Story = { args: { ticket: sampleTicket({ ticketNumber: '9999999999' }) } };
