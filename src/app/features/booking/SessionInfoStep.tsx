import { useEffect, useRef, useState } from 'react';
import { STATE_PATTERN, type PlateAndState } from '../../../shared/plates';
import { LIMITS } from '../../../shared/limits';
import { PARKING_MESSAGES, PARKING_TEXT } from '../../../shared/messages';
import { priceSession, type PriceBreakdown as Breakdown } from '../../../shared/pricing';
import { useLookupVehicleMutation } from '../../api/enhanced/vehicles';
import { noAnswer } from '../../api/errors';
import { Money } from '../../components/Money';
import { toCents } from '../../../shared/money';
import { NoticeBox } from '../../components/NoticeBox';
import { PlateInput } from '../../components/PlateInput';
import { PriceBreakdown } from './PriceBreakdown';
import { HoursField, hoursProblem, readHours } from './HoursField';
import { PlainButton } from '../../components/PlainButton';
import { useKeepFocusAbove } from '../../components/useKeepFocusAbove';
import { TOKENS } from '../../themeTokens';

export interface VehicleInfo {
  make: string | null;
  model: string | null;
  year: string | null;
  body: string | null;
}

export interface VehicleRow extends PlateAndState {
  key: number;
  /**
   * Result of the lookup on blur: the vehicle, 'failed' (the server answered with a failure) or null
   * (not looked up, unknown, or no answer at all: no signal is not the plate's fault).
   */
  info?: VehicleInfo | 'failed' | null;
}

export interface SessionInfoValue {
  vehicles: VehicleRow[];
  /** The last valid hours (1 to LIMITS.hoursMax); the step keeps the field's text while it is empty or wrong. */
  hours: number;
}

export interface SessionInfoStepProps {
  zone: { price: number; isHourly: boolean; zoneNumber: string };
  value: SessionInfoValue;
  onChange: (value: SessionInfoValue) => void;
  /** Called with valid input; the page asks the server for the payment intent. */
  onNext: () => void;
  busy?: boolean;
  error?: string | null;
  /** Said before the driver asks: the zone's open hours do not allow this booking now (src/shared/openHours.ts). */
  hoursNotice?: string | null;
  /** When the hours priced would end, in the lot's time ("Parking until about …"), for an hourly zone. */
  endsAbout?: ((hours: number) => string) | null;
  /** Cars typed here that this device already booked in this zone and are still parked (bookedHere.ts): said before paying again. */
  bookedNotice?: string | null;
  /** Hours the zone's open hours would refuse (one more than `value` runs past closing): + stops before them. */
  moreHoursBlockedFrom?: number | null;
  /** Why + stops at moreHoursBlockedFrom (the zone closes), said under the Hours field. */
  moreHoursNote?: string | null;
  /**
   * The zone's open hours refuse this booking now (the server would too): Continue to Payment is off,
   * and this line beside it says why. It holds for the hours chosen, so not while the Hours field is
   * typed wrong (that error is said instead), unless `noBookingFits`.
   */
  blockedReason?: string | null;
  /** Not even the shortest booking fits now (the zone is closed, or closes within its hour): whatever the hours. */
  noBookingFits?: boolean;
}

interface RowErrors {
  plate?: string;
  state?: string;
}

export function estimate(zone: { price: number; isHourly: boolean }, hours: number, vehicles: number): Breakdown | null {
  try {
    return priceSession({ priceCents: toCents(zone.price), isHourly: zone.isHourly, hours, vehicles });
  } catch {
    return null;
  }
}

let nextKey = 1000;
export function newVehicleRow(): VehicleRow {
  nextKey += 1;
  return { key: nextKey, plate: '', state: '', info: null };
}

export function vehicleText(info: VehicleInfo): string {
  return [info.year, info.make, info.model, info.body].filter(Boolean).join(' ');
}

/** Step 0, Session Info: 1-5 vehicles, hours (hourly zones) and the price breakdown. */
export function SessionInfoStep({
  zone,
  value,
  onChange,
  onNext,
  busy = false,
  error,
  hoursNotice,
  bookedNotice,
  endsAbout,
  moreHoursBlockedFrom = null,
  moreHoursNote = null,
  blockedReason = null,
  noBookingFits = false,
}: SessionInfoStepProps) {
  const [errors, setErrors] = useState<Record<number, RowErrors>>({});
  const [lookup] = useLookupVehicleMutation();
  const looked = useRef(new Map<number, string>());
  const { vehicles, hours } = value;
  // The hours field as typed: it may be empty or out of range while the driver types, and only a
  // valid number reaches `value`. A new `value.hours` from outside (a new booking) resets the text.
  const [hoursInput, setHoursInput] = useState({ text: String(hours), hours });
  if (hoursInput.hours !== hours) setHoursInput({ text: String(hours), hours });
  // Set when Continue found no hours to book; the next edit clears it (an empty field is a step of typing).
  const [hoursAsked, setHoursAsked] = useState(false);
  const typedHours = readHours(hoursInput.text);
  const hoursWrong = zone.isHourly ? hoursProblem(typedHours) : null;
  // A number out of range says so as typed; an empty or unreadable field once Continue was pressed.
  const hoursError = hoursWrong && (typedHours !== null || hoursAsked) ? hoursWrong : null;
  // Nothing is priced for hours that cannot be booked.
  const price = hoursWrong ? null : estimate(zone, typedHours ?? hours, vehicles.length);
  // What the zone's hours say holds for the hours in `value`; when no booking fits, for any.
  const hoursApply = noBookingFits || !hoursWrong;
  const blocked = blockedReason && hoursApply ? blockedReason : null;

  // The answer to Continue lands under the summary, behind the sticky total bar on a phone: brought into view.
  const errorBox = useRef<HTMLDivElement>(null);
  const totalBar = useRef<HTMLDivElement>(null);
  useKeepFocusAbove(totalBar);
  useEffect(() => {
    if (error) errorBox.current?.scrollIntoView?.({ block: 'center' });
  }, [error]);

  const setRow = (key: number, patch: Partial<VehicleRow>) =>
    onChange({ ...value, vehicles: vehicles.map((v) => (v.key === key ? { ...v, ...patch } : v)) });

  const lookUp = async (row: VehicleRow) => {
    const id = `${row.plate}|${row.state}`;
    if (!row.plate || row.state.length < LIMITS.stateMax || looked.current.get(row.key) === id) return;
    looked.current.set(row.key, id);
    try {
      const res = await lookup({ body: { vehiclePlate: row.plate, vehicleState: row.state } }).unwrap();
      const c = res.data.content;
      const info: VehicleInfo | null =
        res.data.status === 'ok' ? { make: c.make, model: c.model, year: c.year, body: c.vin_data?.NCSABodyType ?? null } : null;
      onChangeRef.current(row.key, { info });
    } catch (e) {
      if (noAnswer(e)) {
        // No signal: the lookup (only the make and model) is not the plate's fault, so nothing is
        // said under it (the page's banner says the connection is lost), and the same plate is
        // looked up again on the next blur, once the signal may be back. (The row's info was reset
        // when its plate was typed: there is nothing to patch.)
        if (looked.current.get(row.key) === id) looked.current.delete(row.key);
        return;
      }
      // The server answered and could not look the plate up: SPEC's message.
      onChangeRef.current(row.key, { info: 'failed' });
    }
  };
  // The lookup answers after later keystrokes; patch the row as it is then, not as it was.
  const onChangeRef = useRef(setRow);
  onChangeRef.current = setRow;

  const validate = (): boolean => {
    const found: Record<number, RowErrors> = {};
    for (const v of vehicles) {
      const e: RowErrors = {};
      if (!v.plate.trim()) e.plate = PARKING_MESSAGES.plateRequired;
      // One letter typed is not a state either: said here, not as the server's "vehicles.0.state" refusal.
      if (!STATE_PATTERN.test(v.state.trim().toUpperCase())) e.state = PARKING_MESSAGES.stateRequired;
      if (e.plate || e.state) found[v.key] = e;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const setHoursText = (text: string) => {
    const next = readHours(text);
    const valid = next !== null && hoursProblem(next) === null;
    setHoursInput({ text, hours: valid ? next : hours });
    setHoursAsked(false);
    if (valid && next !== hours) onChange({ ...value, hours: next });
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        // (Enter in a field while Continue is off: nothing is sent, the line beside it says why.)
        if (blocked) return;
        const vehiclesOk = validate();
        if (hoursWrong) setHoursAsked(true);
        if (vehiclesOk && !hoursWrong) onNext();
      }}
    >
      <fieldset disabled={busy} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <h2 style={{ fontSize: 20, margin: '0 0 12px' }}>{PARKING_TEXT.vehicles}</h2>
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {vehicles.map((v, i) => (
            <li
              key={v.key}
              style={{ padding: '12px 0', borderBottom: '1px solid #eef0f4' }}
              aria-label={`${PARKING_TEXT.vehicle} ${i + 1}`}
            >
              <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
                <strong>{`${PARKING_TEXT.vehicle} ${i + 1}`}</strong>
                {vehicles.length > 1 && (
                  <PlainButton
                    variant="link"
                    danger
                    aria-label={`${PARKING_TEXT.removeVehicle} ${i + 1}`}
                    onClick={() => onChange({ ...value, vehicles: vehicles.filter((x) => x.key !== v.key) })}
                  >
                    {PARKING_TEXT.removeVehicle}
                  </PlainButton>
                )}
              </div>
              <PlateInput
                id={`vehicle-${i + 1}`}
                value={{ plate: v.plate, state: v.state }}
                onChange={(p) => {
                  setRow(v.key, { ...p, info: null });
                  if (errors[v.key]) setErrors({ ...errors, [v.key]: {} });
                }}
                onBlur={() => void lookUp(v)}
                plateError={errors[v.key]?.plate}
                stateError={errors[v.key]?.state}
              />
              {v.info === 'failed' && (
                <div role="alert" style={{ color: TOKENS.colorError, fontSize: 14, marginTop: 6 }}>
                  {PARKING_MESSAGES.vehicleLookupFailed}
                </div>
              )}
              {v.info && v.info !== 'failed' && vehicleText(v.info) && (
                <div style={{ color: TOKENS.colorSuccessText, fontSize: 14, marginTop: 6 }}>{vehicleText(v.info)}</div>
              )}
            </li>
          ))}
        </ol>
        {bookedNotice && (
          <div style={{ marginTop: 12 }}>
            <NoticeBox type="warning">{bookedNotice}</NoticeBox>
          </div>
        )}
        {vehicles.length < LIMITS.vehiclesMax && (
          <PlainButton block style={{ marginTop: 12 }} onClick={() => onChange({ ...value, vehicles: [...vehicles, newVehicleRow()] })}>
            {`+ ${PARKING_TEXT.addVehicle}`}
          </PlainButton>
        )}

        {zone.isHourly && (
          <div style={{ marginTop: 20 }}>
            <HoursField
              text={hoursInput.text}
              onChange={setHoursText}
              error={hoursError}
              // The notice holds for the hours in `value` and for any more (a later end, the same start).
              moreBlockedFrom={hoursNotice ? hours : moreHoursBlockedFrom}
              // The notice below says why when there is one.
              moreBlockedNote={hoursNotice ? null : moreHoursNote}
            />
          </div>
        )}

        {/* Hours out of range say so themselves; the zone's hours notice is about the last valid number
            (or about any hours, when no booking fits now). */}
        {hoursNotice && hoursApply && (
          <div style={{ marginTop: 16 }}>
            <NoticeBox type="warning">{hoursNotice}</NoticeBox>
          </div>
        )}
        {price && (
          <section style={{ marginTop: 20, padding: 12, background: '#f7f9fc', borderRadius: 10 }}>
            <PriceBreakdown
              rateCents={price.rateCents}
              isHourly={zone.isHourly}
              hours={price.hours}
              vehicles={price.vehicles}
              feesCents={price.feesCents * price.vehicles}
              totalCents={price.totalCents}
            />
            {endsAbout && <p style={{ margin: '8px 0 0', fontSize: 15 }}>{endsAbout(price.hours)}</p>}
          </section>
        )}
        {error && (
          <div ref={errorBox} style={{ marginTop: 16 }}>
            <NoticeBox type="error">{error}</NoticeBox>
          </div>
        )}
        {/* The total and the way on stay in view on a phone, however long the vehicle list. */}
        <div
          ref={totalBar}
          style={{
            position: 'sticky',
            bottom: 0,
            marginTop: 16,
            padding: '12px 0',
            background: '#fff',
            borderTop: `1px solid ${TOKENS.colorBorderSecondary}`,
          }}
        >
          <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            {/* Read out again when hours or vehicles change it. */}
            <div style={{ flex: '0 0 auto' }} aria-live="polite" aria-atomic="true">
              <div style={{ fontSize: 13, color: TOKENS.colorTextSecondary }}>{PARKING_TEXT.total}</div>
              <div style={{ fontSize: 20 }}>{price ? <Money cents={price.totalCents} strong /> : '—'}</div>
            </div>
            <PlainButton
              variant="primary"
              type="submit"
              block
              loading={busy}
              disabled={Boolean(blocked)}
              aria-describedby={blocked ? 'booking-blocked' : undefined}
              style={{ flex: 1 }}
            >
              {PARKING_TEXT.continueToPayment}
            </PlainButton>
          </div>
          {/* Why Continue is off, beside it (the notice above may be scrolled away on a phone); read out as it comes. */}
          <div id="booking-blocked" role="status" style={{ color: TOKENS.colorError, fontSize: 14, marginTop: blocked ? 8 : 0 }}>
            {blocked}
          </div>
        </div>
      </fieldset>
    </form>
  );
}
