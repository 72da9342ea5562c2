import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import CodesPage from './CodesPage';

// Without a server the page shows its loading or error state; the parts' stories show the rest.
const meta = { title: 'Owners/CodesPage', component: CodesPage } satisfies Meta<typeof CodesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vendor: Story = { decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/codes', initialEntry: '/codes' })] };
