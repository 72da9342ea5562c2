import { Alert, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { OWNER_CONSOLE_TEXT, REVENUE_TEXT, SERVER_MESSAGES } from '../../../shared/messages';
import { checkPlateAndState } from '../../../shared/plates';
import { serverMessage } from '../../api/errors';
import { PlateTextInput, StateTextInput } from '../../components/TypedTextInput';

export interface PlateCorrection {
  plateNumber: string;
  state: string;
}

export interface CorrectPlateDialogProps {
  /** The session's plate and state as stored; the dialog is open while given. */
  session: (PlateCorrection & { _id: string }) | null;
  /** Sends the correction (PATCH /sessions/{id}); rejects with the server's refusal. */
  onSave: (id: string, correction: PlateCorrection) => Promise<unknown>;
  onClose: () => void;
}

const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v);

/**
 * Corrects a session's license plate and state (a driver's typo, a plate read wrong at the gate):
 * the lot's enforcers then find the session under the right plate. Checked with the plate rules
 * both sides share before it is sent; the server's refusal shows in red and the dialog stays open.
 */
export function CorrectPlateDialog({ session, onSave, onClose }: CorrectPlateDialogProps) {
  const [form] = Form.useForm<PlateCorrection>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setError(null), [session]);

  const save = async () => {
    if (!session) return;
    const values = form.getFieldsValue();
    const plate = checkPlateAndState(values.plateNumber ?? '', values.state ?? '');
    if (!plate.ok) return setError(plate.message);
    setError(null);
    setSaving(true);
    try {
      await onSave(session._id, { plateNumber: plate.plateNumber, state: plate.state });
      onClose();
    } catch (err) {
      setError(serverMessage(err, SERVER_MESSAGES.serverError));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={Boolean(session)}
      title={REVENUE_TEXT.correctPlateTitle}
      okText={REVENUE_TEXT.correctPlateSave}
      cancelText={OWNER_CONSOLE_TEXT.cancel}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{REVENUE_TEXT.correctPlateHint}</p>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form<PlateCorrection>
        key={session?._id}
        form={form}
        layout="vertical"
        disabled={saving}
        initialValues={session ? { plateNumber: session.plateNumber, state: session.state } : undefined}
        onFinish={() => void save()}
      >
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: 12, alignItems: 'end' }}>
          <Form.Item label={REVENUE_TEXT.plateNumber} name="plateNumber" normalize={upper}>
            <PlateTextInput autoCapitalize="characters" autoComplete="off" />
          </Form.Item>
          <Form.Item label={REVENUE_TEXT.plateState} name="state" normalize={upper}>
            <StateTextInput autoComplete="off" />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
