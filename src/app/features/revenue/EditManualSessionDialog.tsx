import { Alert, Form, Modal } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { localDateTime } from '../../../shared/dates';
import { checkManualSession } from '../../../shared/manualSession';
import { checkPlateAndState } from '../../../shared/plates';
import { OWNER_CONSOLE_TEXT, REVENUE_TEXT } from '../../../shared/messages';
import { serverMessage } from '../../api/errors';
import type { LotSession } from '../../api/enhanced/billing';
import { ADD_SESSION_FAILURE, ManualSessionFields, manualSessionInput, type AddSessionValues } from './AddSessionForm';

/** What PATCH /sessions/{id} is sent for a session added by hand: all of its terms, as Add Session sends them. */
export interface ManualSessionCorrection {
  plateNumber: string;
  state: string;
  zoneId: string;
  startTime: string;
  totalCost: number;
}

export interface EditManualSessionDialogProps {
  /** The session added by hand being corrected; the dialog is open while given. */
  session: LotSession | null;
  /** The lot's zones to choose from. */
  zones: readonly { _id: string; zoneNumber: string; archieved?: boolean }[];
  zonesLoading?: boolean;
  /** The lot's IANA time zone: the start is shown and typed on the lot's clock. */
  timeZone?: string | undefined;
  /** Sends the correction; rejects with the server's refusal. */
  onSave: (id: string, correction: ManualSessionCorrection) => Promise<unknown>;
  onClose: () => void;
}

/** The session's terms as the form shows them: the start on the lot's clock, the cost as typed money. */
function valuesOf(s: LotSession, timeZone: string | undefined): AddSessionValues {
  return {
    plateNumber: s.plateNumber,
    state: s.state,
    zoneId: s.zoneId ?? undefined,
    // "2026-11-23 15:10" on the lot's clock, read by dayjs as a wall time (the picker shows wall times).
    startTime: dayjs(localDateTime(s.startTime, timeZone).replace(' ', 'T')),
    totalCost: s.totalCost.toFixed(2),
  };
}

/**
 * Corrects a session added by hand (a typo in Add Session: the cost, the start, the zone or the
 * plate). Checked with Add Session's own rules and messages (checkManualSession, then the plate
 * rules) before it is sent; the server checks again, and its refusal shows in the dialog, which
 * stays open. The end follows from the cost at the zone's rate on the server, as when it was added.
 */
export function EditManualSessionDialog({ session, zones, zonesLoading = false, timeZone, onSave, onClose }: EditManualSessionDialogProps) {
  const [form] = Form.useForm<AddSessionValues>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setError(null), [session]);

  const save = async () => {
    if (!session) return;
    const input = manualSessionInput(form.getFieldsValue(), timeZone);
    const checked = checkManualSession(input, new Date(), timeZone);
    if (!checked.ok) return setError(checked.message);
    const plate = checkPlateAndState(input.plateNumber ?? '', input.state ?? '');
    if (!plate.ok) return setError(plate.message);
    setError(null);
    setSaving(true);
    try {
      await onSave(session._id, {
        plateNumber: plate.plateNumber,
        state: plate.state,
        zoneId: String(input.zoneId),
        // An untouched start is sent as it is stored: read back from the lot's wall clock it could
        // move by an hour (1:30 AM happens twice the night clocks go back).
        startTime: form.isFieldTouched('startTime') ? String(input.startTime) : session.startTime,
        totalCost: checked.costCents / 100,
      });
      onClose();
    } catch (err) {
      setError(serverMessage(err, ADD_SESSION_FAILURE));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={Boolean(session)}
      title={REVENUE_TEXT.editSessionTitle}
      okText={REVENUE_TEXT.editSessionSave}
      cancelText={OWNER_CONSOLE_TEXT.cancel}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{REVENUE_TEXT.editSessionHint}</p>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form<AddSessionValues>
        key={session?._id}
        form={form}
        layout="vertical"
        disabled={saving}
        initialValues={session ? valuesOf(session, timeZone) : undefined}
        onFinish={() => void save()}
      >
        <ManualSessionFields zones={zones} zonesLoading={zonesLoading} timeZone={timeZone} keepZoneId={session?.zoneId} />
      </Form>
    </Modal>
  );
}
