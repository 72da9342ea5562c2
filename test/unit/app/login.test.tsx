import { act, screen, waitFor } from '@testing-library/react';
import LoginPage from '../../../src/app/features/auth/LoginPage';
import { delay, HttpResponse } from 'msw';
import type { GetMeApiResponse, LoginApiResponse } from '../../../src/app/api/generated/users';
import { APP_TEXT, MESSAGES, screenNotAvailable } from '../../../src/shared/messages';
import type { AuthUser } from '../../../src/app/features/auth/authSlice';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { renderApp, typist } from './renderWithProviders';
import { apiMe, signedIn } from './apiUser';
import { server, useMswServer } from './server';
import { renderWithSlowNextPage } from './slowNextPage';
import { answerGet, answerPost, failure } from './typedHandlers';

useMswServer();

const okFor = (user: AuthUser) => answerPost<LoginApiResponse>('*/api/v1/users/login', () => signedIn(user));

async function submit(email = 'someone@example.com', password = 'Secret#123') {
  const ue = typist();
  await ue.type(await screen.findByLabelText('Email'), email);
  await ue.type(screen.getByLabelText('Password'), password);
  await ue.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('/login', () => {
  it('says why a session the server ended (a new password set on another device) led here, and back to the page after signing in', async () => {
    // The old token is refused; the one the new sign-in gives is not.
    server.use(
      answerGet<GetMeApiResponse>('*/api/v1/me', ({ request }) =>
        request.headers.get('authorization') === 'Bearer tok'
          ? { status: 'success', data: { user: apiMe(SAMPLE_USERS.customer) } }
          : failure(401, MESSAGES.tokenInvalid),
      ),
      okFor(SAMPLE_USERS.customer),
    );
    renderApp('/profile', { user: SAMPLE_USERS.customer });
    expect(await screen.findByText(MESSAGES.tokenInvalid)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: APP_TEXT.logIn })).toBeInTheDocument();
    await submit();
    expect(await screen.findByRole('heading', { name: APP_TEXT.profileTitle })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.tokenInvalid)).not.toBeInTheDocument();
  });

  it('links to sign-up and forgot password', async () => {
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('makes its text links and the public footer’s at least 44 px tall, drawn as links (a phone’s touch target)', async () => {
    renderApp('/login');
    const links = [
      await screen.findByRole('link', { name: 'Forgot password?' }),
      screen.getByRole('link', { name: 'Sign up' }),
      screen.getByRole('link', { name: APP_TEXT.helpTitle }),
      screen.getByRole('link', { name: APP_TEXT.contactTitle }),
      screen.getByRole('link', { name: APP_TEXT.appName }),
    ];
    for (const link of links) {
      // jsdom lays nothing out: the height is the style's (measured at 390x844 in a browser: 44 px, 19 px before).
      expect(link).toHaveStyle({ display: 'inline-flex', minHeight: '44px' });
      expect(link).not.toHaveClass('p-btn');
    }
  });

  it.each([
    ['/register', APP_TEXT.logIn],
    ['/forgot-password', APP_TEXT.backToLogin],
  ])('makes the way back to Log In on %s touch-sized too', async (path, name) => {
    renderApp(path);
    expect(await screen.findByRole('link', { name })).toHaveStyle({ display: 'inline-flex', minHeight: '44px' });
  });

  it('sends the fields as typed, stores token and user, and goes to the dashboard', async () => {
    let body: unknown;
    server.use(
      answerPost<LoginApiResponse>('*/api/v1/users/login', async ({ request }) => {
        body = await request.json();
        return signedIn(SAMPLE_USERS.customer, 'tok-1');
      }),
    );
    const { store } = renderApp('/login');
    await submit('Casey@Example.com', 'Secret#123');
    expect(await screen.findByRole('heading', { name: `Welcome, ${SAMPLE_USERS.customer.name}` })).toBeInTheDocument();
    expect(body).toEqual({ email: 'Casey@Example.com', password: 'Secret#123' });
    expect(store.getState().auth.token).toBe('tok-1');
    expect(store.getState().auth.user).toEqual(SAMPLE_USERS.customer);
  });

  it('sends an admin to /admin', async () => {
    server.use(okFor(SAMPLE_USERS.admin));
    renderApp('/login');
    await submit();
    expect(await screen.findByRole('heading', { name: screenNotAvailable('Admin Area') })).toBeInTheDocument();
  });

  it('sends a vendor to the dashboard with their tiles', async () => {
    server.use(okFor(SAMPLE_USERS.vendor));
    renderApp('/login');
    await submit();
    expect(await screen.findByRole('heading', { name: `Welcome, ${SAMPLE_USERS.vendor.name}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Revenue/ })).toHaveAttribute('href', '/revenues');
  });

  it("shows the server's message when login fails", async () => {
    server.use(answerPost<LoginApiResponse>('*/api/v1/users/login', () => failure(401, MESSAGES.wrongCredentials)));
    renderApp('/login');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.wrongCredentials);
  });

  it('says it is the connection, in plain words, when no answer comes (not fetch’s own "TypeError: Failed to fetch")', async () => {
    server.use(answerPost<LoginApiResponse>('*/api/v1/users/login', () => HttpResponse.error()));
    renderApp('/login');
    await submit();
    // The form's own alert; the app's banner (no connection) is an alert too.
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent === MESSAGES.noConnection)).toBe(true));
    expect(screen.getByTestId('service-banner')).toHaveTextContent(APP_TEXT.offline);
    expect(screen.queryByText(/Failed to fetch|fetch failed|TypeError/)).not.toBeInTheDocument();
    // What was typed is not what went wrong: neither field is marked.
    for (const field of [screen.getByLabelText(APP_TEXT.email), screen.getByLabelText(APP_TEXT.password)]) {
      expect(field).not.toHaveAttribute('aria-invalid');
    }
  });

  it('says "Incorrect email or password" to a signed-in user trying another account, who stays signed in', async () => {
    server.use(answerPost<LoginApiResponse>('*/api/v1/users/login', () => failure(401, MESSAGES.wrongCredentials)));
    const { store } = renderApp('/login', { user: SAMPLE_USERS.customer });
    await submit('vendor@example.com', 'Wrong#123');
    expect(await screen.findByText(MESSAGES.wrongCredentials)).toBeInTheDocument();
    // Both fields are marked and name the refusal, for a screen reader on either of them.
    for (const field of [screen.getByLabelText(APP_TEXT.email), screen.getByLabelText(APP_TEXT.password)]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(MESSAGES.wrongCredentials);
    }
    expect(screen.queryByText('Aborted')).not.toBeInTheDocument();
    expect(store.getState().auth.user?.email).toBe(SAMPLE_USERS.customer.email);
  });

  it('falls back to "Login failed. Please try again."', async () => {
    // Deliberately without the message every API error has: the page falls back to its own text.
    server.use(answerPost<LoginApiResponse>('*/api/v1/users/login', () => HttpResponse.json({ status: 'error' }, { status: 500 })));
    renderApp('/login');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
  });

  /** POST /users/login: records each body sent, answers `answer`. */
  function recordLogins(answer: () => Response = () => failure(401, MESSAGES.wrongCredentials)): unknown[] {
    const sent: unknown[] = [];
    server.use(
      answerPost<LoginApiResponse>('*/api/v1/users/login', async ({ request }) => {
        sent.push(await request.json());
        return answer();
      }),
    );
    return sent;
  }

  it('sends empty fields as typed (SPEC 5) and says the refusal in plain words', async () => {
    const sent = recordLogins(() => failure(400, 'email: Please provide a valid email address'));
    renderApp('/login');
    await typist().click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailInvalid);
    expect(screen.queryByText(/email: /)).not.toBeInTheDocument();
    expect(sent).toEqual([{ email: '', password: '' }]);
  });

  it.each([
    ['email: Please provide a valid email address', MESSAGES.emailInvalid],
    ['password: Too big: expected string to have <=25 characters', MESSAGES.wrongCredentials],
    ['body: Invalid input', MESSAGES.entriesRefused],
  ])("never shows the server's field check as is (%s)", async (refusal, shown) => {
    recordLogins(() => failure(400, refusal));
    renderApp('/login');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByRole('alert').textContent).not.toContain(':');
  });

  it('disables the form while the answer is on its way', async () => {
    server.use(
      answerPost<LoginApiResponse>('*/api/v1/users/login', async () => {
        await delay(200);
        return failure(401, MESSAGES.wrongCredentials);
      }),
    );
    renderApp('/login');
    await submit();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Log In/ })).toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.wrongCredentials);
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });
});

describe('/login on a weak signal', () => {
  it('stays busy once signed in until the next page has arrived, without calling the driver signed in already (QA)', async () => {
    server.use(okFor(SAMPLE_USERS.customer));
    const next = renderWithSlowNextPage('/login', <LoginPage />);
    await submit();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('button', { name: 'Log In' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.queryByRole('link', { name: APP_TEXT.goToDashboard })).not.toBeInTheDocument();
    act(() => next.arrive());
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
  });
});
