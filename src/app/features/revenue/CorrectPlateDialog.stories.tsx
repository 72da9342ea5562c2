import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { CorrectPlateDialog } from './CorrectPlateDialog';
import { SAMPLE_LOT_SESSIONS } from './samples';

const meta = {
  title: 'Revenue/CorrectPlateDialog',
  component: CorrectPlateDialog,
  args: { session: SAMPLE_LOT_SESSIONS[1]!, onSave: fn(async () => undefined), onClose: fn() },
} satisfies Meta<typeof CorrectPlateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the plate XYZ987 CA: the stored plate and state, ready to correct. */
export const Open: Story = {};
/** Saving fails: the server's message shows in red once Save Plate is pressed, and the dialog stays. */
export const Refused: Story = { args: { onSave: fn(async () => Promise.reject(new Error('Session not found'))) } };
export const Closed: Story = { args: { session: null } };
