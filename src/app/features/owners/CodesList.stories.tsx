import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { OWNER_CONSOLE_TEXT } from '../../../shared/messages';
import { CodesList } from './CodesList';
import { SAMPLE_CODES, SAMPLE_LOTS } from './samples';

const meta = {
  title: 'Owners/CodesList',
  component: CodesList,
  args: { codes: SAMPLE_CODES, timeZones: Object.fromEntries(SAMPLE_LOTS.map((l) => [l._id, l.timeZone])), onDelete: fn() },
} satisfies Meta<typeof CodesList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** Search the cards: the cards whose code holds "summer" at Main Street Garage. */
export const Filtered: Story = { args: { initialFilter: { text: 'summer', locationId: 'loc-1' } } };
/** A search no code matches: said so, not SPEC's "not created any codes". */
export const FilterMatchesNone: Story = { args: { initialFilter: { text: 'winter' } } };
export const Empty: Story = { args: { codes: [] } };
export const Loading: Story = { args: { codes: [], loading: true } };
export const WithError: Story = { args: { codes: [], error: OWNER_CONSOLE_TEXT.codesLoadFailed } };
