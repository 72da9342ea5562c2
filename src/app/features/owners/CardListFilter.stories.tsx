import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { OWNER_CONSOLE_TEXT } from '../../../shared/messages';
import { CardListFilter } from './CardListFilter';
import { SAMPLE_LOTS } from './samples';

const meta = {
  title: 'Owners/CardListFilter',
  component: CardListFilter,
  args: { label: OWNER_CONSOLE_TEXT.findCode, value: { text: '' }, onChange: fn(), locations: SAMPLE_LOTS },
} satisfies Meta<typeof CardListFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cards at two lots: the search and the location picker. */
export const TwoLocations: Story = {};
/** Typed and a location chosen. */
export const Chosen: Story = { args: { value: { text: 'VIP', locationId: 'loc-2' } } };
/** Every card at one lot: the search alone. */
export const OneLocation: Story = { args: { locations: SAMPLE_LOTS.slice(0, 1) } };
