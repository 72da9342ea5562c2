import { screen, within } from '@testing-library/react';
import type { LoginApiResponse } from '../../../src/app/api/generated/users';
import type { GetSessionsMeApiResponse } from '../../../src/app/api/generated/sessions';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { MESSAGES, PARKING_TEXT, parkingEndsIn } from '../../../src/shared/messages';
import { signedIn } from '../app/apiUser';
import { useFixedClock } from '../app/clock';
import { renderApp, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPost } from '../app/typedHandlers';

useMswServer();
const NOW = '2026-11-22T10:48:00.000Z';
useFixedClock(NOW);

type Session = GetSessionsMeApiResponse['sessions'][number];
const session = (over: Partial<Session>): Session => ({
  _id: 's-x',
  plateNumber: 'ABC123',
  state: 'TX',
  createdAt: '2026-11-01T10:00:00.000Z',
  rate: 9,
  days: 0,
  zoneId: 'zone-1',
  locationId: 'loc-1',
  zoneNumber: '101',
  locationName: 'Main Street Garage',
  locationAddress: '100 Main St, Austin, TX',
  totalCost: 12.15,
  isHourly: true,
  paid: true,
  timeZone: 'America/Chicago',
  startTime: '2026-11-22T10:00:00.000Z',
  endTime: '2026-11-22T11:00:00.000Z',
  canExtend: true,
  canStop: true,
  refunded: 0,
  minutesLeft: 12,
  ...over,
});
// Ends at 11:00, 12 minutes after NOW.
const endingSoon = session({ _id: 's-soon', plateNumber: 'SOON1' });
const past = session({
  _id: 's-past',
  plateNumber: 'PAST1',
  startTime: '2026-11-20T10:00:00.000Z',
  endTime: '2026-11-20T11:00:00.000Z',
  canExtend: false,
  minutesLeft: 0,
});
const history = () =>
  answerGet<GetSessionsMeApiResponse>('*/api/v1/sessions/me', () => ({
    status: 'success',
    results: 2,
    sessions: [endingSoon, past],
    nextCursor: null,
  }));

const card = (plate: string) => screen.findByRole('article', { name: `Main Street Garage ${plate}` });

let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = [];
  // jsdom has no layout: record what the page asks to scroll into view.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});

describe('/bookings: a booking that ends soon', () => {
  it('warns with the minutes left and extends from the warning', async () => {
    server.use(history());
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    const item = await card('SOON1');
    const warning = within(item).getByRole('alert');
    expect(warning).toHaveTextContent(parkingEndsIn(12));
    await typist().click(within(warning).getByRole('button', { name: PARKING_TEXT.extend }));
    expect(within(item).getByRole('region', { name: PARKING_TEXT.extendTitle })).toBeInTheDocument();
    // The past booking shows no countdown.
    expect(within(await card('PAST1')).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/bookings?extend=<id>', () => {
  it("opens that booking's extend panel and scrolls it into view", async () => {
    server.use(history());
    renderApp('/bookings?extend=s-soon', { user: SAMPLE_USERS.customer });
    const item = await card('SOON1');
    expect(await within(item).findByRole('region', { name: PARKING_TEXT.extendTitle })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(scrolled.map((e) => e.id)).toEqual(['booking-s-soon']);
    expect(screen.getAllByRole('region', { name: PARKING_TEXT.extendTitle })).toHaveLength(1);
  });

  it('says so when the booking is not among the driver’s', async () => {
    server.use(history());
    renderApp('/bookings?extend=someone-elses', { user: SAMPLE_USERS.customer });
    expect(await screen.findByText(MESSAGES.extendLinkUnknown)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: PARKING_TEXT.extendTitle })).not.toBeInTheDocument();
  });

  it('says so when the booking can no longer be extended', async () => {
    server.use(history());
    renderApp('/bookings?extend=s-past', { user: SAMPLE_USERS.customer });
    expect(await screen.findByText(MESSAGES.extendLinkNotExtendable)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: PARKING_TEXT.extendTitle })).not.toBeInTheDocument();
  });

  it('brings a guest back to the link after login, with the panel open', async () => {
    const ue = typist();
    server.use(
      history(),
      answerPost<LoginApiResponse>('*/api/v1/users/login', () => signedIn(SAMPLE_USERS.customer)),
    );
    renderApp('/bookings?extend=s-soon');
    await ue.type(await screen.findByLabelText('Email'), SAMPLE_USERS.customer.email);
    await ue.type(screen.getByLabelText('Password'), 'Secret#123');
    await ue.click(screen.getByRole('button', { name: 'Log In' }));
    const item = await card('SOON1');
    expect(await within(item).findByRole('region', { name: PARKING_TEXT.extendTitle })).toBeInTheDocument();
  });
});
