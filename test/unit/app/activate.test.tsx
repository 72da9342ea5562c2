import { screen } from '@testing-library/react';
import type { ActivateMemberApiResponse } from '../../../src/app/api/generated/users';
import { MESSAGES } from '../../../src/shared/messages';
import { fakeJwt } from '../../../src/app/testing/sampleUsers';
import { renderApp, typist } from './renderWithProviders';
import { server, useMswServer } from './server';
import { answerPatch, failure } from './typedHandlers';

useMswServer();

const token = fakeJwt({ name: 'Eli', email: 'eli@example.com' });
const path = `/auth/member/activate/${token}`;

async function fill(password: string, confirm: string) {
  const ue = typist();
  if (password) await ue.type(await screen.findByLabelText('New Password'), password);
  if (confirm) await ue.type(screen.getByLabelText('Confirm Password'), confirm);
  await ue.click(screen.getByRole('button', { name: 'Activate Account' }));
}

describe('/auth/member/activate/:token', () => {
  it.each(['/auth/member/activate/garbage', '/auth/member/activate', '/auth/member/activate/'])(
    'rejects a token that cannot be decoded or is missing, with a link to /login (%s)',
    async (at) => {
      renderApp(at);
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidActivationToken);
      expect(screen.getByRole('link', { name: 'Go to Log In' })).toHaveAttribute('href', '/login');
      expect(screen.queryByRole('button', { name: 'Activate Account' })).not.toBeInTheDocument();
    },
  );

  it('shows the invited email read-only', async () => {
    renderApp(path);
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('eli@example.com');
    expect(email).toHaveAttribute('readonly');
    // SPEC's button is the page's one Activate Account: the heading is in other words.
    expect(screen.getAllByText('Activate Account')).toHaveLength(1);
  });

  it('needs both password fields', async () => {
    renderApp(path);
    await screen.findByLabelText('New Password');
    await fill('Secret#123', '');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.activationFieldsRequired);
  });

  it('needs the passwords to match', async () => {
    renderApp(path);
    await fill('Secret#123', 'Secret#999');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.passwordsNotMatching);
  });

  it("shows the server's message when activation fails", async () => {
    server.use(answerPatch<ActivateMemberApiResponse>('*/api/v1/users/active/me', () => failure(400, 'This invitation has expired.')));
    renderApp(path);
    await fill('Secret#123', 'Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired.');
  });

  it('activates the account and links to /login', async () => {
    let body: unknown;
    server.use(
      answerPatch<ActivateMemberApiResponse>('*/api/v1/users/active/me', async ({ request }) => {
        body = await request.json();
        return { status: 'success', message: 'ok' };
      }),
    );
    renderApp(path);
    await fill('Secret#123', 'Secret#123');
    expect(await screen.findByText(MESSAGES.activationSuccess)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Log In' })).toHaveAttribute('href', '/login');
    expect(body).toEqual({ token, email: 'eli@example.com', password: 'Secret#123', confirm: 'Secret#123' });
  });
});
