import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { APP_TEXT, SERVER_MESSAGES } from '../../shared/messages';
import { serviceProblem } from '../api/serviceStatus';
import { withProviders } from '../testing/decorators';
import { ServiceBanner } from './ServiceBanner';

const meta = {
  title: 'Layout/ServiceBanner',
  component: ServiceBanner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ServiceBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server is up, its database is not (a 503 with the server's words). */
export const DatabaseDown: Story = {
  decorators: [withProviders({ prepare: (store) => store.dispatch(serviceProblem(SERVER_MESSAGES.databaseUnavailable)) })],
};
/** No answer at all: the phone has no signal. */
export const Offline: Story = {
  decorators: [withProviders({ prepare: (store) => store.dispatch(serviceProblem(APP_TEXT.offline)) })],
  globals: { viewport: { value: 'phone' } },
};
/** Everything answers: nothing is shown. */
export const Answering: Story = { decorators: [withProviders()] };
