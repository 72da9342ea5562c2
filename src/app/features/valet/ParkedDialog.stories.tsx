import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { valetTransitionRefused } from '../../../shared/messages';
import { ParkedDialog } from './ParkedDialog';

const meta = {
  title: 'Valet/ParkedDialog',
  component: ParkedDialog,
  args: { open: true, onCancel: fn(), onSubmit: fn() },
} satisfies Meta<typeof ParkedDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** CAR PARKED: who parked the car and where. */
export const Open: Story = {};
/** Already answered once (an edit of where the car is). */
export const Prefilled: Story = { args: { initial: { parkedBy: 'Sam', parkedLocation: 'Level 2, B14' } } };
export const Sending: Story = { args: { initial: { parkedBy: 'Sam', parkedLocation: 'Level 2, B14' }, sending: true } };
/** The server refused: its message in red. */
export const ServerError: Story = { args: { error: valetTransitionRefused('completed', 'parked') } };
