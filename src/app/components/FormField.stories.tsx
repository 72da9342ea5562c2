import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FormField } from './FormField';
import { TextInput } from './TextInput';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: { id: 'story-email', label: 'Email', children: <TextInput id="story-email" type="email" /> },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHelp: Story = { args: { extra: 'We never share your address.' } };
