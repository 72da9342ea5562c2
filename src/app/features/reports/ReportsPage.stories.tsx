import type { Meta, StoryObj } from '@storybook/react-webpack5';
import dayjs from 'dayjs';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import ReportsPage from './ReportsPage';

// Without a server the location picker is empty and the page asks for a location.
const meta = { title: 'Reports/ReportsPage', component: ReportsPage } satisfies Meta<typeof ReportsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoLocation: Story = { decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/reports', initialEntry: '/reports' })] };
export const Odogwu: Story = { decorators: [withProviders({ user: SAMPLE_USERS.odogwu, path: '/reports', initialEntry: '/reports' })] };
/** A range longer than a report covers, typed in: kept in the field, and said under it. */
export const RangeTooLong: Story = {
  args: { initialRange: [dayjs('2025-01-01'), dayjs('2026-11-15')] },
  decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/reports', initialEntry: '/reports' })],
};
