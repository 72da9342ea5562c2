import { LIMITS } from '../../../shared/limits';
import { Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { localDateTime } from '../../../shared/dates';
import { SUPERADMIN_TEXT as T } from '../../../shared/messages';
import { toCents, toDollars } from '../../../shared/money';
import { isAmountText, isNegativeAmountText, lenientCents, newTotalCents } from '../../../shared/subscriptions';
import type { VendorLocation } from '../../api/enhanced/subscriptions';
import { LocationFormDialog } from './LocationFormDialog';
import { usd } from './format';
import { FormDatePicker } from '../../components/FormDatePicker';

export interface PaymentValues {
  lastPayDate?: Dayjs | null;
  amount?: string;
  paymentOwed?: string;
  description?: string;
}

/** POST /billing/subs/update's body (SPEC section 3 "Payment update"). */
export interface PaymentUpdate {
  locationId: string;
  lastPayDate: string;
  amount: number;
  paymentOwed: number;
  totalAmount: number;
  description: string;
}

export interface PaymentDialogProps {
  /** The row whose Add button opened the dialog; null: closed. */
  location: VendorLocation | null;
  /** The location's time zone (the row does not carry it); without it, the browser's today. */
  timeZone?: string | undefined;
  sending: boolean;
  error: string | null;
  onSend: (update: PaymentUpdate) => void;
  onRefuse: (message: string) => void;
  onClose: () => void;
}

/** An amount field that says, under itself, when what was typed is not a number or is negative (it then counts as 0). */
function amountHelp(text: string | undefined): string | undefined {
  if (text === undefined || isAmountText(text)) return undefined;
  return isNegativeAmountText(text) ? T.negativeAmount : T.notANumber;
}

/** Today's date on the location's clock (the browser's without a time zone): the Last Pay Date's default. */
export function payDateDefault(timeZone?: string, now: Date = new Date()): Dayjs {
  return dayjs(localDateTime(now, timeZone).slice(0, 10));
}

/**
 * Update Location Information: Last Pay Date, Amount, Payment Owed, Total Amount (the current total plus
 * the payment owed, as the server will store it), Description. Amounts that are not numbers count as 0
 * (SPEC section 5); a pay date is required.
 */
export function PaymentDialog({ location, timeZone, sending, error, onSend, onRefuse, onClose }: PaymentDialogProps) {
  const [form] = Form.useForm<PaymentValues>();
  const amount = Form.useWatch('amount', form);
  const owed = Form.useWatch('paymentOwed', form);
  const currentCents = location ? toCents(location.totalAmount) : 0;
  const totalCents = newTotalCents(currentCents, lenientCents(owed));
  // The zone may arrive after the dialog opens: the default follows it until the date is touched.
  useEffect(() => {
    if (location && timeZone && !form.isFieldTouched('lastPayDate')) form.setFieldValue('lastPayDate', payDateDefault(timeZone));
  }, [location, timeZone, form]);

  const onFinish = (v: PaymentValues) => {
    if (!location) return;
    if (!v.lastPayDate) return onRefuse(T.pickPayDate);
    if (v.lastPayDate.isAfter(payDateDefault(timeZone), 'day')) return onRefuse(T.payDateFuture);
    onSend({
      locationId: location._id,
      lastPayDate: v.lastPayDate.format('YYYY-MM-DD'),
      amount: toDollars(lenientCents(v.amount)),
      paymentOwed: toDollars(lenientCents(v.paymentOwed)),
      totalAmount: toDollars(newTotalCents(currentCents, lenientCents(v.paymentOwed))),
      description: (v.description ?? '').trim(),
    });
  };

  return (
    <LocationFormDialog<PaymentValues>
      title={T.updateTitle}
      location={location}
      form={form}
      initialValues={(l) => ({
        lastPayDate: payDateDefault(timeZone),
        amount: String(l.revenuePerMonth),
        paymentOwed: '',
        description: l.description ?? '',
      })}
      sending={sending}
      error={error}
      submitText={T.update}
      onFinish={onFinish}
      onClose={onClose}
    >
      {(l) => (
        <>
          <Form.Item label={T.lastPayDate} name="lastPayDate">
            <FormDatePicker
              timeZone={timeZone}
              format="MMMM D, YYYY"
              allowClear
              disabledDate={(day) => day.isAfter(payDateDefault(timeZone), 'day')}
            />
          </Form.Item>
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            <Form.Item
              label={T.amount}
              name="amount"
              help={amountHelp(amount)}
              validateStatus={amountHelp(amount) ? 'warning' : undefined}
              style={{ flex: '1 1 160px' }}
            >
              <Input prefix="$" inputMode="decimal" autoComplete="off" maxLength={20} />
            </Form.Item>
            <Form.Item
              label={T.paymentOwed}
              name="paymentOwed"
              help={amountHelp(owed)}
              validateStatus={amountHelp(owed) ? 'warning' : undefined}
              style={{ flex: '1 1 160px' }}
            >
              <Input prefix="$" inputMode="decimal" autoComplete="off" maxLength={20} placeholder="0" />
            </Form.Item>
          </div>
          <Form.Item label={T.totalAmountField} extra={T.totalAmountHint(usd(l.totalAmount))}>
            <Input value={usd(toDollars(totalCents))} readOnly aria-label={T.totalAmountField} />
          </Form.Item>
          <Form.Item label={T.descriptionField} name="description">
            <Input.TextArea rows={2} maxLength={LIMITS.shortTextMax} autoComplete="off" />
          </Form.Item>
        </>
      )}
    </LocationFormDialog>
  );
}
