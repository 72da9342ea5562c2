import { Alert, Grid, Input, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { REVENUE_TEXT } from '../../../shared/messages';
import type { LotRevenueLine } from '../../api/enhanced/billing';
import { TOKENS } from '../../themeTokens';
import { changeText, usd } from './money';

/** What /revenue/lot/{lotId} reads from the link that opened it, so it need not fetch the location. */
export interface LotLinkState {
  location: { name: string; address: string; timeZone?: string };
}

export interface LotTotalsTableProps {
  lines: readonly LotRevenueLine[];
  loading?: boolean;
  /** Shown instead of the table when the month could not be loaded. */
  error?: string | null;
  /** The lots' time zones by id (from the summary's vendorLocations), passed on to the lot page. */
  timeZones?: Readonly<Record<string, string>>;
  /** Beyond the spec: sessions under way now and active zones, by lot id (the dashboard shows them). */
  occupancy?: Readonly<Record<string, { activeSessions: number; zones: number }>>;
}

const CHANGE_UP = '#237804';
/** More lots than this, and a search finds one (as My Locations). */
const SEARCH_FROM = 6;

/** Each lot's revenue for a month and the month before, each lot linking to its sessions. */
export function LotTotalsTable({ lines, loading = false, error, timeZones = {}, occupancy }: LotTotalsTableProps) {
  // Compact cells on a phone, so the columns fit 390 pixels without sideways scrolling.
  const narrow = !Grid.useBreakpoint().sm;
  // An owner of hundreds of lots finds one by name or address instead of paging through sixteen pages.
  const [search, setSearch] = useState('');
  if (error) return <Alert type="error" showIcon title={error} role="alert" />;
  const text = search.trim().toLowerCase();
  const shown = text
    ? lines.filter((l) => l.locationName.toLowerCase().includes(text) || l.locationAddress.toLowerCase().includes(text))
    : lines;
  const columns: TableColumnsType<LotRevenueLine> = [
    {
      title: REVENUE_TEXT.location,
      dataIndex: 'locationName',
      sorter: (a, b) => a.locationName.localeCompare(b.locationName),
      render: (_v, line) => {
        const state: LotLinkState = {
          location: { name: line.locationName, address: line.locationAddress, timeZone: timeZones[line.locationId] },
        };
        return (
          // A name that is one long word breaks rather than widening the table past a phone's screen.
          <div style={{ overflowWrap: 'anywhere' }}>
            <Link to={`/revenue/lot/${line.locationId}`} state={state} style={{ fontWeight: 600 }}>
              {line.locationName}
            </Link>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 14 }}>
              {line.locationAddress}
            </Typography.Text>
            {occupancy?.[line.locationId] && (
              <Typography.Text style={{ display: 'block', fontSize: 14 }}>
                {REVENUE_TEXT.occupancyNow}:{' '}
                {REVENUE_TEXT.occupancy(occupancy[line.locationId]!.activeSessions, occupancy[line.locationId]!.zones)}
              </Typography.Text>
            )}
          </div>
        );
      },
    },
    {
      title: REVENUE_TEXT.thisMonth,
      dataIndex: 'totalCost',
      align: 'right',
      defaultSortOrder: 'descend',
      sorter: (a, b) => a.totalCost - b.totalCost,
      render: (v: number) => <strong>{usd(v)}</strong>,
    },
    {
      title: REVENUE_TEXT.lastMonth,
      dataIndex: 'totalCostPlus',
      align: 'right',
      responsive: ['sm'],
      sorter: (a, b) => a.totalCostPlus - b.totalCostPlus,
      render: (v: number) => usd(v),
    },
    {
      title: REVENUE_TEXT.change,
      dataIndex: 'revenueChangePercentage',
      align: 'right',
      sorter: (a, b) => a.revenueChangePercentage - b.revenueChangePercentage,
      render: (v: number, line) => {
        const text = changeText(line.totalCostPlus, line.totalCost, v);
        const color = text === null ? TOKENS.colorTextSecondary : v > 0 ? CHANGE_UP : v < 0 ? TOKENS.colorError : TOKENS.colorTextSecondary;
        return <span style={{ color }}>{text ?? REVENUE_TEXT.noChange}</span>;
      },
    },
  ];
  return (
    <>
      {lines.length > SEARCH_FROM && (
        <Input.Search
          allowClear
          aria-label={REVENUE_TEXT.findLot}
          placeholder={REVENUE_TEXT.findLot}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ marginBottom: 12, maxWidth: 480 }}
        />
      )}
      <Table<LotRevenueLine>
        // Wider than a 320 px screen (a phone at 200% zoom): it scrolls in its own box, not the page.
        scroll={{ x: true }}
        size={narrow ? 'small' : 'middle'}
        rowKey="locationId"
        columns={columns}
        dataSource={shown as LotRevenueLine[]}
        loading={loading}
        pagination={shown.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        locale={{ emptyText: text ? REVENUE_TEXT.noLotMatches : REVENUE_TEXT.noLots }}
      />
    </>
  );
}
