import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import ForgotPasswordPage from './ForgotPasswordPage';

const meta = {
  title: 'Auth/ForgotPasswordPage',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen' },
  decorators: [inPublicLayout, withProviders({ path: '/forgot-password' })],
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
