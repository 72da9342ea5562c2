import { Alert, Button, Form, Input, Typography } from 'antd';
import { ScreenForm } from '../../components/ScreenForm';
import type { ReactNode } from 'react';
import { useSubmission } from '../../components/useSubmission';
import { Link } from 'react-router-dom';
import { APP_TEXT, MESSAGES } from '../../../shared/messages';
import { passwordProblem } from '../../../shared/password';
import { ActionResult } from '../../components/ActionResult';

interface NewPasswordValues {
  password?: string;
  confirm?: string;
}

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
}

const loginLink = (
  <p style={{ marginTop: 20, marginBottom: 0, textAlign: 'center' }}>
    <Link to="/login">{APP_TEXT.goToLogin}</Link>
  </p>
);

/** The pages an emailed link opens to set a password: reset (/reset/:token) and invitation (/auth/member/activate/:token). */
export function NewPasswordPage(props: NewPasswordPageProps) {
  const { title, invalidLink, success, submitLabel, loading, before, check, submit, failure, loginLinkBelow } = props;
  const { error, done, refuse, send } = useSubmission();

  const heading = (
    <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
      {title}
    </Typography.Title>
  );

  if (invalidLink) {
    return (
      <>
        {heading}
        <Alert type="error" showIcon title={invalidLink} role="alert" />
        {loginLink}
      </>
    );
  }
  if (done) return <ActionResult status="success" title={success} to="/login" action={APP_TEXT.goToLogin} />;

  const onFinish = async ({ password = '', confirm = '' }: NewPasswordValues) => {
    const problem = check(password, confirm) ?? passwordProblem(password);
    if (problem) return refuse(problem);
    await send(() => submit(password, confirm), failure);
  };

  return (
    <>
      {heading}
      <ScreenForm<NewPasswordValues> error={error} onFinish={onFinish} disabled={loading}>
        {before}
        <Form.Item label={APP_TEXT.newPassword} name="password" extra={MESSAGES.passwordRule}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={APP_TEXT.confirmPassword} name="confirm">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={loading}>
          {submitLabel}
        </Button>
      </ScreenForm>
      {loginLinkBelow && loginLink}
    </>
  );
}
