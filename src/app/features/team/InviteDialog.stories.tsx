import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { InviteDialog } from './InviteDialog';

const meta = {
  title: 'Team/InviteDialog',
  component: InviteDialog,
  args: { open: true, sending: false, error: null, onSend: fn(), onRefuse: fn(), onClose: fn() },
} satisfies Meta<typeof InviteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Sending: Story = { args: { sending: true } };
export const Refused: Story = { args: { error: 'This email address is already taken.' } };
