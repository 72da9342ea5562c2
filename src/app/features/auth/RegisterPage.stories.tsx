import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { userEvent, within } from 'storybook/test';
import { APP_TEXT } from '../../../shared/messages';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import RegisterPage from './RegisterPage';

const meta = {
  title: 'Auth/RegisterPage',
  component: RegisterPage,
  parameters: { layout: 'fullscreen' },
  decorators: [inPublicLayout, withProviders({ path: '/register' })],
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
/** Sign Up pressed with nothing filled in: each field says what it needs. */
export const EmptyFields: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: APP_TEXT.signUp }));
  },
};
/** A 300-character name pasted into Full Name: Sign Up then says the server keeps 100 at most. */
export const LongName: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByLabelText(APP_TEXT.fullName));
    await userEvent.paste('A'.repeat(300));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: APP_TEXT.signUp }));
  },
};
