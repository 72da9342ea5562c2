import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { APP_TEXT, AUTH_MESSAGES, SERVER_MESSAGES } from '../../../shared/messages';
import { serverMessage } from '../../api/errors';
import { useActivateMemberMutation } from '../../api/enhanced/users';
import { decodeLinkToken } from './decodeToken';
import { NewPasswordPage } from './NewPasswordPage';
import { TextField } from '../../components/TextField';

/** An invited enforcer sets a password (SPEC section 2, /auth/member/activate/{token}). */
export default function ActivateMemberPage() {
  const { token = '' } = useParams();
  const email = useMemo(() => decodeLinkToken(token), [token])?.email;
  const [activate, { isLoading }] = useActivateMemberMutation();

  return (
    <NewPasswordPage
      title={APP_TEXT.activateTitle}
      invalidLink={token && email ? null : AUTH_MESSAGES.invalidActivationToken}
      success={AUTH_MESSAGES.activationSuccess}
      submitLabel={APP_TEXT.activateButton}
      loading={isLoading}
      before={<TextField id="activate-email" label={APP_TEXT.email} value={email ?? ''} readOnly />}
      check={(password, confirm) =>
        !password || !confirm ? AUTH_MESSAGES.activationFieldsRequired : password !== confirm ? AUTH_MESSAGES.passwordsNotMatching : null
      }
      submit={(password, confirm) => activate({ body: { token, email: email ?? '', password, confirm } }).unwrap()}
      // SPEC section 8: activation failure shows the server's response message.
      failure={(err) => serverMessage(err, SERVER_MESSAGES.serverError)}
      loginLinkBelow
    />
  );
}
