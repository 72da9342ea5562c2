import { screen, waitFor, within } from '@testing-library/react';
import type {
  GetLocationByIdApiResponse,
  GetLocationsMeApiResponse,
  UpdateLocationApiResponse,
} from '../../../src/app/api/generated/locations';
import { locationsEnhancedApi, type OwnLocation } from '../../../src/app/api/enhanced/locations';
import EditLocationPage from '../../../src/app/features/locations/EditLocationPage';
import { OwnLocations } from '../../../src/app/features/locations/OwnLocations';
import { selectOwnLocationById, selectOwnLocations, selectOwnLocationsState } from '../../../src/app/features/locations/selectOwnLocations';
import { setupStore } from '../../../src/app/store';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { MESSAGES, OWNER_CONSOLE_TEXT, PARKING_TEXT } from '../../../src/shared/messages';
import { LOCATION } from '../booking/fixtures';
import { renderWithProviders, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPost, failure } from '../app/typedHandlers';

useMswServer();

const own = (n: number, over: Partial<OwnLocation> = {}): OwnLocation => ({
  ...LOCATION,
  _id: `loc-${n}`,
  id: `loc-${n}`,
  name: `Lot ${n}`,
  archieved: false,
  createdAt: `2026-11-0${n}T10:00:00.000Z`,
  ...over,
});
const meAnswer = (locations: OwnLocation[]): GetLocationsMeApiResponse => ({ status: 'success', data: { locations } });

describe('the owner’s locations, normalised', () => {
  it('keeps the server’s order, finds one by id, and recomputes only when the answer changes', async () => {
    const store = setupStore({ auth: { token: 't', user: SAMPLE_USERS.vendor } });
    expect(selectOwnLocations(store.getState())).toEqual([]);
    await store.dispatch(locationsEnhancedApi.util.upsertQueryData('getLocationsMe', undefined, meAnswer([own(2), own(1)])));
    const state = store.getState();
    expect(selectOwnLocations(state).map((l) => l.name)).toEqual(['Lot 2', 'Lot 1']);
    expect(selectOwnLocationById(state, 'loc-1')?.name).toBe('Lot 1');
    // Memoised over endpoint.select(): an unrelated action leaves the normalised state as it was.
    store.dispatch({ type: 'unrelated' });
    expect(selectOwnLocationsState(store.getState())).toBe(selectOwnLocationsState(state));
  });
});

describe('the active switch, optimistically', () => {
  it('marks the card Inactive at once, and takes it back when the server answers 500', async () => {
    const ue = typist();
    let answer: (r: Response) => void = () => undefined;
    server.use(
      answerGet<GetLocationsMeApiResponse>('*/api/v1/locations/me', () => meAnswer([own(1)])),
      answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-1', () => ({ status: 'success', data: { location: own(1) } })),
      // The update waits until the test has seen the optimistic card, then fails.
      answerPost<UpdateLocationApiResponse>('*/api/v1/locations/loc-1', () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderWithProviders(
      <>
        <EditLocationPage />
        <OwnLocations title="My Locations" />
      </>,
      { user: SAMPLE_USERS.vendor, routePath: '/locations/:locationId/edit', path: '/locations/loc-1/edit' },
    );
    const card = await screen.findByRole('article', { name: 'Lot 1' });
    await screen.findByDisplayValue('Lot 1');
    expect(within(card).queryByText(PARKING_TEXT.inactive)).not.toBeInTheDocument();

    await ue.click(screen.getByRole('switch'));
    await ue.click(screen.getByRole('button', { name: PARKING_TEXT.save }));
    expect(await within(card).findByText(PARKING_TEXT.inactive)).toBeInTheDocument();
    // Beside the heading, not in it: the heading is the name alone.
    expect(within(card).getByRole('heading', { name: 'Lot 1' })).toBeInTheDocument();

    answer(failure(500, MESSAGES.serverError));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
    await waitFor(() => expect(within(card).queryByText(PARKING_TEXT.inactive)).not.toBeInTheDocument());
  });
});

describe('finding one of many lots', () => {
  it('offers a search from seven lots that matches name or address, and says when nothing matches', async () => {
    const ue = typist();
    const lots = [1, 2, 3, 4, 5, 6, 7].map((n) => own(n, n === 7 ? { name: 'Harbor Garage', address: '9 Pier Rd, Portland, ME' } : {}));
    server.use(answerGet<GetLocationsMeApiResponse>('*/api/v1/locations/me', () => meAnswer(lots)));
    renderWithProviders(<OwnLocations title="My Locations" />, { user: SAMPLE_USERS.vendor });
    const search = await screen.findByRole('searchbox', { name: PARKING_TEXT.findLocation });
    await ue.type(search, 'pier rd');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Harbor Garage']));
    await ue.clear(search);
    await ue.type(search, 'nowhere');
    expect(await screen.findByText(MESSAGES.noLocationMatches)).toBeInTheDocument();
  });

  it('draws 60 cards of 130 at first, then 60 more at each Show more; a search starts again from its first matches', async () => {
    const ue = typist();
    const lots = Array.from({ length: 130 }, (_, i) =>
      own(i + 1, { createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString() }),
    );
    server.use(answerGet<GetLocationsMeApiResponse>('*/api/v1/locations/me', () => meAnswer(lots)));
    renderWithProviders(<OwnLocations title="My Locations" />, { user: SAMPLE_USERS.vendor });
    const cards = () => screen.getAllByRole('heading', { level: 2 }).length;
    await screen.findByRole('searchbox', { name: PARKING_TEXT.findLocation });
    await waitFor(() => expect(cards()).toBe(60));
    await ue.click(screen.getByRole('button', { name: OWNER_CONSOLE_TEXT.showMoreCards(60, 130) }));
    expect(cards()).toBe(120);
    await ue.click(screen.getByRole('button', { name: OWNER_CONSOLE_TEXT.showMoreCards(10, 130) }));
    expect(cards()).toBe(130);
    expect(screen.queryByRole('button', { name: /Show \d+ more/ })).not.toBeInTheDocument();
    // "Lot 1" is in Lot 1, Lot 10-19 and Lot 100-130: 42 matches, shown at once.
    await ue.type(screen.getByRole('searchbox', { name: PARKING_TEXT.findLocation }), 'Lot 1');
    await waitFor(() => expect(cards()).toBe(42));
  });

  it('shows no search for a handful of lots', async () => {
    server.use(answerGet<GetLocationsMeApiResponse>('*/api/v1/locations/me', () => meAnswer([own(1), own(2)])));
    renderWithProviders(<OwnLocations title="My Locations" />, { user: SAMPLE_USERS.vendor });
    await screen.findByText('Lot 2');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
