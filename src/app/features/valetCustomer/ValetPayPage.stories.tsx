import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleTicket, SAMPLE_PAID_ONLINE } from './samples';
import { customerPage } from './storyDecorators';
import ValetPayPage from './ValetPayPage';

const meta = { title: 'Valet/Customer/ValetPayPage', component: ValetPayPage } satisfies Meta<typeof ValetPayPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/valet/pay';

/** Unpaid: the tip choices and the Pay button. */
export const Unpaid: Story = { decorators: customerPage(path, sampleTicket('parked')) };
/** Paid online: Ticket Paid! and Receipt. */
export const Paid: Story = { decorators: customerPage(path, SAMPLE_PAID_ONLINE) };
/** Nothing to pay: Ticket Paid!. */
export const ZeroTotal: Story = { decorators: customerPage(path, sampleTicket('parked', { price: 0, estimatedTotal: 0 })) };
/** No open ticket for the number. */
export const NoTicket: Story = { decorators: customerPage(path, null) };
/** A ticket number of the full 10 characters: the figures stack rather than break the number in two. */
export const LongTicketNumber: Story = { decorators: customerPage(path, sampleTicket('parked', { ticketNumber: 'A123456789' })) };
