import type { Meta, StoryObj } from '@storybook/react-webpack5';
import dayjs from 'dayjs';
import { fn } from 'storybook/test';
import { MemberForm } from './MemberForm';
import { SAMPLE_LOTS } from './samples';

const meta = { title: 'Owners/MemberForm', component: MemberForm, args: { locations: SAMPLE_LOTS, onAdd: fn() } } satisfies Meta<
  typeof MemberForm
>;
export default meta;
type Story = StoryObj<typeof meta>;

const FILLED = { plate: 'ABC1234', validUntil: dayjs('2027-01-31'), name: 'Ada Lovelace', code: 'GOLD', locationId: 'loc-1' };

export const Empty: Story = {};
export const Full: Story = { args: { initialValues: FILLED } };
export const Loading: Story = { args: { locations: [], locationsLoading: true } };
export const Sending: Story = { args: { initialValues: FILLED, sending: true } };
/** The server refused the entries (its message shows above the fields); other failures are the "Oops!" dialog. */
export const WithError: Story = { args: { initialValues: FILLED, error: 'plate: 1 to 8 letters and digits' } };
