import { Button, Form, Input, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { LIMITS } from '../../../shared/limits';
import { OWNER_CONSOLE_TEXT as T } from '../../../shared/messages';
import { ScreenForm } from '../../components/ScreenForm';
import { calendarDay, LocationSelect, pickedTimeZone, type PickableLocation } from './LocationSelect';
import { FormDatePicker } from '../../components/FormDatePicker';

export interface CodeValues {
  locationId?: string;
  code?: string;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  maxUses?: number | null;
}

/** What the form sends: POST /validations' body (calendar days, read by the server in the lot's zone). */
export interface NewCode {
  locationId: string;
  code: string;
  startDate: string;
  endDate: string;
  maxUses?: number;
}

export interface CodeFormProps {
  locations: readonly PickableLocation[];
  locationsLoading?: boolean;
  /** Sends the code; resolves true when it was added (the form then empties). */
  onAdd: (code: NewCode) => Promise<boolean>;
  /** The server's refusal of the last try (a code already used at the lot for overlapping dates). */
  error?: string | null;
  sending?: boolean;
  initialValues?: CodeValues;
}

const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v);

/** Add Validation Code: location, code (upper case), start and end day, an optional use limit, Submit. */
export function CodeForm({ locations, locationsLoading, onAdd, error, sending = false, initialValues }: CodeFormProps) {
  const [form] = Form.useForm<CodeValues>();
  const timeZone = pickedTimeZone(locations, Form.useWatch('locationId', form));
  const [busy, setBusy] = useState(false);

  const onFinish = async (v: CodeValues) => {
    setBusy(true);
    const added = await onAdd({
      locationId: v.locationId!,
      code: v.code!.trim(),
      startDate: calendarDay(v.startDate!),
      endDate: calendarDay(v.endDate!),
      ...(v.maxUses ? { maxUses: v.maxUses } : {}),
    });
    setBusy(false);
    if (added) form.resetFields();
  };

  return (
    <ScreenForm<CodeValues> form={form} error={error} onFinish={onFinish} disabled={sending || busy} initialValues={initialValues}>
      <Form.Item label={T.location} name="locationId" rules={[{ required: true, message: T.pickLocation }]}>
        <LocationSelect locations={locations} loading={locationsLoading} />
      </Form.Item>
      <Form.Item label={T.code} name="code" normalize={upper} rules={[{ required: true, whitespace: true, message: T.enterCode }]}>
        <Input maxLength={LIMITS.codeMax} autoCapitalize="characters" />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', columnGap: 12 }}>
        <Form.Item label={T.startDate} name="startDate" rules={[{ required: true, message: T.pickStart }]}>
          <FormDatePicker timeZone={timeZone} />
        </Form.Item>
        <Form.Item
          label={T.endDate}
          name="endDate"
          dependencies={['startDate']}
          rules={[
            { required: true, message: T.pickEnd },
            ({ getFieldValue }) => ({
              validator: (_, end: Dayjs | null) => {
                const start = getFieldValue('startDate') as Dayjs | null;
                return end && start && end.isBefore(start, 'day') ? Promise.reject(new Error(T.endNotBeforeStart)) : Promise.resolve();
              },
            }),
          ]}
        >
          <FormDatePicker timeZone={timeZone} />
        </Form.Item>
      </div>
      <Form.Item label={T.useLimit} name="maxUses" extra={T.useLimitHint}>
        <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={sending || busy}>
        {T.submit}
      </Button>
    </ScreenForm>
  );
}
