import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { LotEntries } from './LotEntries';

const meta = {
  title: 'Revenue/LotEntries',
  component: LotEntries,
  args: {
    timeZone: 'America/Chicago',
    adjustments: [
      {
        _id: 'a-1',
        amount: 120.5,
        note: 'Cash box, gate 2',
        countsAt: '2026-11-03T18:00:00.000Z',
        createdAt: '2026-11-03T18:05:00.000Z',
        userId: 'u-1',
      },
      { _id: 'a-2', amount: 30, note: null, countsAt: '2026-11-10T18:00:00.000Z', createdAt: '2026-11-10T18:01:00.000Z', userId: 'u-1' },
    ],
  },
} satisfies Meta<typeof LotEntries>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Entries: Story = {};
/** An owner's view: each entry offers Reverse. */
export const Reversible: Story = { args: { onReverse: fn() } };
/**
 * A $40 typo reversed: the entry struck through and marked Reversed, its reversal (-$40, the same
 * date) marked Reversal above it; only the entry still counting offers Reverse.
 */
export const ReversedPair: Story = {
  args: {
    onReverse: fn(),
    adjustments: [
      {
        _id: 'a-3',
        amount: -40,
        note: 'Reverses the $40.00 entry of 2026-11-05 12:00',
        countsAt: '2026-11-05T18:00:00.000Z',
        createdAt: '2026-11-06T09:12:00.000Z',
        userId: 'u-1',
        reversedBy: null,
        reverses: 'a-2',
      },
      {
        _id: 'a-2',
        amount: 40,
        note: 'Cash box, gate 1',
        countsAt: '2026-11-05T18:00:00.000Z',
        createdAt: '2026-11-05T18:01:00.000Z',
        userId: 'u-1',
        reversedBy: 'a-3',
        reverses: null,
      },
      {
        _id: 'a-1',
        amount: 120.5,
        note: 'Cash box, gate 2',
        countsAt: '2026-11-03T18:00:00.000Z',
        createdAt: '2026-11-03T18:05:00.000Z',
        userId: 'u-1',
        reversedBy: null,
        reverses: null,
      },
    ],
  },
};
/** No entries this month: nothing is shown. */
export const None: Story = { args: { adjustments: [] } };
