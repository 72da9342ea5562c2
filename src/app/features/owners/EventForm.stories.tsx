import type { Meta, StoryObj } from '@storybook/react-webpack5';
import dayjs from 'dayjs';
import { fn } from 'storybook/test';
import { OWNERS_MESSAGES } from '../../../shared/messages';
import { EventForm } from './EventForm';
import { SAMPLE_LOTS } from './samples';

const meta = {
  title: 'Owners/EventForm',
  component: EventForm,
  args: { locations: SAMPLE_LOTS, onAdd: fn(async () => true) },
} satisfies Meta<typeof EventForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const FILLED = {
  locationId: 'loc-2',
  eventName: 'Harbor Jazz Night',
  spotCount: 120,
  startDate: dayjs('2026-12-01'),
  endDate: dayjs('2026-12-03'),
};

export const Empty: Story = {};
export const Full: Story = { args: { initialValues: FILLED } };
export const Loading: Story = { args: { locations: [], locationsLoading: true } };
export const Sending: Story = { args: { initialValues: FILLED, sending: true } };
/** The server refused the entries (its message shows above the fields); other failures are the "Oops!" dialog. */
export const WithError: Story = { args: { initialValues: FILLED, error: OWNERS_MESSAGES.endBeforeStart } };
