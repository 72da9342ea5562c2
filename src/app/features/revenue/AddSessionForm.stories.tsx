import type { Meta, StoryObj } from '@storybook/react-webpack5';
import dayjs from 'dayjs';
import { OWNERS_MESSAGES } from '../../../shared/messages';
import { AddSessionForm } from './AddSessionForm';
import { SAMPLE_LOT_ZONE } from './samples';

const meta = {
  title: 'Revenue/AddSessionForm',
  component: AddSessionForm,
  args: {
    zones: [SAMPLE_LOT_ZONE, { ...SAMPLE_LOT_ZONE, _id: 'zone-2', zoneNumber: '102' }],
    onAdd: (): Promise<unknown> => Promise.resolve(),
  },
} satisfies Meta<typeof AddSessionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** The lot has no zones (or only archived ones): the dropdown is empty. */
export const NoZones: Story = { args: { zones: [] } };
export const LoadingZones: Story = { args: { zones: [], zonesLoading: true } };
export const ZonesFailed: Story = {
  args: { zones: [], zonesError: `${OWNERS_MESSAGES.somethingWrong} ${OWNERS_MESSAGES.tryAgainOrContact}` },
};
export const Full: Story = {
  args: {
    initialValues: { startTime: dayjs('2026-11-20T09:30:00'), totalCost: '12.50', plateNumber: 'ABC1234', state: 'TX', zoneId: 'zone-1' },
  },
};
/** Press Add Session: the server answers that this entry was added a moment ago, and the form says so. */
export const Repeat: Story = {
  args: { ...Full.args, onAdd: () => Promise.resolve({ alreadyAdded: true }) },
};
