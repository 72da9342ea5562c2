import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StepsBar } from './StepsBar';

const steps = ['Session Info', 'Payment details', 'Receipt'] as const;
const meta = { title: 'Components/StepsBar', component: StepsBar, args: { steps, current: 0 } } satisfies Meta<typeof StepsBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {};
export const Payment: Story = { args: { current: 1 } };
export const Receipt: Story = { args: { current: 2 } };
