import type { Meta, StoryObj } from '@storybook/react-webpack5';
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
