import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import EventsPage from './EventsPage';

// Without a server the page shows its loading or error state; the parts' stories show the rest.
const meta = { title: 'Owners/EventsPage', component: EventsPage } satisfies Meta<typeof EventsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vendor: Story = { decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/events', initialEntry: '/events' })] };
