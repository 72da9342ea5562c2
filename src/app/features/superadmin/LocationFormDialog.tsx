import { Button, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { SUPERADMIN_TEXT as T } from '../../../shared/messages';
import type { VendorLocation } from '../../api/enhanced/subscriptions';
import { Subtitle } from '../../components/PageTitle';
import { ScreenForm } from '../../components/ScreenForm';

export interface LocationFormDialogProps<V extends object> {
  title: string;
  /** The row the dialog is about; null: closed. */
  location: VendorLocation | null;
  form: FormInstance<V>;
  /** The form's values when it opens on `location`. */
  initialValues: (location: VendorLocation) => V;
  sending: boolean;
  error: string | null;
  submitText: string;
  onFinish: (values: V) => void;
  onClose: () => void;
  /** The fields. */
  children: (location: VendorLocation) => ReactNode;
}

/**
 * A superadmin dialog about one vendor location (Update Location Information, Subscription): its
 * name under the title, the fields, then Cancel (usable while sending) and the submit button. The
 * form is emptied once the dialog has closed.
 */
export function LocationFormDialog<V extends object>({
  title,
  location,
  form,
  initialValues,
  sending,
  error,
  submitText,
  onFinish,
  onClose,
  children,
}: LocationFormDialogProps<V>) {
  return (
    <Modal title={title} open={location !== null} onCancel={onClose} footer={null} destroyOnHidden afterClose={() => form.resetFields()}>
      {location && (
        <>
          <div style={{ marginBottom: 16 }}>
            <Subtitle>{location.name}</Subtitle>
          </div>
          <ScreenForm<V> form={form} error={error} onFinish={onFinish} disabled={sending} initialValues={initialValues(location)}>
            {children(location)}
            <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
              <Button onClick={onClose} disabled={false}>
                {T.cancel}
              </Button>
              <Button type="primary" htmlType="submit" loading={sending}>
                {submitText}
              </Button>
            </div>
          </ScreenForm>
        </>
      )}
    </Modal>
  );
}
