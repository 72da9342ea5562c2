import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { StatusButtons } from './StatusButtons';

const meta = {
  title: 'Valet/StatusButtons',
  component: StatusButtons,
  args: { ticket: { status: 'entry', paid: false }, onAction: fn() },
} satisfies Meta<typeof StatusButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC 4's table: each status shows exactly visibleStaffActions. Entry: CAR PARKED only. */
export const Entry: Story = {};
export const Parked: Story = { args: { ticket: { status: 'parked', paid: false } } };
export const Ready: Story = { args: { ticket: { status: 'ready', paid: false } } };
export const ReadyPaid: Story = { args: { ticket: { status: 'ready', paid: true } } };
export const Paid: Story = { args: { ticket: { status: 'paid', paid: true } } };
export const Unpaid: Story = { args: { ticket: { status: 'unpaid', paid: false } } };
export const Requested: Story = { args: { ticket: { status: 'requested', paid: false } } };
export const Unrequested: Story = { args: { ticket: { status: 'unrequested', paid: false } } };
export const Completed: Story = { args: { ticket: { status: 'completed', paid: true } } };
/** CASH PAYMENT being sent: its spinner, the others wait. */
export const Sending: Story = { args: { ticket: { status: 'ready', paid: false }, sending: 'paid' } };
/** On a phone the buttons stack, full width. */
export const Phone: Story = { args: { ticket: { status: 'unrequested', paid: false } }, globals: { viewport: { value: 'phone' } } };
