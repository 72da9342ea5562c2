import { screen, waitFor, within } from '@testing-library/react';
import type { GetPlateChecksApiResponse } from '../../../src/app/api/generated/enforcement';
import type { GetLocationsServiceByIdApiResponse } from '../../../src/app/api/generated/locations';
import type { GetVehicleStatusApiResponse } from '../../../src/app/api/generated/sessions';
import { baseApi } from '../../../src/app/api/baseApi';
import { Themed } from '../../../src/app/components/Themed';
import PlateSearchPage from '../../../src/app/features/enforcer/PlateSearchPage';
import { SAMPLE_CHECKS, SAMPLE_LOCATION, SAMPLE_PAID_SESSIONS, SAMPLE_RESULTS } from '../../../src/app/features/enforcer/samples';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { ENFORCER_TEXT, MESSAGES, SERVER_MESSAGES } from '../../../src/shared/messages';
import { renderWithProviders, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPost, failure } from '../app/typedHandlers';

useMswServer();

const ID = SAMPLE_LOCATION._id;

function renderSearch(
  status: () => GetVehicleStatusApiResponse | Response,
  paid: () => GetLocationsServiceByIdApiResponse['sessions'] = () => SAMPLE_PAID_SESSIONS,
) {
  const sent: unknown[] = [];
  server.use(
    answerGet<GetLocationsServiceByIdApiResponse>(`*/api/v1/locations/service/${ID}`, () => ({
      status: 'success',
      location: SAMPLE_LOCATION,
      sessions: paid(),
    })),
    answerPost<GetVehicleStatusApiResponse>('*/api/v1/sessions/status', async ({ request }) => {
      sent.push(await request.json());
      return status();
    }),
    answerGet<GetPlateChecksApiResponse>(`*/api/v1/locations/service/${ID}/checks`, () => ({ status: 'success', checks: SAMPLE_CHECKS })),
  );
  ({ store } = renderWithProviders(
    <Themed>
      <PlateSearchPage />
    </Themed>,
    { user: SAMPLE_USERS.enforcer, routePath: '/service/locations/:locationId/search', path: `/service/locations/${ID}/search` },
  ));
  return sent;
}
/** The store of the last render: a test stands in for the live update by invalidating what it invalidates. */
let store: ReturnType<typeof renderWithProviders>['store'];
const liveUpdate = () => store.dispatch(baseApi.util.invalidateTags([{ type: 'locations', id: ID }]));

describe('/service/locations/{locationId}/search', () => {
  it('shows the location and its Paid License Plates (N/A without a plate); an empty plate is refused', async () => {
    const ue = typist();
    const sent = renderSearch(() => SAMPLE_RESULTS.valid);
    expect(await screen.findByRole('heading', { name: SAMPLE_LOCATION.name })).toBeInTheDocument();
    expect(screen.getByText(SAMPLE_LOCATION.address)).toBeInTheDocument();
    const paid = screen.getByRole('heading', { name: ENFORCER_TEXT.paidPlates }).closest('section')!;
    // One field is labelled License Plate (a test finding it by its label finds one).
    expect(screen.getAllByLabelText(/License Plate/)).toHaveLength(1);
    expect(await within(paid).findByText('KXT4821')).toBeInTheDocument();
    expect(within(paid).getByText(ENFORCER_TEXT.notApplicable)).toBeInTheDocument();

    await ue.click(screen.getByRole('button', { name: ENFORCER_TEXT.search }));
    expect(await screen.findByText(MESSAGES.enforcerPlateRequired)).toBeInTheDocument();
    // Under the field, which names it and takes the focus (above, it pushed the field from under the thumb).
    const field = screen.getByLabelText(ENFORCER_TEXT.licensePlate);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(MESSAGES.enforcerPlateRequired);
    expect(field).toHaveFocus();
    expect(field.compareDocumentPosition(screen.getByText(MESSAGES.enforcerPlateRequired)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await ue.type(field, 'a');
    expect(screen.queryByText(MESSAGES.enforcerPlateRequired)).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('puts Back to locations above the heading, flush with it, with no margin of its own under the header', async () => {
    renderSearch(() => SAMPLE_RESULTS.valid);
    const heading = await screen.findByRole('heading', { name: SAMPLE_LOCATION.name });
    const back = screen.getByRole('link', { name: ENFORCER_TEXT.back });
    expect(back).toHaveAttribute('href', '/service/locations');
    expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(back).toHaveStyle({ paddingLeft: '0px' });
    const header = heading.closest('header')!;
    expect(header).toContainElement(back);
    expect(header.style.marginBottom).toBe('');
  });

  it("upper-cases the plate (8 at most), sends license and locationId (the server's clock decides), and shows Valid with the reason", async () => {
    const ue = typist();
    const sent = renderSearch(() => SAMPLE_RESULTS.valid);
    const field = await screen.findByLabelText(ENFORCER_TEXT.licensePlate);
    await ue.type(field, 'abc-123xyz');
    expect(field).toHaveValue('ABC123XY');
    await ue.click(screen.getByRole('button', { name: ENFORCER_TEXT.search }));
    const box = await screen.findByRole('status');
    expect(box).toHaveTextContent(ENFORCER_TEXT.valid);
    expect(box).toHaveTextContent('paid until 3:30 PM');
    expect(sent).toEqual([{ license: 'ABC123XY', locationId: ID }]);
    const card = screen.getByRole('article', { name: `${ENFORCER_TEXT.plate} ABC123XY` });
    expect(within(card).getByText('$10.70')).toBeInTheDocument();
    expect(within(card).getByText('12')).toBeInTheDocument();
    // The plate's earlier checks here: who and what.
    const checks = screen.getByRole('region', { name: ENFORCER_TEXT.lastChecks });
    expect(await within(checks).findByText(/Eli Enforcer/)).toBeInTheDocument();
  });

  it('shows Expired, and a guest validation with CODE for its zone', async () => {
    const ue = typist();
    let answer: GetVehicleStatusApiResponse = SAMPLE_RESULTS.expired;
    renderSearch(() => answer);
    await ue.type(await screen.findByLabelText(ENFORCER_TEXT.licensePlate), 'OLD1');
    await ue.click(screen.getByRole('button', { name: ENFORCER_TEXT.search }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${ENFORCER_TEXT.expired}expired at 2:00 PM`));
    answer = SAMPLE_RESULTS.guest;
    await ue.click(screen.getByRole('button', { name: ENFORCER_TEXT.search }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('guest validation #R7K2 by vendor Cafe Roma'));
    expect(within(screen.getByRole('article', { name: `${ENFORCER_TEXT.plate} OLD1` })).getByText(ENFORCER_TEXT.code)).toBeInTheDocument();
  });

  it('asks again by itself when the plate is booked meanwhile (the live table), and when its paid time runs out', async () => {
    const ue = typist();
    let answer: GetVehicleStatusApiResponse = { ...SAMPLE_RESULTS.notFound };
    let paid = SAMPLE_PAID_SESSIONS;
    const sent = renderSearch(
      () => answer,
      () => paid,
    );
    await ue.type(await screen.findByLabelText(ENFORCER_TEXT.licensePlate), 'ABC123');
    await ue.click(screen.getByRole('button', { name: ENFORCER_TEXT.search }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ENFORCER_TEXT.notFound));
    // The table refetches after the search; a refetch showing nothing new for the plate asks nothing.
    await waitFor(() => expect(sent).toHaveLength(1));
    liveUpdate();
    await new Promise((r) => setTimeout(r, 300));
    expect(sent).toHaveLength(1);

    // The driver pays: the live update refetches the table, which now lists the plate; the answer follows.
    const endsSoon = new Date(Date.now() + 1_500).toISOString();
    answer = { ...SAMPLE_RESULTS.valid, changesAt: endsSoon };
    paid = [...SAMPLE_PAID_SESSIONS, { ...SAMPLE_PAID_SESSIONS[0]!, _id: 'new', plateNumber: 'ABC123', endTime: endsSoon }];
    liveUpdate();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${ENFORCER_TEXT.valid}paid until 3:30 PM`));
    expect(sent).toHaveLength(2);

    // Its time runs out with the screen open: asked again a moment after changesAt.
    answer = SAMPLE_RESULTS.expired;
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${ENFORCER_TEXT.expired}expired at 2:00 PM`), {
      timeout: 5_000,
    });
    expect(sent).toHaveLength(3);
  });

  it('marks the answer as not current when its time ran out and asking again failed', async () => {
    const ue = typist();
    let fail = false;
    const valid = { ...SAMPLE_RESULTS.valid, changesAt: new Date(Date.now() + 500).toISOString() };
    renderSearch(() => (fail ? failure(503, SERVER_MESSAGES.serverError) : valid));
    await ue.type(await screen.findByLabelText(ENFORCER_TEXT.licensePlate), 'ABC123');
    await ue.click(screen.getByRole('button', { name: ENFORCER_TEXT.search }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ENFORCER_TEXT.valid));
    fail = true;
    expect(await screen.findByText(ENFORCER_TEXT.staleAnswer, undefined, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('shows a booking ended early by when it ended and what was given back, as the box says', async () => {
    const ue = typist();
    renderSearch(() => SAMPLE_RESULTS.endedEarly);
    await ue.type(await screen.findByLabelText(ENFORCER_TEXT.licensePlate), 'ABC123');
    await ue.click(screen.getByRole('button', { name: ENFORCER_TEXT.search }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${ENFORCER_TEXT.expired}expired at 1:55 PM`));
    const card = within(screen.getByRole('article', { name: `${ENFORCER_TEXT.plate} ABC123` }));
    expect(card.getByText(ENFORCER_TEXT.endedEarly).nextElementSibling).toHaveTextContent('1:55 PM');
    expect(card.queryByText(ENFORCER_TEXT.end)).not.toBeInTheDocument();
    expect(card.getByText(ENFORCER_TEXT.refunded).nextElementSibling).toHaveTextContent('$13.50');
  });

  it('offers a plate that reads like the one searched and may park (O for 0), and checks it when chosen, in the field too', async () => {
    const ue = typist();
    const sent = renderSearch(() => (sent.length === 1 ? { ...SAMPLE_RESULTS.notFound, similar: ['MAN0123'] } : SAMPLE_RESULTS.valid));
    await ue.type(await screen.findByLabelText(ENFORCER_TEXT.licensePlate), 'MANO123');
    await ue.click(screen.getByRole('button', { name: ENFORCER_TEXT.search }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ENFORCER_TEXT.notFound));
    expect(screen.getByRole('note')).toHaveTextContent(`${ENFORCER_TEXT.didYouMean}MAN0123`);
    await ue.click(screen.getByRole('button', { name: 'MAN0123' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ENFORCER_TEXT.valid));
    expect(sent).toEqual([
      { license: 'MANO123', locationId: ID },
      { license: 'MAN0123', locationId: ID },
    ]);
    expect(screen.getByLabelText(ENFORCER_TEXT.licensePlate)).toHaveValue('MAN0123');
    expect(screen.getByRole('article', { name: `${ENFORCER_TEXT.plate} MAN0123` })).toBeInTheDocument();
  });

  it("shows the server's message when the check is refused", async () => {
    const ue = typist();
    renderSearch(() => failure(404, MESSAGES.locationNotFound));
    await ue.type(await screen.findByLabelText(ENFORCER_TEXT.licensePlate), 'ABC123');
    await ue.click(screen.getByRole('button', { name: ENFORCER_TEXT.search }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.locationNotFound);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("says a plate the server's check refused in plain words, not the field check's text", async () => {
    const ue = typist();
    renderSearch(() => failure(400, 'license: 1 to 8 letters and digits'));
    await ue.type(await screen.findByLabelText(ENFORCER_TEXT.licensePlate), 'AB12$');
    await ue.click(screen.getByRole('button', { name: ENFORCER_TEXT.search }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.plateInvalid);
    expect(screen.queryByText(/license: /)).not.toBeInTheDocument();
  });

  it('never leaves a result under a plate it was not given for: an edit or a new search takes it away', async () => {
    const ue = typist();
    let release: () => void = () => undefined;
    let slow = false;
    renderSearch(() => SAMPLE_RESULTS.valid);
    server.use(
      answerPost<GetVehicleStatusApiResponse>('*/api/v1/sessions/status', async () => {
        if (slow) await new Promise<void>((resolve) => (release = resolve));
        return SAMPLE_RESULTS.valid;
      }),
    );
    const field = await screen.findByLabelText(ENFORCER_TEXT.licensePlate);
    await ue.type(field, 'DEMO123');
    await ue.click(screen.getByRole('button', { name: ENFORCER_TEXT.search }));
    expect(await screen.findByRole('status')).toHaveTextContent(ENFORCER_TEXT.valid);
    await ue.clear(field);
    await ue.type(field, 'ZZZ111');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // A second search of the same plate: the first answer is gone while the new one is asked.
    await ue.click(screen.getByRole('button', { name: ENFORCER_TEXT.search }));
    expect(await screen.findByRole('status')).toHaveTextContent(ENFORCER_TEXT.valid);
    slow = true;
    await ue.click(screen.getByRole('button', { name: ENFORCER_TEXT.search }));
    expect(await screen.findByRole('button', { name: ENFORCER_TEXT.searching })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('article', { name: `${ENFORCER_TEXT.plate} ZZZ111` })).toBeInTheDocument();
  });
});
