import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { id: 'story-name', label: 'Your Name *', autoComplete: 'name' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHelp: Story = { args: { extra: 'As it appears on the receipt.' } };
export const WithError: Story = { args: { error: 'Please enter your name.' } };
