import { Button, Form, Input, Radio, Typography } from 'antd';
import { ScreenForm } from '../../components/ScreenForm';
import { useSubmission } from '../../components/useSubmission';
import { Link, useNavigate } from 'react-router-dom';
import { homePathFor } from '../../../shared/access';
import { APP_TEXT, MESSAGES } from '../../../shared/messages';
import { isValidEmail, passwordProblem } from '../../../shared/password';
import { ROLE_LABELS, SIGNUP_ROLES, type SignupRole } from '../../../shared/roles';
import { useSignupMutation } from '../../api/enhanced/users';
import { useAppDispatch } from '../../hooks';
import { userLoggedIn } from './authSlice';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
  role: SignupRole;
}

export default function RegisterPage() {
  const [signup, { isLoading }] = useSignupMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { error, send } = useSubmission();

  // SPEC section 8: sign-up failure shows the server's error message.
  const onFinish = (values: RegisterValues) =>
    send(async () => {
      const res = await signup({ body: values }).unwrap();
      const token = res.token ?? res.data?.token;
      const user = res.user ?? res.data?.user;
      if (token && user) {
        dispatch(userLoggedIn({ token, user }));
        navigate(homePathFor(user.role), { replace: true });
      } else {
        navigate('/login', { replace: true });
      }
    });

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {APP_TEXT.signUp}
      </Typography.Title>
      <ScreenForm<RegisterValues> error={error} onFinish={onFinish} disabled={isLoading} initialValues={{ role: 'customer' }}>
        <Form.Item label={APP_TEXT.fullName} name="name" rules={[{ required: true, whitespace: true, message: MESSAGES.nameRequired }]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          label={APP_TEXT.email}
          name="email"
          rules={[
            {
              validator: (_rule, value: string | undefined) =>
                value && isValidEmail(value) ? Promise.resolve() : Promise.reject(new Error(MESSAGES.emailInvalid)),
            },
          ]}
        >
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          label={APP_TEXT.password}
          name="password"
          extra={MESSAGES.passwordRule}
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const problem = passwordProblem(value ?? '');
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={APP_TEXT.confirmPassword}
          name="passwordConfirm"
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                value && value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(MESSAGES.passwordsNotMatching)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={APP_TEXT.signupRoleLabel} name="role">
          <Radio.Group>
            {SIGNUP_ROLES.map((role) => (
              <Radio key={role} value={role} style={{ minHeight: 44, alignItems: 'center' }}>
                {ROLE_LABELS[role]}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {APP_TEXT.signUp}
        </Button>
      </ScreenForm>
      <p style={{ marginTop: 20, marginBottom: 0, textAlign: 'center' }}>
        {APP_TEXT.haveAccount} <Link to="/login">{APP_TEXT.logIn}</Link>
      </p>
    </>
  );
}
