import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextInput } from './TextInput';

const meta = {
  title: 'Components/TextInput',
  component: TextInput,
  args: { 'aria-label': 'Email', placeholder: 'you@example.com' },
} satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'casey@example.com' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'casey@example.com' } };
