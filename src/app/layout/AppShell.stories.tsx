import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SAMPLE_USERS } from '../testing/sampleUsers';
import { withProviders } from '../testing/decorators';
import { AppShell } from './AppShell';

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: { children: <p>Page content goes here.</p> },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = { decorators: [withProviders({ user: SAMPLE_USERS.customer, path: '/dashboard' })] };
export const Vendor: Story = { decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/members' })] };
export const Odogwu: Story = { decorators: [withProviders({ user: SAMPLE_USERS.odogwu, path: '/management' })] };
export const Superadmin: Story = { decorators: [withProviders({ user: SAMPLE_USERS.superadmin, path: '/superadmin' })] };
export const Enforcer: Story = { decorators: [withProviders({ user: SAMPLE_USERS.enforcer, path: '/dashboard' })] };
export const Valet: Story = { decorators: [withProviders({ user: SAMPLE_USERS.valet, path: '/valet' })] };
export const Phone: Story = {
  decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/dashboard' })],
  globals: { viewport: { value: 'phone' } },
};
