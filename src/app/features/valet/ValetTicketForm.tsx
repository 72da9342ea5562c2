import { Button, Form, Input, Radio, Switch, type SwitchProps } from 'antd';
import { useEffect, useRef } from 'react';
import { LIMITS } from '../../../shared/limits';
import { VALET_MESSAGES, VALET_TEXT } from '../../../shared/messages';
import { centsToDecimal, parseDollarInput } from '../../../shared/money';
import { isValidEmail } from '../../../shared/password';
import { checkPlateAndState, normalizePlate } from '../../../shared/plates';
import { TRANSMISSION_TYPES, type TransmissionType } from '../../../shared/valet';
import type { ValetTicket } from '../../api/enhanced/valets';
import type { CreateValetApiArg } from '../../api/generated/valets';
import { typedState } from '../../../shared/usStates';
import { PhoneTextInput, PlateTextInput, StateTextInput } from '../../components/TypedTextInput';
import { ScreenForm } from '../../components/ScreenForm';
import { TOKENS } from '../../themeTokens';

export interface TicketValues {
  ticketNumber?: string;
  phoneNumber?: string;
  plateNumber?: string;
  state?: string;
  make?: string;
  model?: string;
  color?: string;
  description?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  isHourly?: boolean;
  /** Dollars as typed ("12.50"). */
  price?: string;
  transmissionType?: TransmissionType;
}

export type TicketBody = CreateValetApiArg['body'];

const text = (v: string | undefined) => (v ?? '').trim();

/**
 * The API body of the form's values (price in cents), or why it cannot be sent: a required field
 * missing (SPEC 5: ticket, phone, plate, state, make, color, first name), a plate or state the
 * server would refuse (checkPlateAndState) or a price that is not dollars and cents.
 */
export function ticketBody(values: TicketValues): { body: TicketBody } | { refusal: string } {
  const body = {
    ticketNumber: text(values.ticketNumber),
    phoneNumber: text(values.phoneNumber),
    plateNumber: normalizePlate(text(values.plateNumber)),
    state: text(values.state).toUpperCase(),
    make: text(values.make),
    model: text(values.model),
    color: text(values.color),
    description: text(values.description),
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    email: text(values.email),
    isHourly: Boolean(values.isHourly),
    transmissionType: values.transmissionType ?? 'Automatic',
  };
  const required = [body.ticketNumber, body.phoneNumber, body.plateNumber, body.state, body.make, body.color, body.firstName];
  if (required.some((v) => v === '')) return { refusal: VALET_MESSAGES.valetFieldsRequired };
  // The server's rule and words (a one-letter state would come back as its raw "state: ...").
  const plate = checkPlateAndState(body.plateNumber, body.state);
  if (!plate.ok) return { refusal: plate.message };
  // Said in the form's banner, where the earlier refusal is (the browser's own bubble left it standing).
  if (body.email !== '' && !isValidEmail(body.email)) return { refusal: VALET_MESSAGES.valetEmailInvalid };
  const typed = text(values.price);
  if (typed === '') return { body };
  const price = parseDollarInput(typed);
  if (price === null) return { refusal: VALET_MESSAGES.valetPriceInvalid };
  return { body: { ...body, price } };
}

/** The form's values of a stored ticket (price back to dollars). */
export function ticketValues(ticket: ValetTicket): TicketValues {
  return {
    ticketNumber: ticket.ticketNumber,
    phoneNumber: ticket.phoneNumber,
    plateNumber: ticket.plateNumber,
    state: ticket.state,
    make: ticket.make,
    model: ticket.model ?? '',
    color: ticket.color,
    description: ticket.description ?? '',
    firstName: ticket.firstName,
    lastName: ticket.lastName ?? '',
    email: ticket.email ?? '',
    isHourly: ticket.isHourly,
    price: centsToDecimal(ticket.price),
    transmissionType: ticket.transmissionType,
  };
}

export interface ValetTicketFormProps {
  /** The ticket being edited; absent when creating. */
  ticket?: ValetTicket;
  /** The phone number the desk looked up (?phoneNumber=), filled in on a new ticket. */
  phoneNumber?: string;
  /** The refusal or the server's message of the last try, in red above the fields. */
  error?: string | null;
  busy?: boolean;
  /** Entries that cannot be sent: says why (nothing is sent). */
  onRefuse: (message: string) => void;
  onSubmit: (body: TicketBody) => void;
}

// Upper case as typed: the plate as stored (separators dropped), the state letters only.
const plate = (v: string | undefined) => normalizePlate(v ?? '');
const stateCode = (v: string | undefined) => typedState(v ?? '');
const digits = (v: string | undefined) => (v ?? '').replace(/\D/g, '');
const pair = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', columnGap: 12 } as const;

/**
 * The Hourly switch with a target a thumb can hit: antd's Switch alone is 48x24 px, so a tap anywhere
 * on the 48 px row it sits in toggles it. The row is drawn as a box like the inputs beside it, as tall
 * and as wide, with the setting in words after the switch: it reads as the control it is, not as
 * empty space around a small one. The row is no <label>: its words ("Flat price") would join the
 * switch's name and answer a search for the Price field's label; the switch is named "Hourly" alone.
 */
function HourlySwitch(props: SwitchProps) {
  const switchRef = useRef<HTMLButtonElement>(null);
  return (
    <div
      data-testid="valet-hourly-row"
      // A tap on the switch itself toggles it already; anywhere else on the row presses it.
      onClick={(e) => {
        if (!switchRef.current?.contains(e.target as Node)) switchRef.current?.click();
      }}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        boxSizing: 'border-box',
        minHeight: TOKENS.controlHeightLG,
        padding: '0 12px',
        border: `1px solid ${TOKENS.colorBorder}`,
        borderRadius: TOKENS.borderRadius,
        background: '#fff',
        cursor: 'pointer',
        WebkitTapHighlightColor: 'transparent',
      }}
    >
      <Switch {...props} ref={switchRef} />
      <span aria-hidden="true">{props.checked ? VALET_TEXT.hourlyOn : VALET_TEXT.hourlyOff}</span>
    </div>
  );
}

function PriceEmptyNote() {
  return <span style={{ color: TOKENS.colorWarningText }}>{VALET_TEXT.priceEmpty}</span>;
}

/** Create (/valet/create) and edit (/valet/details/edit) a valet ticket. */
export function ValetTicketForm({ ticket, phoneNumber, error = null, busy = false, onRefuse, onSubmit }: ValetTicketFormProps) {
  const [form] = Form.useForm<TicketValues>();
  useEffect(() => {
    if (ticket) form.setFieldsValue(ticketValues(ticket));
  }, [ticket, form]);

  // An empty price makes a ticket with nothing to pay: said under the field while it is empty, so a
  // rushed attendant sees it before Create Ticket (still allowed: some tickets are free).
  const priceLeftEmpty = text(Form.useWatch('price', form)) === '';

  const onFinish = (values: TicketValues) => {
    const result = ticketBody(values);
    if ('refusal' in result) onRefuse(result.refusal);
    else onSubmit(result.body);
  };

  return (
    <ScreenForm<TicketValues>
      noValidate
      error={error}
      form={form}
      onFinish={onFinish}
      disabled={busy}
      initialValues={ticket ? ticketValues(ticket) : { phoneNumber: digits(phoneNumber), isHourly: false, transmissionType: 'Automatic' }}
    >
      <div style={pair}>
        <Form.Item label={VALET_TEXT.ticketNumber} name="ticketNumber">
          <Input maxLength={LIMITS.ticketMax} autoComplete="off" />
        </Form.Item>
        <Form.Item label={VALET_TEXT.phoneNumber} name="phoneNumber" normalize={digits}>
          <PhoneTextInput autoComplete="off" />
        </Form.Item>
        <Form.Item label={VALET_TEXT.plateNumber} name="plateNumber" normalize={plate}>
          <PlateTextInput autoComplete="off" />
        </Form.Item>
        <Form.Item label={VALET_TEXT.state} name="state" normalize={stateCode}>
          <StateTextInput autoComplete="off" />
        </Form.Item>
        <Form.Item label={VALET_TEXT.make} name="make">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label={VALET_TEXT.model} name="model">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label={VALET_TEXT.color} name="color">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label={VALET_TEXT.description} name="description">
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item label={VALET_TEXT.firstName} name="firstName">
          <Input maxLength={LIMITS.nameMax} autoComplete="off" />
        </Form.Item>
        <Form.Item label={VALET_TEXT.lastName} name="lastName">
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item label={VALET_TEXT.email} name="email">
          <Input type="email" maxLength={LIMITS.emailMax} autoComplete="off" />
        </Form.Item>
        <Form.Item label={VALET_TEXT.price} name="price" extra={priceLeftEmpty ? <PriceEmptyNote /> : VALET_TEXT.priceHint}>
          <Input inputMode="decimal" prefix="$" maxLength={10} />
        </Form.Item>
        <Form.Item label={VALET_TEXT.hourly} name="isHourly" valuePropName="checked">
          <HourlySwitch />
        </Form.Item>
        <Form.Item label={VALET_TEXT.transmission} name="transmissionType">
          <Radio.Group optionType="button" buttonStyle="solid" options={TRANSMISSION_TYPES.map((t) => ({ label: t, value: t }))} />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" block loading={busy} style={{ minHeight: 48 }}>
        {ticket ? VALET_TEXT.updateTicket : VALET_TEXT.createTicket}
      </Button>
    </ScreenForm>
  );
}
