import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { APP_TEXT, AUTH_MESSAGES, SERVER_MESSAGES } from '../../../shared/messages';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import { NewPasswordPage } from './NewPasswordPage';

const meta = {
  title: 'Auth/NewPasswordPage',
  component: NewPasswordPage,
  parameters: { layout: 'fullscreen' },
  decorators: [inPublicLayout, withProviders()],
  args: {
    title: APP_TEXT.resetTitle,
    invalidLink: null,
    success: AUTH_MESSAGES.resetSuccess,
    submitLabel: APP_TEXT.resetButton,
    loading: false,
    check: (password, confirm) => (password === confirm ? null : AUTH_MESSAGES.passwordsNotMatching),
    submit: () => Promise.resolve(),
    failure: () => SERVER_MESSAGES.serverError,
  },
} satisfies Meta<typeof NewPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};
export const Sending: Story = { args: { loading: true } };
export const LinkExpired: Story = { args: { invalidLink: AUTH_MESSAGES.invalidResetToken } };
