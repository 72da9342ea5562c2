import { Alert, Button, Form, Input, Typography } from 'antd';
import { ScreenForm } from '../../components/ScreenForm';
import { useSubmission } from '../../components/useSubmission';
import { Link } from 'react-router-dom';
import { APP_TEXT, MESSAGES } from '../../../shared/messages';
import { useForgotPasswordMutation } from '../../api/enhanced/users';

export default function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const { error, done: sent, refuse, send } = useSubmission();

  const onFinish = async ({ email }: { email?: string }) => {
    const value = (email ?? '').trim();
    if (!value) return refuse(MESSAGES.forgotEmailRequired);
    await send(
      () => forgotPassword({ body: { email: value } }).unwrap(),
      () => MESSAGES.forgotFailed,
    );
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
          <ScreenForm error={error} onFinish={onFinish} disabled={isLoading}>
            <Form.Item label={APP_TEXT.email} name="email">
              <Input type="email" autoComplete="email" inputMode="email" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={isLoading}>
              {APP_TEXT.sendResetLink}
            </Button>
          </ScreenForm>
        </>
      )}
      <p style={{ marginTop: 20, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/login">{APP_TEXT.backToLogin}</Link>
      </p>
    </>
  );
}
