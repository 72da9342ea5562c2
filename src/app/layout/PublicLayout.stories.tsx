import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../testing/decorators';
import { PublicLayout } from './PublicLayout';

const meta = {
  title: 'Layout/PublicLayout',
  component: PublicLayout,
  parameters: { layout: 'fullscreen' },
  decorators: [withProviders({ path: '/login' })],
  args: { children: <p>A public form sits in this card.</p> },
} satisfies Meta<typeof PublicLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Narrow: Story = {};
export const Wide: Story = { args: { wide: true } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
