import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { EmailField, PasswordField, TextAreaField, TextField } from './TextField';

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
export const WithHelpAndError: Story = { args: { extra: 'At least 8 characters.', error: 'Please provide a valid name' } };
export const Message: Story = { render: () => <TextAreaField id="story-message" label="Message" defaultValue="Where is lot B?" /> };
export const Email: Story = { render: () => <EmailField id="story-email" defaultValue="casey@example.com" /> };
export const NewPassword: Story = {
  render: () => <PasswordField id="story-password" label="Password" fresh extra="At least 8 characters." />,
};
