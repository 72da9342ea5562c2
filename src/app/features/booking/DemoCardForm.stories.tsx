import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { userEvent, within } from 'storybook/test';
import { PARKING_MESSAGES, PARKING_TEXT } from '../../../shared/messages';
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
export const Failed: Story = { args: { error: PARKING_MESSAGES.paymentFailed } };
export const Busy: Story = { args: { busy: true } };

/** Fills the form as a customer would and presses Pay. */
async function payWith(canvasElement: HTMLElement, values: { card?: string; expiry?: string; cvc?: string }) {
  const canvas = within(canvasElement);
  if (values.card) await userEvent.type(canvas.getByLabelText(PARKING_TEXT.cardNumber), values.card);
  if (values.expiry) await userEvent.type(canvas.getByLabelText(PARKING_TEXT.expiry), values.expiry);
  if (values.cvc) await userEvent.type(canvas.getByLabelText(PARKING_TEXT.cvc), values.cvc);
  await userEvent.click(canvas.getByRole('button', { name: /^Pay / }));
}

/** Pay pressed with the expiry and CVC empty: asks to fill them in. */
export const MissingFields: Story = { play: ({ canvasElement }) => payWith(canvasElement, { card: '4242424242424242' }) };
/** Every field filled with a wrong value: each says what is wrong with it, nothing asks to fill in. */
export const InvalidDetails: Story = {
  play: ({ canvasElement }) => payWith(canvasElement, { card: '1234', expiry: '1399', cvc: '1' }),
};
/** An expiry in the past. */
export const Expired: Story = {
  play: ({ canvasElement }) => payWith(canvasElement, { card: '4242424242424242', expiry: '0120', cvc: '123' }),
};
/** A 19-digit card number and a four-digit year typed with a one-digit month: 01/2030, not refused. */
export const LongCardFullYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(PARKING_TEXT.cardNumber), '4242424242424242424');
    await userEvent.type(canvas.getByLabelText(PARKING_TEXT.expiry), '1/2030');
  },
};
