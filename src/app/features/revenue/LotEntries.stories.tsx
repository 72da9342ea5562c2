import type { Meta, StoryObj } from '@storybook/react-webpack5';
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
/** No entries this month: nothing is shown. */
export const None: Story = { args: { adjustments: [] } };
