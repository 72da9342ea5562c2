import { render, screen, within } from '@testing-library/react';
import type { GetLocationByIdApiResponse } from '../../../src/app/api/generated/locations';
import type { GetLocationZonesApiResponse } from '../../../src/app/api/generated/zones';
import { SAMPLE_LOCATION, SAMPLE_ZONE } from '../../../src/app/features/booking/samples';
import { buildRoutes } from '../../../src/app/routes';
import { makeStore, TestProviders } from '../../../src/app/testing/TestProviders';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { MESSAGES, PARKING_TEXT } from '../../../src/shared/messages';
import { fixClock } from '../app/clock';
import { renderApp } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet } from '../app/typedHandlers';

useMswServer();
afterEach(() => jest.useRealTimers());

// QA's lot: Back Bay Lot, in Eastern Time, zone A1 hourly and open 06:00-23:00.
const BACK_BAY = { ...SAMPLE_LOCATION, name: 'Back Bay Lot', address: '1 Dalton St, Boston, MA 02115', timeZone: 'America/New_York' };
const A1 = { ...SAMPLE_ZONE, zoneNumber: 'A1' };

function answers(location: GetLocationByIdApiResponse['data']['location'], zones: GetLocationZonesApiResponse['data']['zones']) {
  let lotCalls = 0;
  server.use(
    answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-1', () => {
      lotCalls += 1;
      return { status: 'success', data: { location } };
    }),
    answerGet<GetLocationZonesApiResponse>('*/api/v1/locations/loc-1/zones', () => ({ status: 'success', data: { zones } })),
  );
  return { lotCalls: () => lotCalls };
}

describe('/locations/{id}/zones: a zone card near closing', () => {
  it('says Too late to book now, not Closed now, at 10:16 PM for a zone open until 11:00 PM (QA)', async () => {
    fixClock('2026-11-23T03:16:00Z'); // 10:16 PM in Boston: a one-hour booking would end at 11:26 PM
    answers(BACK_BAY, [A1]);
    renderApp('/locations/loc-1/zones');
    const card = within(await screen.findByRole('article', { name: 'Zone A1' }));
    expect(card.getByText(/Open 6:00 AM–11:00 PM/)).toBeInTheDocument();
    expect(card.getByText(`· ${MESSAGES.tooLateToBookNow}`)).toBeInTheDocument();
    expect(card.queryByText(`· ${PARKING_TEXT.closedNow}`)).not.toBeInTheDocument();
    // Still open: the booking page it leads to says why nothing can be booked.
    expect(card.getByRole('link', { name: PARKING_TEXT.parkHere })).toHaveAttribute('href', '/locations/loc-1/zones/zone-1');
  });

  it('keeps Closed now for a zone that is not open when a booking would start (11:30 PM)', async () => {
    fixClock('2026-11-23T04:30:00Z');
    answers(BACK_BAY, [A1]);
    renderApp('/locations/loc-1/zones');
    const card = within(await screen.findByRole('article', { name: 'Zone A1' }));
    expect(card.getByText(`· ${PARKING_TEXT.closedNow}`)).toBeInTheDocument();
    expect(card.queryByText(`· ${MESSAGES.tooLateToBookNow}`)).not.toBeInTheDocument();
  });

  it('says neither while a one-hour booking still fits (9:50 PM: it ends at 11:00 PM)', async () => {
    fixClock('2026-11-23T02:50:00Z');
    answers(BACK_BAY, [A1]);
    renderApp('/locations/loc-1/zones');
    const card = within(await screen.findByRole('article', { name: 'Zone A1' }));
    expect(card.getByText('Open 6:00 AM–11:00 PM')).toBeInTheDocument();
  });
});

describe('/locations/{id}/zones of a lot its owner turned off (archieved)', () => {
  const OFF = { ...BACK_BAY, name: 'Pike Place Lot', archieved: true };
  const findAnother = () => screen.getByRole('button', { name: MESSAGES.findAnother });

  it('tells a driver the lot is closed, with Find Another, instead of "No zones for this location..."', async () => {
    // The server lists no zones of an inactive lot to a driver.
    answers(OFF, []);
    renderApp('/locations/loc-1/zones', { user: SAMPLE_USERS.customer });
    expect(await screen.findByRole('heading', { name: MESSAGES.lotClosedTitle })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pike Place Lot' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.zoneClosedBody)).toBeInTheDocument();
    expect(findAnother()).toHaveAttribute('href', '/locations');
    expect(screen.queryByText(MESSAGES.noZones)).not.toBeInTheDocument();
  });

  it('says so to a signed-out visitor too, even when the list page passed the lot along (asked again once the list is empty)', async () => {
    const calls = answers(OFF, []);
    const passed = { ...OFF, archieved: false }; // as the list showed it before the owner turned it off
    render(
      <TestProviders
        routes={buildRoutes()}
        initialEntries={[{ pathname: '/locations/loc-1/zones', state: { location: passed } }]}
        store={makeStore({})}
      />,
    );
    expect(await screen.findByRole('heading', { name: MESSAGES.lotClosedTitle })).toBeInTheDocument();
    expect(findAnother()).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noZones)).not.toBeInTheDocument();
    expect(calls.lotCalls()).toBe(1);
  });

  it('keeps listing the zones to the owner, with Edit Zone', async () => {
    answers({ ...OFF, userId: SAMPLE_USERS.vendor._id }, [A1]);
    renderApp('/locations/loc-1/zones', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByRole('heading', { name: 'Zone A1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PARKING_TEXT.editZone })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PARKING_TEXT.memberPage })).toHaveAttribute('href', `/locations/loc-1/zones/${A1._id}/members`);
    expect(screen.queryByText(MESSAGES.lotClosedTitle)).not.toBeInTheDocument();
  });

  it("shows a driver what an hour costs with the fees, and the way to the guest page's validation codes; not to the owner", async () => {
    answers(BACK_BAY, [A1, { ...A1, _id: 'zone-2', zoneNumber: 'D1', price: 25, isHourly: false }]);
    renderApp('/locations/loc-1/zones');
    // $9.00 an hour: 35% fees below $10 ($12.15); $25.00 a day: 7% ($26.75), as the booking step prices them.
    const hourly = within(await screen.findByRole('article', { name: 'Zone A1' }));
    expect(hourly.getByText(PARKING_TEXT.withFees('$12.15', true))).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Zone D1' })).getByText(PARKING_TEXT.withFees('$26.75', false))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PARKING_TEXT.useCode })).toHaveAttribute('href', '/locations/loc-1/guest');
  });

  it('offers the owner neither the price with fees nor the code link', async () => {
    answers({ ...BACK_BAY, userId: SAMPLE_USERS.vendor._id }, [A1]);
    renderApp('/locations/loc-1/zones', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByRole('heading', { name: 'Zone A1' })).toBeInTheDocument();
    expect(screen.queryByText(/with service fees/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: PARKING_TEXT.useCode })).not.toBeInTheDocument();
  });

  it('keeps the empty text for an active lot without zones', async () => {
    answers(BACK_BAY, []);
    renderApp('/locations/loc-1/zones', { user: SAMPLE_USERS.customer });
    expect(await screen.findByText(MESSAGES.noZones)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.lotClosedTitle)).not.toBeInTheDocument();
  });
});
