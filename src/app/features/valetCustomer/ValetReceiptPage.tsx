import { useState, type FormEvent } from 'react';
import { MESSAGES, VALET_MESSAGES, VALET_TEXT, valetReceiptSentTo, valetReceiptTitle } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { cleanReceiptEmail, customerCountsAsPaid } from '../../../shared/valet';
import { serverMessage } from '../../api/errors';
import { useSendValetReceiptMutation, type ValetTicket } from '../../api/enhanced/valets';
import { NoticeBox } from '../../components/NoticeBox';
import { ButtonLink, PlainButton } from '../../components/PlainButton';
import { EmailField, PlainFieldset } from '../../components/TextField';
import { ButtonStack, CustomerTitle, InfoRow, LocationLine, ticketGate, totalPaidCents, useCustomerTicket, valetPath } from './common';

/**
 * /valet/receipt?pn= (SPEC 2): Receipt for #{ticket}. Paid: the receipt's lines, Thank You! with an
 * email for the receipt, Send Receipt and Done. Unpaid: the cash prompt and Pay Online. Back goes to
 * the ticket.
 */
export default function ValetReceiptPage() {
  const { pn, ticket, query } = useCustomerTicket();
  const gate = ticketGate({ pn, query });
  return (
    <div>
      {gate ?? (ticket && <ReceiptView ticket={ticket} pn={pn} />)}
      <ButtonStack>
        <ButtonLink block to={pn ? valetPath.review(pn) : '/'}>
          {VALET_TEXT.back}
        </ButtonLink>
      </ButtonStack>
    </div>
  );
}

/** The receipt once its ticket is known. */
export function ReceiptView({ ticket, pn }: { ticket: ValetTicket; pn: string }) {
  const paid = customerCountsAsPaid(ticket);
  return (
    <>
      <CustomerTitle>{valetReceiptTitle(ticket.ticketNumber)}</CustomerTitle>
      <LocationLine ticket={ticket} />
      {paid ? (
        <>
          <div style={{ marginBottom: 24 }}>
            <InfoRow label={VALET_TEXT.ticketNumber}>#{ticket.ticketNumber}</InfoRow>
            <InfoRow label={VALET_TEXT.plateNumber}>
              {ticket.plateNumber}
              {ticket.state ? ` · ${ticket.state}` : ''}
            </InfoRow>
            {ticket.locationName && <InfoRow label={VALET_TEXT.location}>{ticket.locationName}</InfoRow>}
            <InfoRow label={VALET_TEXT.totalPaid} last>
              {formatUsd(totalPaidCents(ticket))}
            </InfoRow>
          </div>
          <EmailReceipt ticket={ticket} pn={pn} />
        </>
      ) : (
        <>
          <p style={{ fontSize: 18, margin: '16px 0' }}>{VALET_MESSAGES.valetCashPrompt}</p>
          <ButtonLink variant="primary" block to={valetPath.pay(pn)}>
            {VALET_TEXT.payOnline}
          </ButtonLink>
        </>
      )}
    </>
  );
}

/** Thank You!: the receipt by email (the input keeps letters, digits, @ and the dot: SPEC 5), and Done. */
function EmailReceipt({ ticket, pn }: { ticket: ValetTicket; pn: string }) {
  const [sendReceipt, { isLoading }] = useSendValetReceiptMutation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (isLoading) return;
    setError(null);
    if (!email) {
      setError(VALET_MESSAGES.valetReceiptEmailRequired);
      return;
    }
    try {
      await sendReceipt({ body: { valet: { _id: ticket._id }, email, phoneNumber: pn } }).unwrap();
      setSentTo(email);
    } catch (err) {
      setError(serverMessage(err, MESSAGES.serverError));
    }
  };

  const sent = sentTo !== null && sentTo === email;
  return (
    <section aria-labelledby="valet-thank-you">
      <h2 id="valet-thank-you" style={{ fontSize: 24, margin: '0 0 12px', textAlign: 'center' }}>
        {VALET_TEXT.thankYou}
      </h2>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        {error && <NoticeBox type="error">{error}</NoticeBox>}
        {sent && <NoticeBox type="success">{valetReceiptSentTo(sentTo)}</NoticeBox>}
        <PlainFieldset disabled={isLoading}>
          <EmailField
            id="valet-receipt-email"
            label={VALET_TEXT.receiptEmailLabel}
            value={email}
            onChange={(e) => setEmail(cleanReceiptEmail(e.target.value))}
          />
          <PlainButton variant="primary" type="submit" block loading={isLoading} disabled={sent}>
            {isLoading ? MESSAGES.sendingReceipt : sent ? MESSAGES.receiptSent : MESSAGES.sendReceipt}
          </PlainButton>
        </PlainFieldset>
      </form>
      <ButtonStack>
        <ButtonLink block to={valetPath.review(pn)}>
          {VALET_TEXT.done}
        </ButtonLink>
      </ButtonStack>
    </section>
  );
}
