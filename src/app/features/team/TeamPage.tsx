import { dialogTitle } from '../../components/DialogTitle';
import { App, Button } from 'antd';
import { useState } from 'react';
import { AUTH_MESSAGES, SERVER_MESSAGES, TEAM_TEXT } from '../../../shared/messages';
import { errorMessage, refusedField, serverMessage } from '../../api/errors';
import {
  useInviteEnforcerMutation,
  useListEnforcersQuery,
  useSetEnforcerActiveMutation,
  useSetEnforcerLocationsMutation,
  type Enforcer,
} from '../../api/enhanced/users';
import { PageHeader } from '../../components/PageTitle';
import { useSubmission } from '../../components/useSubmission';
import { useManagedLocations } from '../locations';
import { EnforcersTable } from './EnforcersTable';
import { InviteDialog } from './InviteDialog';

/** /team: the owner's parking enforcers, the Team Invite dialog, Activate / Deactivate and where each one works. */
export default function TeamPage() {
  const { message, modal } = App.useApp();
  const { data, isLoading } = useListEnforcersQuery();
  // The locations an enforcer can be given: the owner's own; odogwu's are all of them.
  const { locations } = useManagedLocations();
  const [invite, { isLoading: sending }] = useInviteEnforcerMutation();
  const [setActive] = useSetEnforcerActiveMutation();
  const [setLocations] = useSetEnforcerLocationsMutation();
  const [inviting, setInviting] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { error, refuse, send } = useSubmission();

  const onSend = (body: { name: string; email: string }) =>
    send(
      async () => {
        await invite({ body }).unwrap();
        setInviting(false);
        void message.success(TEAM_TEXT.inviteSent(body.email));
      },
      // A field the server's check refused, in plain words, not its "email: ..." text.
      (err) => {
        const field = refusedField(err);
        if (field === 'email') return AUTH_MESSAGES.emailInvalid;
        // The name's reason is a sentence of ours (too long, hidden characters) after its field.
        if (field === 'name') return serverMessage(err, SERVER_MESSAGES.serverError).replace(/^name: /, '');
        return errorMessage(err, SERVER_MESSAGES.serverError);
      },
    );

  /** One change to one enforcer at a time; the server's refusal is said plainly. */
  const change = async (e: Enforcer, request: () => Promise<unknown>, done: string) => {
    setBusyId(e._id);
    try {
      await request();
      void message.success(done);
    } catch (err) {
      void message.error(errorMessage(err, SERVER_MESSAGES.serverError));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <PageHeader
        title={TEAM_TEXT.title}
        action={
          <Button type="primary" size="large" onClick={() => setInviting(true)}>
            {TEAM_TEXT.addEnforcer}
          </Button>
        }
      />
      <EnforcersTable
        enforcers={data?.users ?? []}
        locations={locations}
        loading={isLoading}
        busyId={busyId}
        onToggle={(e) => {
          const toggle = () =>
            change(
              e,
              () => setActive({ id: e._id, body: { isActive: !e.isActive } }).unwrap(),
              e.isActive ? TEAM_TEXT.deactivated(e.name) : TEAM_TEXT.activated(e.name),
            );
          if (!e.isActive) return void toggle();
          // Deactivating signs them out mid-shift: asked first, and the dialog opens on Cancel.
          modal.confirm({
            title: dialogTitle(TEAM_TEXT.deactivateTitle(e.name)),
            content: TEAM_TEXT.deactivateConfirm,
            okText: TEAM_TEXT.deactivate,
            okButtonProps: { danger: true },
            cancelText: TEAM_TEXT.cancel,
            focusable: { autoFocusButton: 'cancel' },
            onOk: () => void toggle(),
          });
        }}
        onResend={(e) => change(e, () => invite({ body: { name: e.name, email: e.email } }).unwrap(), TEAM_TEXT.inviteSent(e.email))}
        onLocations={(e, locationIds) =>
          change(e, () => setLocations({ id: e._id, body: { locationIds } }).unwrap(), TEAM_TEXT.locationsSaved)
        }
      />
      <InviteDialog
        open={inviting}
        sending={sending}
        error={error}
        onSend={(body) => void onSend(body)}
        onRefuse={refuse}
        onClose={() => {
          refuse('');
          setInviting(false);
        }}
      />
    </>
  );
}
