import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { EnforcersTable } from './EnforcersTable';

const LOTS = [
  { _id: 'loc-1', name: 'Main Street Garage' },
  { _id: 'loc-2', name: 'Harbor Lot' },
];
const TEAM = [
  { _id: 'u-1', name: 'Nia Okafor', email: 'nia@example.com', isActive: true, locationIds: ['loc-1', 'loc-2'], pending: false },
  { _id: 'u-2', name: 'Sam Reyes', email: 'sam.reyes@example.com', isActive: false, locationIds: [], pending: false },
  { _id: 'u-3', name: 'Wes Park', email: 'wes@example.com', isActive: true, locationIds: ['loc-2'], pending: false },
  { _id: 'u-4', name: 'Ada New', email: 'ada@example.com', isActive: false, locationIds: [], pending: true },
];
/** A long address, as the demo's invitee has: on a phone it breaks before the @ and at dots, never mid-word. */
const INVITEE = {
  _id: 'u-5',
  name: 'Nia Newcomer',
  email: 'new.enforcer@demo.parking',
  isActive: false,
  locationIds: [],
  pending: true,
};

const meta = {
  title: 'Team/EnforcersTable',
  component: EnforcersTable,
  args: { enforcers: TEAM, locations: LOTS, onToggle: fn(), onLocations: fn(), onResend: fn() },
} satisfies Meta<typeof EnforcersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Empty: Story = { args: { enforcers: [] } };
export const Loading: Story = { args: { enforcers: [], loading: true } };
/** One enforcer's change on its way: its button waits. */
export const Changing: Story = { args: { busyId: 'u-1' } };
/**
 * A 390 px phone: no Locations column, so each enforcer's locations are a line of their own under
 * the row (seen and changed there); Invite Again wraps inside its border; buttons at the touch size.
 */
export const Phone: Story = { args: { enforcers: [INVITEE, ...TEAM] }, globals: { viewport: { value: 'phone' } } };
/** The same team at a desk: the Locations column. */
export const Desktop: Story = { args: { enforcers: [INVITEE, ...TEAM] }, globals: { viewport: { value: 'desktop' } } };
