import { screen, waitFor } from '@testing-library/react';
import type { GetMeApiResponse, UpdateMeApiArg, UpdateMeApiResponse } from '../../../src/app/api/generated/users';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { APP_TEXT, MESSAGES, PARKING_TEXT, reminderMinutesChoice } from '../../../src/shared/messages';
import { apiMe } from './apiUser';
import { renderApp, typist } from './renderWithProviders';
import { server, useMswServer } from './server';
import { answerGet, answerPatch, failure } from './typedHandlers';

useMswServer();

const user = SAMPLE_USERS.customer;
const me = (reminders: { reminderMinutes?: number; remindersOn?: boolean }) =>
  answerGet<GetMeApiResponse>('*/api/v1/me', () => ({ status: 'success', data: { user: apiMe(user, reminders) } }));

const reminderSwitch = () => screen.findByRole('switch', { name: APP_TEXT.remindersSwitch });
const leadTime = () => screen.getByRole('combobox', { name: APP_TEXT.reminderLead });

async function chooseLead(ue: ReturnType<typeof typist>, minutes: number) {
  await ue.click(leadTime());
  // antd's listbox for screen readers holds only the options around the active one; click the visible item.
  await screen.findByRole('listbox');
  const item = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${reminderMinutesChoice(minutes)}"]`);
    expect(found).not.toBeNull();
    return found!;
  });
  await ue.click(item);
}

describe('/profile reminders', () => {
  it("shows the account's settings from GET /me: on, 15 minutes", async () => {
    server.use(me({ remindersOn: true, reminderMinutes: 15 }));
    renderApp('/profile', { user });
    expect(await reminderSwitch()).toBeChecked();
    expect(leadTime()).not.toBeDisabled();
    expect(screen.getByText(reminderMinutesChoice(15))).toBeInTheDocument();
  });

  it('keeps the lead time disabled while reminders are off', async () => {
    server.use(me({ remindersOn: false, reminderMinutes: 30 }));
    renderApp('/profile', { user });
    expect(await reminderSwitch()).not.toBeChecked();
    expect(leadTime()).toBeDisabled();
    await typist().click(await reminderSwitch());
    expect(leadTime()).not.toBeDisabled();
  });

  it('saves a new lead time, and only the reminder fields, says so in green and keeps the signed-in user in sync', async () => {
    const ue = typist();
    let sent: UpdateMeApiArg['body'] | undefined;
    // The account as the server keeps it: renamed meanwhile, and saved with 30 minutes.
    let account = apiMe(user, { remindersOn: true, reminderMinutes: 15 });
    server.use(
      answerGet<GetMeApiResponse>('*/api/v1/me', () => ({ status: 'success', data: { user: account } })),
      answerPatch<UpdateMeApiResponse>('*/api/v1/users/update', async ({ request }) => {
        sent = (await request.json()) as UpdateMeApiArg['body'];
        account = apiMe({ ...user, name: 'Casey Renamed' }, { remindersOn: true, reminderMinutes: 30 });
        return { status: 'success', data: { user: account } };
      }),
    );
    const { store } = renderApp('/profile', { user });
    await reminderSwitch();
    await chooseLead(ue, 30);
    await ue.click(screen.getByRole('button', { name: PARKING_TEXT.save }));
    const saved = await screen.findByText(MESSAGES.remindersSaved);
    expect(saved.closest('.ant-alert')).toHaveClass('ant-alert-success');
    expect(sent).toEqual({ remindersOn: true, reminderMinutes: 30 });
    // The auth slice holds the user as the server answered.
    expect(store.getState().auth.user).toMatchObject({ _id: user._id, name: 'Casey Renamed', email: user.email });
  });

  it('shows the name and email the account has now, changed on another device, not the copy kept on this one', async () => {
    server.use(
      answerGet<GetMeApiResponse>('*/api/v1/me', () => ({
        status: 'success',
        data: {
          user: apiMe({ ...user, name: 'Casey Elsewhere', email: 'casey.new@example.com' }, { remindersOn: true, reminderMinutes: 15 }),
        },
      })),
    );
    const { store } = renderApp('/profile', { user });
    // In the profile and the top bar.
    expect(await screen.findAllByText('Casey Elsewhere')).toHaveLength(2);
    expect(screen.getByText('casey.new@example.com')).toBeInTheDocument();
    expect(screen.queryByText(user.name)).not.toBeInTheDocument();
    expect(store.getState().auth.user).toMatchObject({ _id: user._id, name: 'Casey Elsewhere', email: 'casey.new@example.com' });
  });

  it('turns reminders off', async () => {
    const ue = typist();
    let sent: UpdateMeApiArg['body'] | undefined;
    server.use(
      me({ remindersOn: true, reminderMinutes: 20 }),
      answerPatch<UpdateMeApiResponse>('*/api/v1/users/update', async ({ request }) => {
        sent = (await request.json()) as UpdateMeApiArg['body'];
        return { status: 'success', data: { user: apiMe(user, { remindersOn: false, reminderMinutes: 20 }) } };
      }),
    );
    renderApp('/profile', { user });
    await ue.click(await reminderSwitch());
    expect(leadTime()).toBeDisabled();
    await ue.click(screen.getByRole('button', { name: PARKING_TEXT.save }));
    expect(await screen.findByText(MESSAGES.remindersSaved)).toBeInTheDocument();
    expect(sent).toEqual({ remindersOn: false, reminderMinutes: 20 });
  });

  it("shows the server's refusal in red and keeps the user as it was", async () => {
    const ue = typist();
    const refusal = `reminderMinutes: ${MESSAGES.reminderMinutesRange}`;
    server.use(
      me({ remindersOn: true, reminderMinutes: 15 }),
      answerPatch<UpdateMeApiResponse>('*/api/v1/users/update', () => failure(400, refusal)),
    );
    const { store } = renderApp('/profile', { user });
    await reminderSwitch();
    await ue.click(screen.getByRole('button', { name: PARKING_TEXT.save }));
    const alert = await screen.findByText(refusal);
    expect(alert.closest('.ant-alert')).toHaveClass('ant-alert-error');
    expect(screen.queryByText(MESSAGES.remindersSaved)).not.toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.user).toEqual(user));
  });
});
