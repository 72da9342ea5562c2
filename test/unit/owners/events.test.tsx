import { screen, waitFor, within } from '@testing-library/react';
import type { CreateEventApiResponse, DeleteEventApiResponse, GetEventsApiResponse } from '../../../src/app/api/generated/events';
import type { ParkingEvent } from '../../../src/app/api/enhanced/events';
import EventsPage from '../../../src/app/features/owners/EventsPage';
import { SAMPLE_EVENTS } from '../../../src/app/features/owners/samples';
import { MESSAGES, OWNER_CONSOLE_TEXT as T } from '../../../src/shared/messages';
import { typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerDelete, answerGet, answerPost, failure } from '../app/typedHandlers';
import { choose, chooseDay, FIRST_PAINT, ownLots, renderOwnerPage } from './support';

useMswServer();
jest.setTimeout(90_000);

function renderEvents(events: () => ParkingEvent[]) {
  server.use(
    ownLots(),
    answerGet<GetEventsApiResponse>('*/api/v1/events', () => ({ status: 'success', events: events() })),
  );
  renderOwnerPage(<EventsPage />, '/events');
}

const card = (name: string) => screen.queryByRole('article', { name });

describe('/events', () => {
  it('says so when there are no events yet', async () => {
    renderEvents(() => []);
    expect(await screen.findByText(MESSAGES.noEvents, undefined, FIRST_PAINT)).toBeInTheDocument();
  });

  it('finds a card among 200 by event name and location, and says when the search matches none', async () => {
    const ue = typist();
    // Even events at Harbor Lot, odd ones at Main Street Garage.
    // All to come (one day), so their order is the list's.
    const day = { startDate: '2099-01-01T05:00:00.000Z', endDate: '2099-01-02T04:59:59.999Z' };
    const many = Array.from({ length: 200 }, (_, i) => ({ ...SAMPLE_EVENTS[i % 2]!, ...day, _id: `e-${i}`, eventName: `Game night ${i}` }));
    renderEvents(() => many);
    await waitFor(() => expect(card('Game night 59')).not.toBeNull(), FIRST_PAINT);
    const cards = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(cards()).toHaveLength(60);
    expect(card('Game night 60')).toBeNull();

    await ue.type(screen.getByRole('searchbox', { name: T.findEvent }), 'NIGHT 19');
    await waitFor(() => expect(cards()).toHaveLength(11));
    await choose(ue, T.filterLocation, 'Main Street Garage');
    await waitFor(() => expect(cards()).toEqual([19, 191, 193, 195, 197, 199].map((n) => `Game night ${n}`)));

    await ue.type(screen.getByRole('searchbox', { name: T.findEvent }), 'x');
    expect(await screen.findByText(T.noEventMatches)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noEvents)).toBeNull();
  });

  it('lists what is on or to come first, soonest first, and marks the events that ended, latest first, after them', async () => {
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const event = (name: string, from: number, to: number) => ({
      ...SAMPLE_EVENTS[0]!,
      _id: name,
      eventName: name,
      startDate: at(from),
      endDate: at(to),
    });
    renderEvents(() => [
      event('Long ago', -60, -59),
      event('Next month', 30, 31),
      event('Last week', -7, -6),
      event('Tomorrow', 1, 2),
      event('Today', -0.1, 0.5),
    ]);
    await waitFor(() => expect(card('Long ago')).not.toBeNull(), FIRST_PAINT);
    const cards = screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(cards).toEqual(['Today', 'Tomorrow', 'Next month', 'Last week', 'Long ago']);
    expect(within(card('Last week')!).getByText(T.ended)).toBeInTheDocument();
    expect(within(card('Today')!).queryByText(T.ended)).toBeNull();
  });

  it('shows each event’s days in its lot’s time zone, with no shift', async () => {
    renderEvents(() => SAMPLE_EVENTS);
    await waitFor(() => expect(card('Harbor Jazz Night')).not.toBeNull(), FIRST_PAINT);
    // 2026-12-01T08:00Z to 2026-12-04T07:59Z is December 1 to 3 in San Diego.
    expect(within(card('Harbor Jazz Night')!).getByText('December 1, 2026 – December 3, 2026')).toBeInTheDocument();
    expect(within(card('Farmers Market')!).getByText('December 5, 2026')).toBeInTheDocument();
    expect(within(card('Farmers Market')!).getByText(T.spots(1))).toBeInTheDocument();
  });

  it('requires every field, refuses an end before the start, and sends Spots Required as a number', async () => {
    const ue = typist();
    const sent: unknown[] = [];
    let events: ParkingEvent[] = [];
    server.use(
      answerPost<CreateEventApiResponse>(
        '*/api/v1/events',
        async ({ request }) => {
          sent.push(await request.json());
          events = [SAMPLE_EVENTS[0]!];
          return { status: 'success', event: SAMPLE_EVENTS[0]! };
        },
        { status: 201 },
      ),
    );
    renderEvents(() => events);
    await screen.findByText(MESSAGES.noEvents, undefined, FIRST_PAINT);
    const add = screen.getByRole('button', { name: T.addEvent });
    await ue.click(add);
    for (const m of [T.pickLocation, T.enterEventName, T.enterSpots, T.pickStart, T.pickEnd]) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }

    await choose(ue, T.location, 'Harbor Lot');
    await ue.type(screen.getByLabelText(T.eventName), 'Harbor Jazz Night');
    // Too many spots is said, not changed to the most allowed.
    await ue.type(screen.getByLabelText(T.spotsRequired), '999999999');
    await ue.click(add);
    expect(await screen.findByText(T.spotsRange)).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>(T.spotsRequired).value).toBe('999999999');
    await ue.clear(screen.getByLabelText(T.spotsRequired));
    await ue.type(screen.getByLabelText(T.spotsRequired), '120');
    await chooseDay(T.startDate, '2026-12-03');
    await chooseDay(T.endDate, '2026-12-01');
    await ue.click(add);
    expect(await screen.findByText(T.endNotBeforeStart)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await chooseDay(T.startDate, '2026-12-01');
    await chooseDay(T.endDate, '2026-12-03');
    await ue.click(add);
    await waitFor(() => expect(card('Harbor Jazz Night')).not.toBeNull());
    expect(sent).toEqual([
      {
        locationId: 'loc-2',
        location: 'Harbor Lot',
        eventName: 'Harbor Jazz Night',
        spotCount: 120,
        startDate: '2026-12-01',
        endDate: '2026-12-03',
      },
    ]);
  });

  it('deletes optimistically and brings the event back with "Oops!" when the server refuses', async () => {
    const ue = typist();
    let answer: (r: Response) => void = () => undefined;
    server.use(answerDelete<DeleteEventApiResponse>('*/api/v1/events/e-2', () => new Promise<Response>((r) => (answer = r))));
    renderEvents(() => SAMPLE_EVENTS);
    await waitFor(() => expect(card('Farmers Market')).not.toBeNull(), FIRST_PAINT);
    // Named as SPEC writes it, described by its event for a screen reader.
    expect(within(card('Farmers Market')!).getByRole('button', { name: T.delete })).toHaveAccessibleDescription('Farmers Market');
    await ue.click(within(card('Farmers Market')!).getByRole('button', { name: T.delete }));
    const confirm = await screen.findByRole('dialog', { name: MESSAGES.confirmTitle });
    expect(within(confirm).getByText(MESSAGES.confirmEventDelete)).toBeInTheDocument();
    await ue.click(within(confirm).getByRole('button', { name: T.delete }));
    await waitFor(() => expect(card('Farmers Market')).toBeNull());
    answer(failure(500, MESSAGES.serverError));
    expect(await screen.findByRole('dialog', { name: MESSAGES.oopsTitle })).toBeInTheDocument();
    await waitFor(() => expect(card('Farmers Market')).not.toBeNull());
  });
});
