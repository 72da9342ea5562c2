import { useNavigate, useSearchParams } from 'react-router-dom';
import { VALET_TEXT } from '../../../shared/messages';
import { useCreateValetMutation } from '../../api/enhanced/valets';
import { PageHeader } from '../../components/PageTitle';
import { useSubmission } from '../../components/useSubmission';
import { notSavedMessage } from './notSaved';
import { ValetTicketForm } from './ValetTicketForm';

/** /valet/create?phoneNumber=..&existing=true: a new ticket, the looked-up number filled in. */
export default function ValetCreatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [createValet, { isLoading }] = useCreateValetMutation();
  const { error, refuse, send } = useSubmission();
  return (
    <div style={{ maxWidth: 720 }}>
      <PageHeader title={VALET_TEXT.newTicket} />
      <ValetTicketForm
        phoneNumber={params.get('phoneNumber') ?? ''}
        error={error}
        busy={isLoading}
        onRefuse={refuse}
        onSubmit={(body) =>
          void send(async () => {
            const { valet } = await createValet({ body }).unwrap();
            navigate(`/valet/details?valetId=${encodeURIComponent(valet._id)}`);
          }, notSavedMessage)
        }
      />
    </div>
  );
}
