import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../testing/decorators';
import { Logo } from './Logo';

const meta = { title: 'Layout/Logo', component: Logo } satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: 48 } };
/** The app shell's: the "P" sign alone links to the dashboard. */
export const MarkLink: Story = {
  args: { markLink: { to: '/dashboard' } },
  decorators: [withProviders({ path: '/dashboard' })],
};
