import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SERVER_MESSAGES } from '../../../shared/messages';
import { GUESTS_MESSAGES, tooManyCodeAttempts } from '../../../shared/messages/guests';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import { MemberForm } from './MemberForm';
import { SAMPLE_MEMBER_ZONE } from './samples';

const noop = () => {};
const { zone, location } = SAMPLE_MEMBER_ZONE.data;
const place = { zoneNumber: zone.zoneNumber, locationName: location.name, locationAddress: location.address };
const filled = { plate: 'ABC123', state: 'IL', code: 'CHURCH' };

const meta = {
  title: 'Guest/MemberForm',
  component: MemberForm,
  decorators: [inPublicLayout, withProviders()],
  args: { place, values: { plate: '', state: '', code: '' }, onChange: noop, error: null, busy: false, onSubmit: noop },
} satisfies Meta<typeof MemberForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Before the zone has loaded. */
export const Loading: Story = { args: { place: undefined } };
export const Sending: Story = { args: { values: filled, busy: true } };
export const PlateMissing: Story = { args: { values: { ...filled, state: '' }, error: GUESTS_MESSAGES.memberPlateStateRequired } };
/** SPEC 5: an empty code, or any call the server refused. */
export const InvalidCode: Story = { args: { values: filled, error: GUESTS_MESSAGES.memberCodeInvalid } };
export const RateLimited: Story = { args: { values: filled, error: tooManyCodeAttempts(3) } };
/** The call got no answer (no signal): said as such, the code as typed to send again. */
export const NoConnection: Story = { args: { values: filled, error: SERVER_MESSAGES.noConnection } };
