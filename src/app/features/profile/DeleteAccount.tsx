import { App, Button, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, OWNERS_MESSAGES, SERVER_MESSAGES } from '../../../shared/messages';
import type { Role } from '../../../shared/roles';
import { errorMessage } from '../../api/errors';
import { useDeleteMeMutation } from '../../api/enhanced/users';
import { dialogTitle } from '../../components/DialogTitle';
import { useAppDispatch } from '../../hooks';
import { TOKENS } from '../../themeTokens';
import { userLoggedOut } from '../auth';

/** The roles whose accounts are their own to delete: the two sign-up makes. A team's accounts are its manager's. */
export const mayDeleteOwnAccount = (role: Role): boolean => role === 'customer' || role === 'vendor';

/** What deleting takes with it, for this role: an owner's locations close with the account (DELETE /users/). */
export const deleteIntro = (role: Role): string => (role === 'vendor' ? AUTH_MESSAGES.deleteOwnerIntro : AUTH_MESSAGES.deleteIntro);

/** /profile's Delete account: behind a confirmation that opens on its Cancel; then signed out, on /login. */
export function DeleteAccount({ role }: { role: Role }) {
  const { modal } = App.useApp();
  const [deleteMe] = useDeleteMeMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Signed out once /profile has gone: signed out on it, its guard would send to /login first, without
  // the notice (the router's move is a transition, so the sign-out would be drawn before it).
  const signOutOnLeaving = useRef(false);
  useEffect(
    () => () => {
      if (signOutOnLeaving.current) dispatch(userLoggedOut());
    },
    [dispatch],
  );

  const confirm = () =>
    modal.confirm({
      title: dialogTitle(AUTH_MESSAGES.deleteConfirmTitle),
      content: deleteIntro(role),
      okText: AUTH_MESSAGES.deleteConfirmOk,
      okButtonProps: { danger: true },
      cancelText: AUTH_MESSAGES.deleteCancel,
      // Destructive: the dialog opens on its Cancel, so Enter alone deletes nothing.
      focusable: { autoFocusButton: 'cancel' },
      // Waits for the server (the OK button spins): signed out only once the account is gone.
      onOk: () =>
        deleteMe()
          .unwrap()
          .then(
            () => {
              signOutOnLeaving.current = true;
              void navigate('/login', { replace: true, state: { notice: AUTH_MESSAGES.accountDeleted } });
            },
            (err: unknown) => {
              modal.error({ title: dialogTitle(OWNERS_MESSAGES.oopsTitle), content: errorMessage(err, SERVER_MESSAGES.serverError) });
            },
          ),
    });

  return (
    <section aria-labelledby="delete-title">
      <Typography.Title level={2} id="delete-title" style={{ fontSize: 20, marginTop: 0 }}>
        {AUTH_MESSAGES.deleteTitle}
      </Typography.Title>
      <p style={{ marginTop: 0, color: TOKENS.colorTextSecondary }}>{deleteIntro(role)}</p>
      <Button danger size="large" block onClick={confirm}>
        {AUTH_MESSAGES.deleteButton}
      </Button>
    </section>
  );
}
