import { screen, waitFor } from '@testing-library/react';
import type {
  GetLocationByIdApiResponse,
  GetLocationsCenterApiResponse,
  GetLocationsMeApiResponse,
  GetLocationsSearchPlaceApiResponse,
} from '../../../src/app/api/generated/locations';
import type { GetLocationZonesApiResponse } from '../../../src/app/api/generated/zones';
import { MESSAGES, PARKING_TEXT } from '../../../src/shared/messages';
import { fixClock } from '../app/clock';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { renderApp, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, failure } from '../app/typedHandlers';
import { LOCATION } from '../booking/fixtures';
import { SAMPLE_ZONE } from '../../../src/app/features/booking/samples';

useMswServer();

type GeoSuccess = (p: { coords: { latitude: number; longitude: number } }) => void;

function setGeolocation(answer: 'grant' | 'deny' | 'none') {
  const geolocation =
    answer === 'none'
      ? undefined
      : {
          getCurrentPosition: (ok: GeoSuccess, fail: (e: { code: number }) => void) =>
            setTimeout(() => (answer === 'grant' ? ok({ coords: { latitude: 30.27, longitude: -97.74 } }) : fail({ code: 1 })), 0),
        };
  Object.defineProperty(window.navigator, 'geolocation', { configurable: true, value: geolocation });
}

afterEach(() => setGeolocation('none'));

describe('/locations', () => {
  it('lists locations near the device position, with View Zones only for a driver', async () => {
    let asked = '';
    setGeolocation('grant');
    server.use(
      answerGet<GetLocationsCenterApiResponse>('*/api/v1/locations/center/:point', ({ params }) => {
        asked = String(params.point);
        return { status: 'success', data: { data: [{ ...LOCATION, distance: 500 }] } };
      }),
    );
    renderApp('/locations', { user: SAMPLE_USERS.customer });
    expect(await screen.findByRole('heading', { name: LOCATION.name })).toBeInTheDocument();
    expect(asked).toBe('30.27,-97.74');
    expect(screen.getByText(LOCATION.address)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Zones' })).toHaveAttribute('href', '/locations/loc-1/zones');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('says nearby lots could not be loaded (a 500), with Try again, which loads them', async () => {
    setGeolocation('grant');
    let calls = 0;
    server.use(
      answerGet<GetLocationsCenterApiResponse>('*/api/v1/locations/center/:point', () => {
        calls += 1;
        return calls === 1 ? failure(500, MESSAGES.serverError) : { status: 'success', data: { data: [{ ...LOCATION, distance: 500 }] } };
      }),
    );
    renderApp('/locations');
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    await typist().click(screen.getByRole('button', { name: PARKING_TEXT.retryBooking }));
    expect(await screen.findByRole('heading', { name: LOCATION.name })).toBeInTheDocument();
  });

  it('says so when nothing is nearby', async () => {
    setGeolocation('grant');
    server.use(
      answerGet<GetLocationsCenterApiResponse>('*/api/v1/locations/center/:point', () => ({ status: 'success', data: { data: [] } })),
    );
    renderApp('/locations');
    expect(await screen.findByText(MESSAGES.noLocations)).toBeInTheDocument();
  });

  it('falls back to a city or ZIP search when position is denied', async () => {
    const ue = typist();
    let center = '';
    setGeolocation('deny');
    server.use(
      answerGet<GetLocationsSearchPlaceApiResponse>('*/api/v1/locations/search-place', ({ request }) => {
        expect(new URL(request.url).searchParams.get('q')).toBe('78701');
        return {
          status: 'success',
          data: {
            suggestions: [{ place_id: 'zip:78701', description: 'Austin, TX 78701', latitude: 30.27, longitude: -97.74, state: 'TX' }],
          },
        };
      }),
      answerGet<GetLocationsCenterApiResponse>('*/api/v1/locations/center/:point', ({ params }) => {
        center = String(params.point);
        return { status: 'success', data: { data: [{ ...LOCATION, distance: 800 }] } };
      }),
    );
    renderApp('/locations');
    await ue.type(await screen.findByLabelText(PARKING_TEXT.searchLabel), '78701');
    await ue.click(screen.getByRole('button', { name: 'Search' }));
    await ue.click(await screen.findByRole('button', { name: 'Austin, TX 78701' }));
    expect(await screen.findByRole('heading', { name: LOCATION.name })).toBeInTheDocument();
    expect(center).toBe('30.27,-97.74');
  });

  it('puts the focus in the field when a driver whose position is known asks to search, and announces what the search found', async () => {
    const ue = typist();
    setGeolocation('grant');
    server.use(
      answerGet<GetLocationsCenterApiResponse>('*/api/v1/locations/center/:point', () => ({
        status: 'success',
        data: { data: [{ ...LOCATION, distance: 800 }] },
      })),
      answerGet<GetLocationsSearchPlaceApiResponse>('*/api/v1/locations/search-place', ({ request }) => ({
        status: 'success',
        data: {
          suggestions:
            new URL(request.url).searchParams.get('q') === 'zz'
              ? []
              : [{ place_id: 'zip:78701', description: 'Austin, TX 78701', latitude: 30.27, longitude: -97.74, state: 'TX' }],
        },
      })),
    );
    renderApp('/locations');
    await screen.findByRole('heading', { name: LOCATION.name });
    await ue.click(screen.getByRole('button', { name: PARKING_TEXT.searchLabel }));
    expect(screen.getByRole('searchbox', { name: PARKING_TEXT.searchLabel })).toHaveFocus();
    // Its position was found: the page does not say it was not.
    expect(screen.queryByText(PARKING_TEXT.searchHint)).toBeNull();
    await ue.keyboard('78701{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(PARKING_TEXT.placesFound(1)));
    await ue.clear(screen.getByRole('searchbox'));
    await ue.keyboard('zz{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(PARKING_TEXT.noPlaces));
  });

  it('says a failed place search failed (not "No matching places."), and Search with the same words asks again', async () => {
    const ue = typist();
    setGeolocation('deny');
    let calls = 0;
    server.use(
      answerGet<GetLocationsSearchPlaceApiResponse>('*/api/v1/locations/search-place', () => {
        calls += 1;
        if (calls === 1) return failure(502, 'Bad gateway');
        return {
          status: 'success',
          data: {
            suggestions: [{ place_id: 'zip:78701', description: 'Austin, TX 78701', latitude: 30.27, longitude: -97.74, state: 'TX' }],
          },
        };
      }),
    );
    renderApp('/locations');
    await ue.type(await screen.findByLabelText(PARKING_TEXT.searchLabel), '78701');
    await ue.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(screen.queryByText(PARKING_TEXT.noPlaces)).toBeNull();
    await ue.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('button', { name: 'Austin, TX 78701' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("shows an owner's own locations with Add Location, Add Zone and Edit", async () => {
    server.use(
      answerGet<GetLocationsMeApiResponse>('*/api/v1/locations/me', () => ({ status: 'success', data: { locations: [LOCATION] } })),
    );
    renderApp('/locations', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByRole('heading', { name: LOCATION.name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Location' })).toHaveAttribute('href', '/locations/add');
    expect(screen.getByRole('link', { name: 'Add Zone' })).toHaveAttribute('href', '/locations/loc-1/new/zone');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/locations/loc-1/edit');
    // The page its visitors validate parking on, which no other screen of an owner leads to.
    expect(screen.getByRole('link', { name: 'Guest Page' })).toHaveAttribute('href', '/locations/loc-1/guest');
  });

  it('shows the empty text on /locations-vendor without locations', async () => {
    server.use(answerGet<GetLocationsMeApiResponse>('*/api/v1/locations/me', () => ({ status: 'success', data: { locations: [] } })));
    renderApp('/locations-vendor', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByText(MESSAGES.noLocations)).toBeInTheDocument();
  });
});

describe('/locations/{id}/zones', () => {
  const zones = [SAMPLE_ZONE];

  it('shows Park Here to drivers', async () => {
    server.use(
      answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-1', () => ({ status: 'success', data: { location: LOCATION } })),
      answerGet<GetLocationZonesApiResponse>('*/api/v1/locations/loc-1/zones', () => ({ status: 'success', data: { zones } })),
    );
    renderApp('/locations/loc-1/zones');
    expect(await screen.findByRole('heading', { name: 'Zone 101' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: LOCATION.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Park Here' })).toHaveAttribute('href', '/locations/loc-1/zones/zone-1');
    expect(screen.queryByRole('link', { name: PARKING_TEXT.backToMyLocations })).not.toBeInTheDocument();
  });

  it("says Location not found for an address with a malformed location id (400), not the field check's text", async () => {
    server.use(
      answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/bad-id', () => failure(400, 'params.id: Invalid UUID')),
      answerGet<GetLocationZonesApiResponse>('*/api/v1/locations/bad-id/zones', () => failure(400, 'params.locationId: Invalid UUID')),
    );
    renderApp('/locations/bad-id/zones');
    expect(await screen.findByText(MESSAGES.locationNotFound)).toBeInTheDocument();
    expect(screen.queryByText(/Invalid UUID/)).not.toBeInTheDocument();
  });

  it('says Open 24 hours for a zone open around the clock (open equal to close), never Closed now', async () => {
    const allDay = { ...SAMPLE_ZONE, openTime: '00:00', closeTime: '00:00' };
    server.use(
      answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-1', () => ({ status: 'success', data: { location: LOCATION } })),
      answerGet<GetLocationZonesApiResponse>('*/api/v1/locations/loc-1/zones', () => ({ status: 'success', data: { zones: [allDay] } })),
    );
    renderApp('/locations/loc-1/zones');
    expect(await screen.findByText('Open 24 hours')).toBeInTheDocument();
    expect(screen.queryByText(/00:00/)).not.toBeInTheDocument();
    expect(screen.queryByText(`· ${PARKING_TEXT.closedNow}`)).not.toBeInTheDocument();
  });

  describe("a zone outside its hours (the lot's time zone)", () => {
    beforeEach(() =>
      server.use(
        answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-1', () => ({ status: 'success', data: { location: LOCATION } })),
        answerGet<GetLocationZonesApiResponse>('*/api/v1/locations/loc-1/zones', () => ({ status: 'success', data: { zones } })),
      ),
    );
    afterEach(() => jest.useRealTimers());

    it('says Closed now when a booking made now could not start (23:30 in Chicago; open 06:00-23:00)', async () => {
      fixClock('2026-11-23T05:30:00Z');
      renderApp('/locations/loc-1/zones');
      expect(await screen.findByText(`· ${PARKING_TEXT.closedNow}`)).toBeInTheDocument();
      expect(screen.getByText(/Open 6:00 AM–11:00 PM/)).toBeInTheDocument();
    });

    it('says Too late to book now, not Closed now, when it is open but even a one-hour booking would end after closing (22:30 in Chicago)', async () => {
      fixClock('2026-11-23T04:30:00Z');
      renderApp('/locations/loc-1/zones');
      expect(await screen.findByText(`· ${MESSAGES.tooLateToBookNow}`)).toBeInTheDocument();
      expect(screen.queryByText(`· ${PARKING_TEXT.closedNow}`)).not.toBeInTheDocument();
    });

    it('says nothing more while it is open (9:00 in Chicago)', async () => {
      fixClock('2026-11-22T15:00:00Z');
      renderApp('/locations/loc-1/zones');
      expect(await screen.findByText(/Open 6:00 AM–11:00 PM/)).toBeInTheDocument();
      expect(screen.queryByText(`· ${PARKING_TEXT.closedNow}`)).not.toBeInTheDocument();
    });
  });

  it('shows Edit Zone to owners and the empty text', async () => {
    server.use(
      answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-1', () => ({ status: 'success', data: { location: LOCATION } })),
      answerGet<GetLocationZonesApiResponse>('*/api/v1/locations/loc-1/zones', () => ({ status: 'success', data: { zones: [] } })),
    );
    renderApp('/locations/loc-1/zones', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByText(MESSAGES.noZones)).toBeInTheDocument();
    // Adding zones to several lots: back to the list from here.
    expect(screen.getByRole('link', { name: PARKING_TEXT.backToMyLocations })).toHaveAttribute('href', '/locations-vendor');
  });
});
