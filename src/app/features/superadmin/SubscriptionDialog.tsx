import { LIMITS } from '../../../shared/limits';
import { SUBSCRIPTION_AMOUNT_MAX } from '../../../shared/subscriptions';
import { Form, Input, Switch } from 'antd';
import { SUPERADMIN_TEXT as T } from '../../../shared/messages';
import { centsToDecimal, decimalToCents, toCents, toDollars } from '../../../shared/money';
import type { VendorLocation } from '../../api/enhanced/subscriptions';
import { LocationFormDialog } from './LocationFormDialog';

interface SubscriptionValues {
  revenuePerMonth?: string;
  isActive?: boolean;
  description?: string;
}

/** POST /billing/subs's body: only what was changed is sent (the status is the row's, which the lot's own state also turns off). */
export interface SubscriptionChange {
  locationId: string;
  revenuePerMonth?: number;
  isActive?: boolean;
  description?: string;
}

export interface SubscriptionDialogProps {
  /** The row whose Edit opened the dialog; null: closed. */
  location: VendorLocation | null;
  sending: boolean;
  error: string | null;
  onSave: (change: SubscriptionChange) => void;
  onRefuse: (message: string) => void;
  onClose: () => void;
}

/**
 * A location's subscription (beyond the spec, the console's way to what `POST /billing/subs` sets):
 * its monthly price, whether it is active, its description. Only the fields changed are sent.
 */
export function SubscriptionDialog({ location, sending, error, onSave, onRefuse, onClose }: SubscriptionDialogProps) {
  const [form] = Form.useForm<SubscriptionValues>();

  const onFinish = (v: SubscriptionValues) => {
    if (!location) return;
    const cents = decimalToCents((v.revenuePerMonth ?? '').trim().replace(/^\$/, '').replace(/,/g, ''));
    if (cents === null || cents < 0 || cents > SUBSCRIPTION_AMOUNT_MAX * 100) return onRefuse(T.priceInvalid);
    const description = (v.description ?? '').trim();
    onSave({
      locationId: location._id,
      ...(cents !== toCents(location.revenuePerMonth) ? { revenuePerMonth: toDollars(cents) } : {}),
      ...(form.isFieldTouched('isActive') && v.isActive !== location.isActive ? { isActive: Boolean(v.isActive) } : {}),
      ...(description !== (location.description ?? '') ? { description } : {}),
    });
  };

  return (
    <LocationFormDialog<SubscriptionValues>
      title={T.subscriptionTitle}
      location={location}
      form={form}
      initialValues={(l) => ({
        revenuePerMonth: centsToDecimal(toCents(l.revenuePerMonth)),
        isActive: l.isActive,
        description: l.description ?? '',
      })}
      sending={sending}
      error={error}
      submitText={T.save}
      onFinish={onFinish}
      onClose={onClose}
    >
      {() => (
        <>
          <Form.Item label={T.revenuePerMonth} name="revenuePerMonth">
            <Input prefix="$" inputMode="decimal" autoComplete="off" maxLength={20} />
          </Form.Item>
          <Form.Item label={T.statusField} name="isActive" valuePropName="checked" extra={T.statusHint}>
            <Switch />
          </Form.Item>
          <Form.Item label={T.descriptionField} name="description">
            <Input.TextArea rows={2} maxLength={LIMITS.shortTextMax} autoComplete="off" />
          </Form.Item>
        </>
      )}
    </LocationFormDialog>
  );
}
