import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import ContactPage from './ContactPage';

const meta = {
  title: 'Contact/ContactPage',
  component: ContactPage,
  decorators: [withProviders({ path: '/contact-us' })],
} satisfies Meta<typeof ContactPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
