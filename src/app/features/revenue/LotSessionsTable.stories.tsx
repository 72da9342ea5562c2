import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MESSAGES } from '../../../shared/messages';
import { LotSessionsTable } from './LotSessionsTable';
import { SAMPLE_LOT_SESSIONS, sampleLotSession } from './samples';

const meta = {
  title: 'Revenue/LotSessionsTable',
  component: LotSessionsTable,
  args: { sessions: SAMPLE_LOT_SESSIONS, timeZone: 'America/Chicago' },
} satisfies Meta<typeof LotSessionsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** More than a page: the table pages the month itself. */
export const ManyPages: Story = { args: { sessions: Array.from({ length: 45 }, (_, i) => sampleLotSession(i + 1)) } };
export const Empty: Story = { args: { sessions: [] } };
export const Loading: Story = { args: { sessions: [], loading: true } };
export const Failed: Story = { args: { sessions: [], error: MESSAGES.serverError } };
