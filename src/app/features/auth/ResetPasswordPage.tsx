import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { APP_TEXT, AUTH_MESSAGES } from '../../../shared/messages';
import { errorMessage } from '../../api/errors';
import { useResetPasswordMutation } from '../../api/enhanced/users';
import { decodeLinkToken } from './decodeToken';
import { NewPasswordPage } from './NewPasswordPage';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const payload = useMemo(() => decodeLinkToken(token), [token]);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();

  return (
    <NewPasswordPage
      title={APP_TEXT.resetTitle}
      // A link past its hour is said to be so on opening, not after two passwords are typed.
      invalidLink={token && payload && !(payload.exp && payload.exp * 1000 < Date.now()) ? null : AUTH_MESSAGES.invalidResetToken}
      success={AUTH_MESSAGES.resetSuccess}
      submitLabel={APP_TEXT.resetButton}
      loading={isLoading}
      check={(password, confirm) => (!password || !confirm || password !== confirm ? AUTH_MESSAGES.passwordsNotMatching : null)}
      submit={(password) => resetPassword({ token, body: { token, password } }).unwrap()}
      failure={(err) => errorMessage(err, AUTH_MESSAGES.invalidResetToken)}
      newLink={{ to: '/forgot-password', text: APP_TEXT.newResetLink }}
    />
  );
}
