import { render, screen, waitFor } from '@testing-library/react';
import { AddSessionForm, type ManualSessionEntry } from '../../../src/app/features/revenue/AddSessionForm';
import { localDateTime } from '../../../src/shared/dates';
import { REVENUE_TEXT } from '../../../src/shared/messages';
import { settle, typist } from './renderWithProviders';

jest.setTimeout(90_000);

describe('a date typed into a desk form and confirmed with Enter', () => {
  it('is taken by the date field, and the form is not sent with the fields still to fill', async () => {
    const sent: ManualSessionEntry[] = [];
    render(
      <AddSessionForm
        zones={[{ _id: 'zone-1', zoneNumber: '101' }]}
        onAdd={async (entry) => {
          sent.push(entry);
        }}
      />,
    );
    const ue = typist();
    const field = await screen.findByLabelText<HTMLInputElement>(REVENUE_TEXT.startDate, undefined, { timeout: 30_000 });
    await ue.click(field);
    await ue.keyboard('2026-11-26 10:30{Enter}');
    await settle(100);
    expect(field).toHaveValue('2026-11-26 10:30');
    // Sent, the form would say "Please fill out all fields." for the fields below the date.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toEqual([]);

    // Enter in a plain field still sends the form, as forms do.
    await ue.type(screen.getByLabelText(REVENUE_TEXT.totalCost), '5{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
  });
});

describe("Add Session's start on the lot's clock", () => {
  it("offers Now at the lot (the lot's wall clock), not the picker's Now (the browser's)", async () => {
    // Far from the test's own zone: Tokyo is 9 to 14 hours from the Americas and from UTC.
    const timeZone = 'Asia/Tokyo';
    render(<AddSessionForm zones={[{ _id: 'zone-1', zoneNumber: '101' }]} onAdd={async () => undefined} timeZone={timeZone} />);
    const ue = typist();
    const field = await screen.findByLabelText<HTMLInputElement>(REVENUE_TEXT.startDate, undefined, { timeout: 30_000 });
    const before = localDateTime(new Date(), timeZone);
    await ue.click(field);
    expect(screen.queryByText('Now')).toBeNull();
    await ue.click(await screen.findByText(REVENUE_TEXT.lotNow));
    const after = localDateTime(new Date(), timeZone);
    await waitFor(() => expect([before, after]).toContain(field.value));
  });
});
