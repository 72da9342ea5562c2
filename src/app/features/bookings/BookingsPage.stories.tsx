import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import BookingsPage from './BookingsPage';

const meta = { title: 'Bookings/BookingsPage', component: BookingsPage } satisfies Meta<typeof BookingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = { decorators: [withProviders({ user: SAMPLE_USERS.customer, path: '/bookings' })] };
