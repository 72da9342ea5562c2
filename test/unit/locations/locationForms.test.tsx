import { fireEvent, screen, waitFor } from '@testing-library/react';
import type {
  CreateLocationApiResponse,
  GetLocationByIdApiResponse,
  GetLocationsMeApiResponse,
  GetLocationsSuggestApiResponse,
  UpdateLocationApiResponse,
} from '../../../src/app/api/generated/locations';
import type {
  CreateZoneApiResponse,
  GetLocationZoneApiResponse,
  GetLocationZonesApiResponse,
  UpdateZoneApiResponse,
} from '../../../src/app/api/generated/zones';
import { keptWhenEmpty, MESSAGES, PARKING_TEXT } from '../../../src/shared/messages';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { renderApp, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPatch, answerPost, failure } from '../app/typedHandlers';
import { LOCATION, ZONE, zoneHandler } from '../booking/fixtures';

useMswServer();

describe('add and edit zone', () => {
  it('adds a zone with the price as a number and the 06:00/23:00 defaults (5-minute steps)', async () => {
    const ue = typist();
    let body: unknown;
    server.use(
      answerPost<CreateZoneApiResponse>(
        '*/api/v1/zones',
        async ({ request }) => {
          body = await request.json();
          return { status: 'success', data: { zone: ZONE } };
        },
        { status: 201 },
      ),
      answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-1', () => ({ status: 'success', data: { location: LOCATION } })),
      answerGet<GetLocationZonesApiResponse>('*/api/v1/locations/loc-1/zones', () => ({ status: 'success', data: { zones: [ZONE] } })),
    );
    renderApp('/locations/loc-1/new/zone', { user: SAMPLE_USERS.vendor });
    await ue.type(await screen.findByLabelText('Zone Number'), 'A1');
    await ue.type(screen.getByLabelText('Price ($)'), '7.5');
    expect(screen.getByLabelText('Open Time')).toHaveAttribute('step', '300');
    // Owners are told how to set a zone open around the clock or past midnight.
    expect(screen.getByLabelText('Open Time')).toHaveAccessibleDescription(PARKING_TEXT.hoursHint);
    expect(screen.getByLabelText('Close Time')).toHaveAccessibleDescription(PARKING_TEXT.hoursHint);
    await ue.click(screen.getByRole('button', { name: 'Add Zone' }));
    expect(await screen.findByRole('heading', { name: 'Zone 101' })).toBeInTheDocument();
    expect(body).toEqual({ locationId: 'loc-1', zoneNumber: 'A1', price: 7.5, isHourly: true, openTime: '06:00', closeTime: '23:00' });
  });

  it('edits a zone and sends the archived switch', async () => {
    const ue = typist();
    let body: unknown;
    server.use(
      answerGet<GetLocationZoneApiResponse>('*/api/v1/locations/loc-1/zones/zone-1', () => ({
        status: 'success',
        data: { zone: ZONE, location: LOCATION },
      })),
      answerPatch<UpdateZoneApiResponse>('*/api/v1/zones/zone-1', async ({ request }) => {
        body = await request.json();
        return { status: 'success', data: { zone: ZONE } };
      }),
      answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-1', () => ({ status: 'success', data: { location: LOCATION } })),
      answerGet<GetLocationZonesApiResponse>('*/api/v1/locations/loc-1/zones', () => ({ status: 'success', data: { zones: [ZONE] } })),
    );
    renderApp('/locations/loc-1/zones/zone-1/edit', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByDisplayValue('101')).toBeInTheDocument();
    await ue.click(screen.getByRole('switch'));
    await ue.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Zone 101' })).toBeInTheDocument();
    expect(body).toMatchObject({ zoneNumber: '101', price: 9, archieved: true });
  });
});

describe('the zone form names its location', () => {
  it('under Add Zone, from the location the card passed along (no request for it)', async () => {
    const ue = typist();
    // No handler for GET /locations/loc-1: an unhandled request fails the test, so the name must come from the link's state.
    server.use(
      answerGet<GetLocationsMeApiResponse>('*/api/v1/locations/me', () => ({ status: 'success', data: { locations: [LOCATION] } })),
    );
    renderApp('/locations', { user: SAMPLE_USERS.vendor });
    await ue.click(await screen.findByRole('link', { name: 'Add Zone' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New Zone' })).toBeInTheDocument();
    expect(screen.getByText(LOCATION.name)).toBeInTheDocument();
  });

  it('under Add Zone opened directly, fetched by the location id', async () => {
    server.use(
      answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-1', () => ({ status: 'success', data: { location: LOCATION } })),
    );
    renderApp('/locations/loc-1/new/zone', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByText(LOCATION.name)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'New Zone' })).toBeInTheDocument();
  });

  it('under Edit Zone, from the zone it edits', async () => {
    server.use(zoneHandler());
    renderApp('/locations/loc-1/zones/zone-1/edit', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Zone' })).toBeInTheDocument();
    expect(screen.getByText(LOCATION.name)).toBeInTheDocument();
  });
});

describe('a form whose address names nothing (an unknown or malformed id)', () => {
  it('Edit Location says Location not found instead of an empty form', async () => {
    server.use(answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-9', () => failure(404, MESSAGES.locationNotFound)));
    renderApp('/locations/loc-9/edit', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.locationNotFound);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it("Edit Zone says Zone not found for a malformed zone id (400), not the field check's text", async () => {
    server.use(
      answerGet<GetLocationZoneApiResponse>('*/api/v1/locations/loc-1/zones/bad', () => failure(400, 'params.zoneId: Invalid UUID')),
    );
    renderApp('/locations/loc-1/zones/bad/edit', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.zoneNotFound);
    expect(screen.queryByLabelText('Zone Number')).not.toBeInTheDocument();
  });

  it('Add Zone says Location not found for a location that is not there', async () => {
    server.use(answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-9', () => failure(404, MESSAGES.locationNotFound)));
    renderApp('/locations/loc-9/new/zone', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.locationNotFound);
    expect(screen.queryByRole('button', { name: 'Add Zone' })).not.toBeInTheDocument();
  });
});

describe("another owner's location (GET /locations/{id} answers anyone): not found, never its form", () => {
  // Admin's lot, opened by a vendor who does not own it: the server would refuse Save with 404.
  const THEIRS = { ...LOCATION, name: 'Union Station Lot', phoneNumber: '2025550123', userId: 'u-someone-else' };
  const serveTheirs = () =>
    server.use(
      answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-1', () => ({ status: 'success', data: { location: THEIRS } })),
      answerGet<GetLocationZoneApiResponse>('*/api/v1/locations/loc-1/zones/zone-1', () => ({
        status: 'success',
        data: { zone: { ...ZONE, zoneNumber: 'U7' }, location: THEIRS },
      })),
      answerGet<GetLocationZonesApiResponse>('*/api/v1/locations/loc-1/zones', () => ({
        status: 'success',
        data: { zones: [{ ...ZONE, zoneNumber: 'U7' }] },
      })),
    );

  it('Edit Location says Location not found, without their name or phone', async () => {
    serveTheirs();
    renderApp('/locations/loc-1/edit', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.locationNotFound);
    expect(screen.queryByDisplayValue(THEIRS.name)).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(THEIRS.phoneNumber)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('Edit Zone says Zone not found, without their zone', async () => {
    serveTheirs();
    renderApp('/locations/loc-1/zones/zone-1/edit', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.zoneNotFound);
    expect(screen.queryByLabelText('Zone Number')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('U7')).not.toBeInTheDocument();
  });

  it('Add Zone opened directly says Location not found, and shows no form while it asks whose the lot is', async () => {
    serveTheirs();
    renderApp('/locations/loc-1/new/zone', { user: SAMPLE_USERS.vendor });
    // Before the lot's answer the page waits: no field to type into that Save would then refuse.
    expect(screen.queryByLabelText('Zone Number')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.locationNotFound);
    expect(screen.queryByLabelText('Zone Number')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Zone' })).not.toBeInTheDocument();
  });

  it('Add Zone reached from their zones page (the lot passed along) says Location not found', async () => {
    const ue = typist();
    serveTheirs();
    renderApp('/locations/loc-1/zones', { user: SAMPLE_USERS.vendor });
    await screen.findByRole('heading', { level: 1, name: THEIRS.name });
    await ue.click(screen.getByRole('link', { name: 'Add Zone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.locationNotFound);
    expect(screen.queryByLabelText('Zone Number')).not.toBeInTheDocument();
  });

  it('odogwu, who manages every lot, gets the forms filled in', async () => {
    serveTheirs();
    renderApp('/locations/loc-1/edit', { user: SAMPLE_USERS.odogwu });
    expect(await screen.findByDisplayValue(THEIRS.name)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('odogwu gets Edit Zone and Add Zone of any lot', async () => {
    serveTheirs();
    const { unmount } = renderApp('/locations/loc-1/zones/zone-1/edit', { user: SAMPLE_USERS.odogwu });
    expect(await screen.findByDisplayValue('U7')).toBeInTheDocument();
    unmount();
    renderApp('/locations/loc-1/new/zone', { user: SAMPLE_USERS.odogwu });
    expect(await screen.findByLabelText('Zone Number')).toBeInTheDocument();
    expect(screen.getByText(THEIRS.name)).toBeInTheDocument();
  });
});

/** Edit Location's calls for `location` (loc-1): its GET, the update (its body kept), and /locations/me after Save. */
function serveEditLocation(location: typeof LOCATION): { body?: unknown } {
  const sent: { body?: unknown } = {};
  server.use(
    answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-1', () => ({ status: 'success', data: { location } })),
    answerPost<UpdateLocationApiResponse>('*/api/v1/locations/loc-1', async ({ request }) => {
      sent.body = await request.json();
      return { status: 'success', data: { location: LOCATION } };
    }),
    answerGet<GetLocationsMeApiResponse>('*/api/v1/locations/me', () => ({ status: 'success', data: { locations: [LOCATION] } })),
  );
  return sent;
}

describe('edit location', () => {
  it('needs a name or a phone, and sends the switch as isActive (on = Inactive)', async () => {
    const ue = typist();
    const sent = serveEditLocation({ ...LOCATION, phoneNumber: null });
    renderApp('/locations/loc-1/edit', { user: SAMPLE_USERS.vendor });
    const name = await screen.findByDisplayValue(LOCATION.name);
    await ue.clear(name);
    await ue.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.editLocationRequired)).toBeInTheDocument();
    await ue.type(name, 'New Name');
    // The label reads Inactive, the line under it which way is which; the switch holds no words of its own.
    expect(screen.getByRole('switch', { name: PARKING_TEXT.inactive })).toHaveAccessibleDescription(PARKING_TEXT.inactiveHelp);
    expect(screen.getAllByText(PARKING_TEXT.inactive)).toHaveLength(1);
    await ue.click(screen.getByRole('switch'));
    await ue.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'My Locations' })).toBeInTheDocument();
    expect(sent.body).toEqual({ locationName: 'New Name', isActive: false });
  });

  it('says under an emptied name or phone that it stays as stored, and sends only the other', async () => {
    const ue = typist();
    const sent = serveEditLocation(LOCATION);
    renderApp('/locations/loc-1/edit', { user: SAMPLE_USERS.vendor });
    const name = await screen.findByDisplayValue(LOCATION.name);
    expect(screen.queryByText(keptWhenEmpty('name', LOCATION.name))).not.toBeInTheDocument();
    await ue.clear(name);
    expect(await screen.findByText(keptWhenEmpty('name', LOCATION.name))).toBeInTheDocument();
    await ue.clear(screen.getByDisplayValue(LOCATION.phoneNumber!));
    expect(await screen.findByText(keptWhenEmpty('phone number', LOCATION.phoneNumber!))).toBeInTheDocument();
    await ue.type(screen.getByLabelText(PARKING_TEXT.phoneNumber), '555 0100');
    await waitFor(() => expect(screen.queryByText(keptWhenEmpty('phone number', LOCATION.phoneNumber!))).not.toBeInTheDocument());
    await ue.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'My Locations' })).toBeInTheDocument();
    expect(sent.body).toEqual({ phoneNumber: '555 0100', isActive: true });
  });

  it("shows the location's grace period and sends the new one", async () => {
    const ue = typist();
    const sent = serveEditLocation({ ...LOCATION, graceMinutes: 5 });
    renderApp('/locations/loc-1/edit', { user: SAMPLE_USERS.vendor });
    const grace = await screen.findByRole('spinbutton', { name: PARKING_TEXT.graceMinutes });
    await waitFor(() => expect(grace).toHaveValue('5'));
    await ue.clear(grace);
    await ue.type(grace, '12');
    await ue.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'My Locations' })).toBeInTheDocument();
    expect(sent.body).toEqual({ locationName: LOCATION.name, phoneNumber: LOCATION.phoneNumber, isActive: true, graceMinutes: 12 });
  });
});

/** Opens the antd Select named `label` and picks the option titled `title`. */
async function pick(ue: ReturnType<typeof typist>, label: string, title: string) {
  await ue.click(screen.getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
    expect(found).not.toBeNull();
    return found!;
  });
  await ue.click(item);
}

describe('the time zone of a location', () => {
  it("Edit Location shows the lot's zone and sends a changed one only", async () => {
    const ue = typist();
    const sent = serveEditLocation({ ...LOCATION, timeZone: 'America/Chicago' });
    renderApp('/locations/loc-1/edit', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByTitle('Central Time (America/Chicago)')).toBeInTheDocument();
    await pick(ue, PARKING_TEXT.timeZone, 'Central Time (America/Menominee)');
    await ue.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'My Locations' })).toBeInTheDocument();
    expect(sent.body).toMatchObject({ locationName: LOCATION.name, timeZone: 'America/Menominee' });
  });

  it('Edit Location offers a zone outside the US list when the lot has one', async () => {
    server.use(
      answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-1', () => ({
        status: 'success',
        data: { location: { ...LOCATION, timeZone: 'Europe/London' } },
      })),
    );
    renderApp('/locations/loc-1/edit', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByTitle(/\(Europe\/London\)$/)).toBeInTheDocument();
  });

  it('Add Location sends the chosen zone (none chosen: none sent, the address decides)', async () => {
    const ue = typist();
    let body: Record<string, unknown> = {};
    server.use(
      answerGet<GetLocationsSuggestApiResponse>('*/api/v1/locations/suggest', () => ({
        status: 'success',
        data: { suggestions: [{ place_id: 'gaz:city:46402', description: 'Gary, IN', latitude: 41.59, longitude: -87.35, state: 'IN' }] },
      })),
      answerPost<CreateLocationApiResponse>(
        '*/api/v1/locations',
        async ({ request }) => {
          body = (await request.json()) as Record<string, unknown>;
          return { status: 'success', data: { location: LOCATION } };
        },
        { status: 201 },
      ),
      answerGet<GetLocationsMeApiResponse>('*/api/v1/locations/me', () => ({ status: 'success', data: { locations: [LOCATION] } })),
    );
    renderApp('/locations/add', { user: SAMPLE_USERS.vendor });
    await ue.type(await screen.findByLabelText('Location Name'), 'Gary Lot');
    await ue.type(screen.getByRole('combobox', { name: PARKING_TEXT.address }), 'Gary');
    await ue.click(await screen.findByText('Gary, IN'));
    await pick(ue, PARKING_TEXT.timeZone, 'Central Time (America/Chicago)');
    fireEvent.submit(screen.getByRole('button', { name: 'Add Location' }).closest('form')!);
    expect(await screen.findByRole('heading', { name: 'My Locations' })).toBeInTheDocument();
    expect(body).toMatchObject({ name: 'Gary Lot', address: 'Gary, IN', timeZone: 'America/Chicago' });
  });
});

describe('add location', () => {
  it('asks for suggestions after typing stops and sends the chosen place with its coordinates', async () => {
    const ue = typist();
    const asked: string[] = [];
    let body: unknown;
    server.use(
      answerGet<GetLocationsSuggestApiResponse>('*/api/v1/locations/suggest', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '');
        return {
          status: 'success',
          data: {
            suggestions: [{ place_id: 'gaz:city:73301', description: 'Austin, TX', latitude: 30.3, longitude: -97.76, state: 'TX' }],
          },
        };
      }),
      answerPost<CreateLocationApiResponse>(
        '*/api/v1/locations',
        async ({ request }) => {
          body = await request.json();
          return { status: 'success', data: { location: LOCATION } };
        },
        { status: 201 },
      ),
      answerGet<GetLocationsMeApiResponse>('*/api/v1/locations/me', () => ({ status: 'success', data: { locations: [LOCATION] } })),
    );
    renderApp('/locations/add', { user: SAMPLE_USERS.vendor });
    await ue.type(await screen.findByLabelText('Location Name'), 'Test Lot');
    const address = screen.getByRole('combobox', { name: PARKING_TEXT.address });
    await ue.type(address, 'Austin');
    // Debounced: one request for the settled text, not one per keystroke.
    await ue.click(await screen.findByText('Austin, TX'));
    expect(asked).toEqual(['Austin']);
    fireEvent.submit(screen.getByRole('button', { name: 'Add Location' }).closest('form')!);
    expect(await screen.findByRole('heading', { name: 'My Locations' })).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Test Lot',
      address: 'Austin, TX',
      place_id: 'gaz:city:73301',
      location_point: { type: 'Point', coordinates: [-97.76, 30.3] },
    });
  });
});
