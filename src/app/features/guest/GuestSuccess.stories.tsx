import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import { GuestSuccess } from './GuestSuccess';
import { SAMPLE_GUEST_ANSWER } from './samples';

const meta = {
  title: 'Guest/GuestSuccess',
  component: GuestSuccess,
  decorators: [inPublicLayout, withProviders()],
  args: { session: SAMPLE_GUEST_ANSWER.session },
} satisfies Meta<typeof GuestSuccess>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Registered: Story = { args: { onAnother: () => {} } };
export const WithoutAnother: Story = {};
