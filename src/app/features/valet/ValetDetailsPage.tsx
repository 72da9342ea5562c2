import { dialogTitle } from '../../components/DialogTitle';
import { useLiveValets } from '../../api/live';
import { Alert, App, Card, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { APP_TEXT, SERVER_MESSAGES, VALET_MESSAGES, VALET_TEXT } from '../../../shared/messages';
import { ticketSettled, type ValetStaffTarget } from '../../../shared/valet';
import { addressErrorMessage } from '../../api/errors';
import { useGetLocationByIdQuery } from '../../api/enhanced/locations';
import { useGetValetByIdQuery, useGetValetEventsQuery, useSetValetStatusMutation, type ValetTicket } from '../../api/enhanced/valets';
import { PageHeader } from '../../components/PageTitle';
import { ButtonLink, PlainButton } from '../../components/PlainButton';
import { CustomerQrDialog, customerLink } from './CustomerQrDialog';
import { notSavedMessage } from './notSaved';
import { ParkedDialog, type ParkedValuesInput } from './ParkedDialog';
import { StatusButtons } from './StatusButtons';
import { TicketDetails } from './TicketDetails';
import { TicketHistory } from './TicketHistory';

/** The stored parked values (only those the ticket has), sent along with a status so the server's parkedBy/parkedLocation rule holds. */
function storedValues(ticket: ValetTicket): { parkedBy?: string; parkedLocation?: string } | undefined {
  const values = {
    ...(ticket.parkedBy ? { parkedBy: ticket.parkedBy } : {}),
    ...(ticket.parkedLocation ? { parkedLocation: ticket.parkedLocation } : {}),
  };
  return Object.keys(values).length ? values : undefined;
}

/** /valet/details?valetId=..: one ticket, its Edit link, its status buttons, its QR and its history; back without an id. */
export default function ValetDetailsPage() {
  const [params] = useSearchParams();
  const valetId = params.get('valetId') ?? '';
  const navigate = useNavigate();
  useEffect(() => {
    if (!valetId) void navigate(-1);
  }, [valetId, navigate]);
  const { data, isLoading, error: loadError } = useGetValetByIdQuery({ id: valetId }, { skip: !valetId });
  const { data: history } = useGetValetEventsQuery({ id: valetId }, { skip: !valetId });
  // The ticket carries its location's id, not its time zone: the history's times need the lot's clock.
  const locationId = data?.valet?.locationId ?? '';
  const { data: location } = useGetLocationByIdQuery({ id: locationId }, { skip: !locationId });
  // A customer's request or payment shows here at once.
  useLiveValets(Boolean(valetId));
  const [setStatus] = useSetValetStatusMutation();
  const [sending, setSending] = useState<ValetStaffTarget | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [parkedOpen, setParkedOpen] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);
  const { modal } = App.useApp();

  if (!valetId) return null;
  if (isLoading) return <p role="status">{APP_TEXT.loading}</p>;
  // A failed refetch keeps the ticket last loaded on screen: a status change refetches the ticket
  // even when it fails, and offline that refetch fails too.
  const ticket = data?.valet;
  // A malformed id in the address (a cut link) is a ticket that is not there, in the page's words.
  if (!ticket) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={addressErrorMessage(loadError, VALET_MESSAGES.valetNotFound, SERVER_MESSAGES.serverError)}
      />
    );
  }

  const send = async (status: ValetStaffTarget, values?: ParkedValuesInput) => {
    setSending(status);
    setError(null);
    try {
      const stored = storedValues(ticket);
      // `from`: the status this page shows, so a ticket another desk has moved on is not changed blindly.
      const body = { status, from: ticket.status, ...(values ? { values } : stored ? { values: stored } : {}) };
      await setStatus({ id: ticket._id, body }).unwrap();
      if (status === 'parked') setParkedOpen(false);
    } catch (err) {
      setError(notSavedMessage(err));
    } finally {
      setSending(null);
    }
  };
  const onAction = (status: ValetStaffTarget) => {
    if (ticket.status === 'completed') {
      // Any status button reopens a finished ticket: a stray tap on a one-handed desk must not. Cancel changes nothing.
      modal.confirm({
        title: dialogTitle(VALET_MESSAGES.valetReopenTitle),
        content: VALET_MESSAGES.valetReopenBody,
        okText: VALET_MESSAGES.valetReopenOk,
        cancelText: VALET_TEXT.cancel,
        focusable: { autoFocusButton: 'cancel' },
        okButtonProps: { size: 'large' },
        cancelButtonProps: { size: 'large' },
        onOk: () => (status === 'parked' ? setParkedOpen(true) : void send(status)),
      });
    } else if (status === 'parked') {
      setError(null);
      setParkedOpen(true);
    } else if (status === 'completed' && !ticketSettled(ticket)) {
      // Complete! on a ticket not paid finishes it unpaid: SPEC 4 allows it, but a thumb meant for
      // CASH PAYMENT must not do it by mistake. Cancel changes nothing.
      modal.confirm({
        title: dialogTitle(VALET_MESSAGES.valetCompleteUnpaidTitle),
        content: VALET_MESSAGES.valetCompleteUnpaidBody,
        okText: VALET_MESSAGES.valetCompleteUnpaidOk,
        cancelText: VALET_TEXT.cancel,
        // Destructive: the dialog opens on Cancel, so Enter alone deletes nothing.
        focusable: { autoFocusButton: 'cancel' },
        okButtonProps: { danger: true, size: 'large' },
        cancelButtonProps: { size: 'large' },
        onOk: () => void send('completed'),
      });
    } else void send(status);
  };

  return (
    <div style={{ maxWidth: 900 }}>
      <PageHeader
        title={VALET_TEXT.ticketTitle(ticket.ticketNumber)}
        subtitle={ticket.locationName ?? undefined}
        action={
          <Space wrap>
            {/* The same plain button as Edit beside it, so the pair matches in size and look. */}
            <PlainButton onClick={() => setQrOpen(true)}>{VALET_TEXT.showQr}</PlainButton>
            <ButtonLink to={`/valet/details/edit?valetId=${encodeURIComponent(ticket._id)}`}>{VALET_TEXT.edit}</ButtonLink>
          </Space>
        }
      />
      {error && !parkedOpen && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
      <div style={{ marginBottom: 16 }}>
        <StatusButtons ticket={ticket} sending={sending} onAction={onAction} />
      </div>
      <TicketDetails ticket={ticket} />
      <Card style={{ marginTop: 16 }}>
        <TicketHistory events={history?.events ?? []} timeZone={location?.data.location.timeZone} />
      </Card>
      <ParkedDialog
        open={parkedOpen}
        initial={ticket}
        sending={sending === 'parked'}
        error={parkedOpen ? error : null}
        onCancel={() => setParkedOpen(false)}
        onSubmit={(values) => void send('parked', values)}
      />
      <CustomerQrDialog
        open={qrOpen}
        onClose={() => setQrOpen(false)}
        ticketNumber={ticket.ticketNumber}
        link={customerLink(ticket.phoneNumber)}
      />
    </div>
  );
}
