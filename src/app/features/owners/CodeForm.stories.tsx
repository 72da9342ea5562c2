import type { Meta, StoryObj } from '@storybook/react-webpack5';
import dayjs from 'dayjs';
import { fn } from 'storybook/test';
import { codeTaken } from '../../../shared/messages';
import { CodeForm } from './CodeForm';
import { SAMPLE_LOTS } from './samples';

const meta = {
  title: 'Owners/CodeForm',
  component: CodeForm,
  args: { locations: SAMPLE_LOTS, onAdd: fn(async () => true) },
} satisfies Meta<typeof CodeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const FILLED = { locationId: 'loc-2', code: 'VIPONCE', startDate: dayjs('2026-12-01'), endDate: dayjs('2026-12-03'), maxUses: 1 };

export const Empty: Story = {};
export const Full: Story = { args: { initialValues: FILLED } };
export const Loading: Story = { args: { locations: [], locationsLoading: true } };
export const Sending: Story = { args: { initialValues: FILLED, sending: true } };
/** The server's 409: the code is already used at the lot for overlapping days. */
export const WithError: Story = { args: { initialValues: FILLED, error: codeTaken('VIPONCE') } };
