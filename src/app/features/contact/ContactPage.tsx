import { Button, Form, Input, Result, Typography } from 'antd';
import { ScreenForm } from '../../components/ScreenForm';
import { useSubmission } from '../../components/useSubmission';
import { LIMITS } from '../../../shared/limits';
import { APP_TEXT, MESSAGES } from '../../../shared/messages';
import { useContactUsMutation } from '../../api/enhanced/contact';

interface ContactValues {
  name?: string;
  email?: string;
  message?: string;
}

export default function ContactPage() {
  const [contactUs, { isLoading }] = useContactUsMutation();
  const { error, done: sent, refuse, send } = useSubmission();

  const onFinish = async (values: ContactValues) => {
    const name = (values.name ?? '').trim();
    const email = (values.email ?? '').trim();
    const message = (values.message ?? '').trim();
    if (!name || !email || !message) return refuse(MESSAGES.contactFieldsRequired);
    await send(
      () => contactUs({ body: { name, email, message } }).unwrap(),
      () => MESSAGES.contactFailed,
    );
  };

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {APP_TEXT.contactTitle}
      </Typography.Title>
      {sent ? (
        // SPEC section 4: after sending, a thank-you message replaces the form.
        <Result status="success" title={MESSAGES.contactThanks} />
      ) : (
        <>
          <Typography.Paragraph>{APP_TEXT.contactIntro}</Typography.Paragraph>
          <ScreenForm<ContactValues> error={error} onFinish={onFinish} disabled={isLoading}>
            <Form.Item label={APP_TEXT.name} name="name">
              <Input autoComplete="name" maxLength={LIMITS.nameMax} />
            </Form.Item>
            <Form.Item label={APP_TEXT.email} name="email">
              <Input type="email" autoComplete="email" inputMode="email" maxLength={LIMITS.emailMax} />
            </Form.Item>
            <Form.Item label={APP_TEXT.message} name="message">
              <Input.TextArea rows={5} maxLength={LIMITS.messageMax} />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={isLoading}>
              {APP_TEXT.send}
            </Button>
          </ScreenForm>
        </>
      )}
    </>
  );
}
