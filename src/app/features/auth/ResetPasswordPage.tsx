import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { APP_TEXT, MESSAGES } from '../../../shared/messages';
import { passwordProblem } from '../../../shared/password';
import { errorMessage } from '../../api/errors';
import { useResetPasswordMutation } from '../../api/enhanced/users';
import { decodeLinkToken } from './decodeToken';
import { ButtonLink } from '../../components/PlainButton';

interface ResetValues {
  password?: string;
  passwordConfirm?: string;
}

export default function ResetPasswordPage() {
  const { token } = useParams();
  const payload = useMemo(() => decodeLinkToken(token), [token]);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const title = (
    <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
      {APP_TEXT.resetTitle}
    </Typography.Title>
  );

  if (!token || !payload) {
    return (
      <>
        {title}
        <Alert type="error" showIcon title={MESSAGES.invalidResetToken} role="alert" />
        <p style={{ marginTop: 20, marginBottom: 0, textAlign: 'center' }}>
          <Link to="/login">{APP_TEXT.goToLogin}</Link>
        </p>
      </>
    );
  }

  if (done) {
    return (
      <Result
        status="success"
        title={MESSAGES.resetSuccess}
        extra={
          <ButtonLink variant="primary" to="/login">
            {APP_TEXT.goToLogin}
          </ButtonLink>
        }
      />
    );
  }

  const onFinish = async ({ password = '', passwordConfirm = '' }: ResetValues) => {
    setError(null);
    if (!password || !passwordConfirm || password !== passwordConfirm) {
      setError(MESSAGES.passwordsNotMatching);
      return;
    }
    const problem = passwordProblem(password);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await resetPassword({ token, body: { token, password } }).unwrap();
      setDone(true);
    } catch (err) {
      setError(errorMessage(err, MESSAGES.invalidResetToken));
    }
  };

  return (
    <>
      {title}
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form<ResetValues> layout="vertical" size="large" onFinish={onFinish} disabled={isLoading} requiredMark={false}>
        <Form.Item label={APP_TEXT.newPassword} name="password" extra={MESSAGES.passwordRule}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={APP_TEXT.confirmPassword} name="passwordConfirm">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {APP_TEXT.resetButton}
        </Button>
      </Form>
    </>
  );
}
