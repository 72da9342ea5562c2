import { Button, Form, Input, Radio, Switch } from 'antd';
import { useSubmission } from '../../components/useSubmission';
import { ScreenForm } from '../../components/ScreenForm';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { DEFAULTS } from '../../../shared/limits';
import { APP_TEXT, OWNERS_MESSAGES, PARKING_TEXT, SERVER_MESSAGES } from '../../../shared/messages';
import { addressErrorMessage } from '../../api/errors';
import { NoticeBox } from '../../components/NoticeBox';
import { useGetLocationByIdQuery } from '../../api/enhanced/locations';
import { useCreateZoneMutation, useGetLocationZoneQuery, useUpdateZoneMutation } from '../../api/enhanced/zones';
import { PageHeader } from '../../components/PageTitle';
import { TOKENS } from '../../themeTokens';
import { canManageRecord } from '../../../shared/access';
import { useAppSelector } from '../../hooks';
import { selectCurrentUser } from '../auth';

interface Values {
  zoneNumber?: string;
  price?: string;
  isHourly?: boolean;
  openTime?: string;
  closeTime?: string;
  archieved?: boolean;
}

const timeInputStyle = { width: '100%' } as const;

/** Add zone (/locations/{id}/new/zone) and edit zone (/locations/{id}/zones/{zid}/edit). */
export default function ZoneFormPage() {
  const { locationId = '', zoneId } = useParams();
  const editing = Boolean(zoneId);
  const navigate = useNavigate();
  const { data, isLoading: loading, error: zoneError } = useGetLocationZoneQuery({ locationId, zoneId: zoneId ?? '' }, { skip: !editing });
  // The location the zone belongs to, for the header and whose it is: passed along by the card or
  // zones page that linked here, else (a reload, a typed URL) the edited zone's answer carries it,
  // else fetched. A passed location without its owner is fetched too: the form waits to know whose it is.
  const passed = (useLocation().state as { location?: { name?: string; userId?: unknown } } | null)?.location;
  const passedOwner = typeof passed?.userId === 'string' ? passed.userId : undefined;
  const {
    data: fetched,
    isLoading: locationLoading,
    error: locationError,
  } = useGetLocationByIdQuery({ id: locationId }, { skip: passedOwner !== undefined || editing });
  const locationName = passed?.name ?? (editing ? data?.data.location.name : fetched?.data.location.name);
  const ownerId = editing ? data?.data.location.userId : (passedOwner ?? fetched?.data.location.userId);
  // Anyone may read a lot and its zones (drivers book them), but only its owner (odogwu: any) may add
  // or change one: another owner's is not found here, as the server says on Save, before any form.
  const user = useAppSelector(selectCurrentUser);
  const managed = ownerId !== undefined && Boolean(user && canManageRecord({ ...user, id: user._id }, ownerId));
  const [createZone, { isLoading: creating }] = useCreateZoneMutation();
  const [updateZone, { isLoading: updating }] = useUpdateZoneMutation();
  const { error, refuse, send } = useSubmission();
  const [form] = Form.useForm<Values>();
  const zone = data?.data.zone;
  const busy = creating || updating;

  useEffect(() => {
    // Someone else's zone is never put in the form (nor is the form shown).
    if (zone && managed) {
      form.setFieldsValue({
        zoneNumber: zone.zoneNumber,
        price: String(zone.price),
        isHourly: zone.isHourly,
        openTime: zone.openTime,
        closeTime: zone.closeTime,
        archieved: zone.archieved,
      });
    }
  }, [zone, managed, form]);

  const onFinish = async (values: Values) => {
    const zoneNumber = (values.zoneNumber ?? '').trim();
    // SPEC section 5: the price is converted to a number.
    const price = Number(values.price);
    if (!zoneNumber || values.price === undefined || values.price === '' || !Number.isFinite(price) || price < 0) {
      return refuse(PARKING_TEXT.zoneFieldsRequired);
    }
    const body = {
      zoneNumber,
      price,
      isHourly: values.isHourly ?? true,
      openTime: values.openTime || DEFAULTS.openTime,
      closeTime: values.closeTime || DEFAULTS.closeTime,
    };
    await send(async () => {
      if (editing && zoneId) await updateZone({ id: zoneId, body: { ...body, locationId, archieved: Boolean(values.archieved) } }).unwrap();
      else await createZone({ body: { ...body, locationId } }).unwrap();
      navigate(`/locations/${locationId}/zones`);
    });
  };

  if (editing ? loading : locationLoading) return <p role="status">{APP_TEXT.loading}</p>;
  // No zone to edit, or no location to add one to (an unknown or malformed id in the address, or
  // someone else's lot).
  const missing = editing
    ? zoneError
      ? addressErrorMessage(zoneError, OWNERS_MESSAGES.zoneNotFound, SERVER_MESSAGES.serverError)
      : !managed && OWNERS_MESSAGES.zoneNotFound
    : locationError
      ? addressErrorMessage(locationError, OWNERS_MESSAGES.locationNotFound, SERVER_MESSAGES.serverError)
      : !managed && OWNERS_MESSAGES.locationNotFound;
  if (missing)
    return (
      <div style={{ maxWidth: 560 }}>
        <PageHeader title={editing ? PARKING_TEXT.editZone : PARKING_TEXT.newZoneTitle} />
        <NoticeBox type="error">{missing}</NoticeBox>
      </div>
    );
  return (
    <div style={{ maxWidth: 560 }}>
      <PageHeader title={editing ? PARKING_TEXT.editZone : PARKING_TEXT.newZoneTitle} subtitle={locationName} />
      <ScreenForm<Values>
        error={error}
        form={form}
        onFinish={onFinish}
        disabled={busy}
        initialValues={{ isHourly: true, openTime: DEFAULTS.openTime, closeTime: DEFAULTS.closeTime, archieved: false }}
      >
        <Form.Item label={PARKING_TEXT.zoneNumber} name="zoneNumber">
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item label={PARKING_TEXT.price} name="price">
          <Input type="number" inputMode="decimal" min={0} step="0.01" />
        </Form.Item>
        <Form.Item label={PARKING_TEXT.pricing} name="isHourly">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { label: PARKING_TEXT.hourly, value: true },
              { label: PARKING_TEXT.daily, value: false },
            ]}
          />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
          <Form.Item label={PARKING_TEXT.openTime} name="openTime">
            <Input type="time" step={DEFAULTS.timeStepSeconds} style={timeInputStyle} aria-describedby="zone-hours-hint" />
          </Form.Item>
          <Form.Item label={PARKING_TEXT.closeTime} name="closeTime">
            <Input type="time" step={DEFAULTS.timeStepSeconds} style={timeInputStyle} aria-describedby="zone-hours-hint" />
          </Form.Item>
        </div>
        <p id="zone-hours-hint" style={{ margin: '-8px 0 16px', color: TOKENS.colorTextSecondary, fontSize: 14 }}>
          {PARKING_TEXT.hoursHint}
        </p>
        {editing && (
          <Form.Item label={PARKING_TEXT.archived} name="archieved" valuePropName="checked">
            <Switch checkedChildren={PARKING_TEXT.inactive} unCheckedChildren={PARKING_TEXT.active} />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={busy}>
          {editing ? PARKING_TEXT.save : PARKING_TEXT.addZone}
        </Button>
      </ScreenForm>
    </div>
  );
}
