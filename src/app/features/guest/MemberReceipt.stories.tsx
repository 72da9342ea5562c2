import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import { MemberReceipt } from './MemberReceipt';
import { SAMPLE_MEMBER_ANSWER, SAMPLE_MEMBER_ZONE } from './samples';

const { zone, location } = SAMPLE_MEMBER_ZONE.data;
const place = { zoneNumber: zone.zoneNumber, locationName: location.name, locationAddress: location.address };

const meta = {
  title: 'Guest/MemberReceipt',
  component: MemberReceipt,
  decorators: [inPublicLayout, withProviders()],
  args: { session: SAMPLE_MEMBER_ANSWER.session, place, onDone: () => {} },
} satisfies Meta<typeof MemberReceipt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reached from the member page: the parking's details. */
export const Confirmed: Story = {};
/** Opened on its own (no navigation state): SPEC's texts and Done only. */
export const OpenedDirectly: Story = { args: { session: undefined, place: undefined } };
