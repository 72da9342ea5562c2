import { VALET_TEXT } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import type { ValetDay } from '../../api/enhanced/valets';
import { TOKENS } from '../../themeTokens';

export interface DayStatsProps {
  day: Pick<ValetDay, 'results' | 'totalParked' | 'totalRequested' | 'totalRevenue' | 'medianReadyMinutes'> | undefined;
  loading?: boolean;
}

// Five figures in a row on a desk (the median wider), two to a row on a phone. Plain markup: the
// desk loads without antd.
const STATS_CSS = `.valet-stats { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)) minmax(0, 2fr); gap: 12px; margin: 0 0 16px; }
.valet-stat { background: #fff; border: 1px solid ${TOKENS.colorBorderSecondary}; border-radius: ${TOKENS.borderRadius}px; padding: 12px; margin: 0; }
.valet-stat dt { color: ${TOKENS.colorTextSecondary}; font-size: 16px; margin-bottom: 4px; }
.valet-stat dd { margin: 0; font-size: 22px; color: rgba(0, 0, 0, 0.88); }
@media (max-width: 991.98px) { .valet-stats { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (max-width: 575.98px) { .valet-stats { grid-template-columns: repeat(2, minmax(0, 1fr)); } .valet-stat:last-child { grid-column: span 2; } }`;

/** SPEC 2's day figures (Total Cars, Parked, Requested, Today's Revenue) and the median request-to-ready time. */
export function DayStats({ day, loading = false }: DayStatsProps) {
  const median = day?.medianReadyMinutes;
  const figures = [
    { key: 'total', title: VALET_TEXT.totalCars, value: day ? String(day.results) : VALET_TEXT.none },
    { key: 'parked', title: VALET_TEXT.parked, value: day ? String(day.totalParked) : VALET_TEXT.none },
    { key: 'requested', title: VALET_TEXT.requested, value: day ? String(day.totalRequested) : VALET_TEXT.none },
    { key: 'revenue', title: VALET_TEXT.todaysRevenue, value: day ? formatUsd(day.totalRevenue) : VALET_TEXT.none },
    {
      key: 'median',
      title: VALET_TEXT.medianReady,
      value: median === null || median === undefined ? VALET_TEXT.none : VALET_TEXT.minutes(Math.round(median * 10) / 10),
    },
  ];
  return (
    <section aria-label={VALET_TEXT.dayStats} aria-busy={loading || undefined}>
      <style>{STATS_CSS}</style>
      <dl className="valet-stats">
        {figures.map((f) => (
          <div key={f.key} className="valet-stat">
            <dt>{f.title}</dt>
            <dd>{loading ? '…' : f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
