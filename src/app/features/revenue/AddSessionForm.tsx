import { Alert, Button, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { localDateTime, zonedWallTime } from '../../../shared/dates';
import { LIMITS } from '../../../shared/limits';
import { checkManualSession, manualStartWindow } from '../../../shared/manualSession';
import { OWNERS_MESSAGES, REVENUE_TEXT } from '../../../shared/messages';
import { serverMessage } from '../../api/errors';
import { PlateTextInput, StateTextInput } from '../../components/TypedTextInput';
import { ScreenForm } from '../../components/ScreenForm';
import { useSubmission } from '../../components/useSubmission';
import { FormDatePicker } from '../../components/FormDatePicker';
import { TOKENS } from '../../themeTokens';

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
  /** Sends the session; a rejection's server message is shown as is; `alreadyAdded` in the answer says it was a repeat. */
  onAdd: (entry: ManualSessionEntry) => Promise<unknown>;
  initialValues?: AddSessionValues;
  /** The lot's IANA time zone: the start is typed as the lot's clock reads it (else the browser's clock). */
  timeZone?: string | undefined;
}

type ZoneChoice = AddSessionFormProps['zones'][number];

/** The server answers a repeat of an entry added within the last minute with that session and `alreadyAdded`. */
const isRepeat = (answer: unknown): boolean =>
  typeof answer === 'object' && answer !== null && (answer as { alreadyAdded?: unknown }).alreadyAdded === true;

const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v);
/** SPEC 8: a server error field is shown as is; any other failure shows this. */
export const ADD_SESSION_FAILURE = `${OWNERS_MESSAGES.somethingWrong} ${OWNERS_MESSAGES.tryAgainOrContact}`;

/** The form's values as checkManualSession and the API take them; the start read on the lot's clock when its zone is known. */
export function manualSessionInput(values: AddSessionValues, timeZone?: string) {
  const start = values.startTime;
  return {
    plateNumber: values.plateNumber?.trim(),
    state: values.state?.trim(),
    zoneId: values.zoneId,
    startTime: start ? (timeZone ? zonedWallTime(start.format('YYYY-MM-DD HH:mm'), timeZone) : start.toDate()).toISOString() : undefined,
    totalCost: values.totalCost?.trim(),
  };
}

/** Days the calendar greys out: none of their minutes is inside the start window checkManualSession allows. */
function outsideStartWindow(day: Dayjs): boolean {
  const { earliest, latest } = manualStartWindow(new Date());
  return day.startOf('day').valueOf() > latest.getTime() || day.endOf('day').valueOf() < earliest.getTime();
}

/**
 * The lot's clock now, as the picker's wall time: the picker's own Now reads the browser's clock,
 * which the form would then take as the lot's (an owner in Los Angeles adding a session at a
 * Boston lot would start it three hours in the past).
 */
export function lotNow(timeZone: string, at: Date = new Date()): Dayjs {
  return dayjs(localDateTime(at, timeZone));
}

/** Start Date, Total Cost, License Plate Number, License State, Zones: Add Session's fields, also the correction dialog's. */
export function ManualSessionFields({
  zones,
  zonesLoading = false,
  timeZone,
  keepZoneId,
}: {
  zones: readonly ZoneChoice[];
  zonesLoading?: boolean;
  timeZone?: string | undefined;
  /** A zone offered even if archived: the one a session being corrected is in. */
  keepZoneId?: string | null | undefined;
}) {
  const zoneOptions = zones.filter((z) => !z.archieved || z._id === keepZoneId).map((z) => ({ value: z._id, label: z.zoneNumber }));
  return (
    <>
      <Form.Item label={REVENUE_TEXT.startDate} name="startTime" extra={timeZone ? REVENUE_TEXT.lotClock(timeZone) : undefined}>
        <FormDatePicker
          timeZone={timeZone}
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          disabledDate={outsideStartWindow}
          showNow={!timeZone}
          presets={timeZone ? [{ label: REVENUE_TEXT.lotNow, value: () => lotNow(timeZone) }] : undefined}
        />
      </Form.Item>
      <Form.Item label={REVENUE_TEXT.totalCost} name="totalCost">
        <Input inputMode="decimal" maxLength={LIMITS.totalCostInputMax} prefix="$" />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: 12, alignItems: 'end' }}>
        <Form.Item label={REVENUE_TEXT.plateNumber} name="plateNumber" normalize={upper}>
          <PlateTextInput autoCapitalize="characters" />
        </Form.Item>
        <Form.Item label={REVENUE_TEXT.plateState} name="state" normalize={upper}>
          <StateTextInput />
        </Form.Item>
      </div>
      <Form.Item label={REVENUE_TEXT.zones} name="zoneId">
        <Select placeholder={REVENUE_TEXT.selectZone} options={zoneOptions} loading={zonesLoading} />
      </Form.Item>
    </>
  );
}

/**
 * The Add Session form: Start Date, Total Cost, License Plate Number, License State, Zones. Checked on
 * submit with the server's own rules (checkManualSession: SPEC 5's order and messages); the error
 * shows in red above the fields, the success in green.
 */
export function AddSessionForm({ zones, zonesLoading = false, zonesError, onAdd, initialValues, timeZone }: AddSessionFormProps) {
  const { error, refuse, send } = useSubmission();
  const [added, setAdded] = useState<null | 'added' | 'repeat'>(null);
  // Which car the last add was for: with the other fields kept, "Session added." alone reads the same each time.
  const [addedPlate, setAddedPlate] = useState('');
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<AddSessionValues>();

  const onFinish = async (values: AddSessionValues) => {
    setAdded(null);
    const input = manualSessionInput(values, timeZone);
    const checked = checkManualSession(input, new Date(), timeZone);
    if (!checked.ok) return refuse(checked.message);
    let outcome: 'added' | 'repeat' | null = null;
    setSending(true);
    await send(
      async () => {
        const answer = await onAdd(input as ManualSessionEntry);
        outcome = isRepeat(answer) ? 'repeat' : 'added';
      },
      (err) => serverMessage(err, ADD_SESSION_FAILURE),
    );
    setSending(false);
    if (outcome) {
      setAdded(outcome);
      // Ready for the next car of the same batch: the zone, start and cost stay, the plate goes.
      setAddedPlate(`${input.plateNumber} ${input.state}`);
      form.setFieldsValue({ plateNumber: '' });
      setFocusPlate(true);
    }
  };
  // The plate takes the focus once the form is enabled again (while it sends, its fields are
  // disabled and cannot take it; the form then gives it back to the pressed button, this comes after).
  const [focusPlate, setFocusPlate] = useState(false);
  useEffect(() => {
    if (!focusPlate || sending) return;
    form.focusField('plateNumber');
    setFocusPlate(false);
  }, [focusPlate, sending, form]);

  return (
    <>
      {added && !error && (
        <Alert
          type="success"
          showIcon
          // SPEC: "success message in green": the words themselves, not only the box (dark green: 4.5:1 or more on the light box).
          title={
            <span style={{ color: TOKENS.colorSuccessText }}>
              {added === 'repeat' ? OWNERS_MESSAGES.sessionAlreadyAdded : OWNERS_MESSAGES.sessionAdded}
            </span>
          }
          description={addedPlate ? <span style={{ color: TOKENS.colorSuccessText }}>{addedPlate}</span> : undefined}
          role="status"
          style={{ marginBottom: 16 }}
        />
      )}
      {zonesError && <Alert type="error" showIcon title={zonesError} role="alert" style={{ marginBottom: 16 }} />}
      <ScreenForm<AddSessionValues> error={error} form={form} onFinish={onFinish} disabled={sending} initialValues={initialValues}>
        <ManualSessionFields zones={zones} zonesLoading={zonesLoading} timeZone={timeZone} />
        <Button type="primary" htmlType="submit" block loading={sending}>
          {REVENUE_TEXT.addSession}
        </Button>
      </ScreenForm>
    </>
  );
}
