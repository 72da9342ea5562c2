import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import { byPhoneAnswer, sampleTicket, SAMPLE_VALET_PHONE } from './samples';
import { TicketChoices } from './TicketChoices';

const newer = sampleTicket('requested', { _id: 'valet-1', ticketNumber: '1188', make: 'Toyota', color: 'Black', paid: true });
const older = sampleTicket('parked', { _id: 'valet-2', ticketNumber: '1187', make: 'Honda', color: 'Silver', plateNumber: 'HND4411' });

const meta = {
  title: 'Valet/Customer/TicketChoices',
  component: TicketChoices,
  decorators: [inPublicLayout, withProviders({ path: '/valet/review' })],
  args: { pn: SAMPLE_VALET_PHONE, tickets: byPhoneAnswer(newer, [older]).tickets, currentId: newer._id },
} satisfies Meta<typeof TicketChoices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two cars on one number, the newest shown (paid while requested: "Paid" beside its status). */
export const TwoCars: Story = {};
/** The older car picked. */
export const OlderPicked: Story = { args: { currentId: older._id } };
/** One ticket: nothing (the page is SPEC's). */
export const OneTicket: Story = { args: { tickets: byPhoneAnswer(newer).tickets } };
