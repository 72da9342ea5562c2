import { Alert, Button, Table, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { OWNER_CONSOLE_TEXT as T, OWNERS_MESSAGES } from '../../../shared/messages';
import type { Member, MembersSort } from '../../api/enhanced/members';
import { TOKENS } from '../../themeTokens';
import { columnTitle } from '../../components/ColumnTitle';

/** The columns the server sorts by (GET /members `sort`). */
type SortKey = 'plate' | 'code' | 'valid_until_date';

export interface MembersTableProps {
  members: readonly Member[];
  /** Matches over all pages (the answer's `total`). */
  total: number;
  page: number;
  pageSize: number;
  sort: MembersSort;
  loading?: boolean;
  error?: string | null;
  /** The plate searched for (as sent), if any: an empty answer then says no member matches it. */
  search?: string;
  onChange: (next: { page: number; pageSize: number; sort: MembersSort }) => void;
  onDelete: (member: Member) => void;
  /** Location names by id: with more than one location, a Location column says where each member parks. */
  locationNames?: ReadonlyMap<string, string>;
  /** The location picked above the table, if any: an empty answer then says none is tied to it. */
  atLocation?: string;
}

const orderOf = (sort: MembersSort, key: SortKey): SortOrder => (sort === key ? 'ascend' : sort === `-${key}` ? 'descend' : null);

/**
 * Memberships as an antd Table: License Plate, Code, Overlaps, Valid Until Date, Delete. Paging and
 * sorting are the server's (a location may hold 20,000 members): the table only says what was asked.
 */
/** The id of a row's plate: its Delete reads as SPEC names it, described by the plate. */
const plateId = (m: { _id: string }) => `member-plate-${m._id}`;

export function MembersTable({
  members,
  total,
  page,
  pageSize,
  sort,
  loading,
  error,
  search,
  onChange,
  onDelete,
  locationNames,
  atLocation,
}: MembersTableProps) {
  // An owner of several lots reads where each membership holds; a member without a location holds at every one.
  const locationColumn: NonNullable<TableProps<Member>['columns']> =
    locationNames && locationNames.size > 1
      ? [
          {
            title: columnTitle(T.memberLocation),
            dataIndex: 'locationId',
            key: 'location',
            render: (id: string | null) =>
              id ? (
                <span style={{ overflowWrap: 'anywhere' }}>{locationNames.get(id) ?? ''}</span>
              ) : (
                <span style={{ color: TOKENS.colorTextSecondary }}>{T.everyLocation}</span>
              ),
          },
        ]
      : [];
  const columns: TableProps<Member>['columns'] = [
    {
      title: columnTitle(T.licensePlate),
      dataIndex: 'plate',
      key: 'plate',
      sorter: true,
      sortOrder: orderOf(sort, 'plate'),
      render: (plate: string, m) => (
        <strong id={plateId(m)} style={{ letterSpacing: 1 }}>
          {plate}
        </strong>
      ),
    },
    {
      title: columnTitle(T.code),
      dataIndex: 'code',
      key: 'code',
      sorter: true,
      sortOrder: orderOf(sort, 'code'),
      render: (code: string) => code || <span style={{ color: TOKENS.colorTextSecondary }}>{T.noMemberCode}</span>,
    },
    { title: columnTitle(T.overlaps), dataIndex: 'overlaps_t', key: 'overlaps', align: 'right', responsive: ['sm'] },
    ...locationColumn,
    {
      title: columnTitle(T.validUntilDate),
      dataIndex: 'valid_until_date',
      key: 'valid_until_date',
      sorter: true,
      sortOrder: orderOf(sort, 'valid_until_date'),
    },
    {
      title: columnTitle(T.delete),
      key: 'delete',
      align: 'right',
      // Kept in view while the other columns scroll on a phone: Delete no longer needs a sideways scroll.
      fixed: 'right',
      render: (_: unknown, m) => (
        <Button danger size="small" onClick={() => onDelete(m)} aria-describedby={plateId(m)}>
          {T.delete}
        </Button>
      ),
    },
  ];

  if (error) return <Alert type="error" showIcon title={error} role="alert" />;
  return (
    <Table<Member>
      rowKey="_id"
      size="middle"
      columns={columns}
      dataSource={members as Member[]}
      loading={loading}
      locale={{ emptyText: search ? T.noMemberMatches(search) : atLocation ? T.noMembersAt(atLocation) : OWNERS_MESSAGES.noMembers }}
      sortDirections={['ascend', 'descend']}
      // On a phone a row wider than the screen (a long name, wide letters) scrolls inside the table, never the page.
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100],
        showTotal: (n) => T.memberCount(n),
        size: 'small',
      }}
      onChange={(pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const key = (one?.order ? one.columnKey : undefined) as SortKey | undefined;
        const nextSort: MembersSort = key ? (one?.order === 'descend' ? `-${key}` : key) : 'plate';
        const nextSize = pagination.pageSize ?? pageSize;
        // A new order or page size starts again at the first page.
        const nextPage = nextSort !== sort || nextSize !== pageSize ? 1 : (pagination.current ?? 1);
        onChange({ page: nextPage, pageSize: nextSize, sort: nextSort });
      }}
    />
  );
}
