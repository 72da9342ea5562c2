import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SERVER_MESSAGES } from '../../../shared/messages';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import { RequestedDialog } from './RequestedDialog';
import { sampleTicket, SAMPLE_PAID_ONLINE, SAMPLE_REQUESTED, SAMPLE_VALET_PHONE } from './samples';
import { customerPage } from './storyDecorators';
import ValetReviewPage, { TicketView } from './ValetReviewPage';

const meta = { title: 'Valet/Customer/ValetReviewPage', component: ValetReviewPage } satisfies Meta<typeof ValetReviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/valet/review';

/** No open ticket for the number. */
export const NoTicket: Story = { decorators: customerPage(path, null) };
/** The car has just been taken in. */
export const Entry: Story = { decorators: customerPage(path, sampleTicket('entry')) };
/** Parked: Request Your Car. */
export const Parked: Story = { decorators: customerPage(path, sampleTicket('parked')) };
/** Opened with the number written as the customer knows it ("(312) 555-0142"): the same ticket. */
export const FormattedNumber: Story = { decorators: customerPage(path, sampleTicket('parked'), '(312) 555-0142') };
/** Requested: Unrequest Car, and the usual wait. */
export const Requested: Story = { decorators: customerPage(path, SAMPLE_REQUESTED) };
/** Ready (unpaid): the request button is grey. */
export const Ready: Story = { decorators: customerPage(path, sampleTicket('ready')) };
/** Ready and paid: shown as paid, with Ticket Paid!; Pay Online no longer the main button. */
export const ReadyPaid: Story = { decorators: customerPage(path, sampleTicket('ready', { paid: true })) };
/** Completed: Ticket Paid!; the request button is grey. */
export const Completed: Story = { decorators: customerPage(path, sampleTicket('completed', { paid: true })) };
/** Paid online with a tip: Ticket Paid! and the total paid (tip included). */
export const PaidOnline: Story = { decorators: customerPage(path, SAMPLE_PAID_ONLINE) };
/** Paid in cash at the desk (status paid): Ticket Paid!. */
export const PaidCash: Story = { decorators: customerPage(path, sampleTicket('paid')) };
/** A free ticket (nothing to pay): not called paid; Pay Online then says there is nothing to pay. */
export const NothingToPay: Story = { decorators: customerPage(path, sampleTicket('parked', { price: 0, estimatedTotal: 0 })) };
/** Two cars handed in on one number: each can be picked; the newest is shown. */
export const TwoCars: Story = {
  decorators: customerPage(path, sampleTicket('requested'), SAMPLE_VALET_PHONE, [
    sampleTicket('parked', { _id: 'valet-2', ticketNumber: '1187', make: 'Honda', color: 'Silver', plateNumber: 'HND4411' }),
  ]),
};
/** Without a server: loading. */
export const NoServer: Story = { decorators: [inPublicLayout, withProviders({ path, initialEntry: `${path}?pn=${SAMPLE_VALET_PHONE}` })] };

/** The dialog after a request, over the requested ticket. */
export const RequestedDialogOpen: StoryObj<typeof TicketView> = {
  render: () => <TicketView ticket={SAMPLE_REQUESTED} pn={SAMPLE_VALET_PHONE} initiallyRequested />,
  decorators: [inPublicLayout, withProviders({ path })],
};
/** A request whose answer was lost, and the ticket (asked again) is not requested: No connection, Request Your Car to try again; never Requested!. */
export const RequestNotThrough: StoryObj<typeof TicketView> = {
  render: () => (
    <TicketView
      ticket={sampleTicket('parked')}
      pn={SAMPLE_VALET_PHONE}
      initialFailure={{ text: SERVER_MESSAGES.noConnection, target: 'requested' }}
    />
  ),
  decorators: [inPublicLayout, withProviders({ path })],
};
/** The dialog alone. */
export const DialogAlone: StoryObj<typeof RequestedDialog> = {
  render: () => <RequestedDialog onClose={() => undefined} />,
};
