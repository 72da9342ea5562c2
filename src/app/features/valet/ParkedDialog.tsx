import { Alert, Button, Form, Input, Modal, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { VALET_MESSAGES, VALET_TEXT } from '../../../shared/messages';
import { TOUCH_MODAL_STYLES } from '../../components/touchTargets';
import { focusWhenOpened } from '../../components/focusRecovery';

export interface ParkedValuesInput {
  parkedBy: string;
  parkedLocation: string;
}

export interface ParkedDialogProps {
  open: boolean;
  /** What the ticket already has (an edit of where the car is). */
  initial?: { parkedBy?: string | null; parkedLocation?: string | null };
  sending?: boolean;
  /** The server's refusal of the last try. */
  error?: string | null;
  onCancel: () => void;
  onSubmit: (values: ParkedValuesInput) => void;
}

/** CAR PARKED asks who parked the car and where; each missing answer is said in red and nothing is sent. */
export function ParkedDialog({ open, initial, sending = false, error = null, onCancel, onSubmit }: ParkedDialogProps) {
  const [parkedBy, setParkedBy] = useState('');
  const [parkedLocation, setParkedLocation] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const first = useRef<InputRef>(null);
  useEffect(() => {
    if (open) {
      setParkedBy(initial?.parkedBy ?? '');
      setParkedLocation(initial?.parkedLocation ?? '');
      setProblems([]);
    }
  }, [open, initial?.parkedBy, initial?.parkedLocation]);

  const submit = () => {
    const found: string[] = [];
    if (!parkedBy.trim()) found.push(VALET_MESSAGES.valetParkedByRequired);
    if (!parkedLocation.trim()) found.push(VALET_MESSAGES.valetParkedLocationRequired);
    setProblems(found);
    if (found.length === 0) onSubmit({ parkedBy: parkedBy.trim(), parkedLocation: parkedLocation.trim() });
  };
  const shown = problems.length ? problems : error ? [error] : [];

  return (
    <Modal
      open={open}
      title={VALET_TEXT.parkedTitle}
      onCancel={onCancel}
      // Its ✕ at the touch size, as its buttons (size large).
      styles={TOUCH_MODAL_STYLES}
      // The dialog puts focus on its first button (Close); staff should type the answer at once.
      // The field's autoFocus does it in the browser; where that comes before the dialog is in the
      // page (jsdom), this does it once the dialog has opened, never away from a field already tapped.
      afterOpenChange={(opened) => focusWhenOpened(opened, first.current?.input)}
      destroyOnHidden
      footer={[
        <Button key="cancel" size="large" onClick={onCancel} disabled={sending}>
          {VALET_TEXT.cancel}
        </Button>,
        <Button key="save" size="large" type="primary" loading={sending} onClick={submit}>
          {VALET_TEXT.save}
        </Button>,
      ]}
    >
      {shown.map((p) => (
        <Alert key={p} type="error" showIcon title={p} role="alert" style={{ marginBottom: 8 }} />
      ))}
      <Form layout="vertical" size="large" requiredMark={false} onFinish={submit} component="div">
        <Form.Item label={VALET_TEXT.whoParked} htmlFor="valet-parked-by">
          <Input
            id="valet-parked-by"
            ref={first}
            autoFocus
            value={parkedBy}
            maxLength={100}
            onChange={(e) => setParkedBy(e.target.value)}
            onPressEnter={submit}
          />
        </Form.Item>
        <Form.Item label={VALET_TEXT.whereParked} htmlFor="valet-parked-location">
          <Input
            id="valet-parked-location"
            value={parkedLocation}
            maxLength={200}
            onChange={(e) => setParkedLocation(e.target.value)}
            onPressEnter={submit}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
