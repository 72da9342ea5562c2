import { Typography } from 'antd';
import { useState } from 'react';
import { AUTH_MESSAGES, SERVER_MESSAGES } from '../../../shared/messages';
import { passwordProblem } from '../../../shared/password';
import { errorMessage, refusedField } from '../../api/errors';
import { useChangePasswordMutation } from '../../api/enhanced/users';
import { NoticeBox } from '../../components/NoticeBox';
import { PlainButton } from '../../components/PlainButton';
import { PlainForm } from '../../components/PlainForm';
import { PasswordField } from '../../components/TextField';
import { useFields } from '../../components/useFields';
import { useSubmission } from '../../components/useSubmission';
import { useAppDispatch } from '../../hooks';
import { userLoggedIn } from '../auth';

const EMPTY = { current: '', password: '', confirm: '' };
const REFUSAL_ID = 'password-change-refused';

/** What is wrong with the three entries, in the order the fields stand, or null (the server checks the same). */
export function passwordChangeProblem({ current, password, confirm }: typeof EMPTY): string | null {
  if (current === '') return AUTH_MESSAGES.currentPasswordRequired;
  if (password !== confirm) return AUTH_MESSAGES.passwordsNotMatching;
  const problem = passwordProblem(password);
  if (problem) return problem;
  if (password === current) return AUTH_MESSAGES.passwordUnchanged;
  return null;
}

/**
 * /profile's Change password (PATCH /users/password). The server ends every other session and answers
 * a new token, kept here so this device stays signed in.
 */
export function ChangePassword() {
  const { values, setValues, bind } = useFields(EMPTY);
  const [changed, setChanged] = useState(false);
  const { error, refuse, send } = useSubmission();
  const [change, { isLoading }] = useChangePasswordMutation();
  const dispatch = useAppDispatch();

  const onSubmit = () => {
    setChanged(false);
    const problem = passwordChangeProblem(values);
    if (problem) return refuse(problem);
    void send(
      async () => {
        const res = await change({
          body: { currentPassword: values.current, password: values.password, passwordConfirm: values.confirm },
        }).unwrap();
        dispatch(userLoggedIn({ token: res.token, user: res.user }));
        setValues(EMPTY);
        setChanged(true);
      },
      (err) => {
        const field = refusedField(err);
        if (field === 'currentPassword') return AUTH_MESSAGES.currentPasswordWrong;
        if (field) return AUTH_MESSAGES.passwordRule;
        return errorMessage(err, SERVER_MESSAGES.serverError);
      },
    );
  };

  // The field a refusal is about, marked and named by it (empty ones are marked by the form itself).
  const FIELD_OF: Record<string, 'current' | 'password' | 'confirm'> = {
    [AUTH_MESSAGES.currentPasswordWrong]: 'current',
    [AUTH_MESSAGES.passwordsNotMatching]: 'confirm',
    [AUTH_MESSAGES.passwordRule]: 'password',
    [AUTH_MESSAGES.passwordUnchanged]: 'password',
  };
  const about = (field: 'current' | 'password' | 'confirm') =>
    error && FIELD_OF[error] === field ? { 'aria-invalid': true, 'aria-describedby': REFUSAL_ID } : {};

  return (
    <section aria-labelledby="password-title">
      <Typography.Title level={2} id="password-title" style={{ fontSize: 20, marginTop: 0 }}>
        {AUTH_MESSAGES.passwordTitle}
      </Typography.Title>
      {changed && !error && (
        <NoticeBox type="success" style={{ marginBottom: 16 }}>
          {AUTH_MESSAGES.passwordChanged}
        </NoticeBox>
      )}
      <PlainForm onSubmit={onSubmit} error={error} busy={isLoading} label={AUTH_MESSAGES.passwordTitle} errorId={REFUSAL_ID}>
        <PasswordField
          id="profile-current-password"
          required
          label={AUTH_MESSAGES.currentPassword}
          {...bind('current')}
          {...about('current')}
        />
        <PasswordField
          id="profile-new-password"
          fresh
          required
          label={AUTH_MESSAGES.newPassword}
          extra={error === AUTH_MESSAGES.passwordRule ? undefined : AUTH_MESSAGES.passwordRule}
          {...bind('password')}
          {...about('password')}
        />
        <PasswordField
          id="profile-confirm-password"
          fresh
          required
          label={AUTH_MESSAGES.confirmNewPassword}
          {...bind('confirm')}
          {...about('confirm')}
        />
        <PlainButton variant="primary" type="submit" block loading={isLoading}>
          {AUTH_MESSAGES.passwordChangeButton}
        </PlainButton>
      </PlainForm>
    </section>
  );
}
