import { useState } from 'react';
import { MONTHS } from '../../../shared/limits';
import { REVENUE_TEXT, SERVER_MESSAGES } from '../../../shared/messages';
import { errorMessage } from '../../api/errors';
import { useGetRevenueSummaryQuery } from '../../api/enhanced/billing';
import { PageHeader } from '../../components/PageTitle';
import { LotTotalsTable } from './LotTotalsTable';
import { MonthChips } from './MonthYearPicker';
import { FeesIncludedNote, RevenueFigures, currentMonth } from './RevenueSummary';
import { timeZonesOf } from './timeZones';

/** /revenues and /revenue: the caller's lots' revenue for the chosen month (this month at first). */
export default function RevenuesPage() {
  const [period, setPeriod] = useState(currentMonth);
  const { data, isFetching, error } = useGetRevenueSummaryQuery({ body: period });
  const summary = data?.data;
  return (
    <>
      <PageHeader title={REVENUE_TEXT.revenueTitle} />
      <MonthChips month={period.month} year={period.year} onChange={setPeriod} />
      <RevenueFigures
        summary={summary}
        loading={isFetching && !summary}
        monthLabel={`${REVENUE_TEXT.chosenMonthRevenue} ${MONTHS[period.month - 1]} ${period.year}`}
      />
      <FeesIncludedNote />
      <LotTotalsTable
        lines={summary?.totalLocationRevenue ?? []}
        loading={isFetching}
        error={error ? errorMessage(error, SERVER_MESSAGES.serverError) : null}
        timeZones={timeZonesOf(summary)}
      />
    </>
  );
}
