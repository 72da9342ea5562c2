import { screen, waitFor, within } from '@testing-library/react';
import { LotTotalsTable } from '../../../src/app/features/revenue/LotTotalsTable';
import type { LotRevenueLine } from '../../../src/app/api/enhanced/billing';
import { Themed } from '../../../src/app/components/Themed';
import { REVENUE_TEXT } from '../../../src/shared/messages';
import { renderWithProviders, typist } from '../app/renderWithProviders';

jest.setTimeout(30_000);

const line = (n: number, over: Partial<LotRevenueLine> = {}): LotRevenueLine => ({
  locationId: `loc-${n}`,
  locationName: `Bulk Lot ${n}`,
  locationAddress: `${n} Main St, Austin, TX`,
  totalCost: n,
  totalCostPlus: 0,
  revenueChangePercentage: 100,
  ...over,
});

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryByRole('link')?.textContent)
    .filter(Boolean);

describe('the lots’ revenue table of an owner of many lots (/dashboard, /revenues)', () => {
  it('finds a lot by name or address, says when nothing matches, and pages only the matches', async () => {
    const ue = typist();
    const lines = [
      ...Array.from({ length: 45 }, (_, i) => line(i + 1)),
      line(46, { locationName: 'Harbor Garage', locationAddress: '9 Pier Rd, Portland, ME' }),
    ];
    renderWithProviders(
      <Themed>
        <LotTotalsTable lines={lines} />
      </Themed>,
    );
    const search = screen.getByRole('searchbox', { name: REVENUE_TEXT.findLot });
    expect(rowNames()).toHaveLength(20);
    await ue.type(search, 'pier rd');
    await waitFor(() => expect(rowNames()).toEqual(['Harbor Garage']));
    await ue.clear(search);
    await ue.type(search, 'bulk lot 4');
    // Bulk Lot 4 and 40-45, highest revenue first.
    await waitFor(() =>
      expect(rowNames()).toEqual(['Bulk Lot 45', 'Bulk Lot 44', 'Bulk Lot 43', 'Bulk Lot 42', 'Bulk Lot 41', 'Bulk Lot 40', 'Bulk Lot 4']),
    );
    await ue.clear(search);
    await ue.type(search, 'nowhere');
    expect(await screen.findByText(REVENUE_TEXT.noLotMatches)).toBeInTheDocument();
  });

  it('shows no search for a handful of lots', () => {
    renderWithProviders(
      <Themed>
        <LotTotalsTable lines={[line(1), line(2)]} />
      </Themed>,
    );
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
