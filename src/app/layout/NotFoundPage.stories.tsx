import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../testing/decorators';
import NotFoundPage from './NotFoundPage';

const meta = {
  title: 'Layout/NotFoundPage',
  component: NotFoundPage,
  decorators: [withProviders({ path: '/no/such/page' })],
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
