import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn, userEvent, within } from 'storybook/test';
import { VALET_MESSAGES } from '../../../shared/messages';
import { sampleTicket } from './samples';
import { ValetTicketForm } from './ValetTicketForm';

const meta = {
  title: 'Valet/ValetTicketForm',
  component: ValetTicketForm,
  args: { onRefuse: fn(), onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ValetTicketForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new ticket: the looked-up phone number filled in, Automatic chosen. */
export const Empty: Story = { args: { phoneNumber: '5551234567' } };
/** Editing: every field of the ticket, the price back in dollars. */
export const Filled: Story = { args: { ticket: sampleTicket({ isHourly: true, price: 1250, transmissionType: 'Stick' }) } };
/** A required field missing: the message in red above the fields. */
export const Refused: Story = { args: { phoneNumber: '5551234567', error: VALET_MESSAGES.valetFieldsRequired } };
/** The server's refusal (an open ticket with the same number). */
export const ServerError: Story = { args: { ticket: sampleTicket(), error: 'Ticket #101 is already open.' } };
export const Saving: Story = { args: { ticket: sampleTicket(), busy: true } };
/** On a phone (390 px), Hourly tapped on its row: the 48 px box that toggles it says "Price per hour". */
export const HourlyOnPhone: Story = {
  args: { phoneNumber: '5551234567' },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('valet-hourly-row'));
  },
};
