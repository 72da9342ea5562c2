import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { GetLocationsServiceApiResponse } from '../../../src/app/api/generated/locations';
import { locationsEnhancedApi } from '../../../src/app/api/enhanced/locations';
import { selectServiceProblem } from '../../../src/app/api/serviceStatus';
import { makeStore } from '../../../src/app/testing/TestProviders';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { APP_TEXT, MESSAGES, TEAM_TEXT } from '../../../src/shared/messages';
import { LOCATION } from '../booking/fixtures';
import { renderApp } from './renderWithProviders';
import { server, useMswServer } from './server';
import { answerGet, failure } from './typedHandlers';

useMswServer();

/**
 * Issue 12, item 5: with the database down the API answers 503, and a page must say so in words,
 * not show an empty list ("not servicing any locations") that reads as the truth; once the service
 * answers again the page clears the banner and shows its data without a reload.
 */
const serviced: GetLocationsServiceApiResponse = {
  status: 'success',
  locations: [{ ...LOCATION, _id: 'loc-1', id: 'loc-1', name: 'Harbor Lot' }],
};

describe('when the service cannot be reached', () => {
  it('says so in words on every page, then clears and refetches once the service answers', async () => {
    let up = false;
    server.use(
      http.get('*/api/v1/health', () => (up ? HttpResponse.json({ status: 'ok' }) : failure(503, MESSAGES.databaseUnreachable))),
      answerGet<GetLocationsServiceApiResponse>('*/api/v1/locations/service', () =>
        up ? serviced : (failure(503, MESSAGES.databaseUnavailable) as never),
      ),
    );
    renderApp('/service/locations', { user: SAMPLE_USERS.enforcer });
    // The banner at the top and the list's own line.
    await waitFor(() => expect(screen.getAllByText(MESSAGES.databaseUnavailable).length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByText(MESSAGES.noServicing)).toBeNull();

    up = true;
    screen.getByRole('button', { name: APP_TEXT.tryAgain }).click();
    await screen.findByRole('heading', { name: 'Harbor Lot' });
    expect(screen.queryByText(MESSAGES.databaseUnavailable)).toBeNull();
    expect(screen.getByRole('link', { name: TEAM_TEXT.checkPlates })).toBeTruthy();
  });

  it("tells an enforcer with no locations yet who chooses them, under SPEC's empty text", async () => {
    server.use(http.get('*/api/v1/locations/service', () => HttpResponse.json({ status: 'success', locations: [] })));
    renderApp('/service/locations', { user: SAMPLE_USERS.enforcer });
    expect(await screen.findByText(MESSAGES.noServicing)).toBeInTheDocument();
    expect(screen.getByText(TEAM_TEXT.askForLocations)).toBeInTheDocument();
  });

  it('says nothing of a request the page called off itself (aborted), which is no outage', async () => {
    const store = makeStore();
    server.use(http.get('*/api/v1/locations/service', () => new Promise<never>(() => undefined)));
    const call = store.dispatch(locationsEnhancedApi.endpoints.getLocationsService.initiate());
    call.abort();
    await expect(call.unwrap()).rejects.toMatchObject({ name: 'AbortError' });
    // The fetch behind it ends with no answer a moment later: still no banner.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(selectServiceProblem(store.getState())).toBeNull();
    // A real failure still does.
    server.use(http.get('*/api/v1/locations/service', () => HttpResponse.error()));
    await store.dispatch(locationsEnhancedApi.endpoints.getLocationsService.initiate(undefined, { forceRefetch: true }));
    expect(selectServiceProblem(store.getState())).toBe(APP_TEXT.offline);
  });

  it('without any answer at all, tells the driver to check their signal', async () => {
    server.use(
      http.get('*/api/v1/locations/service', () => HttpResponse.error()),
      http.get('*/api/v1/health', () => HttpResponse.error()),
    );
    renderApp('/service/locations', { user: SAMPLE_USERS.enforcer });
    await screen.findByText(APP_TEXT.offline);
  });
});
