import { Button, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useSubmission } from '../../components/useSubmission';
import { ScreenForm } from '../../components/ScreenForm';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { APP_TEXT, keptWhenEmpty, OWNERS_MESSAGES, PARKING_MESSAGES, PARKING_TEXT, SERVER_MESSAGES } from '../../../shared/messages';
import { LOCATION_PHONE } from '../../../shared/phone';
import { useGetLocationByIdQuery, useUpdateLocationMutation } from '../../api/enhanced/locations';
import { PageTitle } from '../../components/PageTitle';
import { LIMITS } from '../../../shared/limits';
import { addressErrorMessage } from '../../api/errors';
import { NoticeBox } from '../../components/NoticeBox';
import { timeZoneOptions } from './timeZoneOptions';
import { canManageRecord } from '../../../shared/access';
import { useAppSelector } from '../../hooks';
import { selectCurrentUser } from '../auth';

interface Values {
  locationName?: string;
  phoneNumber?: string;
  /** on = Inactive (archieved) */
  inactive?: boolean;
  graceMinutes?: number | null;
  timeZone?: string;
}

/** /locations/{id}/edit: name, phone and the active switch (on means Inactive, SPEC section 4). */
export default function EditLocationPage() {
  const { locationId = '' } = useParams();
  const navigate = useNavigate();
  const { data, isLoading: loading, error: loadError } = useGetLocationByIdQuery({ id: locationId });
  const [update, { isLoading }] = useUpdateLocationMutation();
  const { error, refuse, send } = useSubmission();
  const [form] = Form.useForm<Values>();
  const user = useAppSelector(selectCurrentUser);
  const loaded = data?.data.location;
  // GET /locations/{id} answers anyone (drivers see every lot), but only its owner (odogwu: any) may
  // change it: another owner's lot is not found here, as the server says on Save, before any form.
  const location = loaded && user && canManageRecord({ ...user, id: user._id }, loaded.userId) ? loaded : undefined;
  // An emptied field is not sent and keeps its stored value: said under it, not found out after Save.
  const typedName = Form.useWatch('locationName', form);
  const typedPhone = Form.useWatch('phoneNumber', form);
  const kept = (typed: string | undefined, stored: string | null | undefined, field: 'name' | 'phone number') =>
    typed !== undefined && !typed.trim() && stored ? keptWhenEmpty(field, stored) : undefined;

  useEffect(() => {
    if (location)
      form.setFieldsValue({
        locationName: location.name,
        phoneNumber: location.phoneNumber ?? '',
        inactive: location.archieved,
        graceMinutes: location.graceMinutes ?? null,
        timeZone: location.timeZone,
      });
  }, [location, form]);

  const onFinish = async (values: Values) => {
    const locationName = (values.locationName ?? '').trim();
    const phoneNumber = (values.phoneNumber ?? '').trim();
    // SPEC section 5: a name or a phone.
    if (!locationName && !phoneNumber) return refuse(PARKING_MESSAGES.editLocationRequired);
    await send(async () => {
      await update({
        id: locationId,
        body: {
          ...(locationName ? { locationName } : {}),
          ...(phoneNumber ? { phoneNumber } : {}),
          isActive: !values.inactive,
          ...(typeof values.graceMinutes === 'number' ? { graceMinutes: values.graceMinutes } : {}),
          // Only a changed zone: it moves the lot's revenue months, and a client of SPEC's sends none.
          ...(values.timeZone && values.timeZone !== location?.timeZone ? { timeZone: values.timeZone } : {}),
        },
      }).unwrap();
      navigate('/locations-vendor');
    });
  };

  if (loading) return <p role="status">{APP_TEXT.loading}</p>;
  // Nothing to edit (an unknown or malformed id in the address, or someone else's lot): say so rather than a form.
  if (loadError || !location)
    return (
      <div style={{ maxWidth: 560 }}>
        <PageTitle bottom="0.67em">{PARKING_TEXT.editLocation}</PageTitle>
        <NoticeBox type="error">
          {loadError
            ? addressErrorMessage(loadError, OWNERS_MESSAGES.locationNotFound, SERVER_MESSAGES.serverError)
            : OWNERS_MESSAGES.locationNotFound}
        </NoticeBox>
      </div>
    );
  return (
    <div style={{ maxWidth: 560 }}>
      <PageTitle bottom="0.67em">{PARKING_TEXT.editLocation}</PageTitle>
      <ScreenForm<Values> error={error} form={form} onFinish={onFinish} disabled={isLoading} initialValues={{ inactive: false }}>
        <Form.Item label={PARKING_TEXT.locationName} name="locationName" extra={kept(typedName, location.name, 'name')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          label={PARKING_TEXT.phoneNumber}
          name="phoneNumber"
          extra={kept(typedPhone, location.phoneNumber, 'phone number')}
          rules={[{ pattern: LOCATION_PHONE, message: PARKING_MESSAGES.phoneInvalid }]}
        >
          <Input type="tel" inputMode="tel" maxLength={30} />
        </Form.Item>
        <Form.Item label={PARKING_TEXT.inactive} name="inactive" valuePropName="checked" extra={PARKING_TEXT.inactiveHelp}>
          {/* No words inside: its label says Inactive (an Inactive inside too read twice, an Active beside Inactive contradicted it). */}
          <Switch />
        </Form.Item>
        <Form.Item label={PARKING_TEXT.graceMinutes} name="graceMinutes" extra={PARKING_TEXT.graceHelp}>
          <InputNumber min={0} max={LIMITS.graceMinutesMax} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={PARKING_TEXT.timeZone} name="timeZone" extra={PARKING_TEXT.timeZoneHelp}>
          <Select showSearch options={timeZoneOptions(location.timeZone)} optionFilterProp="label" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {PARKING_TEXT.save}
        </Button>
      </ScreenForm>
    </div>
  );
}
