import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { sampleTickets } from './samples';
import { TicketGrid } from './TicketGrid';

const NOW = new Date('2026-11-23T16:30:00.000Z');

const meta = {
  title: 'Valet/TicketGrid',
  component: TicketGrid,
  args: { tickets: sampleTickets(NOW), now: NOW, onOpen: fn() },
} satisfies Meta<typeof TicketGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every display status and three request ages: 3 columns on a desk. */
export const Day: Story = {};
/** One column on a phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Empty: Story = { args: { tickets: [] } };
