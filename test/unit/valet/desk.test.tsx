import { render, screen, waitFor, within } from '@testing-library/react';
import type { CreateValetApiResponse, FindValetByPhoneApiResponse, GetValetGridApiResponse } from '../../../src/app/api/generated/valets';
import { Themed } from '../../../src/app/components/Themed';
import ValetCreatePage from '../../../src/app/features/valet/ValetCreatePage';
import { makeStore, TestProviders } from '../../../src/app/testing/TestProviders';
import { DayStats } from '../../../src/app/features/valet/DayStats';
import { lookupAnswer, sampleDay, sampleTicket, twoCarsOnOneNumber } from '../../../src/app/features/valet/samples';
import ValetDeskPage from '../../../src/app/features/valet/ValetDeskPage';
import { deskOrder } from '../../../src/app/features/valet/TicketGrid';
import { VALET_MESSAGES, VALET_TEXT } from '../../../src/shared/messages';
import { renderApp, typist } from '../app/renderWithProviders';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPost, failure } from '../app/typedHandlers';
import { FIRST_PAINT } from '../owners/support';
import { useFixedClock } from '../app/clock';
import { renderValetPage } from './support';

useMswServer();
useFixedClock('2026-11-23T16:30:00.000Z');
jest.setTimeout(60_000);

const day = () => answerGet<GetValetGridApiResponse>('*/api/v1/valets/grid', () => sampleDay());
const openDesk = () => renderValetPage(<ValetDeskPage />, '/valet', ['/valet']);

describe('/valet: the phone lookup', () => {
  it('opens the details of the number’s open ticket', async () => {
    const ue = typist();
    const sent: unknown[] = [];
    server.use(
      day(),
      answerPost<FindValetByPhoneApiResponse>('*/api/v1/valets/get', async ({ request }) => {
        sent.push(await request.json());
        return lookupAnswer(sampleTicket({ _id: 'v-42' }));
      }),
    );
    openDesk();
    await ue.type(await screen.findByLabelText(VALET_TEXT.phoneLabel, undefined, FIRST_PAINT), '(555) 123-4567');
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.submit }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/valet/details?valetId=v-42');
    expect(sent).toEqual([{ phoneNumber: '5551234567' }]);
  });

  it('opens a new ticket with the number when it has none', async () => {
    const ue = typist();
    server.use(
      day(),
      answerPost<FindValetByPhoneApiResponse>('*/api/v1/valets/get', () => lookupAnswer()),
    );
    openDesk();
    await ue.type(await screen.findByLabelText(VALET_TEXT.phoneLabel, undefined, FIRST_PAINT), '5559876543');
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.submit }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/valet/create?phoneNumber=5559876543&existing=true');
  });

  it('lists every open ticket of a number with several (number, plate, make and colour, status) and opens the one chosen', async () => {
    const ue = typist();
    server.use(
      day(),
      answerPost<FindValetByPhoneApiResponse>('*/api/v1/valets/get', () => lookupAnswer(...twoCarsOnOneNumber())),
    );
    openDesk();
    await ue.type(await screen.findByLabelText(VALET_TEXT.phoneLabel, undefined, FIRST_PAINT), '6175550888');
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.submit }));
    const found = await screen.findByRole('region', { name: VALET_TEXT.openTicketsTitle(2) });
    // Still on the desk: the newest ticket alone is not opened.
    expect(screen.queryByTestId('where')).toBeNull();
    expect(within(found).getByText(VALET_TEXT.openTicketsHint)).toBeInTheDocument();
    const tickets = within(found).getAllByRole('listitem');
    expect(tickets.map((t) => t.textContent)).toEqual([
      `#9003 TSL9003 Tesla White ${VALET_TEXT.carPaid} requested`,
      '#9002 HND9002 Honda Blue parked',
    ]);
    await ue.click(within(found).getByRole('button', { name: '#9002 HND9002 Honda Blue parked' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/valet/details?valetId=v-9002');
  });

  it('starts a new ticket for the number from the list; an edited number takes the list away', async () => {
    const ue = typist();
    server.use(
      day(),
      answerPost<FindValetByPhoneApiResponse>('*/api/v1/valets/get', () => lookupAnswer(...twoCarsOnOneNumber())),
    );
    openDesk();
    const field = await screen.findByLabelText(VALET_TEXT.phoneLabel, undefined, FIRST_PAINT);
    await ue.type(field, '6175550888');
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.submit }));
    await screen.findByRole('region', { name: VALET_TEXT.openTicketsTitle(2) });
    await ue.type(field, '{Backspace}');
    expect(screen.queryByRole('region', { name: VALET_TEXT.openTicketsTitle(2) })).toBeNull();
    await ue.type(field, '8');
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.submit }));
    await ue.click(await screen.findByRole('button', { name: VALET_TEXT.createAnother }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/valet/create?phoneNumber=6175550888&existing=true');
  });

  it('creates the new ticket without asking again about the tickets it listed', async () => {
    const ue = typist();
    const created: unknown[] = [];
    server.use(
      day(),
      answerPost<FindValetByPhoneApiResponse>('*/api/v1/valets/get', () => lookupAnswer(...twoCarsOnOneNumber())),
      answerPost<CreateValetApiResponse>(
        '*/api/v1/valets',
        async ({ request }) => {
          created.push(await request.json());
          return { status: 'success', valet: sampleTicket({ _id: 'v-9004' }) };
        },
        { status: 201 },
      ),
    );
    render(
      <TestProviders
        routes={[
          { path: '/valet', element: <ValetDeskPage /> },
          {
            path: '/valet/create',
            element: (
              <Themed>
                <ValetCreatePage />
              </Themed>
            ),
          },
          { path: '*', element: <p>elsewhere</p> },
        ]}
        initialEntries={['/valet']}
        store={makeStore({ user: SAMPLE_USERS.valet })}
      />,
    );
    await ue.type(await screen.findByLabelText(VALET_TEXT.phoneLabel, undefined, FIRST_PAINT), '6175550888');
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.submit }));
    await ue.click(await screen.findByRole('button', { name: VALET_TEXT.createAnother }));
    expect(await screen.findByLabelText(VALET_TEXT.phoneNumber, undefined, FIRST_PAINT)).toHaveValue('6175550888');
    for (const [label, value] of [
      [VALET_TEXT.ticketNumber, '9004'],
      [VALET_TEXT.plateNumber, 'KIA9004'],
      [VALET_TEXT.state, 'MA'],
      [VALET_TEXT.make, 'Kia'],
      [VALET_TEXT.color, 'Red'],
      [VALET_TEXT.firstName, 'Ann'],
    ] as const)
      await ue.type(screen.getByLabelText(label), value);
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.createTicket }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(created).toEqual([expect.objectContaining({ ticketNumber: '9004', phoneNumber: '6175550888' })]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the number when it is empty, and shows the server’s message in red', async () => {
    const ue = typist();
    server.use(
      day(),
      answerPost<FindValetByPhoneApiResponse>('*/api/v1/valets/get', () => failure(429, 'Too many requests, please try again later.')),
    );
    openDesk();
    const submit = await screen.findByRole('button', { name: VALET_TEXT.submit }, FIRST_PAINT);
    await ue.click(submit);
    expect(await screen.findByText(VALET_MESSAGES.valetPhoneRequired)).toBeInTheDocument();
    await ue.type(screen.getByLabelText(VALET_TEXT.phoneLabel), '5551234567');
    await ue.click(submit);
    expect(await screen.findByText('Too many requests, please try again later.')).toBeInTheDocument();
  });
});

describe('/valet: the day', () => {
  it('shows the day’s figures (revenue in dollars) and a button per ticket', async () => {
    const ue = typist();
    server.use(day());
    openDesk();
    const stats = await screen.findByRole('region', { name: VALET_TEXT.dayStats }, FIRST_PAINT);
    await waitFor(() => expect(within(stats).getByText('$1,234.50')).toBeInTheDocument());
    expect(within(stats).getByText(VALET_TEXT.totalCars)).toBeInTheDocument();
    expect(within(stats).getByText(VALET_TEXT.minutes(6.5))).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: VALET_TEXT.ticketGrid });
    expect(within(grid).getAllByRole('button')).toHaveLength(sampleDay().valets.length);
    // Ready and unpaid reads "unpaid"; requested tickets say how long ago.
    expect(within(grid).getByRole('button', { name: VALET_TEXT.openTicket('106', 'unpaid') })).toBeInTheDocument();
    expect(within(grid).getByText(VALET_TEXT.requestedMinutesAgo(14))).toBeInTheDocument();
    await ue.click(within(grid).getByRole('button', { name: VALET_TEXT.openTicket('101', 'entry') }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/valet/details?valetId=v-entry');
  });

  it('lists the cars customers wait for first, the longest wait first, and says so above everything with Show', async () => {
    const ue = typist();
    server.use(day());
    openDesk();
    const grid = await screen.findByRole('list', { name: VALET_TEXT.ticketGrid }, FIRST_PAINT);
    const numbers = within(grid)
      .getAllByRole('button')
      .map((b) => within(b).getByText(/^#/).textContent);
    expect(numbers).toEqual(['#105', '#104', '#103', '#101', '#102', '#106', '#107', '#108', '#109', '#110']);
    // The alert holds the words alone (a count's change is read without a button's name).
    expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${VALET_TEXT.requestsWaiting(3)}$`));
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.showRequest }));
    expect(within(grid).getAllByRole('button')[0]).toHaveFocus();
  });

  it("keeps the server's order (newest first) when no customer waits", () => {
    expect(deskOrder(sampleDay().valets.filter((t) => t.status !== 'requested')).map((t) => t.ticketNumber)).toEqual([
      '101',
      '102',
      '106',
      '107',
      '108',
      '109',
      '110',
    ]);
  });

  it('says so when there are no tickets yet', async () => {
    server.use(
      answerGet<GetValetGridApiResponse>('*/api/v1/valets/grid', () => ({
        status: 'success',
        results: 0,
        valets: [],
        totalParked: 0,
        totalRequested: 0,
        totalRevenue: 0,
        medianReadyMinutes: null,
      })),
    );
    openDesk();
    expect(await screen.findByText(VALET_TEXT.noTicketsToday, undefined, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
  });

  it('shows "—" for the median when nothing was made ready yet', () => {
    render(<DayStats day={{ ...sampleDay(), medianReadyMinutes: null }} />);
    const median = screen.getByText(VALET_TEXT.medianReady).closest('.valet-stat')!;
    expect(median).toHaveTextContent(VALET_TEXT.none);
  });
});

describe('the route', () => {
  it('shows the desk at /valet for valet staff', async () => {
    server.use(day());
    renderApp('/valet', { user: SAMPLE_USERS.valet });
    expect(await screen.findByRole('heading', { name: VALET_TEXT.deskTitle, level: 1 }, FIRST_PAINT)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: VALET_TEXT.submit })).toBeInTheDocument();
  });
});
