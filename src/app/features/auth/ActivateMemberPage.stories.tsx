import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import { fakeJwt } from '../../testing/sampleUsers';
import ActivateMemberPage from './ActivateMemberPage';

const path = '/auth/member/activate/:token';

const meta = {
  title: 'Auth/ActivateMemberPage',
  component: ActivateMemberPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ActivateMemberPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ValidInvite: Story = {
  decorators: [
    inPublicLayout,
    withProviders({ path, initialEntry: `/auth/member/activate/${fakeJwt({ name: 'Eli', email: 'eli@example.com' })}` }),
  ],
};
export const InvalidToken: Story = {
  decorators: [inPublicLayout, withProviders({ path, initialEntry: '/auth/member/activate/garbage' })],
};
