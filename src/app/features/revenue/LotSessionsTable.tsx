import { Alert, Grid, Table, type TableColumnsType } from 'antd';
import { MESSAGES, REVENUE_TEXT } from '../../../shared/messages';
import { shortDateTime } from '../../../shared/dates';
import type { LotSession } from '../../api/enhanced/billing';
import { usd } from './money';

export interface LotSessionsTableProps {
  sessions: readonly LotSession[];
  /** The lot's IANA time zone: dates are shown in it. */
  timeZone?: string;
  loading?: boolean;
  /** Shown instead of the table when the month could not be loaded. */
  error?: string | null;
}

const PAGE_SIZE = 20;

/** A lot's paid sessions of one month: Date, License Plate, Rate, Zone (SPEC 2), sortable, paged here. */
export function LotSessionsTable({ sessions, timeZone, loading = false, error }: LotSessionsTableProps) {
  // Compact cells on a phone, so the columns fit 390 pixels without sideways scrolling.
  const narrow = !Grid.useBreakpoint().sm;
  if (error) return <Alert type="error" showIcon title={error} role="alert" />;
  const columns: TableColumnsType<LotSession> = [
    {
      title: REVENUE_TEXT.date,
      dataIndex: 'startTime',
      defaultSortOrder: 'descend',
      sorter: (a, b) => Date.parse(a.startTime) - Date.parse(b.startTime),
      render: (v: string) => shortDateTime(v, timeZone),
    },
    {
      title: REVENUE_TEXT.licensePlate,
      key: 'plate',
      sorter: (a, b) => `${a.plateNumber} ${a.state}`.localeCompare(`${b.plateNumber} ${b.state}`),
      render: (_v, s) => `${s.plateNumber} ${s.state}`,
    },
    {
      title: REVENUE_TEXT.rate,
      dataIndex: 'rate',
      align: 'right',
      sorter: (a, b) => a.rate - b.rate,
      render: (v: number) => usd(v),
    },
    {
      title: REVENUE_TEXT.zone,
      key: 'zone',
      sorter: (a, b) => (a.zoneNumber ?? REVENUE_TEXT.noZone).localeCompare(b.zoneNumber ?? REVENUE_TEXT.noZone),
      render: (_v, s) => s.zoneNumber ?? REVENUE_TEXT.noZone,
    },
  ];
  return (
    <Table<LotSession>
      size={narrow ? 'small' : 'middle'}
      rowKey="_id"
      columns={columns}
      dataSource={sessions as LotSession[]}
      loading={loading}
      pagination={sessions.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
      locale={{ emptyText: MESSAGES.noRevenues }}
    />
  );
}
