import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { GetLocationsMeApiResponse } from '../../../src/app/api/generated/locations';
import type { GetReconciliationApiResponse } from '../../../src/app/api/generated/billing';
import { Themed } from '../../../src/app/components/Themed';
import ReportsPage from '../../../src/app/features/reports/ReportsPage';
import { reportPath } from '../../../src/app/features/reports';
import { HeatMap } from '../../../src/app/features/reports/HeatMap';
import { reconciliationCsv, RECONCILIATION_CSV_HEADER } from '../../../src/app/features/reports/reconciliationCsv';
import { SAMPLE_RECONCILIATION } from '../../../src/app/features/reports/samples';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { LIMITS } from '../../../src/shared/limits';
import { REPORTS_TEXT } from '../../../src/shared/messages';
import { LOCATION } from '../booking/fixtures';
import { renderWithProviders, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet } from '../app/typedHandlers';
import { fixClock } from '../app/clock';
import { defaultRange, lotToday } from '../../../src/app/features/reports/lotToday';
import dayjs from 'dayjs';

useMswServer();

/** RFC 4180 fields of one CSV line (quoted fields may hold commas and doubled quotes). */
function fields(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      cur += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === ',' && !quoted) {
      out.push(cur);
      cur = '';
    } else {
      cur += c;
    }
  }
  return [...out, cur];
}

/** Each amount column of a CSV, summed in cents. */
function columnCents(csv: string): Record<string, number> {
  const [head, ...lines] = csv.trim().split('\r\n');
  const names = fields(head!);
  const sums: Record<string, number> = {};
  for (const line of lines) {
    const cells = fields(line);
    expect(cells).toHaveLength(names.length);
    for (const k of ['gross', 'refund', 'fee', 'net']) sums[k] = (sums[k] ?? 0) + Math.round(Number(cells[names.indexOf(k)]) * 100);
  }
  return sums;
}

describe('the reconciliation CSV', () => {
  it('has one line per row and its columns add up to the figures, to the cent', () => {
    const csv = reconciliationCsv(SAMPLE_RECONCILIATION.rows, 'America/Chicago');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(RECONCILIATION_CSV_HEADER.join(','));
    expect(lines).toHaveLength(SAMPLE_RECONCILIATION.rows.length + 1);
    // 10 AM in UTC is the lot's 9 AM; the entry's note is quoted only when it must be.
    expect(lines[1]).toBe('2026-11-01 09:00,session,ABC123,IL,A1,,11.50,0.00,1.50,10.00');
    expect(lines[2]).toBe('2026-11-03 12:00,adjustment,,,,"Cash box, gate 2",40.00,0.00,0.00,40.00');
    // A session without a zone (a code's) is CODE, as on the lot's screen and file.
    expect(lines[3]).toBe('2026-11-03 23:30,session,XYZ789,WI,CODE,,23.00,11.50,1.50,10.00');
    const { totals } = SAMPLE_RECONCILIATION;
    expect(columnCents(csv)).toEqual({
      gross: totals.gross * 100,
      refund: totals.refunds * 100,
      fee: totals.fees * 100,
      net: totals.net * 100,
    });
  });
});

describe('/reports', () => {
  it('shows the four figures, opens the lines behind one, and exports a CSV that sums to what is shown', async () => {
    const ue = typist();
    const asked: URLSearchParams[] = [];
    server.use(
      answerGet<GetLocationsMeApiResponse>('*/api/v1/locations/me', () => ({
        status: 'success',
        data: { locations: [{ ...LOCATION, _id: 'loc-1', name: 'Harbor Lot' }] },
      })),
      answerGet<GetReconciliationApiResponse>('*/api/v1/billing/reconciliation', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return SAMPLE_RECONCILIATION;
      }),
    );
    let blob: Blob | undefined;
    URL.createObjectURL = jest.fn((b: Blob) => {
      blob = b;
      return 'blob:report';
    });
    URL.revokeObjectURL = jest.fn();
    renderWithProviders(
      <Themed>
        <ReportsPage />
      </Themed>,
      { user: SAMPLE_USERS.vendor, routePath: '/reports' },
    );
    const figures = await screen.findByRole('group', { name: REPORTS_TEXT.title });
    expect(asked[0]?.get('locationId')).toBe('loc-1');
    expect(asked[0]?.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
    const figure = (name: string) => within(figures).getByRole('button', { name: new RegExp(`^${name}`) });
    expect(figure(REPORTS_TEXT.gross)).toHaveTextContent('$74.50');
    expect(figure(REPORTS_TEXT.refunds)).toHaveTextContent('$11.50');
    expect(figure(REPORTS_TEXT.fees)).toHaveTextContent('$3.00');
    expect(figure(REPORTS_TEXT.net)).toHaveTextContent('$60.00');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);

    // Refunds: only the line that has one.
    await ue.click(figure(REPORTS_TEXT.refunds));
    expect(figure(REPORTS_TEXT.refunds)).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('XYZ789 WI')).toBeInTheDocument();
    expect(screen.getByText(/Total \(1 line\)/)).toBeInTheDocument();

    await ue.click(screen.getByRole('button', { name: REPORTS_TEXT.exportCsv }));
    expect(blob).toBeDefined();
    const csv = await blob!.text();
    expect(columnCents(csv)).toEqual({ gross: 7450, refund: 1150, fee: 300, net: 6000 });
    // The heat maps name each busy cell with the days before beside it.
    expect(screen.getByLabelText(REPORTS_TEXT.heatCell('Sun', 9, 1, 2))).toBeInTheDocument();
  });

  it('opens the lot named in the address (?location=), so Back and a link from its months keep it; an unknown one is the first lot', async () => {
    const asked: string[] = [];
    server.use(
      answerGet<GetLocationsMeApiResponse>('*/api/v1/locations/me', () => ({
        status: 'success',
        data: {
          locations: [
            { ...LOCATION, _id: 'loc-1', name: 'Harbor Lot' },
            { ...LOCATION, _id: 'loc-2', name: 'Midtown Lot' },
          ],
        },
      })),
      answerGet<GetReconciliationApiResponse>('*/api/v1/billing/reconciliation', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('locationId')!);
        return SAMPLE_RECONCILIATION;
      }),
    );
    const open = (path: string) =>
      renderWithProviders(
        <Themed>
          <ReportsPage />
        </Themed>,
        { user: SAMPLE_USERS.vendor, routePath: '/reports', path },
      );
    const first = open(reportPath('loc-2'));
    await waitFor(() => expect(asked).toEqual(['loc-2']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();
    open('/reports?location=unknown');
    await waitFor(() => expect(asked).toEqual(['loc-2', 'loc-1']));
    expect(screen.getByRole('alert')).toHaveTextContent(REPORTS_TEXT.lotNotFound);
  });

  it("opens on the lot's month so far, on the lot's clock", async () => {
    // 12:30 AM Dec 1 in New York: a Los Angeles lot is still on Nov 30.
    fixClock('2026-12-01T05:30:00.000Z');
    try {
      const asked: URLSearchParams[] = [];
      server.use(
        answerGet<GetLocationsMeApiResponse>('*/api/v1/locations/me', () => ({
          status: 'success',
          data: { locations: [{ ...LOCATION, _id: 'loc-1', name: 'Venice Lot', timeZone: 'America/Los_Angeles' }] },
        })),
        answerGet<GetReconciliationApiResponse>('*/api/v1/billing/reconciliation', ({ request }) => {
          asked.push(new URL(request.url).searchParams);
          return SAMPLE_RECONCILIATION;
        }),
      );
      renderWithProviders(
        <Themed>
          <ReportsPage />
        </Themed>,
        { user: SAMPLE_USERS.vendor, routePath: '/reports' },
      );
      await screen.findByRole('group', { name: REPORTS_TEXT.title });
      expect([asked[0]?.get('from'), asked[0]?.get('to')]).toEqual(['2026-11-01', '2026-11-30']);
      expect(asked.every((q) => q.get('from') === '2026-11-01')).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says a typed range longer than 366 days is too long, asks nothing for it, and takes one of 366', async () => {
    fixClock('2026-11-20T17:00:00.000Z');
    try {
      const asked: URLSearchParams[] = [];
      server.use(
        answerGet<GetLocationsMeApiResponse>('*/api/v1/locations/me', () => ({
          status: 'success',
          data: { locations: [{ ...LOCATION, _id: 'loc-1', name: 'Harbor Lot', timeZone: 'America/New_York' }] },
        })),
        answerGet<GetReconciliationApiResponse>('*/api/v1/billing/reconciliation', ({ request }) => {
          asked.push(new URL(request.url).searchParams);
          return SAMPLE_RECONCILIATION;
        }),
      );
      renderWithProviders(
        <Themed>
          <ReportsPage />
        </Themed>,
        { user: SAMPLE_USERS.vendor, routePath: '/reports' },
      );
      await screen.findByRole('group', { name: REPORTS_TEXT.title });
      const typeRange = async (from: string, to: string) => {
        const [start, end] = [screen.getByPlaceholderText('Start date'), screen.getByPlaceholderText('End date')];
        for (const [input, day] of [
          [start, from],
          [end, to],
        ] as const) {
          fireEvent.mouseDown(input);
          fireEvent.focus(input);
          fireEvent.change(input, { target: { value: day } });
          fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
        }
        await waitFor(() => expect([start, end].map((i) => (i as HTMLInputElement).value)).toEqual([from, to]));
      };
      // 2025-01-01 to 2026-11-15: 684 days. Kept as typed and said why, not silently dropped.
      await typeRange('2025-01-01', '2026-11-15');
      expect(await screen.findByRole('alert')).toHaveTextContent(REPORTS_TEXT.rangeTooLong(LIMITS.reportDaysMax, 684));
      expect(REPORTS_TEXT.rangeTooLong(366, 684)).toBe('Choose at most 366 days: these are 684.');
      expect(screen.queryByRole('group', { name: REPORTS_TEXT.title })).toBeNull();
      expect(asked.some((q) => q.get('from') === '2025-01-01')).toBe(false);
      // 366 days, both included: asked for, and the message goes.
      await typeRange('2025-11-15', '2026-11-15');
      await waitFor(() => expect(asked.some((q) => q.get('from') === '2025-11-15' && q.get('to') === '2026-11-15')).toBe(true));
      expect(await screen.findByRole('group', { name: REPORTS_TEXT.title })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
      // Closing the month on the 20th: its last day is taken as typed (a session added by hand may start then).
      await typeRange('2026-11-01', '2026-11-30');
      await waitFor(() => expect(asked.some((q) => q.get('from') === '2026-11-01' && q.get('to') === '2026-11-30')).toBe(true));
    } finally {
      jest.useRealTimers();
    }
  });

  it('writes the line count with a thousands separator', () => {
    expect(REPORTS_TEXT.lines(20039)).toBe('20,039 lines');
    expect(REPORTS_TEXT.lines(1)).toBe('1 line');
  });

  it('lotToday and defaultRange read the lot clock (the browser clock without a lot)', () => {
    const at = new Date('2026-12-01T05:30:00.000Z');
    expect(lotToday('America/Los_Angeles', at).format('YYYY-MM-DD')).toBe('2026-11-30');
    expect(lotToday('America/New_York', at).format('YYYY-MM-DD')).toBe('2026-12-01');
    expect(defaultRange('America/Los_Angeles', at).map((d) => d.format('YYYY-MM-DD'))).toEqual(['2026-11-01', '2026-11-30']);
    expect(defaultRange('Pacific/Kiritimati', new Date('2026-11-30T10:30:00.000Z')).map((d) => d.format('YYYY-MM-DD'))).toEqual([
      '2026-12-01',
      '2026-12-01',
    ]);
    expect(lotToday(undefined, at).format('YYYY-MM-DD')).toBe(dayjs(at).format('YYYY-MM-DD'));
  });
});

describe('the heat map', () => {
  const zeros = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  it('says there were no sessions rather than drawing an empty grid that looks broken, and names every column', () => {
    const { unmount } = render(<HeatMap grid={zeros} before={zeros} title="These days" />);
    expect(screen.getByText(REPORTS_TEXT.noSessions)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').every((th) => (th.textContent ?? '').trim() !== '')).toBe(true);
    unmount();
    const busy = zeros.map((row, d) => row.map((_n, h) => (d === 6 && h === 0 ? 1 : 0)));
    render(<HeatMap grid={busy} before={zeros} title="These days" />);
    expect(screen.queryByText(REPORTS_TEXT.noSessions)).not.toBeInTheDocument();
  });
});
