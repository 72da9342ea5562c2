import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { OpenTicketList, OpenTicketsPanel } from './OpenTicketChoices';
import { openTicketChoice, sampleTicket, twoCarsOnOneNumber } from './samples';

const twoCars = twoCarsOnOneNumber().map(openTicketChoice);

const meta = {
  title: 'Valet/OpenTicketChoices',
  component: OpenTicketsPanel,
  args: { tickets: twoCars, onOpen: fn(), onCreate: fn() },
  decorators: [
    (Story) => (
      // As on the desk: inside the lookup's card, phone-wide or wider.
      <div style={{ maxWidth: 1100, background: '#fff', padding: '20px 24px 0' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OpenTicketsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The desk's lookup of a number with two open tickets: both listed (#9003 paid while requested), and a new ticket. */
export const TwoCars: Story = {};

/** Three cars on one number, ready and unpaid among them (its status reads "unpaid", as in the grid). */
export const ThreeCars: Story = {
  args: {
    tickets: [
      ...twoCars,
      openTicketChoice(
        sampleTicket({ _id: 'v-9001', ticketNumber: '9001', plateNumber: 'FRD9001', make: 'Ford', color: 'Grey', status: 'ready' }),
      ),
    ],
  },
};

/** On a phone (390 px): each ticket a full-width button, its words wrapping under the number. */
export const OnPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
};

/** The list alone, as the New Ticket form's question shows it for a number with several open tickets. */
export const ListOnly: Story = { render: (args) => <OpenTicketList tickets={args.tickets} onOpen={args.onOpen} /> };
