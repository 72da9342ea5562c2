import type { ReactNode } from 'react';
import { TOUCH_TEXT_LINK } from '../../components/touchTargets';
import { Link } from 'react-router-dom';
import { APP_TEXT, AUTH_MESSAGES } from '../../../shared/messages';
import { passwordProblem } from '../../../shared/password';
import { NoticeBox } from '../../components/NoticeBox';
import { FormTitle } from '../../components/PageTitle';
import { ButtonLink, PlainButton } from '../../components/PlainButton';
import { PlainForm } from '../../components/PlainForm';
import { PasswordField } from '../../components/TextField';
import { useFields } from '../../components/useFields';
import { useSubmission } from '../../components/useSubmission';

export interface NewPasswordPageProps {
  title: string;
  /** Why the emailed link cannot be used, or null when its token decoded. */
  invalidLink: string | null;
  success: string;
  submitLabel: string;
  loading: boolean;
  /** Read-only fields above the two passwords (the invited email). */
  before?: ReactNode;
  /** The page's own rule for the two entries, checked before the shared password rule. */
  check: (password: string, confirm: string) => string | null;
  /** Sends the new password; a rejection is shown through `failure`. */
  submit: (password: string, confirm: string) => Promise<unknown>;
  failure: (err: unknown) => string;
  /** Also offer Go to Log In under the form. */
  loginLinkBelow?: boolean;
  /** Where a link that no longer works is replaced (a new reset link): offered when the link is refused. */
  newLink?: { to: string; text: string };
}

const loginLink = (
  <p style={{ marginTop: 20, marginBottom: 0, textAlign: 'center' }}>
    <Link to="/login" style={TOUCH_TEXT_LINK}>
      {APP_TEXT.goToLogin}
    </Link>
  </p>
);

/**
 * The pages an emailed link opens to set a password: reset (/reset/:token) and invitation
 * (/auth/member/activate/:token). Plain markup: the link is usually opened on a phone.
 */
export function NewPasswordPage(props: NewPasswordPageProps) {
  const { title, invalidLink, success, submitLabel, loading, before, check, submit, failure, loginLinkBelow, newLink } = props;
  const { error, done, refuse, send } = useSubmission();
  const { values, bind } = useFields({ password: '', confirm: '' });

  if (invalidLink) {
    return (
      <>
        <FormTitle>{title}</FormTitle>
        <NoticeBox type="error">{invalidLink}</NoticeBox>
        {/* The only way on from here: a full-width button, not a line of small text. */}
        <ButtonLink variant="primary" block to="/login">
          {APP_TEXT.goToLogin}
        </ButtonLink>
        {newLink && <NewLink {...newLink} />}
      </>
    );
  }
  if (done) {
    return (
      <>
        <FormTitle>{title}</FormTitle>
        <NoticeBox type="success">{success}</NoticeBox>
        <ButtonLink variant="primary" block to="/login">
          {APP_TEXT.goToLogin}
        </ButtonLink>
      </>
    );
  }

  const onSubmit = async () => {
    const { password, confirm } = values;
    const problem = check(password, confirm) ?? passwordProblem(password);
    if (problem) return refuse(problem);
    await send(() => submit(password, confirm), failure);
  };

  // The field a refusal is about, marked and named by it: the confirmation when they differ, the
  // password when it breaks the rule (empty ones are marked by the form itself).
  const about = (field: 'password' | 'confirm') =>
    (field === 'confirm' ? error === AUTH_MESSAGES.passwordsNotMatching : error === AUTH_MESSAGES.passwordRule)
      ? { 'aria-invalid': true, 'aria-describedby': 'new-password-refused' }
      : {};

  return (
    <>
      <FormTitle>{title}</FormTitle>
      <PlainForm onSubmit={onSubmit} error={error} busy={loading} errorId="new-password-refused">
        {before}
        <PasswordField
          id="new-password"
          required
          label={APP_TEXT.newPassword}
          fresh
          // The rule once: while the refusal above says it, it is not repeated under the field.
          extra={error === AUTH_MESSAGES.passwordRule ? undefined : AUTH_MESSAGES.passwordRule}
          {...bind('password')}
          {...about('password')}
        />
        <PasswordField
          id="new-password-confirm"
          required
          label={APP_TEXT.confirmPassword}
          fresh
          {...bind('confirm')}
          {...about('confirm')}
        />
        <PlainButton variant="primary" type="submit" block loading={loading}>
          {submitLabel}
        </PlainButton>
      </PlainForm>
      {loginLinkBelow && loginLink}
      {/* Refused by the server (the link was used or ran out), not a typing slip: the way to a new one. */}
      {newLink && error && error !== AUTH_MESSAGES.passwordsNotMatching && error !== AUTH_MESSAGES.passwordRule && <NewLink {...newLink} />}
    </>
  );
}

function NewLink({ to, text }: { to: string; text: string }) {
  return (
    <p style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
      <Link to={to} style={TOUCH_TEXT_LINK}>
        {text}
      </Link>
    </p>
  );
}
