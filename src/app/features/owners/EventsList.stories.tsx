import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { OWNER_CONSOLE_TEXT } from '../../../shared/messages';
import { EventsList } from './EventsList';
import { SAMPLE_EVENTS } from './samples';

const meta = { title: 'Owners/EventsList', component: EventsList, args: { events: SAMPLE_EVENTS, onDelete: fn() } } satisfies Meta<
  typeof EventsList
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** Search the cards: the cards whose name holds "jazz". */
export const Filtered: Story = { args: { initialFilter: { text: 'jazz' } } };
/** A search no event matches: said so, not SPEC's "not created any events". */
export const FilterMatchesNone: Story = { args: { initialFilter: { text: 'opera' } } };
export const Empty: Story = { args: { events: [] } };
export const Loading: Story = { args: { events: [], loading: true } };
export const WithError: Story = { args: { events: [], error: OWNER_CONSOLE_TEXT.eventsLoadFailed } };
