import { useState, type FormEvent } from 'react';
import { PARKING_TEXT } from '../../../shared/messages';
import { NoticeBox } from '../../components/NoticeBox';
import { PlainFieldset, TextField } from '../../components/TextField';
import { PlainButton } from '../../components/PlainButton';

export interface DemoCardFormProps {
  /** Confirms with the demo provider; resolves, or rejects with the provider's message. */
  onPay: (card: { cardNumber: string; expiry: string; cvc: string }) => Promise<void>;
  /** Shown on the Pay button, e.g. "$12.34". */
  amountText: string;
  error?: string | null;
  busy?: boolean;
}

/** Groups of four digits as typed. */
function formatCard(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}
function formatExpiry(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** The embedded demo provider's test card form: clearly labelled, never charges. */
export function DemoCardForm({ onPay, amountText, error, busy = false }: DemoCardFormProps) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setLocalError(null);
    if (cardNumber.replace(/\D/g, '').length < 12 || expiry.length < 4 || cvc.length < 3) {
      setLocalError(PARKING_TEXT.cardFieldsRequired);
      return;
    }
    await onPay({ cardNumber: cardNumber.replace(/\s/g, ''), expiry, cvc });
  };

  const shown = localError ?? error;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={PARKING_TEXT.demoTitle}>
      <div style={{ border: '2px dashed #d48806', background: '#fffbe6', borderRadius: 10, padding: 12, marginBottom: 16 }}>
        <strong style={{ display: 'block', marginBottom: 4 }}>{PARKING_TEXT.demoTitle}</strong>
        <span style={{ fontSize: 14 }}>{PARKING_TEXT.demoBody}</span>
      </div>
      {shown && <NoticeBox type="error">{shown}</NoticeBox>}
      <PlainFieldset disabled={busy}>
        <TextField
          id="demo-card"
          label={PARKING_TEXT.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={cardNumber}
          onChange={(e) => setCardNumber(formatCard(e.target.value))}
        />
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
          <TextField
            id="demo-expiry"
            label={PARKING_TEXT.expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="12/30"
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.target.value))}
          />
          <TextField
            id="demo-cvc"
            label={PARKING_TEXT.cvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
          />
        </div>
        <PlainButton variant="primary" type="submit" block loading={busy}>
          {`${PARKING_TEXT.pay} ${amountText}`}
        </PlainButton>
      </PlainFieldset>
    </form>
  );
}
