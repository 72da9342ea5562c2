import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Grid, Table, type TableColumnsType, type TableProps } from 'antd';
import { VISUALLY_HIDDEN } from '../../components/visuallyHidden';
import { OWNERS_MESSAGES, REVENUE_TEXT } from '../../../shared/messages';
import { shortDateTime } from '../../../shared/dates';
import type { LotSession } from '../../api/enhanced/billing';
import { usd } from './money';

/** The server's sort keys of a lot's month (POST /billing/lot/revenue sortBy). */
export type LotSort = 'startTime' | 'plateNumber' | 'rate' | 'zone';

/** Which page of the month the table shows, in which order: the server pages and sorts. */
export interface LotTableView {
  page: number;
  pageSize: number;
  sortBy: LotSort;
  sortOrder: 'ascend' | 'descend';
}

export const FIRST_LOT_VIEW: LotTableView = { page: 1, pageSize: 20, sortBy: 'startTime', sortOrder: 'descend' };

export interface LotSessionsTableProps {
  /** One page of the month's sessions, in the view's order. */
  sessions: readonly LotSession[];
  /** Sessions in the whole month (every page). */
  total: number;
  view: LotTableView;
  onViewChange: (next: LotTableView) => void;
  /** The lot's IANA time zone: dates are shown in it. */
  timeZone?: string;
  loading?: boolean;
  /** Shown instead of the table when the month could not be loaded. */
  error?: string | null;
  /** Given, sessions added by hand get a Remove button that calls it (the admin role's, as Add Session). */
  onRemove?: (session: LotSession) => void;
  /** Given, each plate is a button that calls it, to correct the plate (owners and the admin role). */
  onEditPlate?: (session: LotSession) => void;
  /** Given, the plate of a session added by hand opens the correction of all its terms instead (the admin role's). */
  onEditSession?: (session: LotSession) => void;
}

type Change = NonNullable<TableProps<LotSession>['onChange']>;

/**
 * A lot's paid sessions of one month: Date, License Plate, Rate, Zone (SPEC 2). The server sorts
 * and pages (a busy lot has 20,000 sessions a month), so each column's sort asks it for page 1.
 */
export function LotSessionsTable({
  sessions,
  total,
  view,
  onViewChange,
  timeZone,
  loading = false,
  error,
  onRemove,
  onEditPlate,
  onEditSession,
}: LotSessionsTableProps) {
  // Compact cells on a phone, so the columns fit 390 pixels without sideways scrolling.
  const narrow = !Grid.useBreakpoint().sm;
  if (error) return <Alert type="error" showIcon title={error} role="alert" />;
  const sorted = (key: LotSort) => ({ key, sorter: true, sortOrder: view.sortBy === key ? view.sortOrder : null });
  const columns: TableColumnsType<LotSession> = [
    {
      title: REVENUE_TEXT.date,
      dataIndex: 'startTime',
      ...sorted('startTime'),
      // The default order is this column's descend, so clearing it would give it back: Date toggles
      // newest ↔ oldest first (ascend then leads to antd's cancel, which onChange reads as descend).
      sortDirections: ['descend', 'ascend'],
      render: (v: string) => shortDateTime(v, timeZone),
    },
    {
      title: REVENUE_TEXT.licensePlate,
      ...sorted('plateNumber'),
      // The plate itself opens its correction: no column more on a phone.
      render: (_v, s) => {
        const plate = `${s.plateNumber} ${s.state}`;
        const whole = s.kind === 'manual' && onEditSession;
        const edit = whole ? onEditSession : onEditPlate;
        if (!edit) return plate;
        return (
          <Button
            type="link"
            size="small"
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
            aria-label={whole ? REVENUE_TEXT.editSessionLabel(plate) : REVENUE_TEXT.correctPlateLabel(plate)}
            onClick={() => edit(s)}
          >
            {plate}
          </Button>
        );
      },
    },
    { title: REVENUE_TEXT.rate, dataIndex: 'rate', align: 'right', ...sorted('rate'), render: (v: number) => usd(v) },
    { title: REVENUE_TEXT.zone, ...sorted('zone'), render: (_v, s) => s.zoneNumber ?? REVENUE_TEXT.noZone },
  ];
  if (onRemove) {
    // Only a session added by hand can go: a booking keeps what its payment bought (the server refuses too).
    columns.push({
      title: <span style={VISUALLY_HIDDEN}>{REVENUE_TEXT.removeSession}</span>,
      key: 'remove',
      align: 'right',
      // On a phone an icon alone, so the five columns still fit 390 pixels.
      render: (_v, s) =>
        s.kind === 'manual' ? (
          <Button
            danger
            size="small"
            icon={narrow ? <DeleteOutlined /> : undefined}
            aria-label={REVENUE_TEXT.removeSessionLabel(`${s.plateNumber} ${s.state}`)}
            onClick={() => onRemove(s)}
          >
            {narrow ? null : REVENUE_TEXT.removeSession}
          </Button>
        ) : null,
    });
  }
  const onChange: Change = (pagination, _filters, sorter, extra) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    // Clearing a column's sort goes back to the default order: newest first.
    const sort = one?.order
      ? { sortBy: one.columnKey as LotSort, sortOrder: one.order }
      : { sortBy: 'startTime' as const, sortOrder: 'descend' as const };
    const pageSize = pagination.pageSize ?? view.pageSize;
    const page = extra.action === 'paginate' && pageSize === view.pageSize ? (pagination.current ?? 1) : 1;
    onViewChange({ page, pageSize, ...sort });
  };
  return (
    <Table<LotSession>
      // Wider than a 320 px screen (a phone at 200% zoom): it scrolls in its own box, not the page.
      scroll={{ x: true }}
      size={narrow ? 'small' : 'middle'}
      rowKey="_id"
      columns={columns}
      dataSource={sessions as LotSession[]}
      loading={loading}
      onChange={onChange}
      pagination={
        total > FIRST_LOT_VIEW.pageSize
          ? {
              current: view.page,
              pageSize: view.pageSize,
              total,
              showSizeChanger: true,
              pageSizeOptions: [20, 50, 100],
              showTotal: (n) => REVENUE_TEXT.sessionCount(n),
              simple: narrow,
            }
          : false
      }
      locale={{ emptyText: OWNERS_MESSAGES.noRevenues }}
    />
  );
}
