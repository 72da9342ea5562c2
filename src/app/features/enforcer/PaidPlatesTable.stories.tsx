import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PaidPlatesTable } from './PaidPlatesTable';
import { SAMPLE_NOW, SAMPLE_PAID_SESSIONS } from './samples';

const meta = {
  title: 'Enforcer/PaidPlatesTable',
  component: PaidPlatesTable,
  args: { sessions: SAMPLE_PAID_SESSIONS, timeZone: 'America/New_York', now: SAMPLE_NOW },
} satisfies Meta<typeof PaidPlatesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three current sessions, one without a plate (N/A). */
export const Full: Story = {};
export const Empty: Story = { args: { sessions: [] } };
export const Loading: Story = { args: { sessions: [], loading: true } };
