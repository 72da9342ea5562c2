import { Card, Col, Grid, Row, Statistic } from 'antd';
import { SUPERADMIN_TEXT as T } from '../../../shared/messages';
import type { SubscriptionStats } from '../../api/enhanced/subscriptions';
import { usd } from './format';

export interface StatCardsProps {
  stats: SubscriptionStats | undefined;
  loading?: boolean;
}

/** SPEC /superadmin: Total Vendor Locations, Total Monthly Revenue, Number of Payments, Total Amount (the server sums them). */
export function StatCards({ stats, loading = false }: StatCardsProps) {
  // On a phone two figures share a row: a smaller figure keeps "$2,400,000.00" inside its card.
  const narrow = !Grid.useBreakpoint().sm;
  const styles = narrow ? { content: { fontSize: 20 } } : undefined;
  const cards = [
    { title: T.totalVendorLocations, value: stats ? stats.totalVendorLocations.toLocaleString('en-US') : '-' },
    { title: T.totalMonthlyRevenue, value: stats ? usd(stats.totalMonthlyRevenue) : '-' },
    { title: T.numberOfPayments, value: stats ? stats.numberOfPayments.toLocaleString('en-US') : '-' },
    { title: T.totalAmount, value: stats ? usd(stats.totalAmount) : '-' },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {cards.map((c) => (
        <Col key={c.title} xs={12} lg={6}>
          <Card>
            <Statistic title={c.title} loading={loading} styles={styles} value={c.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
