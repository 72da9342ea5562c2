import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS } from '../../../shared/limits';
import { VALET_MESSAGES, VALET_TEXT } from '../../../shared/messages';
import { typedPhone } from '../../../shared/phone';
import { useFindValetByPhoneMutation } from '../../api/enhanced/valets';
import { PlainButton } from '../../components/PlainButton';
import { pasteIntoField } from '../../components/fieldPaste';
import { PlainForm } from '../../components/PlainForm';
import { TextField } from '../../components/TextField';
import { useSubmission } from '../../components/useSubmission';

/**
 * SPEC 2's "Customer Phone Number" and Submit: the number's open ticket opens its details; no
 * ticket opens a new one with the number filled in. Plain markup: the desk loads without antd.
 */
export function PhoneLookup() {
  const navigate = useNavigate();
  const [findValet, { isLoading }] = useFindValetByPhoneMutation();
  const { error, refuse, send } = useSubmission();
  const [phone, setPhone] = useState('');
  const onSubmit = async () => {
    if (!phone) return refuse(VALET_MESSAGES.valetPhoneRequired);
    await send(async () => {
      const { valet } = await findValet({ body: { phoneNumber: phone } }).unwrap();
      if (valet) navigate(`/valet/details?valetId=${encodeURIComponent(valet._id)}`);
      else navigate(`/valet/create?phoneNumber=${encodeURIComponent(phone)}&existing=true`);
    });
  };
  return (
    <PlainForm onSubmit={() => void onSubmit()} error={error} busy={isLoading}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 220px' }}>
          <TextField
            id="valet-phone"
            required
            label={VALET_TEXT.phoneLabel}
            value={phone}
            onChange={(e) => setPhone(typedPhone(e.target.value))}
            onPaste={(e) => pasteIntoField(e, typedPhone, setPhone)}
            maxLength={LIMITS.phoneMax}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <PlainButton type="submit" variant="primary" loading={isLoading} style={{ minHeight: 48, minWidth: 120, marginBottom: 20 }}>
          {VALET_TEXT.submit}
        </PlainButton>
      </div>
    </PlainForm>
  );
}
