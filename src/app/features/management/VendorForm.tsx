import { Button, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { LIMITS } from '../../../shared/limits';
import { MANAGEMENT_MESSAGES, MANAGEMENT_TEXT as T } from '../../../shared/messages';
import type { VendorPlate } from '../../api/enhanced/vendors';
import { ScreenForm } from '../../components/ScreenForm';
import { PlateTable } from './PlateTable';
import { FormDatePicker } from '../../components/FormDatePicker';

/** What the form sends (SPEC 7: name, code, expirationDate, plates); the day is read at the lot. */
export interface VendorEntry {
  name: string;
  code: string;
  expirationDate: string;
  plates: VendorPlate[];
}

export interface VendorFormProps {
  /** The vendor being edited (its plates included); absent for Add Vendor. */
  initial?: VendorEntry;
  /** The location's zone: an edited vendor's expiry is shown as the calendar day there. */
  timeZone?: string;
  submitLabel: string;
  sending?: boolean;
  /** The last submission's failure. */
  error?: string | null;
  onSubmit: (entry: VendorEntry) => void;
}

interface Values {
  name?: string;
  code?: string;
  expirationDate?: Dayjs | null;
}

/** The calendar day of an ISO instant in `timeZone` (YYYY-MM-DD), for the date picker. */
function dayAt(iso: string, timeZone?: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

/**
 * Add Vendor and Edit Vendor (SPEC 2, 5): vendor name, code and expiration date, all required ("All
 * fields are required"), and the plate table. The submit button reads Submitting... while saving.
 */
export function VendorForm({ initial, timeZone, submitLabel, sending = false, error, onSubmit }: VendorFormProps) {
  const [form] = Form.useForm<Values>();
  const [plates, setPlates] = useState<VendorPlate[]>(initial?.plates ?? []);
  const [missing, setMissing] = useState(false);

  const onFinish = (v: Values) => {
    const name = v.name?.trim() ?? '';
    const code = v.code?.trim().toUpperCase() ?? '';
    if (!name || !code || !v.expirationDate) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit({ name, code, expirationDate: v.expirationDate.format('YYYY-MM-DD'), plates });
  };

  return (
    <ScreenForm<Values>
      form={form}
      error={missing ? MANAGEMENT_MESSAGES.vendorFieldsRequired : error}
      onFinish={onFinish}
      disabled={sending}
      initialValues={
        initial ? { name: initial.name, code: initial.code, expirationDate: dayjs(dayAt(initial.expirationDate, timeZone)) } : undefined
      }
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))', columnGap: 16 }}>
        <Form.Item label={T.vendorName} name="name">
          <Input maxLength={LIMITS.nameMax} autoComplete="off" />
        </Form.Item>
        <Form.Item label={T.vendorCode} name="code" normalize={(v: string) => (v ?? '').toUpperCase()}>
          <Input maxLength={LIMITS.codeMax} autoComplete="off" autoCapitalize="characters" />
        </Form.Item>
        <Form.Item label={T.expirationDate} name="expirationDate">
          <FormDatePicker timeZone={timeZone} />
        </Form.Item>
      </div>
      <section aria-labelledby="vendor-plates" style={{ margin: '0 0 24px' }}>
        <h2 id="vendor-plates" style={{ fontWeight: 600, fontSize: 16, margin: '0 0 8px' }}>
          {T.plates}
        </h2>
        <PlateTable plates={plates} onChange={setPlates} disabled={sending} />
      </section>
      <Button type="primary" htmlType="submit" block disabled={sending}>
        {sending ? MANAGEMENT_MESSAGES.submitting : submitLabel}
      </Button>
    </ScreenForm>
  );
}
