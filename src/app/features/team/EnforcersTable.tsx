import { Button, Grid, Select, Table, Tag, type TableColumnsType } from 'antd';
import { Fragment } from 'react';
import { TOKENS } from '../../themeTokens';
import { TOUCH_TARGET } from '../../components/touchTargets';
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
// antd's button has no padding above and below its text (its fixed height centres one line): a
// button that grows with its lines needs its own, or the lines touch and cross its border.
const WRAPPING_BUTTON = { whiteSpace: 'normal', height: 'auto', minHeight: 32, paddingBlock: 4 } as const;
// On a phone the button is tapped: at least the touch size each way.
const WRAPPING_TOUCH_BUTTON = { ...WRAPPING_BUTTON, minHeight: TOUCH_TARGET, minWidth: TOUCH_TARGET } as const;

/**
 * An email address that may wrap only where a reader expects it to: before the @ and before each
 * dot (new.enforcer / @demo / .parking), never inside a word; a single part too long for the line
 * still breaks rather than leave the screen (overflow-wrap, the last resort).
 */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span style={{ overflowWrap: 'break-word' }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** SPEC /team table: Name, Email, Status (Active or Inactive), Action (Deactivate or Activate); plus the locations each one services. */
export function EnforcersTable({ enforcers, locations, loading, busyId, onToggle, onResend, onLocations }: EnforcersTableProps) {
  const options = locations.map(locationOption);
  const screens = Grid.useBreakpoint();
  // On a phone the Email column is hidden and the address shows under the name instead.
  const wide = screens.sm ?? true;
  // Narrower than a wide desk (a phone; a tablet beside the side menu) the five columns do not fit:
  // each enforcer's locations get a line of their own under the enforcer's row, the width of the
  // table, so they are still seen and changed.
  const locationsColumn = screens.xl ?? true;
  // Below a tablet's width the buttons are tapped: the touch size.
  const touch = !(screens.md ?? true);
  const locationsSelect = (e: Enforcer) => (
    <Select
      // An id of its own per enforcer (rc-select's generated one is the same for all in jest, where
      // it clashed with the id naming the Deactivate dialog).
      id={`enforcer-locations-${e._id}`}
      mode="multiple"
      aria-label={`${TEAM_TEXT.locations}: ${e.name}`}
      placeholder={TEAM_TEXT.locationsPlaceholder}
      options={options}
      value={e.locationIds}
      onChange={(ids: string[]) => onLocations(e, ids)}
      disabled={busyId === e._id}
      optionFilterProp="label"
      maxTagCount="responsive"
      size={locationsColumn ? undefined : 'large'}
      style={locationsColumn ? { minWidth: 220, width: '100%' } : { flex: '1 1 0', minWidth: 0 }}
    />
  );
  const buttonStyle = touch ? WRAPPING_TOUCH_BUTTON : WRAPPING_BUTTON;
  const columns: TableColumnsType<Enforcer> = [
    {
      title: TEAM_TEXT.name,
      dataIndex: 'name',
      key: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (name: string, e) => (
        <>
          <div style={{ fontWeight: 500 }}>{name}</div>
          {!wide && (
            <div style={{ color: TOKENS.colorTextSecondary, fontSize: 13 }}>
              <BreakableEmail email={e.email} />
            </div>
          )}
        </>
      ),
    },
    {
      title: TEAM_TEXT.email,
      dataIndex: 'email',
      key: 'email',
      responsive: ['sm'],
      render: (email: string) => <BreakableEmail email={email} />,
    },
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
    ...(locationsColumn
      ? [{ title: TEAM_TEXT.locations, key: 'locations', render: (_v: unknown, e: Enforcer) => locationsSelect(e) }]
      : []),
    {
      title: TEAM_TEXT.action,
      key: 'action',
      // An invitee who has not activated yet cannot be switched on: the useful action is the link again.
      render: (_v, e) =>
        e.pending ? (
          <Button loading={busyId === e._id} onClick={() => onResend(e)} style={buttonStyle}>
            {TEAM_TEXT.resendInvite}
          </Button>
        ) : (
          <Button danger={e.isActive} loading={busyId === e._id} onClick={() => onToggle(e)} style={buttonStyle}>
            {e.isActive ? TEAM_TEXT.deactivate : TEAM_TEXT.activate}
          </Button>
        ),
    },
  ];
  return (
    <Table<Enforcer>
      // Wider than a 320 px screen (a phone at 200% zoom): it scrolls in its own box, not the page.
      scroll={{ x: true }}
      rowKey="_id"
      columns={columns}
      dataSource={[...enforcers]}
      loading={loading}
      pagination={enforcers.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      locale={{ emptyText: OWNERS_MESSAGES.noTeam }}
      // antd's cells keep 16 px each side: on a phone that is the room the three columns lack.
      size={touch ? 'middle' : undefined}
      expandable={
        locationsColumn
          ? undefined
          : {
              // Every row open, with no toggle: the line under the row is part of it.
              expandedRowKeys: enforcers.map((e) => e._id),
              showExpandColumn: false,
              expandedRowRender: (e) => (
                <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                  <span aria-hidden style={{ color: TOKENS.colorTextSecondary, fontSize: 13 }}>
                    {TEAM_TEXT.locations}
                  </span>
                  {locationsSelect(e)}
                </div>
              ),
            }
      }
    />
  );
}
