import { screen, waitFor } from '@testing-library/react';
import type { ForgotPasswordApiResponse, ResetPasswordApiResponse } from '../../../src/app/api/generated/users';
import { APP_TEXT, MESSAGES } from '../../../src/shared/messages';
import { fakeJwt } from '../../../src/app/testing/sampleUsers';
import { renderApp, typist } from './renderWithProviders';
import { server, useMswServer } from './server';
import { answerPatch, answerPost, failure } from './typedHandlers';

useMswServer();

describe('/forgot-password', () => {
  const send = async (email?: string) => {
    const ue = typist();
    const field = await screen.findByLabelText('Email');
    if (email) await ue.type(field, email);
    await ue.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  };

  it('disables the field while sending (SPEC 4)', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    server.use(
      answerPost<ForgotPasswordApiResponse>('*/api/v1/users/forgot-password', async () => {
        await held;
        return failure(404, 'nope');
      }),
    );
    renderApp('/forgot-password');
    await send('casey@example.com');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByLabelText('Email')).not.toBeDisabled());
  });

  it('asks for an email address', async () => {
    renderApp('/forgot-password');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.forgotEmailRequired);
  });

  it('says so when the address has no account', async () => {
    server.use(answerPost<ForgotPasswordApiResponse>('*/api/v1/users/forgot-password', () => failure(404, 'nope')));
    renderApp('/forgot-password');
    await send('ghost@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.forgotFailed);
  });

  it('confirms that the link is on its way', async () => {
    let body: unknown;
    server.use(
      answerPost<ForgotPasswordApiResponse>('*/api/v1/users/forgot-password', async ({ request }) => {
        body = await request.json();
        return { status: 'success', message: 'sent' };
      }),
    );
    renderApp('/forgot-password');
    await send('casey@example.com');
    expect(await screen.findByText(MESSAGES.forgotSent)).toBeInTheDocument();
    expect(body).toEqual({ email: 'casey@example.com' });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});

describe('/reset/:token', () => {
  const token = fakeJwt({ name: 'Casey', email: 'casey@example.com' });
  const fill = async (password: string, confirm: string) => {
    const ue = typist();
    if (password) await ue.type(await screen.findByLabelText('New Password'), password);
    if (confirm) await ue.type(screen.getByLabelText('Confirm Password'), confirm);
    await ue.click(screen.getByRole('button', { name: 'Reset Password' }));
  };

  it.each(['/reset/not-a-token', '/reset', '/reset/'])('rejects a token that cannot be decoded or is missing (%s)', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidResetToken);
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Log In' })).toHaveAttribute('href', '/login');
  });

  it('says a link past its hour cannot be used on opening, and offers a new one', async () => {
    renderApp(`/reset/${fakeJwt({ email: 'casey@example.com', exp: Math.floor(Date.now() / 1000) - 60 })}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidResetToken);
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: APP_TEXT.newResetLink })).toHaveAttribute('href', '/forgot-password');
  });

  it('offers a new link when the server refuses this one (already used), not after a typing slip', async () => {
    server.use(
      answerPatch<ResetPasswordApiResponse>('*/api/v1/users/reset-password/:token', () => failure(400, MESSAGES.invalidResetToken)),
    );
    renderApp(`/reset/${token}`);
    await fill('Secret#123', 'Secret#124');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.passwordsNotMatching);
    expect(screen.queryByRole('link', { name: APP_TEXT.newResetLink })).not.toBeInTheDocument();
    const ue = typist();
    await ue.clear(screen.getByLabelText('Confirm Password'));
    await ue.type(screen.getByLabelText('Confirm Password'), 'Secret#123');
    await ue.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidResetToken));
    expect(screen.getByRole('link', { name: APP_TEXT.newResetLink })).toHaveAttribute('href', '/forgot-password');
  });

  it('needs both fields filled and equal', async () => {
    renderApp(`/reset/${token}`);
    await screen.findByLabelText('New Password');
    await fill('Secret#123', 'Secret#124');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.passwordsNotMatching);
    // The confirmation is what the refusal is about: marked, and named by it.
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(MESSAGES.passwordsNotMatching);
    expect(screen.getByLabelText('New Password')).not.toHaveAttribute('aria-invalid');
  });

  it('holds the password to the rule', async () => {
    renderApp(`/reset/${token}`);
    await fill('weakweak', 'weakweak');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.passwordRule);
    // Said once, by the refusal: not also as the hint under the field.
    expect(screen.getAllByText(MESSAGES.passwordRule)).toHaveLength(1);
  });

  it('resets the password and links to the login', async () => {
    let call: { url: string; body: unknown } | undefined;
    server.use(
      answerPatch<ResetPasswordApiResponse>('*/api/v1/users/reset-password/:token', async ({ request }) => {
        call = { url: new URL(request.url).pathname, body: await request.json() };
        return { status: 'success', message: 'ok' };
      }),
    );
    renderApp(`/reset/${token}`);
    await fill('Secret#123', 'Secret#123');
    expect(await screen.findByText(MESSAGES.resetSuccess)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Log In' })).toHaveAttribute('href', '/login');
    expect(call).toEqual({ url: `/api/v1/users/reset-password/${token}`, body: { token, password: 'Secret#123' } });
  });
});
