import { Alert, Skeleton } from 'antd';
import { shortDateTime } from '../../../shared/dates';
import { ENFORCER_TEXT as T } from '../../../shared/messages';
import type { PlateCheck } from '../../api/enhanced/enforcement';
import { TOKENS } from '../../themeTokens';

const COLOR: Record<PlateCheck['status'], string> = { valid: '#0b6b2e', expired: '#a8071a', not_found: '#3a4250' };
const LABEL: Record<PlateCheck['status'], string> = { valid: T.valid, expired: T.expired, not_found: T.notFound };

export interface PlateChecksListProps {
  checks: readonly PlateCheck[];
  timeZone?: string;
  loading?: boolean;
  error?: string | null;
  now?: Date;
}

/** A plate's earlier checks at this location: result, when, by whom (newest first). */
export function PlateChecksList({ checks, timeZone, loading, error, now = new Date() }: PlateChecksListProps) {
  return (
    <section aria-label={T.lastChecks}>
      <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>{T.lastChecks}</h2>
      {error ? (
        <Alert type="error" showIcon title={error} />
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            background: '#fff',
            border: `1px solid ${TOKENS.colorBorderSecondary}`,
            borderRadius: 8,
          }}
        >
          {checks.length === 0 && <li style={{ padding: 12, color: TOKENS.colorTextSecondary }}>{T.noChecks}</li>}
          {checks.map((c, i) => (
            <li
              key={c._id}
              style={{
                padding: '10px 12px',
                display: 'grid',
                gap: 2,
                borderTop: i ? `1px solid ${TOKENS.colorBorderSecondary}` : undefined,
              }}
            >
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <strong style={{ color: COLOR[c.status] }}>{LABEL[c.status]}</strong>
                {/* The time the verdict is for (the enforcer's currentTime), which is when it was recorded unless one was sent. */}
                <span>{shortDateTime(c.checkedAt, timeZone, now)}</span>
              </div>
              <span style={{ color: TOKENS.colorTextSecondary }}>
                {c.reason} · {T.checkedBy} {c.checkedByName ?? T.someone}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
