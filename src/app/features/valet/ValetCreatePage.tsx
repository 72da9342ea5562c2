import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { VALET_TEXT } from '../../../shared/messages';
import { useCreateValetMutation, useFindValetByPhoneMutation } from '../../api/enhanced/valets';
import { PageHeader } from '../../components/PageTitle';
import { useSubmission } from '../../components/useSubmission';
import { notSavedMessage } from './notSaved';
import { ValetTicketForm, type TicketBody } from './ValetTicketForm';

interface OpenTicket {
  body: TicketBody;
  open: { _id: string; ticketNumber: string };
}

/**
 * /valet/create?phoneNumber=..&existing=true: a new ticket, the looked-up number filled in. A number
 * that already has an open ticket asks first: a second ticket hides the first from the customer's
 * pages (they show a number's newest), so staff open it, or create another for a second car.
 */
export default function ValetCreatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [createValet, { isLoading }] = useCreateValetMutation();
  const [findValet, { isLoading: looking }] = useFindValetByPhoneMutation();
  const { error, refuse, send } = useSubmission();
  const [asking, setAsking] = useState<OpenTicket | null>(null);
  const details = (id: string) => navigate(`/valet/details?valetId=${encodeURIComponent(id)}`);

  const create = (body: TicketBody) =>
    void send(async () => {
      setAsking(null);
      const { valet } = await createValet({ body }).unwrap();
      details(valet._id);
    }, notSavedMessage);

  const submit = async (body: TicketBody) => {
    // The check helps and is not the rule: when it cannot be made, the ticket is created as before.
    const open = await findValet({ body: { phoneNumber: body.phoneNumber } })
      .unwrap()
      .then((r) => r.valet)
      .catch(() => null);
    if (open) setAsking({ body, open });
    else create(body);
  };

  return (
    <div style={{ maxWidth: 720 }}>
      <PageHeader title={VALET_TEXT.newTicket} />
      <ValetTicketForm
        phoneNumber={params.get('phoneNumber') ?? ''}
        error={error}
        busy={isLoading || looking}
        onRefuse={refuse}
        onSubmit={(body) => void submit(body)}
      />
      <Modal
        open={asking !== null}
        title={VALET_TEXT.openTicketTitle}
        onCancel={() => setAsking(null)}
        footer={
          asking && (
            // Wrapped on a phone with room between them: two thumb-sized buttons, not touching.
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
              <Button size="large" onClick={() => create(asking.body)} loading={isLoading}>
                {VALET_TEXT.createAnother}
              </Button>
              <Button size="large" type="primary" onClick={() => details(asking.open._id)}>
                {VALET_TEXT.openExisting(asking.open.ticketNumber)}
              </Button>
            </div>
          )
        }
      >
        {asking && <p>{VALET_TEXT.openTicketBody(asking.open.ticketNumber, asking.body.phoneNumber)}</p>}
      </Modal>
    </div>
  );
}
