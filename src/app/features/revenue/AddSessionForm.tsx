import { Alert, Button, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { LIMITS } from '../../../shared/limits';
import { checkManualSession } from '../../../shared/manualSession';
import { MESSAGES, REVENUE_TEXT } from '../../../shared/messages';
import { serverMessage } from '../../api/errors';
import { ScreenForm } from '../../components/ScreenForm';
import { useSubmission } from '../../components/useSubmission';

export interface AddSessionValues {
  startTime?: Dayjs | null;
  totalCost?: string;
  plateNumber?: string;
  state?: string;
  zoneId?: string;
}

/** What the form sends once checkManualSession passes (the API's Add Session body without the lot). */
export interface ManualSessionEntry {
  plateNumber: string;
  state: string;
  zoneId: string;
  startTime: string;
  totalCost: string;
}

export interface AddSessionFormProps {
  /** The lot's zones to choose from. */
  zones: readonly { _id: string; zoneNumber: string; archieved?: boolean }[];
  zonesLoading?: boolean;
  /** Why the zones could not be loaded. */
  zonesError?: string | null;
  /** Sends the session; a rejection's server message is shown as is. */
  onAdd: (entry: ManualSessionEntry) => Promise<unknown>;
  initialValues?: AddSessionValues;
}

const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v);
/** SPEC 8: a server error field is shown as is; any other failure shows this. */
export const ADD_SESSION_FAILURE = `${MESSAGES.somethingWrong} ${MESSAGES.tryAgainOrContact}`;

/**
 * The Add Session form: Start Date, Total Cost, License Plate Number, License State, Zones. Checked on
 * submit with the server's own rules (checkManualSession: SPEC 5's order and messages); the error
 * shows in red above the fields, the success in green.
 */
export function AddSessionForm({ zones, zonesLoading = false, zonesError, onAdd, initialValues }: AddSessionFormProps) {
  const { error, refuse, send } = useSubmission();
  const [added, setAdded] = useState(false);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<AddSessionValues>();
  const zoneOptions = zones.filter((z) => !z.archieved).map((z) => ({ value: z._id, label: z.zoneNumber }));

  const onFinish = async (values: AddSessionValues) => {
    setAdded(false);
    const input = {
      plateNumber: values.plateNumber?.trim(),
      state: values.state?.trim(),
      zoneId: values.zoneId,
      startTime: values.startTime ? values.startTime.toISOString() : undefined,
      totalCost: values.totalCost?.trim(),
    };
    const checked = checkManualSession(input);
    if (!checked.ok) return refuse(checked.message);
    let ok = false;
    setSending(true);
    await send(
      async () => {
        await onAdd(input as ManualSessionEntry);
        ok = true;
      },
      (err) => serverMessage(err, ADD_SESSION_FAILURE),
    );
    setSending(false);
    if (ok) {
      setAdded(true);
      form.resetFields();
    }
  };

  return (
    <>
      {added && !error && <Alert type="success" showIcon title={MESSAGES.sessionAdded} role="status" style={{ marginBottom: 16 }} />}
      {zonesError && <Alert type="error" showIcon title={zonesError} role="alert" style={{ marginBottom: 16 }} />}
      <ScreenForm<AddSessionValues> error={error} form={form} onFinish={onFinish} disabled={sending} initialValues={initialValues}>
        <Form.Item label={REVENUE_TEXT.startDate} name="startTime">
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={REVENUE_TEXT.totalCost} name="totalCost">
          <Input inputMode="decimal" maxLength={LIMITS.totalCostInputMax} prefix="$" />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: 12, alignItems: 'end' }}>
          <Form.Item label={REVENUE_TEXT.plateNumber} name="plateNumber" normalize={upper}>
            <Input maxLength={LIMITS.plateMax} autoCapitalize="characters" />
          </Form.Item>
          <Form.Item label={REVENUE_TEXT.plateState} name="state" normalize={upper}>
            <Input maxLength={LIMITS.stateMax} autoCapitalize="characters" />
          </Form.Item>
        </div>
        <Form.Item label={REVENUE_TEXT.zones} name="zoneId">
          <Select placeholder={REVENUE_TEXT.selectZone} options={zoneOptions} loading={zonesLoading} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={sending}>
          {REVENUE_TEXT.addSession}
        </Button>
      </ScreenForm>
    </>
  );
}
