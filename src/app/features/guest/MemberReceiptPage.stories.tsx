import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import MemberReceiptPage from './MemberReceiptPage';
import { SAMPLE_MEMBER_ANSWER, SAMPLE_MEMBER_ZONE } from './samples';

const meta = { title: 'Guest/MemberReceiptPage', component: MemberReceiptPage } satisfies Meta<typeof MemberReceiptPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const { zone, location } = SAMPLE_MEMBER_ZONE.data;
const path = '/locations/:locationId/zones/:zoneId/members/receipt';
const initialEntry = `/locations/${location._id}/zones/${zone._id}/members/receipt`;
const place = { zoneNumber: zone.zoneNumber, locationName: location.name, locationAddress: location.address };

/** Reached from the member page, with its navigation state. */
export const FromMemberPage: Story = {
  decorators: [inPublicLayout, withProviders({ path, initialEntry, state: { session: SAMPLE_MEMBER_ANSWER.session, place } })],
};
/** Opened on its own. */
export const OpenedDirectly: Story = { decorators: [inPublicLayout, withProviders({ path, initialEntry })] };
