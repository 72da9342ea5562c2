import { Alert } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { APP_TEXT, SERVER_MESSAGES, VALET_TEXT } from '../../../shared/messages';
import { errorMessage } from '../../api/errors';
import { useGetValetByIdQuery, useUpdateValetMutation } from '../../api/enhanced/valets';
import { PageHeader } from '../../components/PageTitle';
import { useSubmission } from '../../components/useSubmission';
import { notSavedMessage } from './notSaved';
import { ValetTicketForm } from './ValetTicketForm';

/** /valet/details/edit?valetId=..: edit a ticket's fields, then back to its details. */
export default function ValetEditPage() {
  const [params] = useSearchParams();
  const valetId = params.get('valetId') ?? '';
  const navigate = useNavigate();
  const { data, isLoading, error: loadError } = useGetValetByIdQuery({ id: valetId }, { skip: !valetId });
  const [updateValet, { isLoading: saving }] = useUpdateValetMutation();
  const { error, refuse, send } = useSubmission();
  useEffect(() => {
    if (!valetId) void navigate(-1);
  }, [valetId, navigate]);
  if (!valetId) return null;
  const ticket = data?.valet;
  return (
    <div style={{ maxWidth: 720 }}>
      <PageHeader title={VALET_TEXT.editTicket} subtitle={ticket ? VALET_TEXT.ticketTitle(ticket.ticketNumber) : undefined} />
      {isLoading ? (
        <p role="status">{APP_TEXT.loading}</p>
      ) : !ticket ? (
        // Only when nothing was loaded: a failed save refetches the ticket, which offline fails too.
        <Alert type="error" showIcon role="alert" title={errorMessage(loadError, SERVER_MESSAGES.serverError)} />
      ) : (
        <ValetTicketForm
          ticket={ticket}
          error={error}
          busy={saving}
          onRefuse={refuse}
          onSubmit={(body) =>
            void send(async () => {
              await updateValet({ id: valetId, body }).unwrap();
              navigate(`/valet/details?valetId=${encodeURIComponent(valetId)}`, { replace: true });
            }, notSavedMessage)
          }
        />
      )}
    </div>
  );
}
