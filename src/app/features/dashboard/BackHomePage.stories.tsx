import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import BackHomePage from './BackHomePage';

const meta = {
  title: 'Dashboard/BackHomePage',
  component: BackHomePage,
  decorators: [withProviders({ path: '/home-old' })],
} satisfies Meta<typeof BackHomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
