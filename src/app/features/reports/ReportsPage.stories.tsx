import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import ReportsPage from './ReportsPage';

// Without a server the location picker is empty and the page asks for a location.
const meta = { title: 'Reports/ReportsPage', component: ReportsPage } satisfies Meta<typeof ReportsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoLocation: Story = { decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/reports', initialEntry: '/reports' })] };
export const Odogwu: Story = { decorators: [withProviders({ user: SAMPLE_USERS.odogwu, path: '/reports', initialEntry: '/reports' })] };
