import { FOCUS_AFTER_CHANGE } from '../../components/focusRecovery';
import { useState, type FormEvent } from 'react';
import { demoCardProblems, type DemoCardFields } from '../../../shared/demoCard';
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

/** Groups of four digits as typed, up to the 19 digits a card number may have (src/shared/demoCard.ts). */
function formatCard(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The expiry as typed, in the shapes demoExpiryValid accepts: MM/YY and MM/YYYY. Digits alone get
 * their "/" after the month ("1230" is 12/30, "122030" is 12/2030); a typed "/" after a one-digit
 * month pads it ("1/" is 01/, so "1/30" is 01/30, not 13/0) and stays, so that the year can follow.
 */
export function formatExpiry(text: string): string {
  const slash = text.indexOf('/');
  const month = slash < 0 ? '' : text.slice(0, slash).replace(/\D/g, '');
  if (month.length === 1 || month.length === 2) {
    const year = text
      .slice(slash + 1)
      .replace(/\D/g, '')
      .slice(0, 4);
    return `${month.length === 1 && month !== '0' ? `0${month}` : month}/${year}`;
  }
  // No "/" (or digits around it that cannot be a month, as after an edit in the middle): digits alone.
  const d = text.replace(/\D/g, '').slice(0, 6);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/**
 * What is wrong with the card as entered: `missing` when a field is empty (the form then asks to
 * fill them in), and each filled field's own problem in the provider's words (its own checks).
 */
export function cardProblems(
  card: DemoCardFields,
  now: Date = new Date(),
): { missing: boolean } & Partial<Record<keyof DemoCardFields, string>> {
  const wrong = demoCardProblems(card, now);
  return {
    missing: !card.cardNumber.trim() || !card.expiry.trim() || !card.cvc.trim(),
    ...(card.cardNumber.trim() && wrong.cardNumber ? { cardNumber: wrong.cardNumber } : {}),
    ...(card.expiry.trim() && wrong.expiry ? { expiry: wrong.expiry } : {}),
    ...(card.cvc.trim() && wrong.cvc ? { cvc: wrong.cvc } : {}),
  };
}

/** The embedded demo provider's test card form: clearly labelled, never charges. */
export function DemoCardForm({ onPay, amountText, error, busy = false }: DemoCardFormProps) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  // Once Pay was pressed, each field's problem shows under it and goes away as it is mended.
  const [tried, setTried] = useState(false);
  const problems = tried ? cardProblems({ cardNumber, expiry, cvc }) : { missing: false };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setTried(true);
    const found = cardProblems({ cardNumber, expiry, cvc });
    if (found.missing || found.cardNumber || found.expiry || found.cvc) return;
    await onPay({ cardNumber: cardNumber.replace(/\s/g, ''), expiry, cvc });
  };

  // "Fill in" only when a field is empty; a filled but wrong field says so under itself (and the
  // provider's answer to the card sent before no longer stands above it).
  const wrong = Boolean(problems.cardNumber || problems.expiry || problems.cvc);
  const shown = problems.missing ? PARKING_TEXT.cardFieldsRequired : wrong ? null : error;
  return (
    // Takes the focus from the Pay button it replaces (focusRecovery), named by its label.
    <form onSubmit={onSubmit} noValidate aria-label={PARKING_TEXT.demoTitle} {...{ [FOCUS_AFTER_CHANGE]: '' }}>
      <div style={{ border: '2px dashed #d48806', background: '#fffbe6', borderRadius: 10, padding: 12, marginBottom: 16 }}>
        <strong style={{ display: 'block', marginBottom: 4 }}>{PARKING_TEXT.demoTitle}</strong>
        <span style={{ fontSize: 14 }}>{PARKING_TEXT.demoBody}</span>
      </div>
      {shown && <NoticeBox type="error">{shown}</NoticeBox>}
      <PlainFieldset disabled={busy}>
        <TextField
          id="demo-card"
          error={problems.cardNumber}
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
            error={problems.expiry}
            label={PARKING_TEXT.expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="12/30"
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.target.value))}
          />
          <TextField
            id="demo-cvc"
            error={problems.cvc}
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
