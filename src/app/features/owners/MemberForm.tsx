import { Button, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayPassedAt } from '../../../shared/dates';
import { LIMITS } from '../../../shared/limits';
import { OWNER_CONSOLE_TEXT as T } from '../../../shared/messages';
import { PlateTextInput } from '../../components/TypedTextInput';
import { ScreenForm } from '../../components/ScreenForm';
import { calendarDay, LocationSelect, pickedTimeZone, type PickableLocation } from './LocationSelect';
import { plateSearch } from './plates';
import { FormDatePicker } from '../../components/FormDatePicker';

export interface MemberValues {
  plate?: string;
  validUntil?: Dayjs | null;
  name?: string;
  code?: string;
  locationId?: string;
}

/** POST /members' body. */
export interface NewMember {
  plate: string;
  valid_until_date: string;
  name?: string;
  code?: string;
  locationId?: string;
}

export interface MemberFormProps {
  locations: readonly PickableLocation[];
  locationsLoading?: boolean;
  sending?: boolean;
  onAdd: (member: NewMember) => void;
  initialValues?: MemberValues;
  /** The server's refusal of the last try, above the fields. */
  error?: string | null;
}

/**
 * Add Member: License Plate (up to 8, upper case), Valid Until (required), Name, Code (optional, SPEC 5)
 * and, beyond the spec, the one location the membership holds at (empty: every location of the owner).
 */
export function MemberForm({ locations, locationsLoading, sending = false, onAdd, initialValues, error }: MemberFormProps) {
  const [form] = Form.useForm<MemberValues>();
  const timeZone = pickedTimeZone(locations, Form.useWatch('locationId', form));
  const zonesOf = (locationId: string | undefined): string[] =>
    locations.filter((l) => (locationId ? l._id === locationId : true)).flatMap((l) => (l.timeZone ? [l.timeZone] : []));
  const onFinish = (v: MemberValues) =>
    onAdd({
      plate: v.plate!,
      valid_until_date: calendarDay(v.validUntil!),
      ...(v.code?.trim() ? { code: v.code.trim() } : {}),
      ...(v.name?.trim() ? { name: v.name.trim() } : {}),
      ...(v.locationId ? { locationId: v.locationId } : {}),
    });

  return (
    <ScreenForm<MemberValues> form={form} error={error} onFinish={onFinish} disabled={sending} initialValues={initialValues}>
      <Form.Item
        label={T.licensePlate}
        name="plate"
        normalize={(v: string) => plateSearch(v ?? '')}
        rules={[{ required: true, message: T.enterPlate }]}
      >
        <PlateTextInput autoCapitalize="characters" />
      </Form.Item>
      <Form.Item
        label={T.validUntil}
        name="validUntil"
        dependencies={['locationId']}
        rules={[
          { required: true, message: T.enterValidUntil },
          // A member valid until a day gone by could never park: a mistyped year, most likely. Gone
          // by at the lot (the one picked, else every lot of the owner), not on the desk's calendar:
          // an owner in Berlin adds members of lots in Los Angeles.
          {
            validator: (_rule, v?: Dayjs | null) =>
              v && dayPassedAt(calendarDay(v), zonesOf(form.getFieldValue('locationId') as string | undefined))
                ? Promise.reject(new Error(T.validUntilPassed))
                : Promise.resolve(),
          },
        ]}
      >
        <FormDatePicker timeZone={timeZone} />
      </Form.Item>
      <Form.Item label={T.name} name="name">
        <Input maxLength={LIMITS.nameMax} autoComplete="off" />
      </Form.Item>
      <Form.Item label={T.code} name="code" extra={T.memberCodeHint}>
        <Input maxLength={LIMITS.codeMax} />
      </Form.Item>
      <Form.Item label={T.location} name="locationId">
        <LocationSelect locations={locations} loading={locationsLoading} allowClear placeholder={T.everyLocation} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={sending}>
        {T.addMember}
      </Button>
    </ScreenForm>
  );
}
