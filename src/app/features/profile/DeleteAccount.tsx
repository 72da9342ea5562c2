import { App, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, SERVER_MESSAGES } from '../../../shared/messages';
import type { Role } from '../../../shared/roles';
import { errorMessage, refusedField } from '../../api/errors';
import { useDeleteMeMutation } from '../../api/enhanced/users';
import { dialogTitle } from '../../components/DialogTitle';
import { PlainButton } from '../../components/PlainButton';
import { PlainForm } from '../../components/PlainForm';
import { PasswordField } from '../../components/TextField';
import { useFields } from '../../components/useFields';
import { useSubmission } from '../../components/useSubmission';
import { useAppDispatch } from '../../hooks';
import { TOKENS } from '../../themeTokens';
import { userLoggedOut } from '../auth';

/** The roles whose accounts are their own to delete: the two sign-up makes. A team's accounts are its manager's. */
export const mayDeleteOwnAccount = (role: Role): boolean => role === 'customer' || role === 'vendor';

/** What deleting takes with it, for this role: an owner's locations close with the account (DELETE /users/). */
export const deleteIntro = (role: Role): string => (role === 'vendor' ? AUTH_MESSAGES.deleteOwnerIntro : AUTH_MESSAGES.deleteIntro);

const REFUSAL_ID = 'delete-account-refused';

/**
 * /profile's Delete account: the password first (an unlocked phone is not enough to delete an account
 * for good), then a confirmation that opens on its Cancel; then signed out, on /login.
 */
export function DeleteAccount({ role }: { role: Role }) {
  const { modal } = App.useApp();
  const [deleteMe, { isLoading }] = useDeleteMeMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { values, bind } = useFields({ password: '' });
  const { error, refuse, send } = useSubmission();
  // Signed out once /profile has gone: signed out on it, its guard would send to /login first, without
  // the notice (the router's move is a transition, so the sign-out would be drawn before it).
  const signOutOnLeaving = useRef(false);
  useEffect(
    () => () => {
      if (signOutOnLeaving.current) dispatch(userLoggedOut());
    },
    [dispatch],
  );

  const remove = () =>
    send(
      async () => {
        await deleteMe({ body: { password: values.password } }).unwrap();
        signOutOnLeaving.current = true;
        void navigate('/login', { replace: true, state: { notice: AUTH_MESSAGES.accountDeleted } });
      },
      (err) => (refusedField(err) === 'password' ? AUTH_MESSAGES.currentPasswordWrong : errorMessage(err, SERVER_MESSAGES.serverError)),
    );

  const onSubmit = () => {
    if (values.password === '') return refuse(AUTH_MESSAGES.currentPasswordRequired);
    modal.confirm({
      title: dialogTitle(AUTH_MESSAGES.deleteConfirmTitle),
      content: deleteIntro(role),
      okText: AUTH_MESSAGES.deleteConfirmOk,
      okButtonProps: { danger: true },
      cancelText: AUTH_MESSAGES.deleteCancel,
      // Destructive: the dialog opens on its Cancel, so Enter alone deletes nothing.
      focusable: { autoFocusButton: 'cancel' },
      // Closes at once; the outcome is said in the card (a wrong password) or on /login.
      onOk: () => void remove(),
    });
  };

  const wrongPassword = error === AUTH_MESSAGES.currentPasswordWrong;
  return (
    <section aria-labelledby="delete-title">
      <Typography.Title level={2} id="delete-title" style={{ fontSize: 20, marginTop: 0 }}>
        {AUTH_MESSAGES.deleteTitle}
      </Typography.Title>
      <p style={{ marginTop: 0, color: TOKENS.colorTextSecondary }}>{deleteIntro(role)}</p>
      <PlainForm onSubmit={onSubmit} error={error} busy={isLoading} label={AUTH_MESSAGES.deleteTitle} errorId={REFUSAL_ID}>
        <PasswordField
          id="delete-account-password"
          required
          label={AUTH_MESSAGES.deletePasswordLabel}
          {...bind('password')}
          {...(wrongPassword ? { 'aria-invalid': true, 'aria-describedby': REFUSAL_ID } : {})}
        />
        <PlainButton danger block type="submit" loading={isLoading}>
          {AUTH_MESSAGES.deleteButton}
        </PlainButton>
      </PlainForm>
    </section>
  );
}
