import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { EditManualSessionDialog } from './EditManualSessionDialog';
import { SAMPLE_LOT, SAMPLE_LOT_SESSIONS, SAMPLE_LOT_ZONE } from './samples';

const manual = SAMPLE_LOT_SESSIONS.find((s) => s.kind === 'manual')!;

const meta = {
  title: 'Revenue/EditManualSessionDialog',
  component: EditManualSessionDialog,
  args: {
    session: manual,
    zones: [SAMPLE_LOT_ZONE, { ...SAMPLE_LOT_ZONE, _id: 'zone-2', zoneNumber: '102' }],
    timeZone: SAMPLE_LOT.timeZone,
    onSave: fn(async () => undefined),
    onClose: fn(),
  },
} satisfies Meta<typeof EditManualSessionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the plate of XYZ987 CA, added by hand: its start on the lot's clock, cost, plate and zone. */
export const Open: Story = {};
/** The lot's zones still loading: the zone shows once they come. */
export const ZonesLoading: Story = { args: { zones: [], zonesLoading: true } };
/** Saving fails: the server's message shows in red once Save Session is pressed, and the dialog stays. */
export const Refused: Story = { args: { onSave: fn(async () => Promise.reject(new Error('refused'))) } };
export const Closed: Story = { args: { session: null } };
