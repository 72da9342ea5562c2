import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SERVER_MESSAGES } from '../../../shared/messages';
import { GUESTS_MESSAGES, tooManyCodeAttempts } from '../../../shared/messages/guests';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import { GuestForm } from './GuestForm';
import { SAMPLE_GUEST_LOCATION } from './samples';

const noop = () => {};
const filled = { plate: 'ABC123', state: 'IL', code: 'DENTAL42' };

const meta = {
  title: 'Guest/GuestForm',
  component: GuestForm,
  decorators: [inPublicLayout, withProviders()],
  args: {
    locationName: SAMPLE_GUEST_LOCATION.name,
    values: { plate: '', state: '', code: '' },
    onChange: noop,
    error: null,
    busy: false,
    onSubmit: noop,
  },
} satisfies Meta<typeof GuestForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Before the location's name has loaded. */
export const LoadingLocation: Story = { args: { locationName: undefined } };
export const Filled: Story = { args: { values: filled } };
export const Sending: Story = { args: { values: filled, busy: true } };
export const MissingFields: Story = { args: { values: { ...filled, code: '' }, error: GUESTS_MESSAGES.guestFieldsRequired } };
/** SPEC 8: any refusal of the code. */
export const Refused: Story = { args: { values: filled, error: GUESTS_MESSAGES.guestFailed } };
export const RateLimited: Story = { args: { values: filled, error: tooManyCodeAttempts(12) } };
/** The call got no answer (no signal): said as such, the code as typed to send again. */
export const NoConnection: Story = { args: { values: filled, error: SERVER_MESSAGES.noConnection } };
