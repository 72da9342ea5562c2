import { useState, type FormEvent } from 'react';
import {
  PARKING_MESSAGES,
  SERVER_MESSAGES,
  VALET_MESSAGES,
  VALET_TEXT,
  valetReceiptEmailDropped,
  valetReceiptSentTo,
  valetReceiptTitle,
} from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { customerCountsAsPaid, nothingOwedYet } from '../../../shared/valet';
import { useSendValetReceiptMutation, type ValetTicket } from '../../api/enhanced/valets';
import { NoticeBox } from '../../components/NoticeBox';
import { ButtonLink, PlainButton } from '../../components/PlainButton';
import { EmailField, PlainFieldset } from '../../components/TextField';
import {
  ButtonStack,
  customerFailure,
  CustomerTitle,
  InfoRow,
  LocationLine,
  ticketGate,
  paidAmountLabel,
  totalPaidCents,
  useCustomerTicket,
  valetPath,
} from './common';
import { droppedCharacters, editReceiptEmail, EMPTY_RECEIPT_EMAIL, type ReceiptEmailInput } from './receiptEmail';

/**
 * /valet/receipt?pn= (SPEC 2): Receipt for #{ticket}. Paid: the receipt's lines, Thank You! with an
 * email for the receipt, Send Receipt and Done. Unpaid: the cash prompt and Pay Online. Back goes to
 * the ticket.
 */
export default function ValetReceiptPage() {
  const customer = useCustomerTicket();
  const { pn, ticket, ticketId } = customer;
  const gate = ticketGate(customer);
  return (
    <div>
      {gate ?? (ticket && <ReceiptView ticket={ticket} pn={pn} ticketId={ticketId} />)}
      <ButtonStack>
        <ButtonLink asButton block to={pn ? valetPath.review(pn, ticketId) : '/'}>
          {VALET_TEXT.back}
        </ButtonLink>
      </ButtonStack>
    </div>
  );
}

/** The receipt once its ticket is known. */
export function ReceiptView({ ticket, pn, ticketId }: { ticket: ValetTicket; pn: string; ticketId?: string }) {
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
            <InfoRow label={paidAmountLabel(ticket)} last>
              {formatUsd(totalPaidCents(ticket))}
            </InfoRow>
          </div>
          {/* Just handed in: nothing taken, so no receipt to send yet (the server refuses one too). */}
          {nothingOwedYet(ticket) ? (
            <p style={{ fontSize: 17, margin: '0 0 16px' }}>{VALET_MESSAGES.valetNothingYetBody}</p>
          ) : (
            <EmailReceipt ticket={ticket} pn={pn} ticketId={ticketId} />
          )}
        </>
      ) : (
        <>
          <p style={{ fontSize: 18, margin: '16px 0' }}>{VALET_MESSAGES.valetCashPrompt}</p>
          <ButtonLink asButton variant="primary" block to={valetPath.pay(pn, ticketId)}>
            {VALET_TEXT.payOnline}
          </ButtonLink>
        </>
      )}
    </>
  );
}

/**
 * Thank You!: the receipt by email, and Done. The input keeps letters, digits, @ and the dot (SPEC 5)
 * and sends what it shows; when it dropped something the customer typed, a notice under it says
 * which characters and that the receipt goes to exactly what is shown, until the two agree again.
 */
function EmailReceipt({ ticket, pn, ticketId }: { ticket: ValetTicket; pn: string; ticketId?: string }) {
  const [sendReceipt, { isLoading }] = useSendValetReceiptMutation();
  const [input, setInput] = useState<ReceiptEmailInput>(EMPTY_RECEIPT_EMAIL);
  const email = input.shown;
  const dropped = droppedCharacters(input);
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
      // SPEC 8's "the error message", in the page's words when the server's input check refused the address.
      setError(customerFailure(err, SERVER_MESSAGES.serverError));
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
            onChange={(e) => {
              const raw = e.target.value;
              setInput((prev) => editReceiptEmail(prev, raw));
            }}
            aria-describedby={dropped.length > 0 ? 'valet-receipt-email-dropped' : undefined}
            extra={
              dropped.length > 0 && (
                <div id="valet-receipt-email-dropped">
                  <NoticeBox type="warning" style={{ margin: 0 }}>
                    {valetReceiptEmailDropped(dropped)}
                  </NoticeBox>
                </div>
              )
            }
          />
          <PlainButton variant="primary" type="submit" block loading={isLoading} disabled={sent}>
            {isLoading ? PARKING_MESSAGES.sendingReceipt : sent ? PARKING_MESSAGES.receiptSent : PARKING_MESSAGES.sendReceipt}
          </PlainButton>
        </PlainFieldset>
      </form>
      <ButtonStack>
        <ButtonLink asButton block to={valetPath.review(pn, ticketId)}>
          {VALET_TEXT.done}
        </ButtonLink>
      </ButtonStack>
    </section>
  );
}
