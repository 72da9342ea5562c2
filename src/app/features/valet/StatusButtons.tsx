import { Button } from 'antd';
import { VALET_TEXT } from '../../../shared/messages';
import { visibleStaffActions, type ValetStaffTarget, type ValetStatus } from '../../../shared/valet';

export interface StatusButtonsProps {
  ticket: { status: ValetStatus; paid: boolean };
  /** The button being sent (shows its spinner; every button waits meanwhile). */
  sending?: ValetStaffTarget | null;
  onAction: (status: ValetStaffTarget) => void;
}

// Big buttons (48px+), full width on a phone, side by side on a desk. On a phone Complete! stands
// further from the button above it (CASH PAYMENT on an unpaid ready ticket): 24 px, not 12.
const CSS = `.valet-status-buttons { display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: 12px; }
@media (max-width: 600px) { .valet-status-buttons { grid-template-columns: 1fr; } .valet-status-buttons .valet-complete { margin-top: 12px; } }`;

/**
 * Exactly the staff buttons SPEC 4 shows for the ticket's status (visibleStaffActions). Complete!
 * ends the ticket, so it is not drawn like the others: outlined (white, blue border and text)
 * where they are solid blue, and a thumb reaching for CASH PAYMENT cannot mistake one for the other.
 * The page asks before completing a ticket that is not paid.
 */
export function StatusButtons({ ticket, sending = null, onAction }: StatusButtonsProps) {
  const actions = visibleStaffActions(ticket);
  return (
    <div role="group" aria-label={VALET_TEXT.statusButtons} className="valet-status-buttons">
      <style>{CSS}</style>
      {actions.map((a) => (
        <Button
          key={a.status}
          color="primary"
          variant={a.status === 'completed' ? 'outlined' : 'solid'}
          className={a.status === 'completed' ? 'valet-complete' : undefined}
          size="large"
          block
          style={{ minHeight: 52, fontWeight: 700, ...(a.status === 'completed' ? { borderWidth: 2 } : {}) }}
          loading={sending === a.status}
          disabled={sending !== null && sending !== a.status}
          onClick={() => onAction(a.status)}
        >
          {a.label}
        </Button>
      ))}
    </div>
  );
}
