import { ENFORCER_TEXT as T } from '../../../shared/messages';
import type { VehicleStatus } from './types';

/** High contrast on purpose: read at arm's length in sunlight (white on dark green, dark red, slate). */
const LOOK: Record<VehicleStatus['status'], { label: string; background: string }> = {
  valid: { label: T.valid, background: '#0b6b2e' },
  expired: { label: T.expired, background: '#a8071a' },
  not_found: { label: T.notFound, background: '#3a4250' },
};

/**
 * The large Valid / Expired (or Not Found) box of a plate check, with its reason line, read out as
 * it reads (no label of its own: "Not Found: No parking found for this license plate" made it a
 * second thing labelled License Plate on the page).
 */
export function StatusBox({ status, reason }: { status: VehicleStatus['status']; reason: string }) {
  const look = LOOK[status];
  return (
    <div
      role="status"
      data-status={status}
      style={{
        background: look.background,
        color: '#fff',
        borderRadius: 12,
        padding: '20px 16px',
        textAlign: 'center',
        display: 'grid',
        gap: 6,
      }}
    >
      <span style={{ fontSize: 44, fontWeight: 800, lineHeight: 1.1, letterSpacing: 1 }}>{look.label}</span>
      {reason && <span style={{ fontSize: 20, fontWeight: 600 }}>{reason}</span>}
    </div>
  );
}
