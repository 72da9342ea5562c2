import { act, screen, waitFor } from '@testing-library/react';
import RegisterPage from '../../../src/app/features/auth/RegisterPage';
import type { SendWelcomeApiResponse } from '../../../src/app/api/generated/contact';
import type { SignupApiResponse } from '../../../src/app/api/generated/users';
import { MESSAGES, nameTooLong } from '../../../src/shared/messages';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { renderApp, typist } from './renderWithProviders';
import { signedIn } from './apiUser';
import { server, useMswServer } from './server';
import { renderWithSlowNextPage } from './slowNextPage';
import { answerPost, failure } from './typedHandlers';

useMswServer();

async function fill(values: { name?: string; email?: string; password?: string; confirm?: string; vendor?: boolean }) {
  const ue = typist();
  await screen.findByRole('heading', { name: 'Sign Up' });
  if (values.name) await ue.type(screen.getByLabelText('Full Name'), values.name);
  if (values.email) await ue.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await ue.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await ue.type(screen.getByLabelText('Confirm Password'), values.confirm);
  if (values.vendor) await ue.click(screen.getByRole('radio', { name: 'Vendor' }));
  await ue.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('/register', () => {
  it('offers only the roles User (customer) and Vendor', async () => {
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Sign Up' });
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['User', 'Vendor']);
    expect(screen.getByRole('radio', { name: 'User' })).toBeChecked();
  });

  it('checks every field before sending anything', async () => {
    renderApp('/register');
    await fill({});
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    // An empty Confirm Password is asked for, not called a mismatch.
    expect(screen.getByText(MESSAGES.confirmPasswordRequired)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.passwordsNotMatching)).not.toBeInTheDocument();
    // The rule is also the password field's help text: once broken it shows once, as the field's error.
    expect(screen.getByText(MESSAGES.passwordRule)).toHaveAttribute('role', 'alert');
  });

  it('takes the focus to the first field a refused submit is about (QA: it stayed on Sign Up)', async () => {
    renderApp('/register');
    await fill({});
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveFocus());
    await typist().type(screen.getByLabelText('Full Name'), 'Ann');
    await typist().click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it('checks the password rule and that both passwords match', async () => {
    renderApp('/register');
    await fill({ name: 'Ann', email: 'ann@example.com', password: 'short', confirm: 'other' });
    expect(await screen.findByText(MESSAGES.passwordsNotMatching)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRule)).toHaveAttribute('role', 'alert');
  });

  it('says a name is longer than the server keeps, not cutting it, and sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      answerPost<SignupApiResponse>('*/api/v1/users/signup', async ({ request }) => {
        sent.push(await request.json());
        return failure(400, 'name: Too big: expected string to have <=100 characters');
      }),
    );
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Sign Up' });
    const ue = typist();
    await ue.click(screen.getByLabelText('Full Name'));
    await ue.paste('A'.repeat(300));
    expect(screen.getByLabelText('Full Name')).toHaveValue('A'.repeat(300));
    await fill({ email: 'ann@example.com', password: 'Secret#123', confirm: 'Secret#123' });
    expect(await screen.findByText(nameTooLong(100))).toBeInTheDocument();
    expect(screen.queryByText(/Too big/)).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it.each([
    ['name: Too big: expected string to have <=100 characters', { name: 'Ann' }, MESSAGES.nameRequired],
    ['email: Please provide a valid email address', { name: 'Ann' }, MESSAGES.emailInvalid],
    ['password: Too big: expected string to have <=25 characters', { name: 'Ann' }, MESSAGES.passwordRule],
    ['role: Invalid option: expected one of "customer"|"vendor"', { name: 'Ann' }, MESSAGES.entriesRefused],
  ])("never shows the server's field check as is (%s)", async (refusal, values, shown) => {
    const sent = welcomes();
    server.use(answerPost<SignupApiResponse>('*/api/v1/users/signup', () => failure(400, refusal)));
    renderApp('/register');
    await fill({ ...values, email: 'ann@example.com', password: 'Secret#123', confirm: 'Secret#123' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(shown);
    expect(alert.textContent).not.toContain(':');
    expect(sent).toEqual([]);
  });

  /** The welcome email calls, answered with `status` (502: the mail could not be sent). */
  function welcomes(status = 200) {
    const sent: unknown[] = [];
    server.use(
      answerPost<SendWelcomeApiResponse>('*/api/v1/contact/welcome', async ({ request }) => {
        sent.push(await request.json());
        return status === 200 ? { status: 'success', message: MESSAGES.welcomeSent } : failure(status, MESSAGES.mailFailed);
      }),
    );
    return sent;
  }

  it("shows the server's error, and asks for no welcome email", async () => {
    const sent = welcomes();
    server.use(answerPost<SignupApiResponse>('*/api/v1/users/signup', () => failure(409, MESSAGES.emailTaken)));
    renderApp('/register');
    await fill({ name: 'Ann', email: 'ann@example.com', password: 'Secret#123', confirm: 'Secret#123' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailTaken);
    expect(sent).toEqual([]);
  });

  it('creates the account with the chosen role, signs the user in and asks for the welcome email (its failure holds nothing up)', async () => {
    const sent = welcomes(502);
    let body: unknown;
    const user = { ...SAMPLE_USERS.vendor, name: 'Ann' };
    server.use(
      answerPost<SignupApiResponse>(
        '*/api/v1/users/signup',
        async ({ request }) => {
          body = await request.json();
          return signedIn(user, 't');
        },
        { status: 201 },
      ),
    );
    renderApp('/register');
    await fill({ name: 'Ann', email: 'ann@example.com', password: 'Secret#123', confirm: 'Secret#123', vendor: true });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann' })).toBeInTheDocument();
    expect(body).toEqual({ name: 'Ann', email: 'ann@example.com', password: 'Secret#123', passwordConfirm: 'Secret#123', role: 'vendor' });
    await waitFor(() => expect(sent).toEqual([{ name: 'Ann', email: 'ann@example.com' }]));
  });
});

describe('/register on a weak signal', () => {
  it('stays busy once the account is made until the next page has arrived: a second press cannot sign up again (QA)', async () => {
    server.use(
      answerPost<SendWelcomeApiResponse>('*/api/v1/contact/welcome', () => ({ status: 'success', message: MESSAGES.welcomeSent })),
    );
    let signups = 0;
    server.use(
      answerPost<SignupApiResponse>(
        '*/api/v1/users/signup',
        () => {
          signups += 1;
          return signedIn(SAMPLE_USERS.customer, 't');
        },
        { status: 201 },
      ),
    );
    const next = renderWithSlowNextPage('/register', <RegisterPage />);
    await fill({ name: 'Ann', email: 'ann@example.com', password: 'Secret#123', confirm: 'Secret#123' });
    await waitFor(() => expect(signups).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    act(() => next.arrive());
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(signups).toBe(1);
  });
});
