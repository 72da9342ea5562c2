import { screen, waitFor, within } from '@testing-library/react';
import type {
  ChangePasswordApiArg,
  ChangePasswordApiResponse,
  DeleteMeApiResponse,
  GetMeApiResponse,
  UpdateMeApiArg,
  UpdateMeApiResponse,
} from '../../../src/app/api/generated/users';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { APP_TEXT, AUTH_MESSAGES, emailChangedNotice, MESSAGES } from '../../../src/shared/messages';
import { apiMe, signedIn } from './apiUser';
import { renderApp, typist } from './renderWithProviders';
import { server, useMswServer } from './server';
import { answerDelete, answerGet, answerPatch, failure } from './typedHandlers';

useMswServer();

const user = SAMPLE_USERS.customer;
const meAnswer = (u = user) => answerGet<GetMeApiResponse>('*/api/v1/me', () => ({ status: 'success', data: { user: apiMe(u) } }));
const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe('/profile: your details', () => {
  it('edits the name and sends only what changed; the page and the signed-in user show the new name', async () => {
    const ue = typist();
    let sent: UpdateMeApiArg['body'] | undefined;
    server.use(
      meAnswer(),
      answerPatch<UpdateMeApiResponse>('*/api/v1/users/update', async ({ request }) => {
        sent = (await request.json()) as UpdateMeApiArg['body'];
        return { status: 'success', data: { user: apiMe({ ...user, name: 'Casey Newname' }) } };
      }),
    );
    const { store } = renderApp('/profile', { user });
    await ue.click(await screen.findByRole('button', { name: AUTH_MESSAGES.detailsEdit }));
    // The keyboard stays where the user is: on Name as the form opens, on Edit details as it closes.
    expect(field(APP_TEXT.name)).toHaveFocus();
    await ue.click(screen.getByRole('button', { name: AUTH_MESSAGES.detailsCancel }));
    expect(screen.getByRole('button', { name: AUTH_MESSAGES.detailsEdit })).toHaveFocus();
    await ue.click(screen.getByRole('button', { name: AUTH_MESSAGES.detailsEdit }));
    await ue.clear(field(APP_TEXT.name));
    await ue.type(field(APP_TEXT.name), 'Casey Newname');
    await ue.click(screen.getByRole('button', { name: AUTH_MESSAGES.detailsSave }));
    expect(await screen.findByText(AUTH_MESSAGES.detailsSaved)).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Casey Newname' });
    expect(screen.getByText('Casey Newname', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: AUTH_MESSAGES.detailsEdit })).toHaveFocus();
    expect(store.getState().auth.user).toMatchObject({ name: 'Casey Newname' });
  });

  it('a new email says the old address was told, with its undo link', async () => {
    const ue = typist();
    server.use(
      meAnswer(),
      answerPatch<UpdateMeApiResponse>('*/api/v1/users/update', () => ({
        status: 'success',
        data: { user: apiMe({ ...user, email: 'casey.moved@example.com' }) },
      })),
    );
    renderApp('/profile', { user });
    await ue.click(await screen.findByRole('button', { name: AUTH_MESSAGES.detailsEdit }));
    await ue.clear(field(APP_TEXT.email));
    await ue.type(field(APP_TEXT.email), 'casey.moved@example.com');
    await ue.click(screen.getByRole('button', { name: AUTH_MESSAGES.detailsSave }));
    expect(await screen.findByText(emailChangedNotice(user.email))).toBeInTheDocument();
    expect(screen.getByText('casey.moved@example.com', { selector: 'dd' })).toBeInTheDocument();
  });

  it('refuses an empty name and a malformed email without sending, and shows a refusal of the server in red', async () => {
    const ue = typist();
    let calls = 0;
    server.use(
      meAnswer(),
      answerPatch<UpdateMeApiResponse>('*/api/v1/users/update', () => {
        calls += 1;
        return failure(409, MESSAGES.emailTaken);
      }),
    );
    renderApp('/profile', { user });
    await ue.click(await screen.findByRole('button', { name: AUTH_MESSAGES.detailsEdit }));
    await ue.clear(field(APP_TEXT.name));
    await ue.click(screen.getByRole('button', { name: AUTH_MESSAGES.detailsSave }));
    expect(await screen.findByText(AUTH_MESSAGES.nameRequired)).toBeInTheDocument();
    await ue.type(field(APP_TEXT.name), 'Casey');
    await ue.clear(field(APP_TEXT.email));
    await ue.type(field(APP_TEXT.email), 'not-an-email');
    await ue.click(screen.getByRole('button', { name: AUTH_MESSAGES.detailsSave }));
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(calls).toBe(0);
    await ue.clear(field(APP_TEXT.email));
    await ue.type(field(APP_TEXT.email), 'taken@example.com');
    await ue.click(screen.getByRole('button', { name: AUTH_MESSAGES.detailsSave }));
    expect(await screen.findByText(MESSAGES.emailTaken)).toBeInTheDocument();
    expect(calls).toBe(1);
    // Still the form, with what was typed.
    expect(field(APP_TEXT.email)).toHaveValue('taken@example.com');
  });
});

describe('/profile: change password', () => {
  const fill = async (ue: ReturnType<typeof typist>, current: string, next: string, confirm: string) => {
    for (const [label, value] of [
      [AUTH_MESSAGES.currentPassword, current],
      [AUTH_MESSAGES.newPassword, next],
      [AUTH_MESSAGES.confirmNewPassword, confirm],
    ] as const) {
      await ue.clear(field(label));
      if (value) await ue.type(field(label), value);
    }
    await ue.click(screen.getByRole('button', { name: AUTH_MESSAGES.passwordChangeButton }));
  };

  it('checks the entries in order before sending, then keeps the new token so this device stays signed in', async () => {
    const ue = typist();
    let sent: ChangePasswordApiArg['body'] | undefined;
    server.use(
      meAnswer(),
      answerPatch<ChangePasswordApiResponse>('*/api/v1/users/password', async ({ request }) => {
        sent = (await request.json()) as ChangePasswordApiArg['body'];
        return signedIn(user, 'fresh-token');
      }),
    );
    const { store } = renderApp('/profile', { user });
    await screen.findByRole('button', { name: AUTH_MESSAGES.passwordChangeButton });
    await fill(ue, '', 'Newpass#2027', 'Newpass#2027');
    expect(await screen.findByText(AUTH_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    await fill(ue, 'Parking#2026', 'Newpass#2027', 'Newpass#2028');
    expect(await screen.findByText(AUTH_MESSAGES.passwordsNotMatching)).toBeInTheDocument();
    // The field it is about is marked and named by it.
    expect(field(AUTH_MESSAGES.confirmNewPassword)).toHaveAttribute('aria-invalid', 'true');
    expect(field(AUTH_MESSAGES.confirmNewPassword)).toHaveAccessibleDescription(AUTH_MESSAGES.passwordsNotMatching);
    expect(field(AUTH_MESSAGES.currentPassword)).not.toHaveAttribute('aria-invalid');
    await fill(ue, 'Parking#2026', 'weakpass', 'weakpass');
    expect(await screen.findAllByText(AUTH_MESSAGES.passwordRule)).toHaveLength(1);
    await fill(ue, 'Parking#2026', 'Parking#2026', 'Parking#2026');
    expect(await screen.findByText(AUTH_MESSAGES.passwordUnchanged)).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await fill(ue, 'Parking#2026', 'Newpass#2027', 'Newpass#2027');
    expect(await screen.findByText(AUTH_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(sent).toEqual({ currentPassword: 'Parking#2026', password: 'Newpass#2027', passwordConfirm: 'Newpass#2027' });
    expect(store.getState().auth.token).toBe('fresh-token');
    expect(field(AUTH_MESSAGES.currentPassword)).toHaveValue('');
  });

  it("shows the server's refusal of a wrong current password and stays signed in", async () => {
    const ue = typist();
    server.use(
      meAnswer(),
      answerPatch<ChangePasswordApiResponse>('*/api/v1/users/password', () => failure(400, MESSAGES.currentPasswordWrong)),
    );
    const { store } = renderApp('/profile', { user });
    await screen.findByRole('button', { name: AUTH_MESSAGES.passwordChangeButton });
    await fill(ue, 'Wrong#2026x', 'Newpass#2027', 'Newpass#2027');
    expect(await screen.findByText(MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    expect(field(AUTH_MESSAGES.currentPassword)).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().auth.token).not.toBeNull();
  });
});

describe('/profile: delete account', () => {
  it('asks first (Keep my account deletes nothing); Delete removes the account and lands on /login saying so', async () => {
    const ue = typist();
    const deletes: unknown[] = [];
    server.use(
      meAnswer(),
      answerDelete<DeleteMeApiResponse>('*/api/v1/users/', async ({ request }) => {
        deletes.push(await request.json());
        return { status: 'success', data: null };
      }),
    );
    const { store } = renderApp('/profile', { user });
    // The password first: an unlocked phone is not enough.
    await ue.click(await screen.findByRole('button', { name: AUTH_MESSAGES.deleteButton }));
    expect(await screen.findByText(AUTH_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await ue.type(field(AUTH_MESSAGES.deletePasswordLabel), 'Parking#2026');
    await ue.click(screen.getByRole('button', { name: AUTH_MESSAGES.deleteButton }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(AUTH_MESSAGES.deleteIntro)).toBeInTheDocument();
    await ue.click(within(dialog).getByRole('button', { name: AUTH_MESSAGES.deleteCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toEqual([]);
    await ue.click(screen.getByRole('button', { name: AUTH_MESSAGES.deleteButton }));
    dialog = await screen.findByRole('dialog');
    await ue.click(within(dialog).getByRole('button', { name: AUTH_MESSAGES.deleteConfirmOk }));
    expect(await screen.findByText(AUTH_MESSAGES.accountDeleted)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: APP_TEXT.logIn })).toBeInTheDocument();
    expect(deletes).toEqual([{ password: 'Parking#2026' }]);
    expect(store.getState().auth).toMatchObject({ token: null, user: null });
  });

  it('says a wrong password in the card, marks the field, and keeps the account signed in', async () => {
    const ue = typist();
    server.use(
      meAnswer(),
      answerDelete<DeleteMeApiResponse>('*/api/v1/users/', () => failure(400, MESSAGES.currentPasswordWrong)),
    );
    const { store } = renderApp('/profile', { user });
    await ue.type(await screen.findByLabelText(AUTH_MESSAGES.deletePasswordLabel), 'Wrong#2026x');
    await ue.click(screen.getByRole('button', { name: AUTH_MESSAGES.deleteButton }));
    await ue.click(within(await screen.findByRole('dialog')).getByRole('button', { name: AUTH_MESSAGES.deleteConfirmOk }));
    expect(await screen.findByText(MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    expect(field(AUTH_MESSAGES.deletePasswordLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().auth.user).not.toBeNull();
  });

  it("tells a lot owner their locations close with the account, and offers no delete to a team's accounts", async () => {
    const ue = typist();
    server.use(meAnswer(SAMPLE_USERS.vendor));
    const { unmount } = renderApp('/profile', { user: SAMPLE_USERS.vendor });
    await ue.type(await screen.findByLabelText(AUTH_MESSAGES.deletePasswordLabel), 'Parking#2026');
    await ue.click(screen.getByRole('button', { name: AUTH_MESSAGES.deleteButton }));
    expect(within(await screen.findByRole('dialog')).getByText(AUTH_MESSAGES.deleteOwnerIntro)).toBeInTheDocument();
    unmount();
    server.use(meAnswer(SAMPLE_USERS.enforcer));
    renderApp('/profile', { user: SAMPLE_USERS.enforcer });
    await screen.findByRole('button', { name: AUTH_MESSAGES.passwordChangeButton });
    expect(screen.queryByRole('button', { name: AUTH_MESSAGES.deleteButton })).not.toBeInTheDocument();
  });
});
