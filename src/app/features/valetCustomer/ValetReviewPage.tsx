import { useCallback, useRef, useState } from 'react';
import { MESSAGES, VALET_MESSAGES, VALET_TEXT } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { checkCustomerRequest, customerRequestTarget, requestButtonDisabled, ticketSettled } from '../../../shared/valet';
import { useRequestValetMutation, type ValetTicket } from '../../api/enhanced/valets';
import { Card } from '../../components/Card';
import { NoticeBox } from '../../components/NoticeBox';
import { ButtonLink, PlainButton } from '../../components/PlainButton';
import { TOKENS } from '../../themeTokens';
import { ButtonStack, customerFailure, InfoRow, StatusBadge, ticketGate, totalPaidCents, useCustomerTicket, valetPath } from './common';
import { RequestedDialog } from './RequestedDialog';

/** The refusal shown when the grey request button is pressed (SPEC 4). */
function refusalText(ticket: Pick<ValetTicket, 'status'>): string | null {
  const check = checkCustomerRequest(ticket);
  if (check.ok) return null;
  return check.reason === 'readyForYou' ? VALET_MESSAGES.valetReadyForYou : VALET_MESSAGES.valetReady;
}

/**
 * /valet/review?pn={phone} (SPEC 2): the customer's ticket, Pay Online, Pay Cash, and Request Your
 * Car / Unrequest Car. Public, opened on a phone from the link the valet sends. A ticket already
 * paid (paid flag, or status paid or completed) reads Ticket Paid! with the total paid, and its
 * Pay Online is no longer the main button. Staff's changes show without a reload (useCustomerTicket).
 */
export default function ValetReviewPage() {
  const customer = useCustomerTicket();
  const { pn, ticket } = customer;

  const gate = ticketGate(customer);
  return <div style={{ display: 'grid', gap: 16 }}>{gate ?? (ticket && <TicketView ticket={ticket} pn={pn} />)}</div>;
}

/** The ticket card and its buttons. */
export function TicketView({ ticket, pn, initiallyRequested = false }: { ticket: ValetTicket; pn: string; initiallyRequested?: boolean }) {
  const [requestCar, { isLoading }] = useRequestValetMutation();
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(initiallyRequested);
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  // Where focus goes back to when the dialog closes.
  const requestButton = useRef<HTMLButtonElement>(null);
  const target = customerRequestTarget(ticket);
  const disabledLook = requestButtonDisabled(ticket);
  const settled = ticketSettled(ticket);

  const onRequest = async () => {
    if (isLoading) return;
    setError(null);
    const refused = refusalText(ticket);
    setRefusal(refused);
    if (refused) return;
    try {
      await requestCar({ id: ticket._id, body: { status: target, phoneNumber: pn } }).unwrap();
      if (target === 'requested') setDialogOpen(true);
    } catch (e) {
      setError(customerFailure(e, MESSAGES.serverError));
    }
  };

  const vehicle = [ticket.make, ticket.model, ticket.color].filter(Boolean).join(' · ');
  return (
    <>
      <Card label={`${VALET_TEXT.ticketNumber} ${ticket.ticketNumber}`}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, marginBottom: 8 }}>
          <div>
            <div style={{ color: TOKENS.colorTextSecondary, fontSize: 14 }}>{VALET_TEXT.ticketNumber}</div>
            <h1 style={{ fontSize: 28, fontWeight: 700, margin: 0 }}>#{ticket.ticketNumber}</h1>
          </div>
          <StatusBadge ticket={ticket} />
        </div>
        <InfoRow label={VALET_TEXT.plateNumber}>
          {ticket.plateNumber}
          {ticket.state ? ` · ${ticket.state}` : ''}
        </InfoRow>
        {vehicle && <InfoRow label={VALET_TEXT.vehicle}>{vehicle}</InfoRow>}
        {(ticket.locationName || ticket.locationAddress) && (
          <InfoRow label={VALET_TEXT.location}>
            {ticket.locationName}
            {ticket.locationAddress && (
              <span style={{ display: 'block', fontWeight: 400, fontSize: 15, color: TOKENS.colorTextSecondary }}>
                {ticket.locationAddress}
              </span>
            )}
          </InfoRow>
        )}
        <InfoRow label={settled ? VALET_TEXT.totalPaid : VALET_TEXT.estTotal} last>
          {formatUsd(settled ? totalPaidCents(ticket) : ticket.estimatedTotal)}
        </InfoRow>
        {ticket.status === 'requested' && ticket.readyEstimateMinutes !== null && (
          <p role="status" style={{ margin: '12px 0 0', fontSize: 16 }}>
            {VALET_TEXT.readyEstimate(ticket.readyEstimateMinutes)}
          </p>
        )}
      </Card>
      {error && <NoticeBox type="error">{error}</NoticeBox>}
      {refusal && <NoticeBox type="warning">{refusal}</NoticeBox>}
      <ButtonStack>
        {settled && (
          <NoticeBox type="success" style={{ margin: 0, textAlign: 'center', fontSize: 20, fontWeight: 600 }}>
            {VALET_MESSAGES.valetTicketPaid}
          </NoticeBox>
        )}
        {/* SPEC 2 lists both on this page; once paid they are no longer the main action (Pay Online then says Ticket Paid!). */}
        <ButtonLink variant={settled ? 'default' : 'primary'} block to={valetPath.pay(pn)}>
          {VALET_TEXT.payOnline}
        </ButtonLink>
        <ButtonLink block to={valetPath.receipt(pn)}>
          {VALET_TEXT.payCash}
        </ButtonLink>
        <PlainButton
          ref={requestButton}
          block
          variant={disabledLook ? 'default' : 'primary'}
          loading={isLoading}
          // Grey but enabled (SPEC 4): a press must still answer with why it is refused, and a
          // disabled button would swallow it. The grey text stays above 4.5:1 on its background.
          style={disabledLook ? { background: '#f0f0f0', color: '#595959', borderColor: TOKENS.colorBorder } : undefined}
          onClick={() => void onRequest()}
        >
          {target === 'requested' ? VALET_TEXT.requestYourCar : VALET_TEXT.unrequestCar}
        </PlainButton>
      </ButtonStack>
      {dialogOpen && <RequestedDialog onClose={closeDialog} returnFocus={requestButton} />}
    </>
  );
}
