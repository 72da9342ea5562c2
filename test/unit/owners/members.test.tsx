import dayjs from 'dayjs';
import { render, screen, waitFor, within } from '@testing-library/react';
import type {
  CreateMemberApiResponse,
  DeleteMemberApiResponse,
  GetLocationMembersApiResponse,
  GetMembersApiResponse,
} from '../../../src/app/api/generated/members';
import type { Member } from '../../../src/app/api/enhanced/members';
import AddMemberPage from '../../../src/app/features/owners/AddMemberPage';
import { MemberForm, type NewMember } from '../../../src/app/features/owners/MemberForm';
import { Themed } from '../../../src/app/components/Themed';
import MembersPage from '../../../src/app/features/owners/MembersPage';
import { SAMPLE_MEMBERS } from '../../../src/app/features/owners/samples';
import { memberTaken, MESSAGES, OWNER_CONSOLE_TEXT as T } from '../../../src/shared/messages';
import { fixClock } from '../app/clock';
import { renderApp, typist } from '../app/renderWithProviders';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { server, useMswServer } from '../app/server';
import { answerDelete, answerGet, answerPost, failure } from '../app/typedHandlers';
import { choose, chooseDay, findDialog, FIRST_PAINT, ownLots, renderOwnerPage } from './support';

useMswServer();
jest.setTimeout(90_000);

const row = (plate: string) => screen.queryByText(plate)?.closest('tr') ?? null;

describe('/members', () => {
  it('says so when there are no members yet', async () => {
    server.use(answerGet<GetMembersApiResponse>('*/api/v1/members', () => ({ status: 'success', data: [], total: 0 })));
    renderOwnerPage(<MembersPage />, '/members');
    expect(await screen.findByText(MESSAGES.noMembers, undefined, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.addMember })).toHaveAttribute('href', '/members/add');
  });

  it('names each column once on the page (the table also measures its titles in a hidden row)', async () => {
    server.use(
      answerGet<GetMembersApiResponse>('*/api/v1/members', () => ({
        status: 'success',
        data: SAMPLE_MEMBERS,
        total: SAMPLE_MEMBERS.length,
      })),
    );
    renderOwnerPage(<MembersPage />, '/members');
    await screen.findByText(SAMPLE_MEMBERS[0]!.plate, undefined, FIRST_PAINT);
    expect(document.querySelector('.ant-table-measure-row')).not.toBeNull();
    // (Overlaps shows from the sm breakpoint up, which jsdom's window is not.)
    for (const title of [T.licensePlate, T.validUntilDate]) expect(screen.getAllByText(title)).toHaveLength(1);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining([T.licensePlate, T.code, T.validUntilDate, T.delete]),
    );
  });

  it('offers Add Member as SPEC has it, a button, which Space presses as it does any button', async () => {
    server.use(answerGet<GetMembersApiResponse>('*/api/v1/members', () => ({ status: 'success', data: [], total: 0 })));
    renderApp('/members', { user: SAMPLE_USERS.vendor });
    const add = await screen.findByRole('button', { name: T.addMember }, FIRST_PAINT);
    add.focus();
    await typist().keyboard(' ');
    expect(await screen.findByLabelText(T.validUntil, undefined, FIRST_PAINT)).toBeInTheDocument();
  });

  it('with several lots, says where each membership holds and keeps those who may park at the lot picked', async () => {
    const ue = typist();
    const asked: string[] = [];
    server.use(
      ownLots(),
      answerGet<GetMembersApiResponse>('*/api/v1/members', () => ({
        status: 'success',
        data: SAMPLE_MEMBERS,
        total: SAMPLE_MEMBERS.length,
      })),
      answerGet<GetLocationMembersApiResponse>('*/api/v1/locations/:id/members', ({ params }) => {
        asked.push(String(params.id));
        // As the server answers: the lot's own, and those valid at every location.
        const data = SAMPLE_MEMBERS.filter((m) => m.locationId === params.id || m.locationId === null);
        return { status: 'success', data, total: data.length };
      }),
    );
    renderOwnerPage(<MembersPage />, '/members');
    await screen.findByText(SAMPLE_MEMBERS[0]!.plate, undefined, FIRST_PAINT);
    await waitFor(() => expect(row('JKL9')).toHaveTextContent('Main Street Garage'));
    expect(row('ABC1234')).toHaveTextContent(T.everyLocation);
    await choose(ue, T.membersAt, 'Main Street Garage');
    await waitFor(() => expect(asked).toEqual(['loc-1']));
    const elsewhere = SAMPLE_MEMBERS.find((m) => m.locationId !== null && m.locationId !== 'loc-1');
    if (elsewhere) await waitFor(() => expect(row(elsewhere.plate)).toBeNull());
    expect(row('JKL9')).not.toBeNull();
    expect(row('ABC1234')).toHaveTextContent(T.everyLocation);
    // A lot where nobody may park says so.
    server.use(
      answerGet<GetLocationMembersApiResponse>('*/api/v1/locations/:id/members', () => ({ status: 'success', data: [], total: 0 })),
    );
    await choose(ue, T.membersAt, 'Harbor Lot');
    expect(await screen.findByText(T.noMembersAt('Harbor Lot'))).toBeInTheDocument();
  });

  it('asks the server for one page, sorted and searched, and shows its total', async () => {
    const ue = typist();
    const asked: string[] = [];
    server.use(
      answerGet<GetMembersApiResponse>('*/api/v1/members', ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(q.toString());
        const search = q.get('search') ?? '';
        const data = SAMPLE_MEMBERS.filter((m) => m.plate.includes(search));
        return { status: 'success', data, total: search ? data.length : 20_000 };
      }),
    );
    renderOwnerPage(<MembersPage />, '/members');
    expect(await screen.findByText(T.memberCount(20_000), undefined, FIRST_PAINT)).toBeInTheDocument();
    expect(asked[0]).toBe('page=1&pageSize=20&sort=plate');

    await ue.click(screen.getAllByText(T.validUntilDate)[0]!);
    await waitFor(() => expect(asked.at(-1)).toBe('page=1&pageSize=20&sort=valid_until_date'));
    await ue.click(screen.getAllByText(T.validUntilDate)[0]!);
    await waitFor(() => expect(asked.at(-1)).toBe('page=1&pageSize=20&sort=-valid_until_date'));

    await ue.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(asked.at(-1)).toBe('page=2&pageSize=20&sort=-valid_until_date'));

    // Typed any way, searched as a plate is stored; once, after the typing stops, from the first page.
    const before = asked.length;
    await ue.type(screen.getByRole('searchbox', { name: T.searchPlate }), 'xyz-7');
    await waitFor(() => expect(asked.at(-1)).toBe('search=XYZ7&page=1&pageSize=20&sort=-valid_until_date'));
    expect(asked.length).toBe(before + 1);
    expect(await screen.findByText(T.memberCount(1))).toBeInTheDocument();
    expect(row('ABC1234')).toBeNull();

    // A plate no member has: said so, not SPEC's "not added any members yet" (that is for no members at all).
    await ue.clear(screen.getByRole('searchbox', { name: T.searchPlate }));
    await ue.type(screen.getByRole('searchbox', { name: T.searchPlate }), 'QQ9');
    await waitFor(() => expect(asked.at(-1)).toBe('search=QQ9&page=1&pageSize=20&sort=-valid_until_date'));
    expect(await screen.findByText(T.noMemberMatches('QQ9'))).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noMembers)).toBeNull();
  });

  it('deletes optimistically and brings the row back with "Oops!" when the server refuses', async () => {
    const ue = typist();
    let answer: (r: Response) => void = () => undefined;
    server.use(
      answerGet<GetMembersApiResponse>('*/api/v1/members', () => ({ status: 'success', data: SAMPLE_MEMBERS, total: 4 })),
      answerDelete<DeleteMemberApiResponse>('*/api/v1/members/m-3', () => new Promise<Response>((r) => (answer = r))),
    );
    renderOwnerPage(<MembersPage />, '/members');
    await screen.findByText('XYZ7788', undefined, FIRST_PAINT);
    await ue.click(within(row('XYZ7788')!).getByRole('button', { name: T.delete }));
    const confirm = await findDialog(MESSAGES.confirmTitle);
    expect(within(confirm).getByText(MESSAGES.confirmMemberDelete)).toBeInTheDocument();
    // It opens on Cancel: Enter alone deletes nothing.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: T.cancel })).toHaveFocus());
    await ue.click(within(confirm).getByRole('button', { name: T.delete }));

    await waitFor(() => expect(row('XYZ7788')).toBeNull());
    expect(screen.getByText(T.memberCount(3))).toBeInTheDocument();

    answer(failure(500, MESSAGES.serverError));
    const oops = await findDialog(MESSAGES.oopsTitle);
    expect(within(oops).getByText(MESSAGES.oopsBody)).toBeInTheDocument();
    await waitFor(() => expect(row('XYZ7788')).not.toBeNull());
    expect(screen.getByText(T.memberCount(4))).toBeInTheDocument();
  });
});

describe('deleting a membership of every location', () => {
  it('says it ends at every lot of an owner of several, on a line of its own under SPEC’s', async () => {
    const ue = typist();
    server.use(
      ownLots(),
      answerGet<GetMembersApiResponse>('*/api/v1/members', () => ({ status: 'success', data: SAMPLE_MEMBERS, total: 4 })),
    );
    renderOwnerPage(<MembersPage />, '/members');
    await screen.findByText('ABC1234', undefined, FIRST_PAINT);
    await ue.click(within(row('ABC1234')!).getByRole('button', { name: T.delete }));
    const confirm = await findDialog(MESSAGES.confirmTitle);
    expect(within(confirm).getByText(MESSAGES.confirmMemberDelete)).toBeInTheDocument();
    expect(within(confirm).getByText(T.memberEverywhereDelete)).toBeInTheDocument();
    await ue.click(within(confirm).getByRole('button', { name: T.cancel }));
    // One tied to a lot: SPEC's line alone.
    await ue.click(within(row('XYZ7788')!).getByRole('button', { name: T.delete }));
    const second = await findDialog(MESSAGES.confirmTitle);
    await waitFor(() => expect(within(second).queryByText(T.memberEverywhereDelete)).toBeNull());
    expect(within(second).getByText(MESSAGES.confirmMemberDelete)).toBeInTheDocument();
  });
});

describe('/members/add', () => {
  const inTwoMonths = dayjs().add(2, 'month').format('YYYY-MM-DD');
  // Gone by at every lot whatever the hour (yesterday here may still be today at a lot further west).
  const yesterday = dayjs().subtract(2, 'day').format('YYYY-MM-DD');

  it('requires the plate and the valid-until day (the code is optional), then adds the member and goes back to /members', async () => {
    const ue = typist();
    const sent: unknown[] = [];
    const member: Member = { ...SAMPLE_MEMBERS[0]!, plate: 'NEW8', name: null };
    server.use(
      ownLots(),
      answerPost<CreateMemberApiResponse>(
        '*/api/v1/members',
        async ({ request }) => {
          sent.push(await request.json());
          return { status: 'success', data: { member } };
        },
        { status: 201 },
      ),
    );
    renderOwnerPage(<AddMemberPage />, '/members/add');
    const add = await screen.findByRole('button', { name: T.addMember }, FIRST_PAINT);
    await ue.click(add);
    expect(await screen.findByText(T.enterPlate)).toBeInTheDocument();
    expect(screen.getByText(T.enterValidUntil)).toBeInTheDocument();
    expect(screen.getByText(T.memberCodeHint)).toBeInTheDocument();
    expect(sent).toEqual([]);

    // Upper case, letters and digits only, at most 8.
    await ue.type(screen.getByLabelText(T.licensePlate), 'new-8 abcdefgh');
    expect(screen.getByLabelText(T.licensePlate)).toHaveValue('NEW8ABCD');
    await ue.clear(screen.getByLabelText(T.licensePlate));
    await ue.type(screen.getByLabelText(T.licensePlate), 'new 8');
    // A day gone by is refused here (a mistyped year), nothing sent.
    await chooseDay(T.validUntil, yesterday);
    await ue.type(screen.getByLabelText(T.code), 'GOLD');
    await ue.click(add);
    expect(await screen.findByText(T.validUntilPassed)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await chooseDay(T.validUntil, inTwoMonths);
    await choose(ue, T.location, 'Main Street Garage');
    await ue.click(add);

    const added = await findDialog(MESSAGES.memberAdded);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    await ue.click(within(added).getByRole('button', { name: /ok/i }));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(sent).toEqual([{ plate: 'NEW8', valid_until_date: inTwoMonths, code: 'GOLD', locationId: 'loc-1' }]);
  });

  it('adds a member without a code: no code is sent, and the field says what a code is for', async () => {
    const ue = typist();
    const added: NewMember[] = [];
    render(
      <Themed>
        <MemberForm locations={[]} onAdd={(m) => added.push(m)} initialValues={{ plate: 'NOC1' }} />
      </Themed>,
    );
    expect(screen.getByText(T.memberCodeHint)).toBeInTheDocument();
    await chooseDay(T.validUntil, inTwoMonths);
    await ue.type(screen.getByLabelText(T.code), '   ');
    await ue.click(screen.getByRole('button', { name: T.addMember }));
    await waitFor(() => expect(added).toEqual([{ plate: 'NOC1', valid_until_date: inTwoMonths }]));
  });

  it('shows "Oops!" when the server fails and keeps the entries', async () => {
    const ue = typist();
    server.use(
      ownLots(),
      answerPost<CreateMemberApiResponse>('*/api/v1/members', () => failure(500, MESSAGES.serverError)),
    );
    renderOwnerPage(<AddMemberPage />, '/members/add');
    const add = await screen.findByRole('button', { name: T.addMember }, FIRST_PAINT);
    await ue.type(screen.getByLabelText(T.licensePlate), 'ABC1234');
    await chooseDay(T.validUntil, inTwoMonths);
    await ue.type(screen.getByLabelText(T.code), 'GOLD');
    await ue.click(add);
    const oops = await findDialog(MESSAGES.oopsTitle);
    expect(within(oops).getByText(MESSAGES.oopsBody)).toBeInTheDocument();
    expect(screen.getByLabelText(T.licensePlate)).toHaveValue('ABC1234');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it("shows the server's 409 for a membership already there above the form, keeps the entries and no Oops!", async () => {
    const ue = typist();
    const taken = memberTaken('ABC1234', 'GOLD', true);
    server.use(
      ownLots(),
      answerPost<CreateMemberApiResponse>('*/api/v1/members', () => failure(409, taken)),
    );
    renderOwnerPage(<AddMemberPage />, '/members/add');
    const add = await screen.findByRole('button', { name: T.addMember }, FIRST_PAINT);
    await ue.type(screen.getByLabelText(T.licensePlate), 'ABC1234');
    await chooseDay(T.validUntil, inTwoMonths);
    await ue.type(screen.getByLabelText(T.code), 'GOLD');
    await ue.click(add);
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.oopsTitle)).toBeNull();
    expect(screen.queryByText(MESSAGES.memberAdded)).toBeNull();
    expect(screen.getByLabelText(T.licensePlate)).toHaveValue('ABC1234');
  });
});

describe("the Valid Until day is checked at the lot's date, not the desk's", () => {
  // 16:00 UTC on Nov 27: already Nov 28 in Tokyo, still Nov 27 morning in Los Angeles.
  beforeEach(() => fixClock('2026-11-27T16:00:00.000Z'));
  afterEach(() => jest.useRealTimers());
  const lots = [
    { _id: 'tokyo', name: 'Tokyo Lot', timeZone: 'Asia/Tokyo' },
    { _id: 'la', name: 'LA Lot', timeZone: 'America/Los_Angeles' },
  ];
  /** The form of those lots with Valid Until Nov 27 chosen; `added` is what it sends. */
  async function formWithNov27(): Promise<NewMember[]> {
    const added: NewMember[] = [];
    render(
      <Themed>
        <MemberForm locations={lots} onAdd={(m) => added.push(m)} initialValues={{ plate: 'TZ1', code: 'GOLD' }} />
      </Themed>,
    );
    await chooseDay(T.validUntil, '2026-11-27');
    return added;
  }

  it.each([
    ['Tokyo Lot', true],
    ['LA Lot', false],
  ])('Nov 27 at %s: refused %s', async (lot, refused) => {
    const ue = typist();
    const added = await formWithNov27();
    await choose(ue, T.location, lot);
    await ue.click(screen.getByRole('button', { name: T.addMember }));
    if (refused) {
      expect(await screen.findByText(T.validUntilPassed)).toBeInTheDocument();
      expect(added).toEqual([]);
    } else {
      await waitFor(() => expect(added).toHaveLength(1));
      expect(added[0]).toMatchObject({ valid_until_date: '2026-11-27', locationId: 'la' });
    }
  });

  it('takes Nov 27 for a membership of every lot: it is still that day at one of them', async () => {
    const ue = typist();
    const added = await formWithNov27();
    await ue.click(await screen.findByRole('button', { name: T.addMember }));
    await waitFor(() => expect(added).toHaveLength(1));
  });
});
