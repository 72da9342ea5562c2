import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { APP_TEXT, AUTH_MESSAGES, SERVER_MESSAGES } from '../../shared/messages';
import { withProviders } from '../testing/decorators';
import { ActionResult } from './ActionResult';

const meta = {
  title: 'Components/ActionResult',
  component: ActionResult,
  decorators: [withProviders()],
} satisfies Meta<typeof ActionResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = { args: { status: 'success', title: AUTH_MESSAGES.resetSuccess, to: '/login', action: APP_TEXT.goToLogin } };
export const NotFound: Story = {
  args: { status: '404', title: SERVER_MESSAGES.notFound, subTitle: APP_TEXT.pageNotFound, to: '/', action: APP_TEXT.goToDashboard },
};
