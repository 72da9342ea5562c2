import { dialogTitle } from '../../components/DialogTitle';
import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { OWNER_CONSOLE_TEXT as T, OWNERS_MESSAGES } from '../../../shared/messages';
import { useCreateMemberMutation } from '../../api/enhanced/members';
import { PageHeader } from '../../components/PageTitle';
import { ButtonLink } from '../../components/PlainButton';
import { useManagedLocations } from '../locations';
import { MemberForm, type NewMember } from './MemberForm';
import { refusal } from './refusal';
import { useOwnerDialogs } from './useOwnerDialogs';

/** /members/add: the Add Member form; "Success! Member has been added!" and back to /members, or "Oops!". */
export default function AddMemberPage() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { locations, isLoading } = useManagedLocations();
  const [create, { isLoading: sending }] = useCreateMemberMutation();
  const { oops } = useOwnerDialogs();
  const [error, setError] = useState<string | null>(null);

  const onAdd = async (body: NewMember) => {
    setError(null);
    try {
      await create({ body }).unwrap();
    } catch (err) {
      const said = refusal(err);
      if (said) setError(said);
      else oops(err);
      return;
    }
    // The dialog belongs to this page (each desk page has its own antd App): back to the list once it is closed.
    modal.success({ title: dialogTitle(OWNERS_MESSAGES.memberAdded), afterClose: () => void navigate('/members') });
  };

  return (
    <div style={{ maxWidth: 480 }}>
      <PageHeader
        title={T.newMemberTitle}
        action={
          <ButtonLink variant="link" to="/members">
            {T.backToMembers}
          </ButtonLink>
        }
      />
      <MemberForm locations={locations} locationsLoading={isLoading} sending={sending} error={error} onAdd={(m) => void onAdd(m)} />
    </div>
  );
}
