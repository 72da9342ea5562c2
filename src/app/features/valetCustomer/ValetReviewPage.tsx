import { useCallback, useRef, useState } from 'react';
import { SERVER_MESSAGES, VALET_MESSAGES, VALET_TEXT } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { checkCustomerRequest, customerRequestTarget, requestButtonDisabled, ticketSettled } from '../../../shared/valet';
import { noAnswer } from '../../api/errors';
import { useRequestValetMutation, type ValetTicket } from '../../api/enhanced/valets';
import { Card } from '../../components/Card';
import { NoticeBox } from '../../components/NoticeBox';
import { ButtonLink, PlainButton } from '../../components/PlainButton';
import { TOKENS } from '../../themeTokens';
import {
  ButtonStack,
  customerFailure,
  InfoRow,
  paidAmountLabel,
  StatusBadge,
  ticketGate,
  totalPaidCents,
  useCustomerTicket,
  valetPath,
} from './common';
import { RequestedDialog } from './RequestedDialog';
import { TicketChoices } from './TicketChoices';

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
  const { pn, ticket, tickets, ticketId, query } = customer;
  const { refetch } = query;
  // The ticket as the server has it now (after a request whose answer was lost).
  const recheck = useCallback(async () => (await refetch().unwrap()).valet ?? null, [refetch]);

  const gate = ticketGate(customer);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {gate ??
        (ticket && (
          <>
            <TicketChoices pn={pn} tickets={tickets} currentId={ticket._id} />
            {/* A new view per ticket: a request's failure or dialog belongs to the car it was for. */}
            <TicketView key={ticket._id} ticket={ticket} pn={pn} ticketId={ticketId} recheck={recheck} />
          </>
        ))}
    </div>
  );
}

export interface TicketViewProps {
  ticket: ValetTicket;
  pn: string;
  /** Kept in the page's links when the number has several tickets (useCustomerTicket). */
  ticketId?: string;
  /** Opens with Requested! shown (a story). */
  initiallyRequested?: boolean;
  /** Asks the server for the ticket as it is now; without it a lost answer is only said. */
  recheck?: () => Promise<ValetTicket | null>;
  /** Opens with this failure of a request for `target` shown (a story). */
  initialFailure?: RequestFailure;
}

/** A request (or unrequest) that failed: what to say, and the status it asked for. */
export interface RequestFailure {
  text: string;
  target: ValetTicket['status'];
}

/**
 * The ticket card and its buttons. Requested! is shown only once the server says the ticket is
 * requested: when a request's answer is lost (no signal) the page asks for the ticket again, and
 * shows Requested! if the request got through, else No connection with Request Your Car to try
 * again. A failure is no longer shown once the ticket has the status asked for (the live stream
 * or a refetch says so), so the page never reads requested beside an error.
 */
export function TicketView({ ticket, pn, ticketId, initiallyRequested = false, recheck, initialFailure }: TicketViewProps) {
  const [requestCar, { isLoading }] = useRequestValetMutation();
  const [failure, setFailure] = useState<RequestFailure | null>(initialFailure ?? null);
  const [checking, setChecking] = useState(false);
  const error = failure && ticket.status !== failure.target ? failure.text : null;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(initiallyRequested);
  // Unrequest Car has no dialog: its outcome is said in words, read out, until the next press.
  const [unrequested, setUnrequested] = useState(false);
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  // Where focus goes back to when the dialog closes.
  const requestButton = useRef<HTMLButtonElement>(null);
  const target = customerRequestTarget(ticket);
  const disabledLook = requestButtonDisabled(ticket);
  const settled = ticketSettled(ticket);

  const onRequest = async () => {
    if (isLoading || checking) return;
    setFailure(null);
    setUnrequested(false);
    const refused = refusalText(ticket);
    setRefusal(refused);
    if (refused) return;
    try {
      await requestCar({ id: ticket._id, body: { status: target, phoneNumber: pn } }).unwrap();
      if (target === 'requested') setDialogOpen(true);
      else setUnrequested(true);
    } catch (e) {
      const lost = noAnswer(e);
      if (lost && recheck) {
        // The request may have reached the server and only its answer been lost: ask what the ticket is now.
        setChecking(true);
        const now = await recheck().catch(() => null);
        setChecking(false);
        if (now?.status === target) {
          if (target === 'requested') setDialogOpen(true);
          return;
        }
      }
      setFailure({ text: lost ? SERVER_MESSAGES.noConnection : customerFailure(e, SERVER_MESSAGES.serverError), target });
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
        <InfoRow label={paidAmountLabel(ticket)} last>
          {formatUsd(settled ? totalPaidCents(ticket) : ticket.estimatedTotal)}
        </InfoRow>
        {/* Requested! promised a word once the car is ready: said here as soon as the desk marks it, read out too. */}
        {ticket.status === 'ready' && refusal !== VALET_MESSAGES.valetReadyForYou && (
          <p role="status" data-testid="valet-ready-notice" style={{ margin: '12px 0 0', fontSize: 20, fontWeight: 600, color: '#531dab' }}>
            {VALET_MESSAGES.valetReadyForYou}
          </p>
        )}
        {ticket.status === 'requested' && ticket.readyEstimateMinutes !== null && (
          <p role="status" style={{ margin: '12px 0 0', fontSize: 16 }}>
            {VALET_TEXT.readyEstimate(ticket.readyEstimateMinutes)}
          </p>
        )}
      </Card>
      {error && <NoticeBox type="error">{error}</NoticeBox>}
      {unrequested && ticket.status === 'unrequested' && (
        <p role="status" style={{ margin: '12px 0 0', fontSize: 16, fontWeight: 600 }}>
          {VALET_MESSAGES.valetUnrequested}
        </p>
      )}
      {refusal && <NoticeBox type="warning">{refusal}</NoticeBox>}
      <ButtonStack>
        {settled && (
          <NoticeBox type="success" style={{ margin: 0, textAlign: 'center', fontSize: 20, fontWeight: 600 }}>
            {VALET_MESSAGES.valetTicketPaid}
          </NoticeBox>
        )}
        {/* SPEC 2 lists both on this page; once paid they are no longer the main action (Pay Online then says Ticket Paid!). */}
        <ButtonLink asButton variant={settled ? 'default' : 'primary'} block to={valetPath.pay(pn, ticketId)}>
          {VALET_TEXT.payOnline}
        </ButtonLink>
        <ButtonLink asButton block to={valetPath.receipt(pn, ticketId)}>
          {VALET_TEXT.payCash}
        </ButtonLink>
        <PlainButton
          ref={requestButton}
          block
          variant={disabledLook ? 'default' : 'primary'}
          loading={isLoading || checking}
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
