import { Table, type TableColumnsType } from 'antd';
import { formatUsd, toCents } from '../../../shared/money';
import { REPORTS_TEXT, REVENUE_TEXT } from '../../../shared/messages';
import type { ReconciliationLine } from '../../api/enhanced/billing';
import type { Figure } from './ReconciliationFigures';
import { localDateTime } from '../../../shared/dates';

/** The lines behind a figure: refunds and fees list only the lines that have one; gross and net, all. */
export function linesBehind(rows: readonly ReconciliationLine[], figure: Figure): ReconciliationLine[] {
  if (figure === 'refunds') return rows.filter((r) => r.refund > 0);
  if (figure === 'fees') return rows.filter((r) => r.fee > 0);
  return [...rows];
}

const usd = (dollars: number) => formatUsd(toCents(dollars));
const sumCents = (rows: readonly ReconciliationLine[], key: 'gross' | 'refund' | 'fee' | 'net') =>
  rows.reduce((total, r) => total + toCents(r[key]), 0);
const money = (key: 'gross' | 'refund' | 'fee' | 'net', title: string) => ({
  title,
  dataIndex: key,
  key,
  align: 'right' as const,
  sorter: (a: ReconciliationLine, b: ReconciliationLine) => a[key] - b[key],
  render: (v: number) => usd(v),
});

export interface ReconciliationTableProps {
  rows: readonly ReconciliationLine[];
  timeZone: string;
  loading?: boolean;
}

/** The sums of every listed line (all pages), as one line of text that fits a phone. */
export function LinesTotal({ rows }: { rows: readonly ReconciliationLine[] }) {
  return (
    <p style={{ margin: '0 0 8px', fontVariantNumeric: 'tabular-nums' }}>
      <strong>
        {REPORTS_TEXT.total} ({REPORTS_TEXT.lines(rows.length)}):
      </strong>{' '}
      {REPORTS_TEXT.gross} {formatUsd(sumCents(rows, 'gross'))} · {REPORTS_TEXT.refunds} {formatUsd(sumCents(rows, 'refund'))} ·{' '}
      {REPORTS_TEXT.fees} {formatUsd(sumCents(rows, 'fee'))} · {REPORTS_TEXT.net} {formatUsd(sumCents(rows, 'net'))}
    </p>
  );
}

/** Date / License Plate / Zone / Gross / Refund / Fee / Net, sortable and paged. */
export function ReconciliationTable({ rows, timeZone, loading }: ReconciliationTableProps) {
  const columns: TableColumnsType<ReconciliationLine> = [
    {
      title: REPORTS_TEXT.date,
      dataIndex: 'date',
      key: 'date',
      defaultSortOrder: 'ascend',
      sorter: (a, b) => a.date.localeCompare(b.date),
      render: (d: string) => localDateTime(d, timeZone),
    },
    {
      title: REPORTS_TEXT.plate,
      key: 'plate',
      render: (_v, r) => (r.kind === 'adjustment' ? (r.note ?? REPORTS_TEXT.entry) : `${r.plateNumber ?? ''} ${r.state ?? ''}`.trim()),
    },
    {
      title: REPORTS_TEXT.zone,
      dataIndex: 'zoneNumber',
      key: 'zone',
      responsive: ['md'],
      render: (z: string | null, r) => (r.kind === 'adjustment' ? REPORTS_TEXT.entry : (z ?? REVENUE_TEXT.noZone)),
    },
    money('gross', REPORTS_TEXT.gross),
    { ...money('refund', REPORTS_TEXT.refunds), responsive: ['sm'] },
    { ...money('fee', REPORTS_TEXT.fees), responsive: ['sm'] },
    money('net', REPORTS_TEXT.net),
  ];
  return (
    <Table<ReconciliationLine>
      rowKey="_id"
      size="middle"
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      locale={{ emptyText: REPORTS_TEXT.noLines }}
      pagination={{ defaultPageSize: 50, showSizeChanger: true, pageSizeOptions: [25, 50, 100, 200], hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
