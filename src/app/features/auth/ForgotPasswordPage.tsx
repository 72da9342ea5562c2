import { Link } from 'react-router-dom';
import { APP_TEXT, AUTH_MESSAGES } from '../../../shared/messages';
import { useForgotPasswordMutation } from '../../api/enhanced/users';
import { NoticeBox } from '../../components/NoticeBox';
import { FormTitle } from '../../components/PageTitle';
import { PlainButton } from '../../components/PlainButton';
import { PlainForm } from '../../components/PlainForm';
import { EmailField } from '../../components/TextField';
import { useFields } from '../../components/useFields';
import { useSubmission } from '../../components/useSubmission';
import { TOUCH_TEXT_LINK } from '../../components/touchTargets';

// Plain markup: a driver locked out on a phone opens this from /login, so it keeps /login's budget.
export default function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const { error, done: sent, refuse, send } = useSubmission();
  const { values, bind } = useFields({ email: '' });

  const onSubmit = async () => {
    const value = values.email.trim();
    if (!value) return refuse(AUTH_MESSAGES.forgotEmailRequired);
    await send(
      () => forgotPassword({ body: { email: value } }).unwrap(),
      () => AUTH_MESSAGES.forgotFailed,
    );
  };

  return (
    <>
      <FormTitle>{APP_TEXT.forgotTitle}</FormTitle>
      {sent ? (
        <NoticeBox type="success">{AUTH_MESSAGES.forgotSent}</NoticeBox>
      ) : (
        <>
          <p>{APP_TEXT.forgotIntro}</p>
          <PlainForm onSubmit={onSubmit} error={error} busy={isLoading}>
            <EmailField id="forgot-email" required {...bind('email')} />
            <PlainButton variant="primary" type="submit" block loading={isLoading}>
              {APP_TEXT.sendResetLink}
            </PlainButton>
          </PlainForm>
        </>
      )}
      <p style={{ marginTop: 8, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/login" style={TOUCH_TEXT_LINK}>
          {APP_TEXT.backToLogin}
        </Link>
      </p>
    </>
  );
}
