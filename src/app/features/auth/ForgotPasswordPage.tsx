import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { APP_TEXT, MESSAGES } from '../../../shared/messages';
import { useForgotPasswordMutation } from '../../api/enhanced/users';

export default function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onFinish = async ({ email }: { email?: string }) => {
    setError(null);
    const value = (email ?? '').trim();
    if (!value) {
      setError(MESSAGES.forgotEmailRequired);
      return;
    }
    try {
      await forgotPassword({ body: { email: value } }).unwrap();
      setSent(true);
    } catch {
      setError(MESSAGES.forgotFailed);
    }
  };

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {APP_TEXT.forgotTitle}
      </Typography.Title>
      {sent ? (
        <Alert type="success" showIcon title={MESSAGES.forgotSent} role="status" />
      ) : (
        <>
          <Typography.Paragraph>{APP_TEXT.forgotIntro}</Typography.Paragraph>
          {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
          <Form layout="vertical" size="large" onFinish={onFinish} disabled={isLoading} requiredMark={false}>
            <Form.Item label={APP_TEXT.email} name="email">
              <Input type="email" autoComplete="email" inputMode="email" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={isLoading}>
              {APP_TEXT.sendResetLink}
            </Button>
          </Form>
        </>
      )}
      <p style={{ marginTop: 20, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/login">{APP_TEXT.backToLogin}</Link>
      </p>
    </>
  );
}
