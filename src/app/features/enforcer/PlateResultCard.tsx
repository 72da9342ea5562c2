import { shortDateTime } from '../../../shared/dates';
import { ENFORCER_TEXT as T } from '../../../shared/messages';
import { formatUsd, toCents } from '../../../shared/money';
import { Card } from '../../components/Card';
import { PlainButton } from '../../components/PlainButton';
import { TOKENS } from '../../themeTokens';
import { StatusBox } from './StatusBox';
import type { VehicleStatus } from './types';

export interface PlateResultCardProps {
  result: VehicleStatus;
  /** The plate as searched. */
  plate: string;
  location: { name: string; address: string; timeZone?: string };
  /** The time of the check (the card's dates are written relative to it). */
  now?: Date;
  /** The plate's sessions changed and it could not be asked again: the answer may no longer hold. */
  stale?: boolean | undefined;
  /** Checks one of the answer's similar plates (O for 0, I for 1) instead. */
  onPickSimilar?: ((plate: string) => void) | undefined;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 12,
        borderBottom: `1px solid ${TOKENS.colorBorderSecondary}`,
        padding: '6px 0',
      }}
    >
      <span style={{ color: TOKENS.colorTextSecondary }}>{label}</span>
      <strong style={{ textAlign: 'right', overflowWrap: 'anywhere' }}>{value}</strong>
    </div>
  );
}

/**
 * SPEC 2's result card: location, total in dollars, zone number (CODE for a code session), address,
 * plate, start and end (hourly) or Started (daily), the large Valid or Expired box and the reason.
 */
export function PlateResultCard({ result, plate, location, now = new Date(), stale = false, onPickSimilar }: PlateResultCardProps) {
  const s = result.session;
  const tz = location.timeZone;
  const zone = result.zone?.zoneNumber ?? s?.zoneNumber;
  return (
    <Card label={`${T.plate} ${plate}`} gap={12}>
      <StatusBox status={result.status} reason={result.reason ?? result.message} />
      {result.similar && result.similar.length > 0 && (
        // A misread plate (O for 0, I for 1) must not end in a ticket for a car that may park: offered at once.
        <div role="note" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <strong>{T.didYouMean}</strong>
          {result.similar.map((p) => (
            <PlainButton key={p} variant="primary" onClick={() => onPickSimilar?.(p)} disabled={!onPickSimilar}>
              {p}
            </PlainButton>
          ))}
        </div>
      )}
      {stale && (
        <p role="alert" style={{ margin: 0, color: TOKENS.colorWarningText, fontWeight: 600 }}>
          {T.staleAnswer}
        </p>
      )}
      <div>
        <Row label={T.location} value={s?.locationName ?? location.name} />
        {s && <Row label={T.total} value={formatUsd(toCents(s.totalCost))} />}
        {s?.refunded ? <Row label={T.refunded} value={formatUsd(toCents(s.refunded))} /> : null}
        {/* A session's zone, CODE for a code session's; a membership or a vendor's list has none. */}
        {s && <Row label={T.zone} value={zone ?? T.code} />}
        <Row label={T.address} value={s?.locationAddress ?? location.address} />
        <Row label={T.plate} value={s?.plateNumber ?? plate} />
        {s &&
          (s.isHourly ? (
            <>
              <Row label={T.start} value={shortDateTime(s.startTime, tz, now)} />
              {/* Ended early: when the right ended, as the box says (its end stays its start when stopped before it). */}
              {s.stoppedAt ? (
                <Row label={T.endedEarly} value={shortDateTime(s.stoppedAt, tz, now)} />
              ) : (
                <Row label={T.end} value={shortDateTime(s.endTime, tz, now)} />
              )}
            </>
          ) : (
            <Row label={T.started} value={shortDateTime(s.startTime, tz, now)} />
          ))}
      </div>
    </Card>
  );
}
