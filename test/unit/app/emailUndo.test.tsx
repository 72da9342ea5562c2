import { screen, waitFor } from '@testing-library/react';
import type { UndoEmailChangeApiResponse } from '../../../src/app/api/generated/users';
import { MESSAGES } from '../../../src/shared/messages';
import { renderApp, typist } from './renderWithProviders';
import { server, useMswServer } from './server';
import { answerPost, failure } from './typedHandlers';

useMswServer();

const token = 'Hk3v1Xq9pW0sYtZ2bC4dE6fG8hJ0kL2mN4pQ6rS8tU0';

/** Opens the mailed link and presses the one button; resolves to what the server was sent. */
async function pressUndo(answer: () => UndoEmailChangeApiResponse | Response) {
  const sent: { path: string; body: string }[] = [];
  server.use(
    answerPost<UndoEmailChangeApiResponse>('*/api/v1/users/email-undo/:token', async ({ request }) => {
      sent.push({ path: new URL(request.url).pathname, body: await request.text() });
      return answer();
    }),
  );
  renderApp(`/email-undo/${token}`);
  expect(await screen.findByRole('heading', { name: MESSAGES.emailUndoTitle })).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.emailUndoIntro)).toBeInTheDocument();
  await typist().click(screen.getByRole('button', { name: MESSAGES.emailUndoButton }));
  return sent;
}

describe('/email-undo/:token', () => {
  it('puts the address back and offers Forgot password and Log In as big links', async () => {
    const sent = await pressUndo(() => ({ status: 'success', message: MESSAGES.emailUndone }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.emailUndone);
    expect(sent).toEqual([{ path: `/api/v1/users/email-undo/${token}`, body: '' }]);
    expect(screen.queryByRole('button', { name: MESSAGES.emailUndoButton })).not.toBeInTheDocument();
    const forgot = screen.getByRole('link', { name: 'Forgot Password' });
    const login = screen.getByRole('link', { name: 'Go to Log In' });
    expect(forgot).toHaveAttribute('href', '/forgot-password');
    expect(login).toHaveAttribute('href', '/login');
    // Button-styled (48 px tall, full width), not a line of small text.
    for (const link of [forgot, login]) expect(link).toHaveClass('p-btn', 'p-btn-block');
  });

  it('says a used or expired link is dead, with no button to press again', async () => {
    await pressUndo(() => failure(400, MESSAGES.emailUndoInvalid));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailUndoInvalid);
    expect(screen.queryByRole('button', { name: MESSAGES.emailUndoButton })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Log In' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's refusal when the old address was taken, and lets the person try again", async () => {
    const sent = await pressUndo(() => failure(409, MESSAGES.emailUndoTaken));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailUndoTaken);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await typist().click(screen.getByRole('button', { name: MESSAGES.emailUndoButton }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailUndoTaken);
  });

  it.each(['/email-undo', '/email-undo/'])('says a link without its token is not valid (%s)', async (at) => {
    renderApp(at);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailUndoInvalid);
    expect(screen.queryByRole('button', { name: MESSAGES.emailUndoButton })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Log In' })).toHaveAttribute('href', '/login');
  });
});
