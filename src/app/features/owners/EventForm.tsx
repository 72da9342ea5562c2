import { Button, Form, Input, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { LIMITS } from '../../../shared/limits';
import { OWNER_CONSOLE_TEXT as T } from '../../../shared/messages';
import { ScreenForm } from '../../components/ScreenForm';
import { calendarDay, LocationSelect, pickedTimeZone, type PickableLocation } from './LocationSelect';
import { FormDatePicker } from '../../components/FormDatePicker';

export interface EventValues {
  locationId?: string;
  eventName?: string;
  spotCount?: number | null;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
}

/** POST /events' body: spotCount a number, the days read by the server in the lot's zone. */
export interface NewEvent {
  locationId: string;
  location: string;
  eventName: string;
  spotCount: number;
  startDate: string;
  endDate: string;
}

export interface EventFormProps {
  locations: readonly PickableLocation[];
  locationsLoading?: boolean;
  sending?: boolean;
  /** Resolves true when the event was added (the form then empties). */
  onAdd: (event: NewEvent) => Promise<boolean>;
  initialValues?: EventValues;
  /** The server's refusal of the last try, above the fields. */
  error?: string | null;
}

/** Add Event: Location, Event Name, Spots Required, Start Date, End Date; all required, the end not before the start. */
export function EventForm({ locations, locationsLoading, sending = false, onAdd, initialValues, error }: EventFormProps) {
  const [form] = Form.useForm<EventValues>();
  const timeZone = pickedTimeZone(locations, Form.useWatch('locationId', form));
  const [busy, setBusy] = useState(false);

  const onFinish = async (v: EventValues) => {
    setBusy(true);
    const added = await onAdd({
      locationId: v.locationId!,
      location: locations.find((l) => l._id === v.locationId)?.name ?? '',
      eventName: v.eventName!.trim(),
      spotCount: Number(v.spotCount),
      startDate: calendarDay(v.startDate!),
      endDate: calendarDay(v.endDate!),
    });
    setBusy(false);
    if (added) form.resetFields();
  };

  return (
    <ScreenForm<EventValues> form={form} error={error} onFinish={onFinish} disabled={sending || busy} initialValues={initialValues}>
      <Form.Item label={T.location} name="locationId" rules={[{ required: true, message: T.pickLocation }]}>
        <LocationSelect locations={locations} loading={locationsLoading} />
      </Form.Item>
      <Form.Item label={T.eventName} name="eventName" rules={[{ required: true, whitespace: true, message: T.enterEventName }]}>
        <Input maxLength={LIMITS.nameMax} />
      </Form.Item>
      {/* Range checked by a rule, not InputNumber's min/max: those change a typed 999999999 into 100,000 unsaid. */}
      <Form.Item
        label={T.spotsRequired}
        name="spotCount"
        rules={[
          { required: true, message: T.enterSpots },
          { type: 'integer', min: 1, max: LIMITS.eventSpotsMax, message: T.spotsRange },
        ]}
      >
        <InputNumber style={{ width: '100%' }} />
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
      <Button type="primary" htmlType="submit" block loading={sending || busy}>
        {T.addEvent}
      </Button>
    </ScreenForm>
  );
}
