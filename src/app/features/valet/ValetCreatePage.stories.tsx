import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import ValetCreatePage from './ValetCreatePage';

const meta = { title: 'Valet/ValetCreatePage', component: ValetCreatePage } satisfies Meta<typeof ValetCreatePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From the desk's lookup of a number with no open ticket: the number filled in. */
export const FromLookup: Story = {
  decorators: [
    withProviders({ user: SAMPLE_USERS.valet, path: '/valet/create', initialEntry: '/valet/create?phoneNumber=5551234567&existing=true' }),
  ],
};
/** New Ticket: nothing filled in. */
export const Blank: Story = { decorators: [withProviders({ user: SAMPLE_USERS.valet, path: '/valet/create' })] };
