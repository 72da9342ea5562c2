import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SERVER_MESSAGES } from '../../../shared/messages';
import { fn } from 'storybook/test';
import { FIRST_LOT_VIEW, LotSessionsTable } from './LotSessionsTable';
import { SAMPLE_LOT_SESSIONS, sampleLotSession } from './samples';

const meta = {
  title: 'Revenue/LotSessionsTable',
  component: LotSessionsTable,
  args: {
    sessions: SAMPLE_LOT_SESSIONS,
    total: SAMPLE_LOT_SESSIONS.length,
    view: FIRST_LOT_VIEW,
    onViewChange: fn(),
    timeZone: 'America/Chicago',
  },
} satisfies Meta<typeof LotSessionsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** As the admin role sees it: a Remove button on the session added by hand (XYZ987), none on bookings. */
export const Removable: Story = { args: { onRemove: fn(), onEditPlate: fn() } };
/** As an owner sees it: each plate opens its correction. */
export const PlatesEditable: Story = { args: { onEditPlate: fn() } };
/** Page 2 of a busy month: the server sends one page and the month's count, which the pager shows ("20,000 sessions"). */
export const ManyPages: Story = {
  args: {
    sessions: Array.from({ length: 20 }, (_, i) => sampleLotSession(i + 21)),
    total: 20_000,
    view: { ...FIRST_LOT_VIEW, page: 2, sortBy: 'plateNumber', sortOrder: 'ascend' },
  },
};
/** Oldest first: Date toggles newest ↔ oldest first (the month's first sessions, sorted by the server). */
export const OldestFirst: Story = {
  args: {
    sessions: Array.from({ length: 20 }, (_, i) => sampleLotSession(i * 9)).sort((a, b) => a.startTime.localeCompare(b.startTime)),
    total: 20_039,
    view: { ...FIRST_LOT_VIEW, sortOrder: 'ascend' },
  },
};
export const Empty: Story = { args: { sessions: [], total: 0 } };
export const Loading: Story = { args: { sessions: [], total: 0, loading: true } };
export const Failed: Story = { args: { sessions: [], total: 0, error: SERVER_MESSAGES.serverError } };
