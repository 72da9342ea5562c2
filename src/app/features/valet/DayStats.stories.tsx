import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DayStats } from './DayStats';
import { sampleDay } from './samples';

const meta = { title: 'Valet/DayStats', component: DayStats, args: { day: sampleDay() } } satisfies Meta<typeof DayStats>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Total Cars, Parked, Requested, Today's Revenue ($1,234.50) and the median request-to-ready time. */
export const Loaded: Story = {};
/** No request made ready yet today: the median reads "—". */
export const NoMedian: Story = { args: { day: { ...sampleDay(), medianReadyMinutes: null } } };
export const Loading: Story = { args: { day: undefined, loading: true } };
