import { screen, waitFor, within } from '@testing-library/react';
import type { GetLocationsMeApiResponse } from '../../../src/app/api/generated/locations';
import type { UpdateLotRevenueApiResponse } from '../../../src/app/api/generated/billing';
import type {
  InviteEnforcerApiResponse,
  ListEnforcersApiResponse,
  SetEnforcerActiveApiResponse,
  SetEnforcerLocationsApiResponse,
} from '../../../src/app/api/generated/users';
import type { Enforcer } from '../../../src/app/api/enhanced/users';
import RevenueUpdatePage from '../../../src/app/features/revenueEntries/RevenueUpdatePage';
import TeamPage from '../../../src/app/features/team/TeamPage';
import { Themed } from '../../../src/app/components/Themed';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { AUTH_MESSAGES, MESSAGES, REVENUE_ENTRY_TEXT, TEAM_TEXT } from '../../../src/shared/messages';
import { LOCATION } from '../booking/fixtures';
import { renderWithProviders, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPatch, answerPost, answerPut, failure } from '../app/typedHandlers';
import { atWidth } from '../app/atWidth';

useMswServer();

const nia: Enforcer = { _id: 'u-1', name: 'Nia Okafor', email: 'nia@example.com', isActive: true, locationIds: [], pending: false };
const list = (users: Enforcer[]): ListEnforcersApiResponse => ({ status: 'success', results: users.length, users, data: { users } });
const lots: GetLocationsMeApiResponse = {
  status: 'success',
  data: { locations: [{ ...LOCATION, _id: 'loc-1', name: 'Harbor Lot', lotName: null }] },
};

function renderTeam(users: () => Enforcer[]) {
  server.use(
    answerGet<ListEnforcersApiResponse>('*/api/v1/users/enforcement/me', () => list(users())),
    answerGet<GetLocationsMeApiResponse>('*/api/v1/locations/me', () => lots),
  );
  // The app shell gives every desk screen antd's App (message, modal); so does the test.
  renderWithProviders(
    <Themed>
      <TeamPage />
    </Themed>,
    { user: SAMPLE_USERS.vendor, routePath: '/team' },
  );
}

describe('/team', () => {
  it('says so when there is no one yet', async () => {
    renderTeam(() => []);
    expect(await screen.findByText(MESSAGES.noTeam)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: TEAM_TEXT.title })).toBeInTheDocument();
  });

  it('opens Team Invite on Member Name, but leaves the focus in a field chosen while it opened (CI: the email went into the name)', async () => {
    const ue = typist();
    renderTeam(() => []);
    await screen.findByText(MESSAGES.noTeam);
    await ue.click(screen.getByRole('button', { name: TEAM_TEXT.addEnforcer }));
    let dialog = await screen.findByRole('dialog', { name: TEAM_TEXT.inviteTitle });
    await waitFor(() => expect(within(dialog).getByLabelText(TEAM_TEXT.memberName)).toHaveFocus());
    await ue.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await ue.click(screen.getByRole('button', { name: TEAM_TEXT.addEnforcer }));
    dialog = await screen.findByRole('dialog', { name: TEAM_TEXT.inviteTitle });
    within(dialog).getByLabelText(TEAM_TEXT.memberEmail).focus();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(within(dialog).getByLabelText(TEAM_TEXT.memberEmail)).toHaveFocus();
  });

  it('invites through the Team Invite dialog: both fields first, Loading... while sending, then the new row', async () => {
    const ue = typist();
    let team: Enforcer[] = [];
    let answer: (r: Response) => void = () => undefined;
    let sent: unknown;
    server.use(
      answerPost<InviteEnforcerApiResponse>('*/api/v1/users/enforcement/invite', async ({ request }) => {
        sent = await request.json();
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    renderTeam(() => team);
    await screen.findByText(MESSAGES.noTeam);
    await ue.click(screen.getByRole('button', { name: TEAM_TEXT.addEnforcer }));
    const dialog = await screen.findByRole('dialog', { name: TEAM_TEXT.inviteTitle });
    await ue.type(within(dialog).getByLabelText(TEAM_TEXT.memberName), 'Wes Park');
    await ue.click(within(dialog).getByRole('button', { name: TEAM_TEXT.sendInvite }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TEAM_TEXT.inviteFieldsRequired);
    expect(sent).toBeUndefined();

    // An address without a dot in its domain: the server's rule, said before sending, in plain words.
    await ue.type(within(dialog).getByLabelText(TEAM_TEXT.memberEmail), 'wes@example');
    await ue.click(within(dialog).getByRole('button', { name: TEAM_TEXT.sendInvite }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.emailInvalid);
    expect(sent).toBeUndefined();
    await ue.type(within(dialog).getByLabelText(TEAM_TEXT.memberEmail), '.com');
    // Once a field is edited, the refusal of the fields as they were is gone.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await ue.click(within(dialog).getByRole('button', { name: TEAM_TEXT.sendInvite }));
    expect(await within(dialog).findByRole('button', { name: TEAM_TEXT.sending })).toBeDisabled();
    await waitFor(() => expect(sent).toEqual({ name: 'Wes Park', email: 'wes@example.com' }));
    const wes: Enforcer = { _id: 'u-2', name: 'Wes Park', email: 'wes@example.com', isActive: false, locationIds: [], pending: true };
    team = [wes];
    answer(
      Response.json(
        { status: 'success', data: { user: { _id: 'u-2', name: 'Wes Park', email: 'wes@example.com', role: 'enforcer' } } },
        { status: 201 },
      ),
    );
    const row = (await screen.findByText('Wes Park')).closest('tr')!;
    expect(within(row).getByText(TEAM_TEXT.pending)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: TEAM_TEXT.resendInvite })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // No other button's name holds the dialog's Send Invite (a test finding it by name finds one).
    expect(screen.queryAllByRole('button', { name: /send invite/i })).toHaveLength(0);

    // The invitee lost the mail: one tap sends the link again to the same person.
    sent = undefined;
    server.use(
      answerPost<InviteEnforcerApiResponse>('*/api/v1/users/enforcement/invite', async ({ request }) => {
        sent = await request.json();
        return { status: 'success', data: { user: { ...wes, role: 'enforcer', isSuperadmin: false } } };
      }),
    );
    await ue.click(within(row).getByRole('button', { name: TEAM_TEXT.resendInvite }));
    expect(await screen.findByText(TEAM_TEXT.inviteSent('wes@example.com'))).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Wes Park', email: 'wes@example.com' });
  });

  it('deactivates after a confirmation that opens on Cancel, activates with one tap, and says the server’s refusal plainly', async () => {
    const ue = typist();
    let team = [nia];
    let body: unknown;
    server.use(
      answerPatch<SetEnforcerActiveApiResponse>('*/api/v1/users/enforcement/u-1', async ({ request }) => {
        body = await request.json();
        team = [{ ...nia, isActive: false }];
        return { status: 'success', data: { user: team[0]! } };
      }),
    );
    renderTeam(() => team);
    const row = (await screen.findByText('Nia Okafor')).closest('tr')!;
    expect(within(row).getByText(TEAM_TEXT.active)).toBeInTheDocument();
    await ue.click(within(row).getByRole('button', { name: TEAM_TEXT.deactivate }));
    const ask = await screen.findByRole('dialog', { name: TEAM_TEXT.deactivateTitle('Nia Okafor') });
    // Cancel first: nothing is sent and they stay active.
    await waitFor(() => expect(within(ask).getByRole('button', { name: TEAM_TEXT.cancel })).toHaveFocus());
    await ue.click(within(ask).getByRole('button', { name: TEAM_TEXT.cancel }));
    expect(body).toBeUndefined();
    expect(within(row).getByText(TEAM_TEXT.active)).toBeInTheDocument();
    await ue.click(within(row).getByRole('button', { name: TEAM_TEXT.deactivate }));
    const again = await screen.findByRole('dialog', { name: TEAM_TEXT.deactivateTitle('Nia Okafor') });
    await ue.click(within(again).getByRole('button', { name: TEAM_TEXT.deactivate }));
    await waitFor(() => expect(body).toEqual({ isActive: false }));
    expect(await within(row).findByText(TEAM_TEXT.inactive)).toBeInTheDocument();
    // The row may read Inactive a render before the button stops loading (named "loading Activate").
    expect(await within(row).findByRole('button', { name: TEAM_TEXT.activate })).toBeInTheDocument();

    server.use(answerPatch<SetEnforcerActiveApiResponse>('*/api/v1/users/enforcement/u-1', () => failure(409, MESSAGES.enforcerPending)));
    await ue.click(within(row).getByRole('button', { name: TEAM_TEXT.activate }));
    expect(await screen.findByText(MESSAGES.enforcerPending)).toBeInTheDocument();
  });
});

describe('/team on a 390 px phone', () => {
  atWidth(390);
  const invitee: Enforcer = {
    _id: 'u-2',
    name: 'Nia Newcomer',
    email: 'new.enforcer@demo.parking',
    isActive: false,
    locationIds: [],
    pending: true,
  };

  it("shows each enforcer's serviced locations under their row, and changes them there", async () => {
    const ue = typist();
    let team = [nia];
    let sent: unknown;
    server.use(
      answerPut<SetEnforcerLocationsApiResponse>('*/api/v1/users/enforcement/u-1/locations', async ({ request }) => {
        sent = await request.json();
        team = [{ ...nia, locationIds: ['loc-1'] }];
        return { status: 'success', data: { user: team[0]! } };
      }),
    );
    renderTeam(() => team);
    await screen.findByText('Nia Okafor');
    // No room for a Locations column: the picker is on a line of its own, the table's width.
    expect(screen.queryByRole('columnheader', { name: TEAM_TEXT.locations })).not.toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: `${TEAM_TEXT.locations}: Nia Okafor` });
    await ue.click(picker);
    await ue.click(await screen.findByTitle('Harbor Lot'));
    await waitFor(() => expect(sent).toEqual({ locationIds: ['loc-1'] }));
    expect(await screen.findByText(TEAM_TEXT.locationsSaved)).toBeInTheDocument();
  });

  it('breaks an email before its @ and its dots, never inside a word', async () => {
    renderTeam(() => [invitee]);
    const name = await screen.findByText('Nia Newcomer');
    const cell = name.closest('td')!;
    const email = within(cell).getByText((_t, el) => el?.tagName === 'SPAN' && el.textContent === invitee.email);
    // Where the line may break: <wbr> before "@" and before each ".".
    expect(email.innerHTML).toBe('new<wbr>.enforcer<wbr>@demo<wbr>.parking');
    expect(cell.innerHTML).not.toMatch(/break-all/);
  });

  it('gives Invite Again room above and below its wrapped lines, at the touch size', async () => {
    renderTeam(() => [invitee, nia]);
    const resend = await screen.findByRole('button', { name: TEAM_TEXT.resendInvite });
    // antd's button has no padding above and below its text: a two-line label touched its border.
    expect(resend).toHaveStyle({ whiteSpace: 'normal', height: 'auto', paddingBlock: '4px', minHeight: '44px' });
    expect(screen.getByRole('button', { name: TEAM_TEXT.deactivate })).toHaveStyle({ minHeight: '44px' });
  });
});

describe('/team at a 1440 px desk', () => {
  atWidth(1440);

  it('shows the Locations column, with one picker per enforcer, in their row', async () => {
    renderTeam(() => [nia]);
    await screen.findByText('Nia Okafor');
    expect(screen.getByRole('columnheader', { name: TEAM_TEXT.locations })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: TEAM_TEXT.email })).toBeInTheDocument();
    const row = screen.getByText('Nia Okafor').closest('tr')!;
    expect(within(row).getByRole('combobox', { name: `${TEAM_TEXT.locations}: Nia Okafor` })).toBeInTheDocument();
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
  });
});

describe('/revenue/update', () => {
  it('asks for a location, then an amount, and records the entry it sends', async () => {
    const ue = typist();
    let sent: unknown;
    server.use(
      answerGet<GetLocationsMeApiResponse>('*/api/v1/locations/me', () => lots),
      answerPost<UpdateLotRevenueApiResponse>('*/api/v1/billing/revenue/update', async ({ request }) => {
        sent = await request.json();
        return { status: 'success', data: { location: { ...lots.data.locations[0]!, lotName: 'North Gate', lotRevenue: 150.5 } } };
      }),
    );
    renderWithProviders(<RevenueUpdatePage />, { user: SAMPLE_USERS.vendor, routePath: '/revenue/update' });
    const submit = screen.getByRole('button', { name: REVENUE_ENTRY_TEXT.submit });
    await ue.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(REVENUE_ENTRY_TEXT.pickLocation);

    await ue.click(screen.getByRole('combobox', { name: REVENUE_ENTRY_TEXT.location }));
    await ue.click(await screen.findByTitle('Harbor Lot'));
    expect(await screen.findByDisplayValue('Harbor Lot')).toBeInTheDocument();
    await ue.type(screen.getByLabelText(REVENUE_ENTRY_TEXT.lotRevenue), '12.345');
    await ue.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(REVENUE_ENTRY_TEXT.amountInvalid);
    // Too much is said as too much (ten digits fit the field; the server takes at most $1,000,000).
    await ue.clear(screen.getByLabelText(REVENUE_ENTRY_TEXT.lotRevenue));
    await ue.type(screen.getByLabelText(REVENUE_ENTRY_TEXT.lotRevenue), '9999999999');
    await ue.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(REVENUE_ENTRY_TEXT.amountTooLarge);
    expect(sent).toBeUndefined();

    const name = screen.getByLabelText(REVENUE_ENTRY_TEXT.lotName);
    await ue.clear(name);
    await ue.type(name, 'North Gate');
    const amount = screen.getByLabelText(REVENUE_ENTRY_TEXT.lotRevenue);
    await ue.clear(amount);
    await ue.type(amount, '120.50');
    await ue.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent(REVENUE_ENTRY_TEXT.saved('$120.50', 'North Gate', '$150.50'));
    expect(sent).toEqual({ locationId: 'loc-1', lotRevenue: 120.5, lotName: 'North Gate' });
  });

  it('says when the server took the entry for a repeat and added nothing, keeping the entry in the form', async () => {
    const ue = typist();
    server.use(
      answerGet<GetLocationsMeApiResponse>('*/api/v1/locations/me', () => lots),
      answerPost<UpdateLotRevenueApiResponse>('*/api/v1/billing/revenue/update', () => ({
        status: 'success',
        data: { location: { ...lots.data.locations[0]!, lotRevenue: 12.34 }, repeated: true },
      })),
    );
    renderWithProviders(<RevenueUpdatePage />, { user: SAMPLE_USERS.vendor, routePath: '/revenue/update' });
    await ue.click(screen.getByRole('combobox', { name: REVENUE_ENTRY_TEXT.location }));
    await ue.click(await screen.findByTitle('Harbor Lot'));
    await ue.type(screen.getByLabelText(REVENUE_ENTRY_TEXT.lotRevenue), '12.34');
    await ue.click(screen.getByRole('button', { name: REVENUE_ENTRY_TEXT.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REVENUE_ENTRY_TEXT.repeated('$12.34', 'Harbor Lot', false));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText(REVENUE_ENTRY_TEXT.lotRevenue)).toHaveValue('12.34');
  });
});
