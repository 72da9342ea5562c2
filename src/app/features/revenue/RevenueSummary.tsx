import { Alert, Card, Col, Grid, Row, Statistic } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/PlainButton';
import { TOKENS } from '../../themeTokens';
import { PARKING_TEXT, REVENUE_TEXT, SERVER_MESSAGES } from '../../../shared/messages';
import { errorMessage } from '../../api/errors';
import { useGetRevenueSummaryQuery, useGetRevenueTrendQuery, type RevenueSummary as Summary } from '../../api/enhanced/billing';
import { LotTotalsTable } from './LotTotalsTable';
import { toCents } from '../../../shared/money';
import { changeText, usd } from './money';
import { timeZonesOf } from './timeZones';
import { localDateTime } from '../../../shared/dates';

export interface RevenueFiguresProps {
  summary: Summary | undefined;
  loading?: boolean;
  /** The heading of the month's figure ("Revenue this month", "Revenue in March 2026"). */
  monthLabel?: string;
}

/** The month's revenue with its change, the lot count and the all-time revenue, as three cards. */
export function RevenueFigures({ summary, loading = false, monthLabel = REVENUE_TEXT.monthRevenue }: RevenueFiguresProps) {
  // The month before is the lots' sum (in cents, as the server adds them), so a month after $0 reads in words.
  const before = summary?.totalLocationRevenue.reduce((sum, line) => sum + toCents(line.totalCostPlus), 0) ?? 0;
  const change = summary && changeText(before, toCents(summary.vendorTotalRevenue), summary.revenueChange, REVENUE_TEXT.vsLastMonth);
  // On a phone two figures share a row: a smaller figure and the small card's padding keep
  // "$54,859.37" inside its card, at 320 px too (a phone at 200% zoom).
  const narrow = !Grid.useBreakpoint().sm;
  const styles = narrow ? { content: { fontSize: 20 } } : undefined;
  const size = narrow ? ('small' as const) : undefined;
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} md={8}>
        <Card size={size}>
          <Statistic
            title={monthLabel}
            loading={loading}
            styles={styles}
            value={summary ? usd(summary.vendorTotalRevenue) : '-'}
            suffix={change && <span style={{ fontSize: 14 }}>{change}</span>}
          />
        </Card>
      </Col>
      <Col xs={12} md={8}>
        <Card size={size}>
          <Statistic title={REVENUE_TEXT.locationCount} loading={loading} styles={styles} value={summary?.totalLocationCount ?? '-'} />
        </Card>
      </Col>
      <Col xs={12} md={8}>
        <Card size={size}>
          <Statistic
            title={REVENUE_TEXT.allTime}
            loading={loading}
            styles={styles}
            value={summary ? usd(summary.totalLocationRevenueAllTime) : '-'}
          />
        </Card>
      </Col>
    </Row>
  );
}

/** Reports' net differs from the revenue figures by the fees: said under them, where the owner reads them first. */
export function FeesIncludedNote() {
  return (
    <p style={{ margin: '-4px 0 16px', color: TOKENS.colorTextSecondary }}>
      {REVENUE_TEXT.feesIncluded} <Link to="/reports">{REVENUE_TEXT.whatLotsKeep}</Link>
    </p>
  );
}

/**
 * Month and year of today, as the revenue API takes them (month 1 = January): on the clock of
 * `timeZone` when one lot is shown (at 12:30 AM Dec 1 in New York a Los Angeles lot is still in
 * November), else the browser's (a sum over lots in several zones has no one clock).
 */
export function currentMonth(now: Date = new Date(), timeZone?: string): { month: number; year: number } {
  if (timeZone) {
    const [year, month] = localDateTime(now, timeZone).split('-').map(Number);
    if (year && month) return { month, year };
  }
  return { month: now.getMonth() + 1, year: now.getFullYear() };
}

/** The month it is now at every one of `timeZones`, or null when they read different months (or there are none). */
export function sharedMonth(timeZones: string[], now: Date = new Date()): { month: number; year: number } | null {
  const months = new Map(
    timeZones.map((tz) => {
      const m = currentMonth(now, tz);
      return [`${m.year}-${m.month}`, m] as const;
    }),
  );
  return months.size === 1 ? [...months.values()][0]! : null;
}

// chart.js is its own chunk, fetched only when an owner's dashboard shows the chart.
const RevenueTrendChart = lazy(() => import('./RevenueTrendChart'));

/** The dashboard's revenue summary of SPEC 3 for vendor and odogwu: this month against the last, the last twelve months, and each lot's occupancy now. */
export default function RevenueSummary() {
  const [period, setPeriod] = useState(() => currentMonth());
  const { data, isLoading, error } = useGetRevenueSummaryQuery({ body: period });
  // "This month" is the lots' month: when every lot's clock reads another month than the desk's
  // (a desk in Tokyo on Dec 1, lots in the US still on Nov 30), the summary is asked for theirs.
  useEffect(() => {
    const lotsMonth = sharedMonth(Object.values(timeZonesOf(data?.data)));
    if (lotsMonth && (lotsMonth.month !== period.month || lotsMonth.year !== period.year)) setPeriod(lotsMonth);
  }, [data, period]);
  const { data: trend } = useGetRevenueTrendQuery(period);
  const summary = data?.data;
  const occupancy = trend ? Object.fromEntries(trend.occupancy.map((o) => [o.locationId, o])) : undefined;
  return (
    <section aria-label={REVENUE_TEXT.summaryTitle} style={{ marginBottom: 24 }}>
      {/* A new owner's first dashboard: where to begin, not only a row of $0.00. */}
      {summary?.totalLocationCount === 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={REVENUE_TEXT.noLocationsYet}
          action={
            <ButtonLink variant="primary" to="/locations/add">
              {PARKING_TEXT.addLocation}
            </ButtonLink>
          }
        />
      )}
      <RevenueFigures summary={summary} loading={isLoading} />
      <FeesIncludedNote />
      {trend && (
        <Card style={{ marginBottom: 16 }}>
          <Suspense fallback={<div style={{ height: 250 }} />}>
            <RevenueTrendChart months={trend.months} />
          </Suspense>
        </Card>
      )}
      <LotTotalsTable
        lines={summary?.totalLocationRevenue ?? []}
        loading={isLoading}
        error={error ? errorMessage(error, SERVER_MESSAGES.serverError) : null}
        timeZones={timeZonesOf(summary)}
        occupancy={occupancy}
      />
    </section>
  );
}
