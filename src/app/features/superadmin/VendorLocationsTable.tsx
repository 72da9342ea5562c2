import { Alert, Button, Grid, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { MANAGEMENT_MESSAGES, SUPERADMIN_TEXT as T } from '../../../shared/messages';
import type { VendorLocation } from '../../api/enhanced/subscriptions';
import type { GetSubscriptionsApiArg } from '../../api/generated/subscriptions';
import { TOKENS } from '../../themeTokens';
import { day, usd } from './format';
import { VISUALLY_HIDDEN } from '../../components/visuallyHidden';

/** A green Tag's text in a shade that meets WCAG AA on its light green. */
const ACTIVE_TAG = { color: TOKENS.colorSuccessText };

export interface VendorLocationsTableProps {
  locations: readonly VendorLocation[];
  /** Vendor locations over all pages (the answer's `total`). */
  total: number;
  page: number;
  pageSize: number;
  loading?: boolean;
  error?: string | null;
  onPage: (next: { page: number; pageSize: number }) => void;
  /** The row's Add button: opens Update Location Information for it. */
  onAdd: (location: VendorLocation) => void;
  /** Opens the row's subscription (price, status, description); absent: no Edit. */
  onEdit?: (location: VendorLocation) => void;
  /** What an opened row shows: that location's payments. */
  renderPayments: (location: VendorLocation) => ReactNode;
  /** The server's order (GET /billing/subs?sort=); by name when absent. */
  sort?: VendorLocationSort;
  onSort?: (sort: VendorLocationSort) => void;
  /** The name searched for, if any: an empty answer then says no location matches it. */
  search?: string;
}

export type VendorLocationSort = NonNullable<GetSubscriptionsApiArg['sort']>;

/** The sortable columns, by their key, and the sort each asks the server for. */
const SORT_OF_COLUMN: Record<string, 'name' | 'revenue' | 'lastPayment' | 'created'> = {
  name: 'name',
  revenuePerMonth: 'revenue',
  lastPayment: 'lastPayment',
  createdAt: 'created',
};

/** antd's sort order of a column under the server's sort. */
function orderOf(sort: VendorLocationSort, columnKey: string): 'ascend' | 'descend' | null {
  const key = SORT_OF_COLUMN[columnKey];
  if (sort === key) return 'ascend';
  if (sort === `-${key}`) return 'descend';
  return null;
}

const muted = (text: string) => <span style={{ color: TOKENS.colorTextSecondary }}>{text}</span>;

/** The id of a row's name: its Edit and Add buttons read as SPEC names them, described by the location. */
const nameId = (l: { _id: string }) => `vendor-location-${l._id}`;

/**
 * SPEC /superadmin table: Location Name, Status, Revenue per Month, Last Payment, Description, Created
 * Date, Actions. Paging is the server's (there may be 20,000 vendor locations): one page of rows is
 * rendered at a time; each row opens to its payments.
 */
export function VendorLocationsTable({
  locations,
  total,
  page,
  pageSize,
  loading,
  error,
  onPage,
  onAdd,
  onEdit,
  renderPayments,
  sort = 'name',
  onSort,
  search,
}: VendorLocationsTableProps) {
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? true;
  // On a phone the status joins the name's cell, so a row fits 390 px without scrolling sideways.
  const narrow = screens.sm === false;
  // Each sortable column asks the server (the rows are one page of up to 20,000); Name goes back to its
  // own order rather than to none. Not on a phone: the sort arrows would widen the row past 390 px
  // (and two of the columns sorted by are folded into the name's cell there).
  const sortable = (key: string) =>
    onSort && !narrow
      ? { sorter: true, sortOrder: orderOf(sort, key), sortDirections: ['ascend', 'descend', 'ascend'] as ('ascend' | 'descend')[] }
      : {};
  const columns: TableColumnsType<VendorLocation> = [
    {
      title: T.locationName,
      dataIndex: 'name',
      key: 'name',
      ...sortable('name'),
      render: (name: string, l) => (
        <>
          {/* A name with a long unbroken run (an owner types what they like) wraps inside the cell, not past the phone's edge. */}
          <div id={nameId(l)} style={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {name}
          </div>
          {!wide && (
            <div style={{ color: TOKENS.colorTextSecondary, fontSize: 13 }}>
              {narrow && (
                <Tag color={l.isActive ? 'green' : 'default'} style={{ marginInlineEnd: 6, ...(l.isActive ? ACTIVE_TAG : {}) }}>
                  {l.isActive ? T.active : T.inactive}
                </Tag>
              )}
              {l.lastPayDate ? day(l.lastPayDate, l.timeZone) : MANAGEMENT_MESSAGES.noPaymentRecorded}
            </div>
          )}
        </>
      ),
    },
    {
      title: T.status,
      dataIndex: 'isActive',
      key: 'status',
      width: 100,
      responsive: ['sm'],
      render: (active: boolean) => (
        <Tag color={active ? 'green' : 'default'} style={active ? ACTIVE_TAG : undefined}>
          {active ? T.active : T.inactive}
        </Tag>
      ),
    },
    {
      title: T.revenuePerMonth,
      dataIndex: 'revenuePerMonth',
      key: 'revenuePerMonth',
      align: 'right',
      ...sortable('revenuePerMonth'),
      width: 130,
      render: (v: number) => usd(v),
    },
    {
      title: T.lastPayment,
      dataIndex: 'lastPayDate',
      key: 'lastPayment',
      width: 180,
      ...sortable('lastPayment'),
      responsive: ['md'],
      render: (at: string | null, l) => (at ? day(at, l.timeZone) : muted(MANAGEMENT_MESSAGES.noPaymentRecorded)),
    },
    {
      title: T.description,
      dataIndex: 'description',
      key: 'description',
      responsive: ['lg'],
      ellipsis: true,
      render: (d: string | null) => d || muted(MANAGEMENT_MESSAGES.noDescription),
    },
    {
      title: T.createdDate,
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 170,
      ...sortable('createdAt'),
      responsive: ['lg'],
      render: (at: string, l) => day(at, l.timeZone),
    },
    {
      title: T.actions,
      key: 'actions',
      width: onEdit ? 140 : 90,
      align: 'right',
      render: (_v, l) => (
        <Space size={6}>
          {onEdit && (
            <Button size="small" onClick={() => onEdit(l)} aria-describedby={nameId(l)}>
              {T.edit}
            </Button>
          )}
          <Button type="primary" size="small" onClick={() => onAdd(l)} aria-describedby={nameId(l)}>
            {T.add}
          </Button>
        </Space>
      ),
    },
  ];

  if (error) return <Alert type="error" showIcon title={error} role="alert" />;
  return (
    <Table<VendorLocation>
      // Wider than a 320 px screen (a phone at 200% zoom): it scrolls in its own box, not the page.
      scroll={{ x: true }}
      rowKey="_id"
      size="middle"
      columns={columns}
      dataSource={locations as VendorLocation[]}
      loading={loading}
      locale={search ? { emptyText: T.noLocationMatches(search) } : undefined}
      expandable={{ expandedRowRender: renderPayments, columnTitle: <span style={VISUALLY_HIDDEN}>{T.paymentsTitle}</span> }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100],
        showTotal: (n) => T.locationCount(n),
        size: 'small',
      }}
      onChange={(p, _filters, sorter, extra) => {
        if (extra.action === 'sort' && onSort) {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = SORT_OF_COLUMN[String(one?.columnKey ?? 'name')] ?? 'name';
          return onSort(one?.order === 'descend' ? `-${key}` : key);
        }
        const nextSize = p.pageSize ?? pageSize;
        onPage({ page: nextSize !== pageSize ? 1 : (p.current ?? 1), pageSize: nextSize });
      }}
    />
  );
}
