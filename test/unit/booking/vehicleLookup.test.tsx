import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { LookupVehicleApiResponse } from '../../../src/app/api/generated/vehicles';
import { MESSAGES } from '../../../src/shared/messages';
import { renderApp, settle, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerPost, failure } from '../app/typedHandlers';
import { zoneHandler } from './fixtures';
import { fixClock } from '../app/clock';

useMswServer();
// 9:00 in Chicago: the sample zone (06:00-23:00) is open.
beforeEach(() => fixClock('2026-11-22T15:00:00Z'));
afterEach(() => jest.useRealTimers());

const PATH = '/locations/loc-1/zones/zone-1';
const found: LookupVehicleApiResponse = {
  status: 'success',
  data: { status: 'ok', content: { make: 'Toyota', model: 'Corolla', year: '2020', vin_data: { NCSABodyType: 'Sedan' } } },
};

/** Answers the vehicle lookup with `answer()` at each call, counting them. */
function lookups(answer: () => LookupVehicleApiResponse | Response) {
  const asked: unknown[] = [];
  server.use(
    zoneHandler(),
    answerPost<LookupVehicleApiResponse>('*/api/v1/vehicles/get', async ({ request }) => {
      asked.push(await request.json());
      return answer();
    }),
  );
  return asked;
}

async function typePlate(plate: string, state: string) {
  const ue = typist();
  await ue.type(await screen.findByLabelText('License Plate'), plate);
  await ue.type(document.getElementById('vehicle-1-state') as HTMLInputElement, state);
  await ue.tab();
  return ue;
}

describe('booking step 0: the vehicle lookup on a weak signal', () => {
  it('says nothing under a valid plate when the lookup gets no answer, and looks the same plate up again on the next blur', async () => {
    let online = false;
    const asked = lookups(() => (online ? found : HttpResponse.error()));
    renderApp(PATH);
    const ue = await typePlate('abc123', 'tx');
    await waitFor(() => expect(asked).toHaveLength(1));
    await settle(100);
    // Not the plate's fault: SPEC's "valid license plate" message is not said.
    expect(screen.queryByText(MESSAGES.vehicleLookupFailed)).not.toBeInTheDocument();

    // The signal is back: the same plate and state, blurred again, are looked up again.
    online = true;
    await ue.click(screen.getByLabelText('License Plate'));
    await ue.tab();
    expect(await screen.findByText('2020 Toyota Corolla Sedan')).toBeInTheDocument();
    expect(asked).toHaveLength(2);
    expect(asked[1]).toEqual({ vehiclePlate: 'ABC123', vehicleState: 'TX' });
    expect(screen.queryByText(MESSAGES.vehicleLookupFailed)).not.toBeInTheDocument();
  });

  it("keeps SPEC's message when the server answered that the lookup failed, and does not ask again for the same plate", async () => {
    const asked = lookups(() => failure(502, 'The vehicle registry did not answer.'));
    renderApp(PATH);
    const ue = await typePlate('abc123', 'tx');
    expect(await screen.findByText(MESSAGES.vehicleLookupFailed)).toBeInTheDocument();
    await ue.click(screen.getByLabelText('License Plate'));
    await ue.tab();
    await settle(100);
    expect(asked).toHaveLength(1);
  });
});
