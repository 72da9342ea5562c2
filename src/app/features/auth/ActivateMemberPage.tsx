import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { APP_TEXT, MESSAGES } from '../../../shared/messages';
import { passwordProblem } from '../../../shared/password';
import { serverMessage } from '../../api/errors';
import { useActivateMemberMutation } from '../../api/enhanced/users';
import { decodeLinkToken } from './decodeToken';
import { ButtonLink } from '../../components/PlainButton';

interface ActivateValues {
  password?: string;
  confirm?: string;
}

/** An invited enforcer sets a password (SPEC section 2, /auth/member/activate/{token}). */
export default function ActivateMemberPage() {
  const { token } = useParams();
  const payload = useMemo(() => decodeLinkToken(token), [token]);
  const [activate, { isLoading }] = useActivateMemberMutation();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const title = (
    <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
      {APP_TEXT.activateTitle}
    </Typography.Title>
  );
  const loginLink = (
    <p style={{ marginTop: 20, marginBottom: 0, textAlign: 'center' }}>
      <Link to="/login">{APP_TEXT.goToLogin}</Link>
    </p>
  );

  if (!token || !payload?.email) {
    return (
      <>
        {title}
        <Alert type="error" showIcon title={MESSAGES.invalidActivationToken} role="alert" />
        {loginLink}
      </>
    );
  }

  if (done) {
    return (
      <Result
        status="success"
        title={MESSAGES.activationSuccess}
        extra={
          <ButtonLink variant="primary" to="/login">
            {APP_TEXT.goToLogin}
          </ButtonLink>
        }
      />
    );
  }

  const email = payload.email;
  const onFinish = async ({ password = '', confirm = '' }: ActivateValues) => {
    setError(null);
    if (!password || !confirm) {
      setError(MESSAGES.activationFieldsRequired);
      return;
    }
    if (password !== confirm) {
      setError(MESSAGES.passwordsNotMatching);
      return;
    }
    const problem = passwordProblem(password);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await activate({ body: { token, email, password, confirm } }).unwrap();
      setDone(true);
    } catch (err) {
      // SPEC section 8: activation failure shows the server's response message.
      setError(serverMessage(err, MESSAGES.serverError));
    }
  };

  return (
    <>
      {title}
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form<ActivateValues> layout="vertical" size="large" onFinish={onFinish} disabled={isLoading} requiredMark={false}>
        <Form.Item label={APP_TEXT.email} htmlFor="activate-email">
          <Input id="activate-email" value={email} readOnly variant="filled" />
        </Form.Item>
        <Form.Item label={APP_TEXT.newPassword} name="password" extra={MESSAGES.passwordRule}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={APP_TEXT.confirmPassword} name="confirm">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {APP_TEXT.activateButton}
        </Button>
      </Form>
      {loginLink}
    </>
  );
}
