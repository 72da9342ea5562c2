import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import { fakeJwt } from '../../testing/sampleUsers';
import ResetPasswordPage from './ResetPasswordPage';

const meta = {
  title: 'Auth/ResetPasswordPage',
  component: ResetPasswordPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ValidLink: Story = {
  decorators: [
    inPublicLayout,
    withProviders({ path: '/reset/:token', initialEntry: `/reset/${fakeJwt({ name: 'Casey', email: 'casey@example.com' })}` }),
  ],
};
export const InvalidToken: Story = {
  decorators: [inPublicLayout, withProviders({ path: '/reset/:token', initialEntry: '/reset/not-a-token' })],
};
