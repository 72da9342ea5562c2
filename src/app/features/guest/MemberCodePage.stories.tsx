import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { zonesEnhancedApi } from '../../api/enhanced/zones';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import MemberCodePage from './MemberCodePage';
import { SAMPLE_MEMBER_ZONE } from './samples';

const meta = { title: 'Guest/MemberCodePage', component: MemberCodePage } satisfies Meta<typeof MemberCodePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const { zone, location } = SAMPLE_MEMBER_ZONE.data;
const path = '/locations/:locationId/zones/:zoneId/members';
const initialEntry = `/locations/${location._id}/zones/${zone._id}/members`;

/** The page with `answer` as the zone's answer in the cache. */
const withZone = (answer: typeof SAMPLE_MEMBER_ZONE) => [
  inPublicLayout,
  withProviders({
    path,
    initialEntry,
    prepare: (store) => {
      void store.dispatch(zonesEnhancedApi.util.upsertQueryData('getLocationZone', { locationId: location._id, zoneId: zone._id }, answer));
    },
  }),
];

/** The zone and its location in the cache. */
export const Default: Story = { decorators: withZone(SAMPLE_MEMBER_ZONE) };
/** Without a server: the header waits, the form is there. */
export const NoServer: Story = { decorators: [inPublicLayout, withProviders({ path, initialEntry })] };
/** A closed zone: said before anything is typed, no form (the server takes no code there). */
export const ZoneClosed: Story = {
  decorators: withZone({ ...SAMPLE_MEMBER_ZONE, data: { zone: { ...zone, archieved: true }, location } }),
};
