import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { ZoneCard } from './ZoneCard';

const zone = { _id: 'zone-1', zoneNumber: '101', price: 9, isHourly: true, openTime: '06:00', closeTime: '23:00', archieved: false };
const meta = {
  title: 'Zones/ZoneCard',
  component: ZoneCard,
  decorators: [withProviders({ path: '/locations/loc-1/zones' })],
  args: { locationId: 'loc-1', zone, canManage: false },
} satisfies Meta<typeof ZoneCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Driver: Story = {};
export const Owner: Story = { args: { canManage: true } };
export const Daily: Story = { args: { zone: { ...zone, isHourly: false, price: 25 } } };
export const Closed: Story = { args: { zone: { ...zone, archieved: true } } };
/** 23:30 in Chicago: a booking made now would start after the 23:00 close. */
export const ClosedNow: Story = { args: { timeZone: 'America/Chicago', now: new Date('2026-11-23T05:30:00Z') } };
/** 22:16 in Chicago: still open, but even a one-hour booking made now would end at 23:26, after the 23:00 close. */
export const TooLateToBookNow: Story = { args: { timeZone: 'America/Chicago', now: new Date('2026-11-23T04:16:00Z') } };
/** Open equal to close: open around the clock. */
export const OpenAroundTheClock: Story = { args: { zone: { ...zone, openTime: '00:00', closeTime: '00:00' } } };
