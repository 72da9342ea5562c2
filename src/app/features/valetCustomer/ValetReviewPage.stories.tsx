import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import { RequestedDialog } from './RequestedDialog';
import { sampleTicket, SAMPLE_REQUESTED, SAMPLE_VALET_PHONE } from './samples';
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
/** Requested: Unrequest Car, and the usual wait. */
export const Requested: Story = { decorators: customerPage(path, SAMPLE_REQUESTED) };
/** Ready (unpaid): the request button is grey. */
export const Ready: Story = { decorators: customerPage(path, sampleTicket('ready')) };
/** Ready and paid: shown as paid. */
export const ReadyPaid: Story = { decorators: customerPage(path, sampleTicket('ready', { paid: true })) };
/** Completed: the request button is grey. */
export const Completed: Story = { decorators: customerPage(path, sampleTicket('completed', { paid: true })) };
/** Without a server: loading. */
export const NoServer: Story = { decorators: [inPublicLayout, withProviders({ path, initialEntry: `${path}?pn=${SAMPLE_VALET_PHONE}` })] };

/** The dialog after a request, over the requested ticket. */
export const RequestedDialogOpen: StoryObj<typeof TicketView> = {
  render: () => <TicketView ticket={SAMPLE_REQUESTED} pn={SAMPLE_VALET_PHONE} initiallyRequested />,
  decorators: [inPublicLayout, withProviders({ path })],
};
/** The dialog alone. */
export const DialogAlone: StoryObj<typeof RequestedDialog> = {
  render: () => <RequestedDialog onClose={() => undefined} />,
};
