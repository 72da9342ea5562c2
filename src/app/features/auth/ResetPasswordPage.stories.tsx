import type { Decorator, Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { fakeJwt } from '../../testing/sampleUsers';
import { PublicLayout } from '../../layout/PublicLayout';
import ResetPasswordPage from './ResetPasswordPage';

const frame: Decorator = (Story) => (
  <PublicLayout>
    <Story />
  </PublicLayout>
);

const meta = {
  title: 'Auth/ResetPasswordPage',
  component: ResetPasswordPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ValidLink: Story = {
  decorators: [
    frame,
    withProviders({ path: '/reset/:token', initialEntry: `/reset/${fakeJwt({ name: 'Casey', email: 'casey@example.com' })}` }),
  ],
};
export const InvalidToken: Story = {
  decorators: [frame, withProviders({ path: '/reset/:token', initialEntry: '/reset/not-a-token' })],
};
