import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { userEvent, within } from 'storybook/test';
import { VALET_TEXT } from '../../../shared/messages';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import { sampleTicket, SAMPLE_PAID_ONLINE, SAMPLE_VALET_PHONE } from './samples';
import { customerPage } from './storyDecorators';
import ValetPayPage, { PayView } from './ValetPayPage';

const meta = { title: 'Valet/Customer/ValetPayPage', component: ValetPayPage } satisfies Meta<typeof ValetPayPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/valet/pay';

/** Unpaid: the tip choices and the Pay button. */
export const Unpaid: Story = { decorators: customerPage(path, sampleTicket('parked')) };
/** A 15% tip chosen: the tip's own line and the total to pay under Est. Total, the Pay button's amount. */
export const TipChosen: Story = {
  decorators: customerPage(path, sampleTicket('parked')),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: new RegExp(`^${VALET_TEXT.tipPercent(15)}`) }));
  },
};
/** The card step after Pay with a 15% tip: Est. Total, Tip and Total to pay, from the server's answer, and the card form. */
export const CardStep: StoryObj<typeof PayView> = {
  render: () => (
    <PayView
      ticket={sampleTicket('parked')}
      pn={SAMPLE_VALET_PHONE}
      initialIntent={{ provider: 'demo', paymentIntentId: 'demo_pi_story', clientSecret: 'demo_secret_story', totalCost: 2875, tip: 375 }}
    />
  ),
  decorators: [inPublicLayout, withProviders({ path })],
};
/** Paid online with a tip: Ticket Paid!, Total Paid (tip included) with the tip's line, and Receipt. */
export const Paid: Story = { decorators: customerPage(path, SAMPLE_PAID_ONLINE) };
/** Paid in cash at the desk: Ticket Paid! and Total Paid, no tip line. */
export const PaidCash: Story = { decorators: customerPage(path, sampleTicket('paid')) };
/** Nothing to pay: Ticket Paid!. */
export const ZeroTotal: Story = { decorators: customerPage(path, sampleTicket('parked', { price: 0, estimatedTotal: 0 })) };
/** No open ticket for the number. */
/** Just handed in (entry): nothing to pay yet, not Ticket Paid!. */
export const JustHandedIn: Story = { decorators: customerPage(path, sampleTicket('entry')) };

export const NoTicket: Story = { decorators: customerPage(path, null) };
/** A ticket number of the full 10 characters: the figures stack rather than break the number in two. */
export const LongTicketNumber: Story = { decorators: customerPage(path, sampleTicket('parked', { ticketNumber: 'A123456789' })) };
