import { useState } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router-dom';
import { homePathFor } from '../../../shared/access';
import { LIMITS } from '../../../shared/limits';
import { APP_TEXT, AUTH_MESSAGES, nameTooLong, SERVER_MESSAGES } from '../../../shared/messages';
import { isValidEmail, passwordProblem } from '../../../shared/password';
import { ROLE_LABELS, SIGNUP_ROLES, type SignupRole } from '../../../shared/roles';
import { useSendWelcomeMutation } from '../../api/enhanced/contact';
import { errorMessage, refusedField } from '../../api/errors';
import { useSignupMutation } from '../../api/enhanced/users';
import { FormTitle } from '../../components/PageTitle';
import { PlainButton } from '../../components/PlainButton';
import { PlainForm } from '../../components/PlainForm';
import { EmailField, PasswordField, TextField } from '../../components/TextField';
import { useFields } from '../../components/useFields';
import { useSubmission } from '../../components/useSubmission';
import { useAppDispatch } from '../../hooks';
import { userLoggedIn } from './authSlice';
import { TOUCH_TEXT_LINK } from '../../components/touchTargets';

type RegisterValues = {
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
  role: SignupRole;
};

/** Each field's problem, or nothing: shown under the fields once a submission was tried. */
function problems(v: RegisterValues): Partial<Record<keyof RegisterValues, string>> {
  const found: Partial<Record<keyof RegisterValues, string>> = {};
  const name = v.name.trim();
  if (!name) found.name = AUTH_MESSAGES.nameRequired;
  else if (name.length > LIMITS.nameMax) found.name = nameTooLong(LIMITS.nameMax);
  if (!isValidEmail(v.email.trim())) found.email = AUTH_MESSAGES.emailInvalid;
  const weak = passwordProblem(v.password);
  if (weak) found.password = weak;
  if (!v.passwordConfirm) found.passwordConfirm = AUTH_MESSAGES.confirmPasswordRequired;
  else if (v.passwordConfirm !== v.password) found.passwordConfirm = AUTH_MESSAGES.passwordsNotMatching;
  return found;
}

/**
 * SPEC 8: sign-up failure shows the server's error message; a field its input check refused (the
 * limits of the server's SignupBody) is said in the form's words, never as its "name: ..." text.
 */
function signupFailure(err: unknown, v: RegisterValues): string {
  const field = refusedField(err);
  if (!field) return errorMessage(err, SERVER_MESSAGES.serverError);
  if (field === 'name') return v.name.trim().length > LIMITS.nameMax ? nameTooLong(LIMITS.nameMax) : AUTH_MESSAGES.nameRequired;
  if (field === 'email') return AUTH_MESSAGES.emailInvalid;
  if (field === 'password' || field === 'passwordConfirm') return AUTH_MESSAGES.passwordRule;
  return AUTH_MESSAGES.entriesRefused;
}

// Plain markup: a driver signs up on a phone from /login, so this page keeps /login's budget.
export default function RegisterPage() {
  const [signup, { isLoading }] = useSignupMutation();
  // Once the account is made, the next page's chunk may take seconds on a weak signal: the form stays
  // busy until it arrives, so a second press cannot sign up again and be told the email is taken.
  const leaving = useNavigation().state !== 'idle';
  const busy = isLoading || leaving;
  const [sendWelcome] = useSendWelcomeMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { error, send } = useSubmission();
  const { values, setValues, bind } = useFields<RegisterValues>({
    name: '',
    email: '',
    password: '',
    passwordConfirm: '',
    role: 'customer',
  });
  const [tried, setTried] = useState(false);
  const errors = tried ? problems(values) : {};

  // SPEC section 8: sign-up failure shows the server's error message.
  const onSubmit = async () => {
    setTried(true);
    if (Object.keys(problems(values)).length > 0) return;
    await send(
      async () => {
        const name = values.name.trim();
        const email = values.email.trim();
        const res = await signup({ body: { ...values, name, email } }).unwrap();
        // The welcome email, as SPEC's client sends it after signing up; the new account is made, so a
        // mail that cannot be sent now is no reason to hold the driver on this page.
        void sendWelcome({ body: { name, email } });
        const token = res.token ?? res.data?.token;
        const user = res.user ?? res.data?.user;
        if (token && user) {
          dispatch(userLoggedIn({ token, user }));
          navigate(homePathFor(user.role), { replace: true });
        } else {
          navigate('/login', { replace: true });
        }
      },
      (err) => signupFailure(err, values),
    );
  };

  return (
    <>
      <FormTitle>{APP_TEXT.signUp}</FormTitle>
      <PlainForm onSubmit={onSubmit} error={error} busy={busy}>
        <TextField id="register-name" required label={APP_TEXT.fullName} autoComplete="name" error={errors.name} {...bind('name')} />
        <EmailField id="register-email" required error={errors.email} {...bind('email')} />
        <PasswordField
          id="register-password"
          required
          label={APP_TEXT.password}
          fresh
          extra={AUTH_MESSAGES.passwordRule}
          error={errors.password}
          {...bind('password')}
        />
        <PasswordField
          id="register-confirm"
          required
          label={APP_TEXT.confirmPassword}
          fresh
          error={errors.passwordConfirm}
          {...bind('passwordConfirm')}
        />
        <fieldset style={{ border: 0, margin: '0 0 20px', padding: 0, minWidth: 0 }}>
          <legend style={{ padding: 0, marginBottom: 8, fontWeight: 500 }}>{APP_TEXT.signupRoleLabel}</legend>
          {SIGNUP_ROLES.map((role) => (
            <label
              key={role}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44, marginRight: 24, cursor: 'pointer' }}
            >
              <input
                type="radio"
                name="role"
                value={role}
                checked={values.role === role}
                onChange={() => setValues({ ...values, role })}
                style={{ width: 20, height: 20, margin: 0, accentColor: 'var(--color-primary)' }}
              />
              {ROLE_LABELS[role]}
            </label>
          ))}
        </fieldset>
        <PlainButton variant="primary" type="submit" block loading={busy}>
          {APP_TEXT.signUp}
        </PlainButton>
      </PlainForm>
      <p style={{ marginTop: 8, marginBottom: 0, textAlign: 'center' }}>
        {APP_TEXT.haveAccount}{' '}
        <Link to="/login" style={TOUCH_TEXT_LINK}>
          {APP_TEXT.logIn}
        </Link>
      </p>
    </>
  );
}
