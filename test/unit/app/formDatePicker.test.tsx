import { render, screen, waitFor } from '@testing-library/react';
import { FormDatePicker } from '../../../src/app/components/FormDatePicker';
import { AddSessionForm, type ManualSessionEntry } from '../../../src/app/features/revenue/AddSessionForm';
import { fixClock } from './clock';
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

describe("a desk form's calendar marks the lot's today", () => {
  afterEach(() => jest.useRealTimers());

  it("marks the day the lot is at, not the browser's, when the lot's time zone is known", async () => {
    // 10:30 PM on Nov 27 in Chicago is Nov 28 from UTC+2 to UTC+14 and at UTC (the test's clock).
    fixClock('2026-11-28T04:30:00Z');
    const { container } = render(<FormDatePicker timeZone="America/Chicago" open aria-label="Day" />);
    const cell = (day: string) => container.ownerDocument.querySelector<HTMLElement>(`td[title="${day}"]`);
    await waitFor(() => expect(cell('2026-11-27')).not.toBeNull());
    expect(cell('2026-11-27')!.querySelector('.lot-today')).not.toBeNull();
    expect(cell('2026-11-28')!.querySelector('.lot-today')).toBeNull();
    expect(container.ownerDocument.querySelector('.lot-day-picker')).not.toBeNull();
    // antd's Today would pick the browser's day.
    expect(screen.queryByText('Today')).not.toBeInTheDocument();
  });

  it("keeps antd's own mark without a time zone", async () => {
    fixClock('2026-11-28T04:30:00Z');
    const { container } = render(<FormDatePicker open aria-label="Day" />);
    await waitFor(() => expect(container.ownerDocument.querySelector('td[title="2026-11-28"]')).not.toBeNull());
    expect(container.ownerDocument.querySelector('.lot-today')).toBeNull();
    expect(container.ownerDocument.querySelector('.lot-day-picker')).toBeNull();
    expect(screen.getByText('Today')).toBeInTheDocument();
  });
});
