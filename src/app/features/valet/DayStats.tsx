import { Card, Col, Row, Statistic } from 'antd';
import { VALET_TEXT } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import type { ValetDay } from '../../api/enhanced/valets';

export interface DayStatsProps {
  day: Pick<ValetDay, 'results' | 'totalParked' | 'totalRequested' | 'totalRevenue' | 'medianReadyMinutes'> | undefined;
  loading?: boolean;
}

const statStyles = { content: { fontSize: 22 } } as const;

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
    <section aria-label={VALET_TEXT.dayStats} style={{ marginBottom: 16 }}>
      <Row gutter={[12, 12]}>
        {figures.map((f) => (
          <Col key={f.key} xs={12} sm={8} lg={f.key === 'median' ? 8 : 4}>
            <Card size="small" style={{ height: '100%' }}>
              <Statistic title={f.title} value={f.value} loading={loading} styles={statStyles} />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
