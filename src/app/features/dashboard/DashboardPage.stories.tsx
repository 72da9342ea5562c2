import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import DashboardPage from './DashboardPage';

const meta = { title: 'Dashboard/DashboardPage', component: DashboardPage } satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = { decorators: [withProviders({ user: SAMPLE_USERS.customer, path: '/dashboard' })] };
export const Vendor: Story = { decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/dashboard' })] };
export const Odogwu: Story = { decorators: [withProviders({ user: SAMPLE_USERS.odogwu, path: '/dashboard' })] };
export const Enforcer: Story = { decorators: [withProviders({ user: SAMPLE_USERS.enforcer, path: '/dashboard' })] };
export const Valet: Story = { decorators: [withProviders({ user: SAMPLE_USERS.valet, path: '/dashboard' })] };
