import { Button, Grid, Select, Table, Tag, type TableColumnsType } from 'antd';
import { TOKENS } from '../../themeTokens';
import { OWNERS_MESSAGES, TEAM_TEXT } from '../../../shared/messages';
import type { Enforcer } from '../../api/enhanced/users';
import { locationOption } from '../locations';

export interface LocationOption {
  _id: string;
  name: string;
  /** An inactive lot is named so in the picker. */
  archieved?: boolean;
}

export interface EnforcersTableProps {
  enforcers: readonly Enforcer[];
  /** The owner's locations an enforcer can be given (beyond the spec). */
  locations: readonly LocationOption[];
  loading?: boolean;
  /** The id of the enforcer whose change is on its way (its buttons wait). */
  busyId?: string | null;
  onToggle: (enforcer: Enforcer) => void;
  /** Sends a not-yet-activated invitee their link again. */
  onResend: (enforcer: Enforcer) => void;
  onLocations: (enforcer: Enforcer, locationIds: string[]) => void;
}

// On a 390 px phone "Invite Again" wraps onto two lines rather than pushing the row past the screen.
const WRAPPING_BUTTON = { whiteSpace: 'normal', height: 'auto', minHeight: 32 } as const;

/** SPEC /team table: Name, Email, Status (Active or Inactive), Action (Deactivate or Activate); plus the locations each one services. */
export function EnforcersTable({ enforcers, locations, loading, busyId, onToggle, onResend, onLocations }: EnforcersTableProps) {
  const options = locations.map(locationOption);
  // On a phone the Email column is hidden and the address shows under the name instead.
  const wide = Grid.useBreakpoint().sm ?? true;
  const columns: TableColumnsType<Enforcer> = [
    {
      title: TEAM_TEXT.name,
      dataIndex: 'name',
      key: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (name: string, e) => (
        <>
          <div style={{ fontWeight: 500 }}>{name}</div>
          {!wide && <div style={{ color: TOKENS.colorTextSecondary, fontSize: 13, wordBreak: 'break-all' }}>{e.email}</div>}
        </>
      ),
    },
    { title: TEAM_TEXT.email, dataIndex: 'email', key: 'email', responsive: ['sm'] },
    {
      title: TEAM_TEXT.status,
      key: 'status',
      render: (_v, e) => (
        <>
          {/* A green Tag's text in a shade that meets WCAG AA on its light green. */}
          <Tag color={e.isActive ? 'green' : 'default'} style={e.isActive ? { color: TOKENS.colorSuccessText } : undefined}>
            {e.isActive ? TEAM_TEXT.active : TEAM_TEXT.inactive}
          </Tag>
          {e.pending && <div style={{ color: TOKENS.colorTextSecondary, fontSize: 13, marginTop: 4 }}>{TEAM_TEXT.pending}</div>}
        </>
      ),
    },
    {
      title: TEAM_TEXT.locations,
      key: 'locations',
      responsive: ['md'],
      render: (_v, e) => (
        <Select
          mode="multiple"
          aria-label={`${TEAM_TEXT.locations}: ${e.name}`}
          placeholder={TEAM_TEXT.locationsPlaceholder}
          options={options}
          value={e.locationIds}
          onChange={(ids: string[]) => onLocations(e, ids)}
          disabled={busyId === e._id}
          optionFilterProp="label"
          maxTagCount="responsive"
          style={{ minWidth: 220, width: '100%' }}
        />
      ),
    },
    {
      title: TEAM_TEXT.action,
      key: 'action',
      // An invitee who has not activated yet cannot be switched on: the useful action is the link again.
      render: (_v, e) =>
        e.pending ? (
          <Button loading={busyId === e._id} onClick={() => onResend(e)} style={WRAPPING_BUTTON}>
            {TEAM_TEXT.resendInvite}
          </Button>
        ) : (
          <Button danger={e.isActive} loading={busyId === e._id} onClick={() => onToggle(e)} style={WRAPPING_BUTTON}>
            {e.isActive ? TEAM_TEXT.deactivate : TEAM_TEXT.activate}
          </Button>
        ),
    },
  ];
  return (
    <Table<Enforcer>
      rowKey="_id"
      columns={columns}
      dataSource={[...enforcers]}
      loading={loading}
      pagination={enforcers.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      locale={{ emptyText: OWNERS_MESSAGES.noTeam }}
    />
  );
}
