import { render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type {
  CreateValidationApiResponse,
  DeleteValidationApiResponse,
  GetValidationsApiResponse,
} from '../../../src/app/api/generated/validations';
import type { ValidationCode } from '../../../src/app/api/enhanced/validations';
import CodesPage from '../../../src/app/features/owners/CodesPage';
import { CodeForm } from '../../../src/app/features/owners/CodeForm';
import { Themed } from '../../../src/app/components/Themed';
import { SAMPLE_CODES, SAMPLE_LOTS } from '../../../src/app/features/owners/samples';
import { codeTaken, MESSAGES, OWNER_CONSOLE_TEXT as T } from '../../../src/shared/messages';
import { typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerDelete, answerGet, answerPost, failure } from '../app/typedHandlers';
import { choose, chooseDay, FIRST_PAINT, ownLots, renderOwnerPage } from './support';

useMswServer();
jest.setTimeout(90_000);

const listOf = (codes: ValidationCode[]): GetValidationsApiResponse => ({ status: 'success', data: { codes } });

function renderCodes(codes: () => ValidationCode[]) {
  server.use(
    ownLots(),
    answerGet<GetValidationsApiResponse>('*/api/v1/validations', () => listOf(codes())),
  );
  renderOwnerPage(<CodesPage />, '/codes');
}

const card = (code: string) => screen.queryByRole('article', { name: code });

describe('/codes', () => {
  it("lists the owner's lots by name in the location picker (GET /locations/me answers them as stored)", async () => {
    const ue = typist();
    renderCodes(() => []);
    await ue.click(await screen.findByRole('combobox', { name: T.location }, FIRST_PAINT));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Harbor Lot', 'Main Street Garage']),
    );
  });

  it('says so when there are no codes yet', async () => {
    renderCodes(() => []);
    expect(await screen.findByText(MESSAGES.noCodes, undefined, FIRST_PAINT)).toBeInTheDocument();
  });

  it('finds a card among 200 by code and location, and says when the search matches none', async () => {
    const ue = typist();
    // Even codes at Main Street Garage, odd ones at Harbor Lot.
    // All current (one window), so their order is the list's.
    const window = { startDate: '2026-01-01T05:00:00.000Z', endDate: '2099-01-01T04:59:59.999Z' };
    const many = Array.from({ length: 200 }, (_, i) => ({ ...SAMPLE_CODES[i % 2]!, ...window, _id: `c-${i}`, code: `CODE${i}` }));
    renderCodes(() => many);
    await waitFor(() => expect(card('CODE59')).not.toBeNull(), FIRST_PAINT);
    const cards = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    // Sixty drawn at first (hundreds at once froze the page), sixty more at each Show more.
    expect(cards()).toHaveLength(60);
    await ue.click(screen.getByRole('button', { name: T.showMoreCards(60, 200) }));
    expect(cards()).toHaveLength(120);
    expect(card('CODE119')).not.toBeNull();
    // The filters' names share no word with the form's labels: a field found by a part of its label
    // (as a browser test finds it: "Location", "Code") is still the form's own, and only it.
    expect(screen.getAllByRole('combobox', { name: /location/i })).toHaveLength(1);
    expect(screen.queryByRole('searchbox', { name: /code/i })).toBeNull();

    await ue.type(screen.getByRole('searchbox', { name: T.findCode }), ' code12');
    await waitFor(() => expect(cards()).toHaveLength(11));
    expect(cards()).toEqual(['CODE12', ...Array.from({ length: 10 }, (_, i) => `CODE${120 + i}`)]);
    await choose(ue, T.filterLocation, 'Harbor Lot');
    await waitFor(() => expect(cards()).toEqual([121, 123, 125, 127, 129].map((n) => `CODE${n}`)));

    await ue.type(screen.getByRole('searchbox', { name: T.findCode }), 'x');
    expect(await screen.findByText(T.noCodeMatches)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noCodes)).toBeNull();
    await ue.clear(screen.getByRole('searchbox', { name: T.findCode }));
    // A new search starts from the first sixty again.
    await waitFor(() => expect(cards()).toHaveLength(60));
    expect(screen.getByRole('button', { name: T.showMoreCards(40, 100) })).toBeInTheDocument();
  });

  it('marks a code past its end Expired, and lists it after the codes still good', async () => {
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    renderCodes(() => [
      { ...SAMPLE_CODES[0]!, _id: 'old', code: 'OLDONE', startDate: at(-30), endDate: at(-1) },
      { ...SAMPLE_CODES[0]!, _id: 'now', code: 'GOODNOW', startDate: at(-1), endDate: at(30) },
    ]);
    await waitFor(() => expect(card('OLDONE')).not.toBeNull(), FIRST_PAINT);
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['GOODNOW', 'OLDONE']);
    expect(within(card('OLDONE')!).getByText(T.expired)).toBeInTheDocument();
    expect(within(card('GOODNOW')!).queryByText(T.expired)).toBeNull();
  });

  it('lists each code with its lot, its days in the lot’s zone and its uses', async () => {
    renderCodes(() => SAMPLE_CODES);
    await waitFor(() => expect(card('VIPONCE')).not.toBeNull(), FIRST_PAINT);
    const vip = card('VIPONCE')!;
    // December 1 to 3 in San Diego (the end is December 4 in UTC).
    expect(within(vip).getByText('December 1, 2026 – December 3, 2026')).toBeInTheDocument();
    expect(within(vip).getByText(`${T.codeUses(0, 1)}, ${T.neverUsed}`)).toBeInTheDocument();
    expect(within(card('SUMMER26')!).getByText(/Used 42 times, last Aug 30/)).toBeInTheDocument();
  });

  it('deletes optimistically: the card goes at once and comes back with "Oops!" when the server refuses', async () => {
    const ue = typist();
    let answer: (r: Response) => void = () => undefined;
    server.use(answerDelete<DeleteValidationApiResponse>('*/api/v1/validations/c-2', () => new Promise<Response>((r) => (answer = r))));
    renderCodes(() => SAMPLE_CODES);
    await waitFor(() => expect(card('VIPONCE')).not.toBeNull(), FIRST_PAINT);
    await ue.click(within(card('VIPONCE')!).getByRole('button', { name: T.delete }));
    const confirm = await screen.findByRole('dialog', { name: MESSAGES.confirmTitle });
    // Named by its title, whose words are on the page once (antd also writes them in a hidden header).
    expect(screen.getAllByText(MESSAGES.confirmTitle)).toHaveLength(1);
    // SPEC 5: with the members' second line, said of a code.
    expect(within(confirm).getByText(MESSAGES.confirmCodeDelete)).toBeInTheDocument();
    await ue.click(within(confirm).getByRole('button', { name: T.delete }));

    // Gone before the server has answered.
    await waitFor(() => expect(card('VIPONCE')).toBeNull());
    expect(card('SUMMER26')).not.toBeNull();

    answer(failure(500, MESSAGES.serverError));
    const oops = await screen.findByRole('dialog', { name: MESSAGES.oopsTitle });
    expect(within(oops).getByText(MESSAGES.oopsBody)).toBeInTheDocument();
    await waitFor(() => expect(card('VIPONCE')).not.toBeNull());
  });

  it('says "Poof!" when the server deletes it, and the list stays without it', async () => {
    const ue = typist();
    let codes = SAMPLE_CODES;
    server.use(
      answerDelete<DeleteValidationApiResponse>('*/api/v1/validations/c-1', () => {
        codes = codes.filter((c) => c._id !== 'c-1');
        return { status: 'success', message: 'Validation code deleted' };
      }),
    );
    renderCodes(() => codes);
    await waitFor(() => expect(card('SUMMER26')).not.toBeNull(), FIRST_PAINT);
    await ue.click(within(card('SUMMER26')!).getByRole('button', { name: T.delete }));
    await ue.click(within(await screen.findByRole('dialog', { name: MESSAGES.confirmTitle })).getByRole('button', { name: T.delete }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.codeDeleted })).toBeInTheDocument();
    expect(card('SUMMER26')).toBeNull();
  });

  it('sends the code upper case with calendar days and the use limit, and shows the server’s 409 above the form', async () => {
    const ue = typist();
    const sent: unknown[] = [];
    server.use(
      answerPost<CreateValidationApiResponse>('*/api/v1/validations', async ({ request }) => {
        sent.push(await request.json());
        return failure(409, codeTaken('VIPONCE'));
      }),
    );
    renderCodes(() => []);
    await screen.findByText(MESSAGES.noCodes, undefined, FIRST_PAINT);
    await ue.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(T.pickLocation)).toBeInTheDocument();
    expect(screen.getByText(T.enterCode)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await choose(ue, T.location, 'Harbor Lot');
    await ue.type(screen.getByLabelText(T.code), 'viponce');
    await chooseDay(T.startDate, '2026-12-01');
    await chooseDay(T.endDate, '2026-12-03');
    await ue.type(screen.getByLabelText(T.useLimit), '1');
    await ue.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(codeTaken('VIPONCE'));
    expect(sent).toEqual([{ locationId: 'loc-2', code: 'VIPONCE', startDate: '2026-12-01', endDate: '2026-12-03', maxUses: 1 }]);
    // The entries stay for a correction.
    expect(screen.getByLabelText(T.code)).toHaveValue('VIPONCE');
  });

  it('says a code whose answer never came may have been saved, rather than only that something went wrong', async () => {
    const ue = typist();
    server.use(answerPost<CreateValidationApiResponse>('*/api/v1/validations', () => HttpResponse.error()));
    renderCodes(() => []);
    await screen.findByText(MESSAGES.noCodes, undefined, FIRST_PAINT);
    await choose(ue, T.location, 'Harbor Lot');
    await ue.type(screen.getByLabelText(T.code), 'lost1');
    await chooseDay(T.startDate, '2026-12-01');
    await chooseDay(T.endDate, '2026-12-03');
    await ue.click(screen.getByRole('button', { name: T.submit }));
    const oops = await screen.findByRole('dialog', { name: MESSAGES.oopsTitle });
    expect(within(oops).getByText(MESSAGES.oopsNoAnswer)).toBeInTheDocument();
  });
});

describe('the Add Validation Code form, sent empty', () => {
  it('takes the focus to the first field it refuses, so its error is read out and the fix is where the keyboard is', async () => {
    const ue = typist();
    const onAdd = jest.fn(async () => true);
    render(
      <Themed>
        <CodeForm locations={SAMPLE_LOTS} onAdd={onAdd} />
      </Themed>,
    );
    await ue.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(T.pickLocation)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: T.location })).toHaveFocus());
    expect(onAdd).not.toHaveBeenCalled();
  });
});
