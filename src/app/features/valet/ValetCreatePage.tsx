import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { VALET_TEXT } from '../../../shared/messages';
import { useCreateValetMutation, useFindValetByPhoneMutation, useLazyGetValetsQuery } from '../../api/enhanced/valets';
import { PageHeader } from '../../components/PageTitle';
import { TOUCH_MODAL_STYLES, TOUCH_TARGET } from '../../components/touchTargets';
import { useSubmission } from '../../components/useSubmission';
import { notSavedMessage } from './notSaved';
import { OpenTicketList } from './OpenTicketChoices';
import { openTicketChoice, type OpenTicketChoice } from './openTicketChoice';
import type { CreateTicketState } from './PhoneLookup';
import { ValetTicketForm, type TicketBody } from './ValetTicketForm';

interface OpenTickets {
  body: TicketBody;
  /** The number's (or the car's) open tickets, newest first (at least one). */
  open: OpenTicketChoice[];
  /** What they share with the new ticket: its phone number, or (none on the number) its plate. */
  by: 'phone' | 'plate';
}

/** The ids of the open tickets the desk listed before staff chose to create another (none otherwise). */
function seenOnDesk(state: unknown): ReadonlySet<string> {
  const seen = (state as Partial<CreateTicketState> | null)?.openTicketsSeen;
  return new Set(Array.isArray(seen) ? seen.filter((id): id is string => typeof id === 'string') : []);
}

/**
 * /valet/create?phoneNumber=..&existing=true: a new ticket, the looked-up number filled in. A number
 * that already has open tickets asks first (every one of them): a second ticket hides the first from
 * the customer's pages (they show a number's newest), so staff open it, or create another for a
 * second car. Not asked again about the tickets the desk has just listed for the number, where staff
 * chose "Create another ticket".
 */
export default function ValetCreatePage() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const [createValet, { isLoading }] = useCreateValetMutation();
  const [findValet, { isLoading: looking }] = useFindValetByPhoneMutation();
  const [loadDay, { isFetching: loadingDay }] = useLazyGetValetsQuery();
  const { error, refuse, send } = useSubmission();
  const [asking, setAsking] = useState<OpenTickets | null>(null);
  const details = (id: string) => navigate(`/valet/details?valetId=${encodeURIComponent(id)}`);

  const create = (body: TicketBody) =>
    void send(async () => {
      setAsking(null);
      const { valet } = await createValet({ body }).unwrap();
      details(valet._id);
    }, notSavedMessage);

  const submit = async (body: TicketBody) => {
    // The checks help and are not the rule: when they cannot be made, the ticket is created as before.
    const open = await findValet({ body: { phoneNumber: body.phoneNumber } })
      .unwrap()
      .then((r) => r.tickets)
      .catch(() => []);
    const seen = seenOnDesk(state);
    if (open.some((t) => !seen.has(t._id))) return setAsking({ body, open, by: 'phone' });
    // The same car on another number (a typo in the phone, a second driver): one car, one open ticket.
    const sameCar = await loadDay({}, true)
      .unwrap()
      .then((day) => day.valets.filter((t) => t.status !== 'completed' && t.plateNumber === body.plateNumber && t.state === body.state))
      .catch(() => []);
    if (sameCar.length > 0) setAsking({ body, open: sameCar.map(openTicketChoice), by: 'plate' });
    else create(body);
  };

  const several = asking !== null && asking.open.length > 1;
  const only = asking?.open[0];
  return (
    <div style={{ maxWidth: 720 }}>
      <PageHeader title={VALET_TEXT.newTicket} />
      {(state as Partial<CreateTicketState> | null)?.noOpenTicket && params.get('phoneNumber') && (
        <p role="status" style={{ marginTop: 0 }}>
          {VALET_TEXT.noOpenTicketFor(params.get('phoneNumber') ?? '')}
        </p>
      )}
      <ValetTicketForm
        phoneNumber={params.get('phoneNumber') ?? ''}
        error={error}
        busy={isLoading || looking || loadingDay}
        onRefuse={refuse}
        onSubmit={(body) => void submit(body)}
      />
      <Modal
        open={asking !== null}
        title={
          asking?.by === 'plate'
            ? VALET_TEXT.sameCarTitle
            : asking && several
              ? VALET_TEXT.openTicketsTitle(asking.open.length)
              : VALET_TEXT.openTicketTitle
        }
        onCancel={() => setAsking(null)}
        // The ✕ at the touch size, and the title kept clear of it (antd draws the ✕ over a long title's end).
        styles={{ ...TOUCH_MODAL_STYLES, title: { paddingInlineEnd: TOUCH_TARGET } }}
        footer={
          asking && (
            // Wrapped on a phone with room between them: two thumb-sized buttons, not touching.
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
              <Button size="large" onClick={() => create(asking.body)} loading={isLoading}>
                {VALET_TEXT.createAnother}
              </Button>
              {!several && only && (
                <Button size="large" type="primary" onClick={() => details(only._id)}>
                  {VALET_TEXT.openExisting(only.ticketNumber)}
                </Button>
              )}
            </div>
          )
        }
      >
        {asking &&
          (asking.by === 'plate' ? (
            <>
              <p>{VALET_TEXT.sameCarBody(`${asking.body.plateNumber} ${asking.body.state}`)}</p>
              {several && <OpenTicketList tickets={asking.open} onOpen={(t) => details(t._id)} />}
            </>
          ) : several ? (
            <>
              <p>{VALET_TEXT.openTicketsBody(asking.body.phoneNumber)}</p>
              <OpenTicketList tickets={asking.open} onOpen={(t) => details(t._id)} />
            </>
          ) : (
            only && <p>{VALET_TEXT.openTicketBody(only.ticketNumber, asking.body.phoneNumber)}</p>
          ))}
      </Modal>
    </div>
  );
}
