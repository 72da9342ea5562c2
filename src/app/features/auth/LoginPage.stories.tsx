import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { userEvent, within } from 'storybook/test';
import { APP_TEXT } from '../../../shared/messages';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import LoginPage from './LoginPage';

const meta = {
  title: 'Auth/LoginPage',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// Each story its own providers: a story's decorators add to the meta's, and two would nest two routers.
const signedOut = [inPublicLayout, withProviders({ path: '/login' })];

export const Default: Story = { decorators: signedOut };
export const Phone: Story = { decorators: signedOut, globals: { viewport: { value: 'phone' } } };
/** A signed-in customer sent here by the guard of a page their role may not open (/team). */
export const SignedInRefused: Story = {
  decorators: [inPublicLayout, withProviders({ path: '/login', user: SAMPLE_USERS.customer, state: { from: { pathname: '/team' } } })],
};
/** Log In pressed with both fields empty: sent as typed (SPEC 5); the refusal shows above the fields. */
export const EmptyFields: Story = {
  decorators: signedOut,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: APP_TEXT.logIn }));
  },
};
