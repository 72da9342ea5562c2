import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { OWNER_CONSOLE_TEXT } from '../../../shared/messages';
import { MembersTable } from './MembersTable';
import { SAMPLE_MEMBERS } from './samples';

const meta = {
  title: 'Owners/MembersTable',
  component: MembersTable,
  args: { members: SAMPLE_MEMBERS, total: 20_000, page: 1, pageSize: 20, sort: 'plate', onChange: fn(), onDelete: fn() },
} satisfies Meta<typeof MembersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of a location's 20,000 members. */
export const Full: Story = {};
export const SortedByValidUntil: Story = { args: { sort: '-valid_until_date' } };
export const Empty: Story = { args: { members: [], total: 0 } };
/** A plate search that no member matches (the location still has members). */
export const NoMatch: Story = { args: { members: [], total: 0, search: 'QQ9' } };
export const Loading: Story = { args: { members: [], total: 0, loading: true } };
export const WithError: Story = { args: { members: [], total: 0, error: OWNER_CONSOLE_TEXT.membersLoadFailed } };
/** An owner of several lots: where each membership holds (none named: every lot). */
export const SeveralLocations: Story = {
  args: {
    locationNames: new Map([
      ['loc-1', 'Main Street Garage'],
      ['loc-2', 'Harbor Lot'],
    ]),
  },
};
