import { screen, waitFor } from '@testing-library/react';
import type { ContactUsApiResponse } from '../../../src/app/api/generated/contact';
import { HELP_FAQ, MESSAGES } from '../../../src/shared/messages';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { renderApp, typist } from './renderWithProviders';
import { server, useMswServer } from './server';
import { answerPost, failure } from './typedHandlers';

useMswServer();

async function fill(values: { name?: string; email?: string; message?: string }) {
  const ue = typist();
  await screen.findByRole('heading', { name: 'Contact Us' });
  if (values.name) await ue.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await ue.type(screen.getByLabelText('Email'), values.email);
  if (values.message) await ue.type(screen.getByLabelText('Message'), values.message);
  await ue.click(screen.getByRole('button', { name: 'Send' }));
}

describe('/contact-us', () => {
  it("fills in a signed-in driver's name and email, still editable", async () => {
    renderApp('/contact-us', { user: SAMPLE_USERS.customer });
    await screen.findByRole('heading', { name: 'Contact Us' });
    expect(screen.getByLabelText('Name')).toHaveValue(SAMPLE_USERS.customer.name);
    expect(screen.getByLabelText('Email')).toHaveValue(SAMPLE_USERS.customer.email);
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('readonly');
  });

  it('reads Contact Us once: its footer links to Help only, not to the page itself', async () => {
    renderApp('/contact-us');
    await screen.findByRole('heading', { name: 'Contact Us' });
    expect(screen.getAllByText('Contact Us')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
  });

  it('requires every field, and the refusal marks and names the empty one and takes the focus there', async () => {
    renderApp('/contact-us');
    await fill({ name: 'Ann', email: 'ann@example.com' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.contactFieldsRequired);
    const message = screen.getByLabelText('Message');
    expect(message).toBeInvalid();
    expect(message).toHaveAccessibleDescription(MESSAGES.contactFieldsRequired);
    expect(message).toHaveFocus();
    // What was filled in is not what the error is about.
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name')).toBeRequired();
  });

  it('moves the focus again on a second refusal in the same words, to the field still empty', async () => {
    const ue = typist();
    renderApp('/contact-us');
    await screen.findByRole('heading', { name: 'Contact Us' });
    await ue.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    await ue.type(screen.getByLabelText('Name'), 'Ann');
    await ue.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.contactFieldsRequired);
  });

  it('replaces the form with a thank-you once sent', async () => {
    let body: unknown;
    server.use(
      answerPost<ContactUsApiResponse>(
        '*/api/v1/contact/contact-us',
        async ({ request }) => {
          body = await request.json();
          return { status: 'success', message: 'sent' };
        },
        { status: 201 },
      ),
    );
    renderApp('/contact-us');
    await fill({ name: 'Ann', email: 'ann@example.com', message: 'Where is lot B?' });
    expect(await screen.findByText(MESSAGES.contactThanks)).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
    expect(body).toEqual({ name: 'Ann', email: 'ann@example.com', message: 'Where is lot B?' });
  });

  it('disables every field while sending (SPEC 4)', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    server.use(
      answerPost<ContactUsApiResponse>('*/api/v1/contact/contact-us', async () => {
        await held;
        return { status: 'success', message: 'sent' };
      }),
    );
    renderApp('/contact-us');
    await fill({ name: 'Ann', email: 'ann@example.com', message: 'Where is lot B?' });
    for (const label of ['Name', 'Email', 'Message']) expect(screen.getByLabelText(label)).toBeDisabled();
    release();
    expect(await screen.findByText(MESSAGES.contactThanks)).toBeInTheDocument();
  });

  it('says when the email could not be sent', async () => {
    server.use(answerPost<ContactUsApiResponse>('*/api/v1/contact/contact-us', () => failure(502, 'smtp down')));
    renderApp('/contact-us');
    await fill({ name: 'Ann', email: 'ann@example.com', message: 'Hello' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.contactFailed);
  });

  it('keeps the app menu for a signed-in user', async () => {
    renderApp('/contact-us', { user: SAMPLE_USERS.customer });
    await screen.findByRole('heading', { name: 'Contact Us' });
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
  });
});

describe('/help', () => {
  it('shows every FAQ entry', async () => {
    renderApp('/help');
    await screen.findByRole('heading', { name: 'Help' });
    for (const { question, answer } of HELP_FAQ) {
      expect(screen.getByText(question)).toBeInTheDocument();
      expect(screen.getByText(answer)).toBeInTheDocument();
    }
  });
});
