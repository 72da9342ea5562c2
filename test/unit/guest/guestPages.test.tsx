import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { GetLocationByIdApiResponse } from '../../../src/app/api/generated/locations';
import type { UseMemberCodeApiResponse, ValidateGuestParkingApiResponse } from '../../../src/app/api/generated/sessions';
import type { GetLocationZoneApiResponse } from '../../../src/app/api/generated/zones';
import { codeFailure, guestProblem, memberProblem, upperCode } from '../../../src/app/features/guest';
import {
  SAMPLE_GUEST_ANSWER,
  SAMPLE_GUEST_LOCATION,
  SAMPLE_MEMBER_ANSWER,
  SAMPLE_MEMBER_ZONE,
} from '../../../src/app/features/guest/samples';
import { MESSAGES, PARKING_TEXT } from '../../../src/shared/messages';
import { GUEST_TEXT, guestHeading, GUESTS_MESSAGES, tooManyCodeAttempts } from '../../../src/shared/messages/guests';
import { renderApp, settle, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPost, failure } from '../app/typedHandlers';
import { fixClock, useFixedClock } from '../app/clock';

useMswServer();

const LOC = SAMPLE_GUEST_LOCATION._id;
const ZONE = SAMPLE_MEMBER_ZONE.data.zone._id;

describe('guest and member form rules (SPEC 5)', () => {
  it('requires plate, state and code on the guest form', () => {
    expect(guestProblem({ plate: 'ABC1', state: 'IL', code: 'X' })).toBeNull();
    for (const v of [
      { plate: '', state: 'IL', code: 'X' },
      { plate: 'ABC1', state: '', code: 'X' },
      { plate: 'ABC1', state: 'IL', code: '  ' },
    ]) {
      expect(guestProblem(v)).toBe(GUESTS_MESSAGES.guestFieldsRequired);
    }
  });

  it('checks the member form in SPEC order: plate and state, then the code', () => {
    expect(memberProblem({ plate: '', state: '', code: '' })).toBe('Please provide a valid license plate number and state');
    expect(memberProblem({ plate: 'ABC1', state: '', code: 'X' })).toBe('Please provide a valid license plate number and state');
    expect(memberProblem({ plate: 'ABC1', state: 'IL', code: '' })).toBe('Please provide a valid code');
    expect(memberProblem({ plate: 'ABC1', state: 'IL', code: 'X' })).toBeNull();
  });

  it('upper-cases codes and shows the 429 message but the fixed text for any other failure', () => {
    expect(upperCode('dental 42')).toBe('DENTAL42');
    expect(codeFailure({ status: 429, data: { status: 'fail', message: tooManyCodeAttempts(5) } }, 'fixed')).toBe(tooManyCodeAttempts(5));
    expect(codeFailure({ status: 400, data: { status: 'fail', message: 'server text' } }, 'fixed')).toBe('fixed');
    expect(codeFailure(new Error('network'), 'fixed')).toBe('fixed');
  });

  it('says it is the connection, not the code, when the call got no answer', () => {
    expect(codeFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'fixed')).toBe(MESSAGES.noConnection);
    expect(codeFailure({ status: 'TIMEOUT_ERROR', error: 'AbortError' }, 'fixed')).toBe(MESSAGES.noConnection);
  });
});

describe('/locations/{id}/guest', () => {
  beforeEach(() => {
    server.use(
      answerGet<GetLocationByIdApiResponse>(`*/api/v1/locations/${LOC}`, () => ({
        status: 'success',
        data: { location: SAMPLE_GUEST_LOCATION },
      })),
    );
  });

  async function fill(values: { plate?: string; state?: string; code?: string }) {
    const ue = typist();
    await screen.findByRole('heading', { name: guestHeading(SAMPLE_GUEST_LOCATION.name) });
    if (values.plate) await ue.type(screen.getByLabelText(GUEST_TEXT.licensePlate), values.plate);
    if (values.state) await ue.type(screen.getByLabelText(GUEST_TEXT.licenseState), values.state);
    if (values.code) await ue.type(screen.getByLabelText(GUEST_TEXT.validationCode), values.code);
    await ue.click(screen.getByRole('button', { name: GUEST_TEXT.validateParking }));
  }

  it('refuses a form without the code and sends nothing', async () => {
    let sent = false;
    server.use(
      answerPost<ValidateGuestParkingApiResponse>('*/api/v1/sessions/validate', () => {
        sent = true;
        return SAMPLE_GUEST_ANSWER;
      }),
    );
    renderApp(`/locations/${LOC}/guest`);
    await fill({ plate: 'abc123', state: 'il' });
    expect(await screen.findByRole('alert')).toHaveTextContent(GUESTS_MESSAGES.guestFieldsRequired);
    expect(sent).toBe(false);
  });

  it('upper-cases and bounds what is typed, then shows the success view with the reference number', async () => {
    let body: unknown;
    server.use(
      answerPost<ValidateGuestParkingApiResponse>(
        '*/api/v1/sessions/validate',
        async ({ request }) => {
          body = await request.json();
          return SAMPLE_GUEST_ANSWER;
        },
        { status: 201 },
      ),
    );
    renderApp(`/locations/${LOC}/guest?vendorId=vendor-9`);
    await fill({ plate: 'abc-123xyz9', state: 'ill', code: 'dental42' });
    expect(await screen.findByRole('heading', { name: GUESTS_MESSAGES.guestSuccess })).toBeInTheDocument();
    expect(screen.getByText(GUESTS_MESSAGES.guestThanks)).toBeInTheDocument();
    expect(screen.getByTestId('reference-number')).toHaveTextContent('K7M2QX');
    // When the pass ends, naming the lot's time, as the booking receipt does (QA: the time had no zone).
    expect(screen.getByText(`${GUESTS_MESSAGES.guestValidUntil} Nov 23, 11:59 PM (Central Time)`)).toBeInTheDocument();
    expect(body).toEqual({ code: 'DENTAL42', locationId: LOC, licensePlate: 'ABC123XY', licenseState: 'IL', vendorId: 'vendor-9' });

    // The next vehicle: the form again, empty but for the code.
    await typist().click(screen.getByRole('button', { name: GUEST_TEXT.registerAnother }));
    expect(await screen.findByLabelText(GUEST_TEXT.validationCode)).toHaveValue('DENTAL42');
    expect(screen.getByLabelText(GUEST_TEXT.licensePlate)).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows SPEC 8’s text when the code is refused, and the rate limit’s own message on 429', async () => {
    server.use(
      answerPost<ValidateGuestParkingApiResponse>('*/api/v1/sessions/validate', () =>
        failure(400, 'This validation code is not valid at this location.'),
      ),
    );
    renderApp(`/locations/${LOC}/guest`);
    await fill({ plate: 'abc123', state: 'il', code: 'nope' });
    expect(await screen.findByRole('alert')).toHaveTextContent(GUESTS_MESSAGES.guestFailed);

    server.use(answerPost<ValidateGuestParkingApiResponse>('*/api/v1/sessions/validate', () => failure(429, tooManyCodeAttempts(14))));
    await typist().click(screen.getByRole('button', { name: GUEST_TEXT.validateParking }));
    expect(await screen.findByText(tooManyCodeAttempts(14))).toBeInTheDocument();
  });

  it('keeps the last error’s room while the next try is sent, so the button does not move under a second tap', async () => {
    let release: () => void = () => undefined;
    server.use(
      answerPost<ValidateGuestParkingApiResponse>('*/api/v1/sessions/validate', () =>
        failure(400, 'This validation code is not valid at this location.'),
      ),
    );
    renderApp(`/locations/${LOC}/guest`);
    await fill({ plate: 'abc123', state: 'il', code: 'nope' });
    const shown = await screen.findByRole('alert');
    expect(shown).toHaveTextContent(GUESTS_MESSAGES.guestFailed);

    const held = new Promise<void>((r) => (release = r));
    server.use(
      answerPost<ValidateGuestParkingApiResponse>(
        '*/api/v1/sessions/validate',
        async () => {
          await held;
          return SAMPLE_GUEST_ANSWER;
        },
        { status: 201 },
      ),
    );
    await typist().click(screen.getByRole('button', { name: GUEST_TEXT.validateParking }));
    // Sending: the box is still there, unseen (and not read out), so nothing below it moves.
    await waitFor(() => expect(screen.getByText(GUESTS_MESSAGES.guestFailed)).not.toBeVisible());
    expect(screen.getByText(GUESTS_MESSAGES.guestFailed).closest('.p-notice')).toHaveStyle({ visibility: 'hidden' });
    release();
    expect(await screen.findByTestId('reference-number')).toHaveTextContent('K7M2QX');
  });

  it('says No connection, not the refusal text, when the call gets no answer', async () => {
    server.use(answerPost<ValidateGuestParkingApiResponse>('*/api/v1/sessions/validate', () => HttpResponse.error()));
    renderApp(`/locations/${LOC}/guest`);
    await fill({ plate: 'abc123', state: 'il', code: 'dental42' });
    const form = screen.getByRole('form', { name: GUEST_TEXT.guestTitle });
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(MESSAGES.noConnection));
    expect(screen.queryByText(GUESTS_MESSAGES.guestFailed)).not.toBeInTheDocument();
    expect(screen.queryByTestId('reference-number')).not.toBeInTheDocument();
  });

  it('says Location not found, with Find Another and no form, for a location that does not exist', async () => {
    server.use(answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-gone', () => failure(404, 'Location not found')));
    renderApp('/locations/loc-gone/guest');
    expect(await screen.findByRole('heading', { name: MESSAGES.locationNotFound })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.findAnother })).toHaveAttribute('href', '/locations');
    expect(screen.queryByRole('button', { name: GUEST_TEXT.validateParking })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(GUEST_TEXT.validationCode)).not.toBeInTheDocument();
  });

  it('says the location could not be loaded (a 500), keeps the form, and Try again loads its name', async () => {
    let calls = 0;
    server.use(
      answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-flaky', () => {
        calls += 1;
        return calls === 1 ? failure(500, 'boom') : { status: 'success', data: { location: SAMPLE_GUEST_LOCATION } };
      }),
    );
    renderApp('/locations/loc-flaky/guest');
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: GUEST_TEXT.validateParking })).toBeInTheDocument();
    await typist().click(screen.getByRole('button', { name: PARKING_TEXT.retryBooking }));
    expect(await screen.findByRole('heading', { name: guestHeading(SAMPLE_GUEST_LOCATION.name) })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.serverError)).not.toBeInTheDocument();
  });

  it('says the location is closed, with Find Another and no form, for a lot its owner turned off (the server takes no code there)', async () => {
    server.use(
      answerGet<GetLocationByIdApiResponse>(`*/api/v1/locations/${LOC}`, () => ({
        status: 'success',
        data: { location: { ...SAMPLE_GUEST_LOCATION, archieved: true } },
      })),
    );
    renderApp(`/locations/${LOC}/guest`);
    expect(await screen.findByRole('heading', { name: MESSAGES.lotClosedTitle })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.zoneClosedBody)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.findAnother })).toHaveAttribute('href', '/locations');
    expect(screen.queryByRole('button', { name: GUEST_TEXT.validateParking })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(GUEST_TEXT.validationCode)).not.toBeInTheDocument();
  });

  it("says Location not found for an id the server refuses as malformed (400), not the field check's text", async () => {
    server.use(answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/not-a-uuid', () => failure(400, 'params.id: Invalid UUID')));
    renderApp('/locations/not-a-uuid/guest');
    expect(await screen.findByRole('heading', { name: MESSAGES.locationNotFound })).toBeInTheDocument();
    expect(screen.queryByText(/Invalid UUID/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: GUEST_TEXT.validateParking })).not.toBeInTheDocument();
  });
});

describe('/locations/{id}/guest: the pass kept for the tab', () => {
  const PAGE = `/locations/${LOC}/guest`;
  beforeEach(() => {
    // Before the sample pass ends (2026-11-24 05:59:59 UTC).
    fixClock('2026-11-23T17:00:00Z');
    server.use(
      answerGet<GetLocationByIdApiResponse>(`*/api/v1/locations/${LOC}`, () => ({
        status: 'success',
        data: { location: SAMPLE_GUEST_LOCATION },
      })),
      answerPost<ValidateGuestParkingApiResponse>('*/api/v1/sessions/validate', () => SAMPLE_GUEST_ANSWER, { status: 201 }),
    );
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
    sessionStorage.clear();
  });

  /** How the page was opened: a reload of `PAGE` (the navigation entry the browser keeps), or a link (none). */
  function open(how: 'reload' | 'link') {
    cleanup();
    if (how === 'reload') {
      const entry = { type: 'reload', name: `http://localhost${PAGE}` };
      Object.defineProperty(performance, 'getEntriesByType', {
        configurable: true,
        value: (type: string) => (type === 'navigation' ? [entry] : []),
      });
    } else delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
    renderApp(PAGE);
  }

  it('shows the reference number again after a reload, not on a new visit, and no more after Register Another or the end', async () => {
    const ue = typist();
    open('link');
    await screen.findByRole('heading', { name: guestHeading(SAMPLE_GUEST_LOCATION.name) });
    await ue.type(screen.getByLabelText(GUEST_TEXT.licensePlate), 'abc123');
    await ue.type(screen.getByLabelText(GUEST_TEXT.licenseState), 'il');
    await ue.type(screen.getByLabelText(GUEST_TEXT.validationCode), 'dental42');
    await ue.click(screen.getByRole('button', { name: GUEST_TEXT.validateParking }));
    expect(await screen.findByTestId('reference-number')).toHaveTextContent('K7M2QX');

    open('reload');
    expect(await screen.findByTestId('reference-number')).toHaveTextContent('K7M2QX');
    expect(screen.getByRole('heading', { name: GUESTS_MESSAGES.guestSuccess })).toBeInTheDocument();

    // A link followed to the page (maybe for the next guest): the form.
    open('link');
    expect(await screen.findByLabelText(GUEST_TEXT.validationCode)).toBeInTheDocument();
    expect(screen.queryByTestId('reference-number')).not.toBeInTheDocument();

    // Register Another drops it.
    open('reload');
    await typist().click(await screen.findByRole('button', { name: GUEST_TEXT.registerAnother }));
    open('reload');
    expect(await screen.findByLabelText(GUEST_TEXT.validationCode)).toBeInTheDocument();
    expect(screen.queryByTestId('reference-number')).not.toBeInTheDocument();
  });

  it('does not show a pass whose parking has ended, nor a damaged one', async () => {
    sessionStorage.setItem(
      `parking.guestPass:${LOC}`,
      JSON.stringify({ plateNumber: 'ABC123', state: 'IL', endTime: '2026-11-23T16:59:00.000Z' }),
    );
    open('reload');
    expect(await screen.findByLabelText(GUEST_TEXT.validationCode)).toBeInTheDocument();
    expect(sessionStorage.getItem(`parking.guestPass:${LOC}`)).toBeNull();

    sessionStorage.setItem(`parking.guestPass:${LOC}`, '{"plateNumber": 5');
    open('reload');
    expect(await screen.findByLabelText(GUEST_TEXT.validationCode)).toBeInTheDocument();
    expect(sessionStorage.getItem(`parking.guestPass:${LOC}`)).toBeNull();
  });
});

describe('/locations/{id}/zones/{zid}/members and its receipt', () => {
  // Noon at the Chicago lot, whose zone is open 06:00-23:00: the page takes codes at any hour of the run.
  useFixedClock('2026-11-28T18:00:00Z');
  beforeEach(() => {
    server.use(answerGet<GetLocationZoneApiResponse>(`*/api/v1/locations/${LOC}/zones/${ZONE}`, () => SAMPLE_MEMBER_ZONE));
  });

  it('says the zone is closed now, with its hours, and sends no code outside them', async () => {
    fixClock('2026-11-28T10:00:00Z'); // 4:00 AM at the lot
    let sent = 0;
    server.use(
      answerPost<UseMemberCodeApiResponse>('*/api/v1/sessions/code', () => {
        sent++;
        return SAMPLE_MEMBER_ANSWER;
      }),
    );
    await open();
    const notice =
      'Parking is not allowed at 4:00 AM. This zone is open from 6:00 AM to 11:00 PM (Central Time). Please come back during open hours.';
    expect(screen.getByRole('alert')).toHaveTextContent(notice);
    const ue = typist();
    // SPEC's checks of the fields still answer a press, as at any hour.
    await ue.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText(GUESTS_MESSAGES.memberPlateStateRequired)).toBeInTheDocument();
    await ue.type(screen.getByLabelText('License Plate Number'), 'abc123');
    await ue.type(screen.getByLabelText('License State'), 'il');
    await ue.type(screen.getByLabelText('Code', { exact: true }), 'church');
    await ue.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await settle(100);
    expect(screen.getAllByText(notice)).toHaveLength(1);
    expect(screen.queryByText(GUESTS_MESSAGES.memberPlateStateRequired)).not.toBeInTheDocument();
    expect(sent).toBe(0);
  });

  async function open() {
    renderApp(`/locations/${LOC}/zones/${ZONE}/members`);
    await screen.findByRole('heading', { name: SAMPLE_GUEST_LOCATION.name });
  }

  it('shows the zone, the location and Free For All Church Visitors', async () => {
    await open();
    expect(screen.getByLabelText('Zone 3')).toBeInTheDocument();
    expect(screen.getByText(SAMPLE_GUEST_LOCATION.address)).toBeInTheDocument();
    expect(screen.getByText('Free For All Church Visitors')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CONTINUE' })).toBeInTheDocument();
  });

  it('asks for plate and state first, then the code', async () => {
    await open();
    const ue = typist();
    await ue.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide a valid license plate number and state');
    await ue.type(screen.getByLabelText('License Plate Number'), 'abc123');
    await ue.type(screen.getByLabelText('License State'), 'il');
    await ue.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText('Please provide a valid code')).toBeInTheDocument();
  });

  it('shows Please provide a valid code for any failed call', async () => {
    server.use(answerPost<UseMemberCodeApiResponse>('*/api/v1/sessions/code', () => failure(404, 'Not found')));
    await open();
    const ue = typist();
    await ue.type(screen.getByLabelText('License Plate Number'), 'abc123');
    await ue.type(screen.getByLabelText('License State'), 'il');
    await ue.type(screen.getByLabelText('Code'), 'church');
    await ue.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide a valid code');
  });

  it('says No connection, not Please provide a valid code, when the call gets no answer, and keeps the form to try again', async () => {
    let online = false;
    server.use(
      answerPost<UseMemberCodeApiResponse>('*/api/v1/sessions/code', () => (online ? SAMPLE_MEMBER_ANSWER : HttpResponse.error())),
    );
    await open();
    const ue = typist();
    await ue.type(screen.getByLabelText('License Plate Number'), 'abc123');
    await ue.type(screen.getByLabelText('License State'), 'il');
    await ue.type(screen.getByLabelText('Code'), 'church');
    await ue.click(screen.getByRole('button', { name: 'CONTINUE' }));
    // The form's own alert (the app's offline banner is an alert too).
    const form = screen.getByRole('form', { name: GUESTS_MESSAGES.freeForAll });
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(MESSAGES.noConnection));
    expect(screen.queryByText(GUESTS_MESSAGES.memberCodeInvalid)).not.toBeInTheDocument();
    // Nothing was confirmed: no receipt, the code still there to send again.
    expect(screen.queryByRole('heading', { name: 'Parking Confirmed!' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('CHURCH');

    online = true;
    await ue.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByRole('heading', { name: 'Parking Confirmed!' })).toBeInTheDocument();
  });

  it('goes on to Parking Confirmed!, and Done goes back to the member page', async () => {
    let body: unknown;
    server.use(
      answerPost<UseMemberCodeApiResponse>('*/api/v1/sessions/code', async ({ request }) => {
        body = await request.json();
        return SAMPLE_MEMBER_ANSWER;
      }),
    );
    await open();
    const ue = typist();
    await ue.type(screen.getByLabelText('License Plate Number'), 'abc123');
    await ue.type(screen.getByLabelText('License State'), 'il');
    await ue.type(screen.getByLabelText('Code'), 'church');
    await ue.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByRole('heading', { name: 'Parking Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for parking with us!')).toBeInTheDocument();
    expect(screen.getByText('ABC123 · IL')).toBeInTheDocument();
    expect(body).toEqual({ code: 'CHURCH', locationId: LOC, zoneId: ZONE, plateNumber: 'ABC123', state: 'IL' });
    await ue.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'CONTINUE' })).toBeInTheDocument();
  });

  it('says Zone not found, with Find Another and no form, for a zone that does not exist', async () => {
    server.use(answerGet<GetLocationZoneApiResponse>(`*/api/v1/locations/${LOC}/zones/zone-gone`, () => failure(404, 'Zone not found')));
    renderApp(`/locations/${LOC}/zones/zone-gone/members`);
    expect(await screen.findByRole('heading', { name: MESSAGES.zoneNotFound })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.findAnother })).toHaveAttribute('href', '/locations');
    expect(screen.queryByRole('button', { name: 'CONTINUE' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
  });

  it('says the zone is closed, with no form, for a closed zone (the server takes no code there)', async () => {
    const closed = {
      ...SAMPLE_MEMBER_ZONE,
      data: { ...SAMPLE_MEMBER_ZONE.data, zone: { ...SAMPLE_MEMBER_ZONE.data.zone, archieved: true } },
    };
    server.use(answerGet<GetLocationZoneApiResponse>(`*/api/v1/locations/${LOC}/zones/${ZONE}`, () => closed));
    renderApp(`/locations/${LOC}/zones/${ZONE}/members`);
    expect(await screen.findByRole('heading', { name: MESSAGES.zoneClosedTitle })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.zoneClosedBody)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CONTINUE' })).not.toBeInTheDocument();
  });

  it("says Zone not found for an id the server refuses as malformed (400), not the field check's text", async () => {
    server.use(
      answerGet<GetLocationZoneApiResponse>(`*/api/v1/locations/${LOC}/zones/bad-id`, () => failure(400, 'params.zoneId: Invalid UUID')),
    );
    renderApp(`/locations/${LOC}/zones/bad-id/members`);
    expect(await screen.findByRole('heading', { name: MESSAGES.zoneNotFound })).toBeInTheDocument();
    expect(screen.queryByText(/Invalid UUID/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CONTINUE' })).not.toBeInTheDocument();
  });

  it('shows the receipt’s texts and Done when opened on its own', async () => {
    renderApp(`/locations/${LOC}/zones/${ZONE}/members/receipt`);
    expect(await screen.findByRole('heading', { name: 'Parking Confirmed!' })).toBeInTheDocument();
    await typist().click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'CONTINUE' })).toBeInTheDocument();
  });
});
