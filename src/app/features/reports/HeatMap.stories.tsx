import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { HeatMap } from './HeatMap';
import { SAMPLE_RECONCILIATION } from './samples';

const { current, previous } = SAMPLE_RECONCILIATION.heatmap;
const meta = {
  title: 'Reports/HeatMap',
  component: HeatMap,
  args: { title: 'These days', grid: current, before: previous },
} satisfies Meta<typeof HeatMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Busy: Story = {};
export const Empty: Story = { args: { grid: previous.map((r) => r.map(() => 0)), before: previous.map((r) => r.map(() => 0)) } };
