import type { Reconciliation } from '../../api/enhanced/billing';

const grid = (cells: [number, number, number][]) => {
  const g = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  for (const [d, h, n] of cells) g[d]![h] = n;
  return g;
};

/** A week of one lot, for stories and tests: two sessions (one half refunded) and a revenue entry. */
export const SAMPLE_RECONCILIATION: Reconciliation = {
  status: 'success',
  location: { _id: 'loc-1', name: 'Harbor Lot', address: '1 Pier Rd, Chicago, IL', timeZone: 'America/Chicago' },
  from: '2026-11-01',
  to: '2026-11-07',
  previous: { from: '2026-10-25', to: '2026-10-31' },
  totals: { gross: 74.5, refunds: 11.5, fees: 3, net: 60, sessions: 2, entries: 1 },
  rows: [
    {
      kind: 'session',
      _id: 's-1',
      date: '2026-11-01T15:00:00.000Z',
      plateNumber: 'ABC123',
      state: 'IL',
      zoneNumber: 'A1',
      note: null,
      gross: 11.5,
      refund: 0,
      fee: 1.5,
      net: 10,
    },
    {
      kind: 'adjustment',
      _id: 'a-1',
      date: '2026-11-03T18:00:00.000Z',
      plateNumber: null,
      state: null,
      zoneNumber: null,
      note: 'Cash box, gate 2',
      gross: 40,
      refund: 0,
      fee: 0,
      net: 40,
    },
    {
      kind: 'session',
      _id: 's-2',
      date: '2026-11-04T05:30:00.000Z',
      plateNumber: 'XYZ789',
      state: 'WI',
      zoneNumber: null,
      note: null,
      gross: 23,
      refund: 11.5,
      fee: 1.5,
      net: 10,
    },
  ],
  heatmap: {
    current: grid([
      [0, 9, 1],
      [2, 23, 1],
      [5, 18, 4],
      [6, 12, 6],
    ]),
    previous: grid([
      [0, 9, 2],
      [5, 18, 3],
    ]),
  },
};
