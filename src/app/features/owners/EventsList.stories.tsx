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
export const Empty: Story = { args: { events: [] } };
export const Loading: Story = { args: { events: [], loading: true } };
export const WithError: Story = { args: { events: [], error: OWNER_CONSOLE_TEXT.eventsLoadFailed } };
