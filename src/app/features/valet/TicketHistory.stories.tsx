import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SAMPLE_EVENTS } from './samples';
import { TicketHistory } from './TicketHistory';

const meta = { title: 'Valet/TicketHistory', component: TicketHistory, args: { events: SAMPLE_EVENTS } } satisfies Meta<
  typeof TicketHistory
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Created, parked by staff, requested by the customer. */
export const Events: Story = {};
export const Empty: Story = { args: { events: [] } };
/** On the ticket location's clock (here Tokyo), whatever the browser's zone. */
export const LocationTimeZone: Story = { args: { timeZone: 'Asia/Tokyo' } };
