import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LIMITS } from '../../../shared/limits';
import { VALET_MESSAGES, VALET_TEXT } from '../../../shared/messages';
import { useFindValetByPhoneMutation } from '../../api/enhanced/valets';
import { ScreenForm } from '../../components/ScreenForm';
import { useSubmission } from '../../components/useSubmission';

interface Values {
  phoneNumber?: string;
}

const digits = (v: string | undefined) => (v ?? '').replace(/\D/g, '');

/**
 * SPEC 2's "Customer Phone Number" and Submit: the number's open ticket opens its details; no
 * ticket opens a new one with the number filled in.
 */
export function PhoneLookup() {
  const navigate = useNavigate();
  const [findValet, { isLoading }] = useFindValetByPhoneMutation();
  const { error, refuse, send } = useSubmission();
  const onFinish = async (values: Values) => {
    const phoneNumber = digits(values.phoneNumber);
    if (!phoneNumber) return refuse(VALET_MESSAGES.valetPhoneRequired);
    await send(async () => {
      const { valet } = await findValet({ body: { phoneNumber } }).unwrap();
      if (valet) navigate(`/valet/details?valetId=${encodeURIComponent(valet._id)}`);
      else navigate(`/valet/create?phoneNumber=${encodeURIComponent(phoneNumber)}&existing=true`);
    });
  };
  return (
    <ScreenForm<Values> error={error} onFinish={onFinish} disabled={isLoading}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <Form.Item label={VALET_TEXT.phoneLabel} name="phoneNumber" normalize={digits} style={{ flex: '1 1 220px', marginBottom: 0 }}>
          <Input maxLength={LIMITS.phoneMax} inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} style={{ minHeight: 48, minWidth: 120 }}>
          {VALET_TEXT.submit}
        </Button>
      </div>
    </ScreenForm>
  );
}
