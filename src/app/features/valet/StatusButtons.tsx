import { Button } from 'antd';
import { VALET_TEXT } from '../../../shared/messages';
import { visibleStaffActions, type ValetStaffTarget, type ValetStatus } from '../../../shared/valet';

export interface StatusButtonsProps {
  ticket: { status: ValetStatus; paid: boolean };
  /** The button being sent (shows its spinner; every button waits meanwhile). */
  sending?: ValetStaffTarget | null;
  onAction: (status: ValetStaffTarget) => void;
}

// Big buttons (48px+), full width on a phone, side by side on a desk.
const CSS = `.valet-status-buttons { display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: 12px; }
@media (max-width: 600px) { .valet-status-buttons { grid-template-columns: 1fr; } }`;

/** Exactly the staff buttons SPEC 4 shows for the ticket's status (visibleStaffActions). */
export function StatusButtons({ ticket, sending = null, onAction }: StatusButtonsProps) {
  const actions = visibleStaffActions(ticket);
  return (
    <div role="group" aria-label={VALET_TEXT.statusButtons} className="valet-status-buttons">
      <style>{CSS}</style>
      {actions.map((a) => (
        <Button
          key={a.status}
          type="primary"
          size="large"
          block
          style={{ minHeight: 52, fontWeight: 700 }}
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
