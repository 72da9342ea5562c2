import { Alert, Button, DatePicker, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIMITS } from '../../../shared/limits';
import { REPORTS_TEXT } from '../../../shared/messages';
import { useGetReconciliationQuery } from '../../api/enhanced/billing';
import { PageHeader } from '../../components/PageTitle';
import { useManagedLocations } from '../locations';
import { HeatMap } from './HeatMap';
import { downloadText } from '../../components/downloadText';
import { ReconciliationFigures, FIGURES, type Figure } from './ReconciliationFigures';
import { linesBehind, LinesTotal, ReconciliationTable } from './ReconciliationTable';
import { reconciliationCsv } from './reconciliationCsv';
import { defaultRange, lotToday } from './lotToday';
import { TOKENS } from '../../themeTokens';
import { locationOption } from '../locations';
import { REPORT_LOCATION_PARAM } from './reportPath';

const DAY = 'YYYY-MM-DD';

export interface ReportsPageProps {
  /** The range it opens on (a story's); without it the lot's month so far. */
  initialRange?: [Dayjs, Dayjs] | null;
}

/**
 * /reports: for a lot and a range of its days, gross → refunds → fees → net, each figure opening
 * the lines behind it, a CSV of every line that adds up to the figures, and when the lot is busy
 * by weekday and hour against the days before.
 */
export default function ReportsPage({ initialRange = null }: ReportsPageProps) {
  const { locations, isLoading: loadingLocations } = useManagedLocations();
  // The lot is in the address (?location=): Back and Forward return to it, and another screen links to a lot's report.
  const [params, setParams] = useSearchParams();
  const asked = params.get(REPORT_LOCATION_PARAM) ?? undefined;
  const picked = asked && locations.some((l) => l._id === asked) ? asked : undefined;
  const setPicked = (id: string) => setParams((p) => ({ ...Object.fromEntries(p), [REPORT_LOCATION_PARAM]: id }));
  const locationId = picked ?? locations[0]?._id;
  const timeZone = locations.find((l) => l._id === locationId)?.timeZone;
  // Until the owner picks a range, the lot's month so far on the lot's clock (it follows another lot).
  const [chosen, setRange] = useState<[Dayjs, Dayjs] | null>(initialRange);
  const range = chosen ?? defaultRange(timeZone);
  const [figure, setFigure] = useState<Figure>('gross');
  const from = range[0].format(DAY);
  const to = range[1].format(DAY);
  // Longer than a report covers: said under the field (the picker would otherwise drop what was typed).
  const days = range[1].startOf('day').diff(range[0].startOf('day'), 'day') + 1;
  const tooLong = days > LIMITS.reportDaysMax ? REPORTS_TEXT.rangeTooLong(LIMITS.reportDaysMax, days) : null;
  const rangeErrorId = useId();
  const answer = useGetReconciliationQuery({ locationId: locationId ?? '', from, to }, { skip: !locationId || tooLong !== null });
  // Not the last range's figures under a range that has none (a skipped query keeps its last data).
  const data = tooLong ? undefined : answer.data;
  const { isFetching, isError } = answer;
  const rows = data ? linesBehind(data.rows, figure) : [];
  const label = FIGURES.find((f) => f.key === figure)!.label;

  const exportCsv = () => {
    if (!data) return;
    const name = `reconciliation-${data.location.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${data.from}-to-${data.to}.csv`;
    downloadText(name, reconciliationCsv(data.rows, data.location.timeZone));
  };

  return (
    <>
      <PageHeader title={REPORTS_TEXT.title} subtitle={REPORTS_TEXT.subtitle} />
      {/* A link to a lot that is not (or no longer) the caller's: said, not silently another lot's figures. */}
      {asked !== undefined && !picked && !loadingLocations && locationId && (
        <Alert type="warning" showIcon role="alert" title={REPORTS_TEXT.lotNotFound} style={{ marginBottom: 16 }} />
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end', marginBottom: 16 }}>
        <label style={{ display: 'grid', gap: 4, flex: '1 1 240px', maxWidth: 360 }}>
          <span>{REPORTS_TEXT.location}</span>
          <Select
            size="large"
            aria-label={REPORTS_TEXT.location}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={REPORTS_TEXT.locationPlaceholder}
            loading={loadingLocations}
            value={locationId}
            onChange={setPicked}
            options={locations.map(locationOption)}
          />
        </label>
        <label style={{ display: 'grid', gap: 4, flex: '1 1 260px', maxWidth: 360 }}>
          <span>{REPORTS_TEXT.range}</span>
          <DatePicker.RangePicker
            size="large"
            aria-label={REPORTS_TEXT.range}
            value={range}
            allowClear={false}
            status={tooLong ? 'error' : undefined}
            aria-invalid={tooLong ? true : undefined}
            aria-describedby={tooLong ? rangeErrorId : undefined}
            // Days ahead too, up to a year: a session added by hand may start then (Add Session's
            // window), and closing a month before its last day must reach that day (a typed Nov 30 on
            // Nov 28 was dropped to Nov 28 without a word, leaving out a session of the 30th). The
            // 366-day limit is not a disabled day: antd would drop a typed range past it without a
            // word; it is checked once chosen and said below.
            disabledDate={(d) => d.isAfter(lotToday(timeZone).add(1, 'year'), 'day')}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          />
          {tooLong && (
            <span id={rangeErrorId} role="alert" style={{ color: TOKENS.colorError }}>
              {tooLong}
            </span>
          )}
        </label>
        <Button size="large" onClick={exportCsv} disabled={!data || data.rows.length === 0}>
          {REPORTS_TEXT.exportCsv}
        </Button>
      </div>
      {!locationId && !loadingLocations && <p>{REPORTS_TEXT.chooseLocation}</p>}
      {isError && <Alert type="error" showIcon title={REPORTS_TEXT.loadFailed} style={{ marginBottom: 16 }} />}
      {data && (
        <>
          <ReconciliationFigures totals={data.totals} selected={figure} onSelect={setFigure} />
          <h2 style={{ fontSize: 18, margin: '20px 0 8px' }}>{REPORTS_TEXT.showing(label)}</h2>
          <LinesTotal rows={rows} />
          <ReconciliationTable rows={rows} timeZone={data.location.timeZone} loading={isFetching} />
          <h2 style={{ fontSize: 18, margin: '24px 0 8px' }}>{REPORTS_TEXT.heatTitle}</h2>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
            <HeatMap
              title={`${REPORTS_TEXT.thisPeriod}: ${data.from} – ${data.to}`}
              grid={data.heatmap.current}
              before={data.heatmap.previous}
            />
            <HeatMap
              title={`${REPORTS_TEXT.previousPeriod}: ${data.previous.from} – ${data.previous.to}`}
              grid={data.heatmap.previous}
              before={data.heatmap.previous}
            />
          </div>
        </>
      )}
    </>
  );
}
