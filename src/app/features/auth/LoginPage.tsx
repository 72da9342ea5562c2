import { useState } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { homePathFor } from '../../../shared/access';
import { APP_TEXT, AUTH_MESSAGES, signedInAlready } from '../../../shared/messages';
import { errorMessage, outcomeUnknown, refusedField } from '../../api/errors';
import { NoticeBox } from '../../components/NoticeBox';
import { PlainButton } from '../../components/PlainButton';
import { TOUCH_TEXT_LINK } from '../../components/touchTargets';
import { EmailField, PasswordField } from '../../components/TextField';
import { FormTitle } from '../../components/PageTitle';
import { PlainForm } from '../../components/PlainForm';
import { useFields } from '../../components/useFields';
import { useSubmission } from '../../components/useSubmission';
import { useLoginMutation } from '../../api/enhanced/users';
import type { LoginRedirectState } from '../../guards';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { canOpen } from '../../routeTable';
import { selectCurrentUser, selectEndedBecause, userLoggedIn, type AuthUser } from './authSlice';

/** Where to go after login: back to the guarded page the user came from if they may open it, else home by role. */
export function destinationAfterLogin(user: AuthUser, state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (user.role !== 'admin' && from?.pathname && from.pathname !== '/login' && canOpen(user, from.pathname)) {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return homePathFor(user.role);
}

/**
 * What a failed login says (SPEC 8: the server message, else the error message, else Login failed):
 * a field refused by the server's input check in plain words rather than its "field: ..." text.
 * No account has a password longer than the server accepts, so such a password is just wrong.
 */
function loginFailure(err: unknown): string {
  const field = refusedField(err);
  if (field === 'email') return AUTH_MESSAGES.emailInvalid;
  if (field === 'password') return AUTH_MESSAGES.wrongCredentials;
  if (field) return AUTH_MESSAGES.entriesRefused;
  return errorMessage(err, AUTH_MESSAGES.loginFailed);
}

const refusedBy = (error: string | null) => (error ? { 'aria-invalid': true, 'aria-describedby': 'login-error' } : {});

/** Whether a failed sign-in was about what was typed: not a lost signal, a server failure or the rate limit. */
const aboutTheEntries = (err: unknown) => !outcomeUnknown(err) && (err as { status?: unknown } | null)?.status !== 429;

export default function LoginPage() {
  const [login, { isLoading }] = useLoginMutation();
  // Signed in, the next page's chunk may take seconds on a weak signal: the form stays busy until it arrives.
  const leaving = useNavigation().state !== 'idle';
  const busy = isLoading || leaving;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { error, send } = useSubmission();
  const [entriesRefused, setEntriesRefused] = useState(false);
  const { values, bind } = useFields({ email: '', password: '' });
  const current = useAppSelector(selectCurrentUser);
  const refusedFrom = (location.state as LoginRedirectState | null)?.from?.pathname;
  const arrivalNotice = (location.state as LoginRedirectState | null)?.notice;
  const endedBecause = useAppSelector(selectEndedBecause);

  const onSubmit = () =>
    send(
      async () => {
        // SPEC section 5: fields are sent as typed.
        const res = await login({ body: values }).unwrap();
        const token = res.token ?? res.data?.token;
        const user = res.user ?? res.data?.user;
        dispatch(userLoggedIn({ token, user }));
        navigate(destinationAfterLogin(user, location.state), { replace: true });
      },
      (err) => {
        setEntriesRefused(aboutTheEntries(err));
        return loginFailure(err);
      },
    );

  // Plain form markup, inputs and button: /login is the first page most visitors load, and antd
  // (Form, Input, even Button with its ConfigProvider) would push it over its first-load budget.
  return (
    <>
      <FormTitle>{APP_TEXT.logIn}</FormTitle>
      {arrivalNotice && !current && (
        <NoticeBox type="success" style={{ marginBottom: 16 }}>
          {arrivalNotice}
        </NoticeBox>
      )}
      {/* Signed out by the server (a new password set elsewhere, an expired session): why, not a bare form. */}
      {endedBecause && !arrivalNotice && !current && (
        <NoticeBox type="warning" style={{ marginBottom: 16 }}>
          {endedBecause}
        </NoticeBox>
      )}
      {current && !leaving && (
        <NoticeBox type="warning" style={{ marginBottom: 16 }}>
          {signedInAlready(current.name, Boolean(refusedFrom))} <Link to={homePathFor(current.role)}>{APP_TEXT.goToDashboard}</Link>
        </NoticeBox>
      )}
      <PlainForm onSubmit={onSubmit} error={error} busy={busy} errorId="login-error">
        {/* A refused sign-in is about both fields ("Incorrect email or password"): each is marked and
            names it. No connection is not about them: they stay as they are. */}
        <EmailField id="login-email" required {...bind('email')} {...refusedBy(entriesRefused ? error : null)} />
        <PasswordField
          id="login-password"
          required
          label={APP_TEXT.password}
          {...bind('password')}
          {...refusedBy(entriesRefused ? error : null)}
        />
        <PlainButton variant="primary" type="submit" block loading={busy}>
          {APP_TEXT.logIn}
        </PlainButton>
      </PlainForm>
      {/* Touch-sized links (44 px tall): no gap between wrapped lines and a smaller margin keep their text where it was. */}
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: '0 8px', marginTop: 8 }}>
        <Link to="/forgot-password" style={TOUCH_TEXT_LINK}>
          {APP_TEXT.forgotPasswordLink}
        </Link>
        <span>
          {APP_TEXT.noAccount}{' '}
          <Link to="/register" style={TOUCH_TEXT_LINK}>
            {APP_TEXT.createAccount}
          </Link>
        </span>
      </div>
    </>
  );
}
