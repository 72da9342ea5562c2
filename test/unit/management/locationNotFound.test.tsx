import { screen } from '@testing-library/react';
import type { GetLocationsApiResponse } from '../../../src/app/api/generated/locations';
import type { GetLocationVendorsApiResponse } from '../../../src/app/api/generated/vendors';
import { Themed } from '../../../src/app/components/Themed';
import LocationVendorsPage from '../../../src/app/features/management/LocationVendorsPage';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { MANAGEMENT_TEXT as T, MESSAGES } from '../../../src/shared/messages';
import { LOCATION } from '../booking/fixtures';
import { renderWithProviders } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, failure } from '../app/typedHandlers';
import { FIRST_PAINT } from '../owners/support';

useMswServer();
jest.setTimeout(90_000);

const LOT = { ...LOCATION, _id: 'loc-1', id: 'loc-1', name: 'Main Street Garage', timeZone: 'America/New_York' };
const UNKNOWN = '7b0c9a52-2f4e-4c1b-9d7e-3a5f6e8d1c20';

function openAt(locationId: string) {
  return renderWithProviders(
    <Themed>
      <LocationVendorsPage />
    </Themed>,
    { user: SAMPLE_USERS.odogwu, routePath: '/management/locations/:locationId', path: `/management/locations/${locationId}` },
  );
}

describe('/management/locations/{id} of no location', () => {
  it.each([
    ['an unknown id (404)', UNKNOWN, 404, MESSAGES.locationNotFound],
    ['a malformed id (400)', 'not-a-uuid', 400, 'params.locationId: Invalid UUID'],
  ])('says "Location not found" for %s, offers no action that needs a location and no retry', async (_what, id, status, message) => {
    server.use(
      answerGet<GetLocationsApiResponse>('*/api/v1/locations', () => ({ status: 'success', data: { locations: [LOT] } })),
      answerGet<GetLocationVendorsApiResponse>(`*/api/v1/locations/${id}/vendors`, () => failure(status, message)),
    );
    openAt(id);
    expect(await screen.findByText(MESSAGES.locationNotFound, undefined, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.chooseAnotherLocation })).toHaveAttribute('href', '/management');
    expect(screen.queryByText(MESSAGES.vendorsLoadFailed)).toBeNull();
    expect(screen.queryByRole('button', { name: T.printQr })).toBeNull();
    expect(screen.queryByRole('button', { name: T.addSession })).toBeNull();
    expect(screen.queryByRole('button', { name: T.addVendor })).toBeNull();
    // The picker offers the locations, and does not show the address's id as if it were one.
    expect(screen.getByRole('combobox', { name: T.location })).toBeInTheDocument();
    expect(screen.queryByText(id)).toBeNull();
  });

  it('still says "could not be loaded" for a failure a retry can mend, with its actions', async () => {
    server.use(
      answerGet<GetLocationsApiResponse>('*/api/v1/locations', () => ({ status: 'success', data: { locations: [LOT] } })),
      answerGet<GetLocationVendorsApiResponse>('*/api/v1/locations/loc-1/vendors', () => failure(503, MESSAGES.databaseUnavailable)),
    );
    openAt('loc-1');
    expect(await screen.findByText(MESSAGES.vendorsLoadFailed, undefined, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.locationNotFound)).toBeNull();
    expect(screen.getByRole('button', { name: T.addVendor })).toBeInTheDocument();
  });
});
