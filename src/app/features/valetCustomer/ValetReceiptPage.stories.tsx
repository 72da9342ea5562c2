import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { userEvent, within } from 'storybook/test';
import { VALET_TEXT } from '../../../shared/messages';
import { sampleTicket, SAMPLE_PAID_ONLINE } from './samples';
import { customerPage } from './storyDecorators';
import ValetReceiptPage from './ValetReceiptPage';

const meta = { title: 'Valet/Customer/ValetReceiptPage', component: ValetReceiptPage } satisfies Meta<typeof ValetReceiptPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/valet/receipt';

/** Paid online: the receipt, Thank You! with the email, Send Receipt and Done. */
export const Paid: Story = { decorators: customerPage(path, SAMPLE_PAID_ONLINE) };
/** An address typed with characters the field cannot send: the notice under the field, what is shown is what is sent. */
export const DroppedCharacters: Story = {
  decorators: customerPage(path, SAMPLE_PAID_ONLINE),
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByLabelText(VALET_TEXT.receiptEmailLabel), 'mary-jane_o@my-company.com');
  },
};
/** Paid in cash (completed): the estimate is the total. */
export const PaidCash: Story = { decorators: customerPage(path, sampleTicket('completed')) };
/** Unpaid: the cash prompt and Pay Online. */
export const Unpaid: Story = { decorators: customerPage(path, sampleTicket('parked')) };
/** No open ticket for the number. */
export const NoTicket: Story = { decorators: customerPage(path, null) };
