import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { GetValetByIdApiResponse, GetValetEventsApiResponse, SetValetStatusApiResponse } from '../../../src/app/api/generated/valets';
import type { ValetTicket } from '../../../src/app/api/enhanced/valets';
import type { GetLocationByIdApiResponse } from '../../../src/app/api/generated/locations';
import { shortDateTime } from '../../../src/shared/dates';
import { SAMPLE_EVENTS, SAMPLE_VALET_LOCATION, sampleTicket } from '../../../src/app/features/valet/samples';
import { StatusButtons } from '../../../src/app/features/valet/StatusButtons';
import ValetDetailsPage from '../../../src/app/features/valet/ValetDetailsPage';
import { VALET_MESSAGES, VALET_TEXT, valetTransitionRefused } from '../../../src/shared/messages';
import { VALET_STATUSES, valetDisplayStatus, visibleStaffActions } from '../../../src/shared/valet';
import { StatusTag } from '../../../src/app/features/valet/TicketDetails';
import { typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPatch, failure } from '../app/typedHandlers';
import { FIRST_PAINT } from '../owners/support';
import { renderValetPage } from './support';

useMswServer();
jest.setTimeout(60_000);

const labels = (container: HTMLElement) =>
  within(within(container).getByRole('group', { name: VALET_TEXT.statusButtons }))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('the status buttons', () => {
  it.each(VALET_STATUSES.flatMap((status) => [false, true].map((paid) => [status, paid] as const)))(
    'show exactly visibleStaffActions for %s (paid %s)',
    (status, paid) => {
      const { container } = render(<StatusButtons ticket={{ status, paid }} onAction={() => undefined} />);
      expect(labels(container)).toEqual(visibleStaffActions({ status, paid }).map((a) => a.label));
    },
  );

  it('entry shows only CAR PARKED; ready shows CASH PAYMENT and Complete!', () => {
    const entry = render(<StatusButtons ticket={{ status: 'entry', paid: false }} onAction={() => undefined} />);
    expect(labels(entry.container)).toEqual(['CAR PARKED']);
    entry.unmount();
    const ready = render(<StatusButtons ticket={{ status: 'ready', paid: false }} onAction={() => undefined} />);
    expect(labels(ready.container)).toEqual(['CASH PAYMENT', 'Complete!']);
  });
});

describe('Complete! beside CASH PAYMENT', () => {
  it('is drawn outlined where CASH PAYMENT is solid blue, and stands apart on a phone', () => {
    render(<StatusButtons ticket={{ status: 'ready', paid: false }} onAction={() => undefined} />);
    const cash = screen.getByRole('button', { name: 'CASH PAYMENT' });
    const complete = screen.getByRole('button', { name: 'Complete!' });
    expect(cash).toHaveClass('ant-btn-variant-solid');
    expect(complete).toHaveClass('ant-btn-variant-outlined', 'valet-complete');
    expect(complete).not.toHaveClass('ant-btn-variant-solid');
  });
});

describe('the status tag', () => {
  it.each([
    ['parked', false, 'orange', 'black'],
    ['ready', true, 'green', 'white'],
    ['ready', false, 'darkred', 'white'],
    ['entry', false, 'grey', 'black'],
    ['unrequested', false, 'darkgrey', 'black'],
    ['requested', false, 'blue', 'white'],
  ] as const)("draws %s (paid %s) in SPEC 4's %s with %s text", (status, paid, background, text) => {
    render(<StatusTag ticket={{ status, paid }} />);
    expect(screen.getByText(valetDisplayStatus({ status, paid }))).toHaveStyle({
      background,
      color: text === 'black' ? '#000000' : '#ffffff',
    });
  });
});

function answers(ticket: ValetTicket, onPatch: (body: unknown) => Response | SetValetStatusApiResponse) {
  server.use(
    answerGet<GetValetByIdApiResponse>(`*/api/v1/valets/${ticket._id}`, () => ({ status: 'success', valet: ticket })),
    answerGet<GetValetEventsApiResponse>(`*/api/v1/valets/${ticket._id}/events`, () => ({ status: 'success', events: SAMPLE_EVENTS })),
    // The ticket's location, for the history's time zone.
    answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/:id', () => ({
      status: 'success',
      data: { location: SAMPLE_VALET_LOCATION },
    })),
    answerPatch<SetValetStatusApiResponse>(`*/api/v1/valets/${ticket._id}`, async ({ request }) => onPatch(await request.json())),
  );
}

/** An antd dialog's ✕ (named Close by antd). */
const closeX = (dialog: HTMLElement) => dialog.closest('.ant-modal')?.querySelector('.ant-modal-close') ?? null;

const openDetails = (id: string) => renderValetPage(<ValetDetailsPage />, '/valet/details', ['/valet', `/valet/details?valetId=${id}`]);

describe('/valet/details', () => {
  it('goes back when there is no valetId', async () => {
    renderValetPage(<ValetDetailsPage />, '/valet/details', ['/valet', '/valet/details']);
    expect(await screen.findByTestId('where', undefined, FIRST_PAINT)).toHaveTextContent(/^\/valet$/);
  });

  it('says "Valet ticket not found." for an id the server refuses as malformed (400), not the field check', async () => {
    server.use(answerGet<GetValetByIdApiResponse>('*/api/v1/valets/junk', () => failure(400, 'params.id: Invalid UUID')));
    openDetails('junk');
    expect(await screen.findByText(VALET_MESSAGES.valetNotFound, undefined, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByText(/Invalid UUID/)).not.toBeInTheDocument();
  });

  it('shows the ticket, its Edit link and its history', async () => {
    const ticket = sampleTicket({ estimatedTotal: 2500 });
    answers(ticket, () => failure(500, 'unexpected'));
    openDetails(ticket._id);
    expect(await screen.findByRole('heading', { name: VALET_TEXT.ticketTitle('101') }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByText('ABC1234 NY')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: VALET_TEXT.edit })).toHaveAttribute('href', '/valet/details/edit?valetId=valet-1');
    const history = await screen.findByRole('region', { name: VALET_TEXT.history });
    await waitFor(() => expect(within(history).getByText(/parked → requested/)).toBeInTheDocument());
  });

  it("shows the history's times on the ticket location's clock, not the browser's", async () => {
    const ticket = sampleTicket();
    answers(ticket, () => failure(500, 'unexpected'));
    server.use(
      answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-1', () => ({
        status: 'success',
        data: { location: { ...SAMPLE_VALET_LOCATION, _id: 'loc-1', timeZone: 'Asia/Tokyo' } },
      })),
    );
    openDetails(ticket._id);
    const history = await screen.findByRole('region', { name: VALET_TEXT.history }, FIRST_PAINT);
    const at = SAMPLE_EVENTS[0]!.at;
    // 14:00 UTC is 23:00 in Tokyo: different from the test's own clock.
    expect(shortDateTime(at, 'Asia/Tokyo')).not.toEqual(shortDateTime(at));
    expect(await within(history).findByText(shortDateTime(at, 'Asia/Tokyo'))).toBeInTheDocument();
  });

  it('CAR PARKED asks who and where: empty answers say both and send nothing; filled sends them', async () => {
    const ue = typist();
    const ticket = sampleTicket();
    const sent: unknown[] = [];
    answers(ticket, (body) => {
      sent.push(body);
      return { status: 'success', valet: { ...ticket, status: 'parked', parkedBy: 'Sam', parkedLocation: 'B14' } };
    });
    openDetails(ticket._id);
    await ue.click(await screen.findByRole('button', { name: 'CAR PARKED' }, FIRST_PAINT));
    const who = await screen.findByLabelText(VALET_TEXT.whoParked);
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.save }));
    expect(await screen.findByText(VALET_MESSAGES.valetParkedByRequired)).toBeInTheDocument();
    expect(screen.getByText(VALET_MESSAGES.valetParkedLocationRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await ue.type(who, 'Sam');
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.save }));
    expect(screen.queryByText(VALET_MESSAGES.valetParkedByRequired)).toBeNull();
    expect(screen.getByText(VALET_MESSAGES.valetParkedLocationRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await ue.type(screen.getByLabelText(VALET_TEXT.whereParked), 'B14');
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ status: 'parked', from: 'entry', values: { parkedBy: 'Sam', parkedLocation: 'B14' } });
  });

  it('sends the other statuses with the stored parked values, and shows a 409’s message in red', async () => {
    const ue = typist();
    const ticket = sampleTicket({ status: 'parked', parkedBy: 'Sam', parkedLocation: 'B14' });
    const sent: unknown[] = [];
    const refusal = valetTransitionRefused('parked', 'ready');
    answers(ticket, (body) => {
      sent.push(body);
      return failure(409, refusal);
    });
    openDetails(ticket._id);
    await ue.click(await screen.findByRole('button', { name: 'CAR READY' }, FIRST_PAINT));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    expect(sent).toEqual([{ status: 'ready', from: 'parked', values: { parkedBy: 'Sam', parkedLocation: 'B14' } }]);
  });

  // Offline: every call is refused the way fetch refuses it ("TypeError: Failed to fetch"), the
  // status change and the ticket's refetch that follows it alike.
  const goOffline = () => server.use(http.all('*/api/v1/valets/*', () => HttpResponse.error()));

  it('offline, a status change keeps the ticket on screen, says plainly it was not saved, and the next tap sends again', async () => {
    const ue = typist();
    const ticket = sampleTicket({ status: 'parked', parkedBy: 'Sam', parkedLocation: 'B14' });
    answers(ticket, () => failure(500, 'unexpected'));
    openDetails(ticket._id);
    const ready = await screen.findByRole('button', { name: 'CAR READY' }, FIRST_PAINT);
    await screen.findByRole('region', { name: VALET_TEXT.history });
    goOffline();
    await ue.click(ready);
    expect(await screen.findByRole('alert')).toHaveTextContent(VALET_MESSAGES.valetNotSaved);
    // Give the failed refetch its time to land: the ticket must outlive it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    expect(screen.getByRole('heading', { name: VALET_TEXT.ticketTitle('101') })).toBeInTheDocument();
    expect(screen.getByText('ABC1234 NY')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: VALET_TEXT.history })).toBeInTheDocument();

    const sent: unknown[] = [];
    answers(ticket, (body) => {
      sent.push(body);
      return { status: 'success', valet: { ...ticket, status: 'ready' } };
    });
    await ue.click(screen.getByRole('button', { name: 'CAR READY' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'ready', from: 'parked', values: { parkedBy: 'Sam', parkedLocation: 'B14' } }]));
    await waitFor(() => expect(screen.queryByText(VALET_MESSAGES.valetNotSaved)).toBeNull());
  });

  it('offline, CAR PARKED keeps its dialog and answers, says it was not saved, and Save sends again', async () => {
    const ue = typist();
    const ticket = sampleTicket();
    answers(ticket, () => failure(500, 'unexpected'));
    openDetails(ticket._id);
    await ue.click(await screen.findByRole('button', { name: 'CAR PARKED' }, FIRST_PAINT));
    await ue.type(await screen.findByLabelText(VALET_TEXT.whoParked), 'Sam');
    await ue.type(screen.getByLabelText(VALET_TEXT.whereParked), 'B14');
    goOffline();
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.save }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(VALET_MESSAGES.valetNotSaved);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    expect(screen.getByLabelText(VALET_TEXT.whoParked)).toHaveValue('Sam');
    expect(screen.getByRole('heading', { name: VALET_TEXT.ticketTitle('101') })).toBeInTheDocument();

    const sent: unknown[] = [];
    answers(ticket, (body) => {
      sent.push(body);
      return { status: 'success', valet: { ...ticket, status: 'parked', parkedBy: 'Sam', parkedLocation: 'B14' } };
    });
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.save }));
    await waitFor(() => expect(sent).toEqual([{ status: 'parked', from: 'entry', values: { parkedBy: 'Sam', parkedLocation: 'B14' } }]));
  });

  it('CAR PARKED opened from the keyboard puts focus on its first field', async () => {
    const ue = typist();
    const ticket = sampleTicket();
    answers(ticket, () => failure(500, 'unexpected'));
    openDetails(ticket._id);
    (await screen.findByRole('button', { name: 'CAR PARKED' }, FIRST_PAINT)).focus();
    await ue.keyboard('{Enter}');
    const who = await screen.findByLabelText(VALET_TEXT.whoParked);
    await waitFor(() => expect(who).toHaveFocus());
    await ue.keyboard('Sam');
    expect(who).toHaveValue('Sam');
  });

  describe('Complete! on a ticket not paid', () => {
    const unpaidReady = () => sampleTicket({ status: 'ready', paid: false, parkedBy: 'Sam', parkedLocation: 'B14' });

    /** The details of `ticket`, every status change recorded (and answered as done). */
    function openRecording(ticket: ValetTicket): unknown[] {
      const sent: unknown[] = [];
      answers(ticket, (body) => {
        sent.push(body);
        return { status: 'success', valet: { ...ticket, status: 'completed' } };
      });
      openDetails(ticket._id);
      return sent;
    }

    it('asks first; Cancel changes nothing', async () => {
      const ue = typist();
      const sent = openRecording(unpaidReady());
      await ue.click(await screen.findByRole('button', { name: 'Complete!' }, FIRST_PAINT));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(VALET_MESSAGES.valetCompleteUnpaidTitle);
      expect(dialog).toHaveTextContent(VALET_MESSAGES.valetCompleteUnpaidBody);
      await ue.click(within(dialog).getByRole('button', { name: VALET_TEXT.cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(sent).toEqual([]);
      expect(screen.getByRole('button', { name: 'CASH PAYMENT' })).toBeInTheDocument();
    });

    it('asks first; its OK completes the ticket', async () => {
      const ue = typist();
      const sent = openRecording(unpaidReady());
      await ue.click(await screen.findByRole('button', { name: 'Complete!' }, FIRST_PAINT));
      const dialog = await screen.findByRole('dialog');
      expect(sent).toEqual([]);
      await ue.click(within(dialog).getByRole('button', { name: VALET_MESSAGES.valetCompleteUnpaidOk }));
      await waitFor(() =>
        expect(sent).toEqual([{ status: 'completed', from: 'ready', values: { parkedBy: 'Sam', parkedLocation: 'B14' } }]),
      );
    });

    it('does not ask on a paid ticket: Complete! completes at once', async () => {
      const ue = typist();
      const sent = openRecording(sampleTicket({ status: 'ready', paid: true, parkedBy: 'Sam', parkedLocation: 'B14' }));
      await ue.click(await screen.findByRole('button', { name: 'Complete!' }, FIRST_PAINT));
      await waitFor(() =>
        expect(sent).toEqual([{ status: 'completed', from: 'ready', values: { parkedBy: 'Sam', parkedLocation: 'B14' } }]),
      );
      expect(screen.queryByText(VALET_MESSAGES.valetCompleteUnpaidTitle)).toBeNull();
    });
  });

  describe('a completed ticket', () => {
    const completed = () => sampleTicket({ status: 'completed', paid: true, parkedBy: 'Sam', parkedLocation: 'B14' });

    it('offers no Complete! again, and asks before a button reopens it (Cancel changes nothing, OK sends)', async () => {
      const ue = typist();
      const sent: unknown[] = [];
      answers(completed(), (body) => {
        sent.push(body);
        return { status: 'success', valet: { ...completed(), status: 'ready' } };
      });
      openDetails(completed()._id);
      const ready = await screen.findByRole('button', { name: 'CAR READY' }, FIRST_PAINT);
      expect(screen.queryByRole('button', { name: 'Complete!' })).toBeNull();
      await ue.click(ready);
      let dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(VALET_MESSAGES.valetReopenTitle);
      await waitFor(() => expect(within(dialog).getByRole('button', { name: VALET_TEXT.cancel })).toHaveFocus());
      await ue.click(within(dialog).getByRole('button', { name: VALET_TEXT.cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent).toEqual([]);
      await ue.click(screen.getByRole('button', { name: 'CAR READY' }));
      dialog = await screen.findByRole('dialog');
      await ue.click(within(dialog).getByRole('button', { name: VALET_MESSAGES.valetReopenOk }));
      await waitFor(() =>
        expect(sent).toEqual([{ status: 'ready', from: 'completed', values: { parkedBy: 'Sam', parkedLocation: 'B14' } }]),
      );
    });
  });

  it('opens the customer link QR', async () => {
    const ue = typist();
    const ticket = sampleTicket();
    answers(ticket, () => failure(500, 'unexpected'));
    openDetails(ticket._id);
    const qr = await screen.findByRole('button', { name: VALET_TEXT.showQr }, FIRST_PAINT);
    // The header's two buttons are one style (the same plain button class), so they match in size.
    expect(qr.className).toBe(screen.getByRole('link', { name: VALET_TEXT.edit }).className);
    await ue.click(qr);
    expect(await screen.findByText(`${window.location.origin}/valet/review?pn=5551234567`)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: VALET_TEXT.qrAlt('101') })).toBeInTheDocument();
    // Thumb-sized on a phone: Close and Print are antd's large buttons (48 px), the ✕ 44 px square.
    const dialog = screen.getByRole('dialog');
    const closeButtons = within(dialog).getAllByRole('button', { name: VALET_TEXT.close });
    expect(closeButtons.find((b) => b.textContent === VALET_TEXT.close)).toHaveClass('ant-btn-lg');
    expect(within(dialog).getByRole('button', { name: VALET_TEXT.printQr })).toHaveClass('ant-btn-lg');
    expect(closeX(dialog)).toHaveStyle({ width: '44px', height: '44px' });
  });

  it("draws the CAR PARKED dialog's ✕ 44 px square", async () => {
    const ticket = sampleTicket();
    answers(ticket, () => failure(500, 'unexpected'));
    openDetails(ticket._id);
    await typist().click(await screen.findByRole('button', { name: 'CAR PARKED' }, FIRST_PAINT));
    await screen.findByLabelText(VALET_TEXT.whoParked);
    expect(closeX(screen.getByRole('dialog'))).toHaveStyle({ width: '44px', height: '44px' });
  });
});
