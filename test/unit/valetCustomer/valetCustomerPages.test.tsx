import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConfirmDemoPaymentApiResponse } from '../../../src/app/api/generated/billing';
import type {
  ConfirmValetPaymentApiResponse,
  CreateValetStripeIntentApiResponse,
  GetValetByPhoneApiResponse,
  RequestValetApiArg,
  RequestValetApiResponse,
  SendValetReceiptApiArg,
  SendValetReceiptApiResponse,
} from '../../../src/app/api/generated/valets';
import type { ValetTicket } from '../../../src/app/api/enhanced/valets';
import type { LiveMessage } from '../../../src/app/api/live';
import {
  byPhoneAnswer,
  sampleTicket,
  SAMPLE_PAID_ONLINE,
  SAMPLE_REQUESTED,
  SAMPLE_VALET_PHONE,
} from '../../../src/app/features/valetCustomer/samples';
import { tipCents, valetPayingKey } from '../../../src/app/features/valetCustomer/ValetPayPage';
import ValetReviewPage from '../../../src/app/features/valetCustomer/ValetReviewPage';
import { makeStore, TestProviders } from '../../../src/app/testing/TestProviders';
import {
  MESSAGES,
  noValetTickets,
  PARKING_TEXT,
  paymentRefundedInstead,
  VALET_MESSAGES,
  VALET_TEXT,
  valetReceiptEmailDropped,
  valetReceiptTitle,
} from '../../../src/shared/messages';
import { formatUsd } from '../../../src/shared/money';
import { renderApp, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPatch, answerPost, failure } from '../app/typedHandlers';

useMswServer();

const PN = SAMPLE_VALET_PHONE;

/** GET /valets/pn/{PN} answers `ticket` (or none). */
function ticketIs(ticket: ValetTicket | null) {
  server.use(answerGet<GetValetByPhoneApiResponse>(`*/api/v1/valets/pn/${PN}`, () => byPhoneAnswer(ticket)));
}

/** The value on the line of the pay page or the receipt labelled `label` (an InfoRow: label, then value). */
function lineValue(label: string): string {
  return screen.getByText(label, { selector: 'span' }).parentElement?.querySelector('strong')?.textContent ?? '';
}

/** The figure card labelled `label` on the pay page (Ticket Number, Est. Total, Total Paid). */
function figure(label: string): HTMLElement {
  return screen.getByRole('article', { name: label });
}

/**
 * PN's live stream (GET /live/valets/pn/{PN}), held open as the server's is: `open()` once the page
 * listens, `send(msg)` one event as the server writes it.
 */
function liveStreamOfPhone() {
  const encoder = new TextEncoder();
  let push: ((text: string) => void) | null = null;
  server.use(
    http.get(`*/api/v1/live/valets/pn/${PN}`, () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => controller.enqueue(encoder.encode(text));
          push(': open\n\n');
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return {
    open: () => push !== null,
    send: (msg: LiveMessage) => push?.(`data: ${JSON.stringify(msg)}\n\n`),
  };
}

/** PATCH /valets/{id}/only: records what was sent. */
function recordRequests(): RequestValetApiArg['body'][] {
  const sent: RequestValetApiArg['body'][] = [];
  server.use(
    answerPatch<RequestValetApiResponse>('*/api/v1/valets/:id/only', async ({ request }) => {
      const body = (await request.json()) as RequestValetApiArg['body'];
      sent.push(body);
      return { status: 'success', valet: sampleTicket(body.status, { requestedAt: null }) };
    }),
  );
  return sent;
}

describe('/valet/review', () => {
  it('goes back when the phone number is missing', async () => {
    const routes = [
      { path: '/before', element: <p>the page before</p> },
      { path: '/valet/review', element: <ValetReviewPage /> },
    ];
    render(<TestProviders routes={routes} initialEntries={['/before', '/valet/review']} store={makeStore()} />);
    expect(await screen.findByText('the page before')).toBeInTheDocument();
  });

  it('says when the number has no ticket', async () => {
    ticketIs(null);
    renderApp(`/valet/review?pn=${PN}`);
    expect(await screen.findByText(noValetTickets(PN))).toBeInTheDocument();
  });

  it("says the same for a number the server refuses as malformed (400), not the field check's text", async () => {
    server.use(answerGet<GetValetByPhoneApiResponse>('*/api/v1/valets/pn/abc', () => failure(400, 'params.phone: digits only')));
    renderApp('/valet/review?pn=abc');
    expect(await screen.findByRole('heading', { name: noValetTickets('abc') })).toBeInTheDocument();
    expect(screen.queryByText(/digits only/)).not.toBeInTheDocument();
  });

  it('shows the ticket, its status and the estimated total, with no staff-only fields', async () => {
    ticketIs(sampleTicket('parked', { parkedBy: 'Sam', parkedLocation: 'Level 2' }));
    renderApp(`/valet/review?pn=${PN}`);
    expect(await screen.findByText('#1042')).toBeInTheDocument();
    expect(screen.getByTestId('valet-status')).toHaveTextContent('parked');
    expect(screen.getByText(formatUsd(2500))).toBeInTheDocument();
    expect(screen.queryByText('Level 2')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: VALET_TEXT.payOnline })).toHaveAttribute('href', `/valet/pay?pn=${PN}`);
    expect(screen.getByRole('button', { name: VALET_TEXT.payCash })).toHaveAttribute('href', `/valet/receipt?pn=${PN}`);
  });

  it.each([
    ['paid in cash (status paid)', sampleTicket('paid'), formatUsd(2500)],
    ['completed and paid', sampleTicket('completed', { paid: true }), formatUsd(2500)],
    ['paid online with a tip', SAMPLE_PAID_ONLINE, formatUsd(2875)],
    ['ready and paid', sampleTicket('ready', { paid: true }), formatUsd(2500)],
  ])('says a ticket %s is paid, with the total paid, and Pay Online is no longer the main button', async (_case, ticket, total) => {
    ticketIs(ticket);
    renderApp(`/valet/review?pn=${PN}`);
    expect(await screen.findByText(VALET_MESSAGES.valetTicketPaid)).toBeInTheDocument();
    // SPEC 2 lists both buttons on this page: kept, the payment one no longer primary.
    expect(screen.getByRole('button', { name: VALET_TEXT.payOnline })).not.toHaveClass('p-btn-primary');
    expect(screen.getByRole('button', { name: VALET_TEXT.payCash })).toHaveAttribute('href', `/valet/receipt?pn=${PN}`);
    expect(screen.getByText(VALET_TEXT.totalPaid)).toBeInTheDocument();
    expect(screen.getByText(total)).toBeInTheDocument();
    expect(screen.queryByText(VALET_TEXT.estTotal)).not.toBeInTheDocument();
  });

  it('keeps Pay Online the main button while the ticket is unpaid, and does not call it paid', async () => {
    ticketIs(sampleTicket('parked'));
    renderApp(`/valet/review?pn=${PN}`);
    expect(await screen.findByRole('button', { name: VALET_TEXT.payOnline })).toHaveClass('p-btn-primary');
    expect(screen.queryByText(VALET_MESSAGES.valetTicketPaid)).not.toBeInTheDocument();
    expect(screen.getByText(VALET_TEXT.estTotal)).toBeInTheDocument();
  });

  it('shows the ticket paid on the way back from paying online', async () => {
    ticketIs(sampleTicket('parked'));
    server.use(
      answerPost<CreateValetStripeIntentApiResponse>('*/api/v1/billing/valet/stripe-intent', () => {
        const fields = { clientSecret: 'demo_secret_1', paymentIntentId: 'demo_pi_1', provider: 'demo' as const, totalCost: 2500, tip: 0 };
        return { status: 'success', ...fields, data: fields };
      }),
      answerPost<ConfirmDemoPaymentApiResponse>('*/api/v1/billing/demo/confirm', () => ({
        status: 'success',
        message: 'ok',
        data: { paymentIntentId: 'demo_pi_1', status: 'succeeded', amount: 2500 },
      })),
      answerPost<ConfirmValetPaymentApiResponse>('*/api/v1/billing/valet/confirm', () => {
        const paid = sampleTicket('paid', { paid: true, totalCost: 2500 });
        ticketIs(paid);
        return { status: 'success', valet: paid };
      }),
    );
    renderApp(`/valet/review?pn=${PN}`);
    const ue = typist();
    await ue.click(await screen.findByRole('button', { name: VALET_TEXT.payOnline }));
    await ue.click(await screen.findByRole('button', { name: VALET_TEXT.payAmount(formatUsd(2500)) }));
    await ue.type(await screen.findByLabelText(PARKING_TEXT.cardNumber), '4242424242424242');
    await ue.type(screen.getByLabelText(PARKING_TEXT.expiry), '1230');
    await ue.type(screen.getByLabelText(PARKING_TEXT.cvc), '123');
    await ue.click(screen.getByRole('button', { name: `${PARKING_TEXT.pay} ${formatUsd(2500)}` }));
    expect(await screen.findByText(VALET_MESSAGES.valetTicketPaid)).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.back }));
    expect(await screen.findByText(VALET_MESSAGES.valetTicketPaid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: VALET_TEXT.payOnline })).not.toHaveClass('p-btn-primary');
  });

  it("links to SPEC's addresses (?pn= alone) when the number has one ticket", async () => {
    ticketIs(sampleTicket('parked'));
    renderApp(`/valet/review?pn=${PN}`);
    expect(await screen.findByRole('button', { name: VALET_TEXT.payOnline })).toHaveAttribute('href', `/valet/pay?pn=${PN}`);
    expect(screen.getByRole('button', { name: VALET_TEXT.payCash })).toHaveAttribute('href', `/valet/receipt?pn=${PN}`);
    expect(screen.queryByRole('navigation', { name: VALET_TEXT.carsOnNumberLabel })).not.toBeInTheDocument();
  });

  it('lists two cars handed in on one number, shows the one picked, and requests that car', async () => {
    const older = sampleTicket('parked', { _id: 'valet-older', ticketNumber: '1187', make: 'Honda' });
    const newer = sampleTicket('parked', { _id: 'valet-newer', ticketNumber: '1188', make: 'Toyota' });
    server.use(
      answerGet<GetValetByPhoneApiResponse>(`*/api/v1/valets/pn/${PN}`, ({ request }) => {
        const asked = new URL(request.url).searchParams.get('ticket');
        const shown = asked === older._id ? older : newer;
        return { ...byPhoneAnswer(shown), tickets: byPhoneAnswer(newer, [older]).tickets };
      }),
    );
    const requested: string[] = [];
    server.use(
      answerPatch<RequestValetApiResponse>('*/api/v1/valets/:id/only', ({ params }) => {
        requested.push(String(params.id));
        return { status: 'success', valet: { ...older, status: 'requested' } };
      }),
    );
    renderApp(`/valet/review?pn=${PN}`);
    const cars = await screen.findByRole('navigation', { name: VALET_TEXT.carsOnNumberLabel });
    expect(cars).toHaveTextContent(VALET_TEXT.carsOnNumber(2));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('#1188');
    expect(within(cars).getByRole('link', { current: 'page' })).toHaveTextContent('#1188');

    const ue = typist();
    await ue.click(within(cars).getByRole('link', { name: /#1187/ }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('#1187'));
    // The page's links stay on the car picked.
    expect(screen.getByRole('button', { name: VALET_TEXT.payOnline })).toHaveAttribute('href', `/valet/pay?pn=${PN}&t=${older._id}`);
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.requestYourCar }));
    await screen.findByRole('dialog', { name: VALET_MESSAGES.valetRequestedTitle });
    expect(requested).toEqual([older._id]);
  });

  it('requests the car with the phone number and shows Requested!', async () => {
    ticketIs(sampleTicket('parked'));
    const sent = recordRequests();
    renderApp(`/valet/review?pn=${PN}`);
    const ue = typist();
    await ue.click(await screen.findByRole('button', { name: VALET_TEXT.requestYourCar }));
    const dialog = await screen.findByRole('dialog', { name: VALET_MESSAGES.valetRequestedTitle });
    expect(dialog).toHaveTextContent(VALET_MESSAGES.valetRequestedBody);
    expect(sent).toEqual([{ status: 'requested', phoneNumber: PN }]);
    await ue.click(within(dialog).getByRole('button', { name: VALET_TEXT.ok }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside Requested! (Tab, Shift+Tab), makes the page behind inert, and gives focus back to the button on close', async () => {
    ticketIs(sampleTicket('parked'));
    recordRequests();
    const { container } = renderApp(`/valet/review?pn=${PN}`);
    const ue = typist();
    const opener = await screen.findByRole('button', { name: VALET_TEXT.requestYourCar });
    await ue.click(opener);
    const dialog = await screen.findByRole('dialog', { name: VALET_MESSAGES.valetRequestedTitle });
    const ok = within(dialog).getByRole('button', { name: VALET_TEXT.ok });
    expect(ok).toHaveFocus();
    // The page behind is inert: neither tabbed to nor tapped.
    expect(container).toHaveAttribute('inert');
    expect(dialog.closest('[inert]')).toBeNull();
    await ue.tab();
    expect(ok).toHaveFocus();
    await ue.tab({ shift: true });
    expect(ok).toHaveFocus();
    await ue.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
  });

  it('gives focus back to the request button when OK closes Requested!', async () => {
    ticketIs(sampleTicket('parked'));
    recordRequests();
    renderApp(`/valet/review?pn=${PN}`);
    const ue = typist();
    const opener = await screen.findByRole('button', { name: VALET_TEXT.requestYourCar });
    await ue.click(opener);
    const dialog = await screen.findByRole('dialog', { name: VALET_MESSAGES.valetRequestedTitle });
    await ue.click(within(dialog).getByRole('button', { name: VALET_TEXT.ok }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('offers Unrequest Car and the usual wait while requested', async () => {
    ticketIs(SAMPLE_REQUESTED);
    const sent = recordRequests();
    renderApp(`/valet/review?pn=${PN}`);
    expect(await screen.findByText(VALET_TEXT.readyEstimate(7))).toBeInTheDocument();
    // The ticket as the server keeps it once the request is withdrawn.
    ticketIs(sampleTicket('unrequested'));
    await typist().click(screen.getByRole('button', { name: VALET_TEXT.unrequestCar }));
    await waitFor(() => expect(sent).toEqual([{ status: 'unrequested', phoneNumber: PN }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // No dialog, so the page says it, read out.
    expect(await screen.findByText(VALET_MESSAGES.valetUnrequested)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: VALET_TEXT.requestYourCar })).toBeInTheDocument();
  });

  it('refuses on a ready ticket without calling the server', async () => {
    ticketIs(sampleTicket('ready'));
    const sent = recordRequests();
    renderApp(`/valet/review?pn=${PN}`);
    const button = await screen.findByRole('button', { name: VALET_TEXT.requestYourCar });
    // Said before any press (Requested! promised it), and once after the press.
    expect(screen.getByTestId('valet-ready-notice')).toHaveTextContent(VALET_MESSAGES.valetReadyForYou);
    // Grey but a normal enabled button: pressing it must answer with the refusal.
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveStyle({ background: '#f0f0f0' });
    await typist().click(button);
    await waitFor(() => expect(screen.queryByTestId('valet-ready-notice')).toBeNull());
    expect(screen.getAllByText(VALET_MESSAGES.valetReadyForYou)).toHaveLength(1);
    expect(sent).toEqual([]);
  });

  it('refuses on a completed ticket with Your car is ready.', async () => {
    ticketIs(sampleTicket('completed'));
    const sent = recordRequests();
    renderApp(`/valet/review?pn=${PN}`);
    await typist().click(await screen.findByRole('button', { name: VALET_TEXT.requestYourCar }));
    expect(await screen.findByText(VALET_MESSAGES.valetReady)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  /** PATCH /valets/{id}/only: the server does `apply` (or nothing), then the answer is lost (no signal). */
  function requestAnswerLost(apply: () => void = () => undefined): RequestValetApiArg['body'][] {
    const sent: RequestValetApiArg['body'][] = [];
    server.use(
      answerPatch<RequestValetApiResponse>('*/api/v1/valets/:id/only', async ({ request }) => {
        sent.push((await request.json()) as RequestValetApiArg['body']);
        apply();
        return HttpResponse.error();
      }),
    );
    return sent;
  }

  it('shows Requested! and no error when the answer was lost but the request got through (the page asks for the ticket again)', async () => {
    ticketIs(sampleTicket('parked'));
    const sent = requestAnswerLost(() => ticketIs(SAMPLE_REQUESTED));
    renderApp(`/valet/review?pn=${PN}`);
    await typist().click(await screen.findByRole('button', { name: VALET_TEXT.requestYourCar }));
    expect(await screen.findByRole('dialog', { name: VALET_MESSAGES.valetRequestedTitle })).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'requested', phoneNumber: PN }]);
    expect(screen.getByTestId('valet-status')).toHaveTextContent('requested');
    expect(screen.queryByText(MESSAGES.noConnection)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.serverError)).not.toBeInTheDocument();
  });

  it('says No connection, never Requested!, when the answer was lost and the ticket is not requested, and Request Your Car tries again', async () => {
    ticketIs(sampleTicket('parked'));
    requestAnswerLost();
    renderApp(`/valet/review?pn=${PN}`);
    const ue = typist();
    await ue.click(await screen.findByRole('button', { name: VALET_TEXT.requestYourCar }));
    expect(await screen.findByText(MESSAGES.noConnection)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('valet-status')).toHaveTextContent('parked');

    const sent = recordRequests();
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.requestYourCar }));
    expect(await screen.findByRole('dialog', { name: VALET_MESSAGES.valetRequestedTitle })).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'requested', phoneNumber: PN }]);
    expect(screen.queryByText(MESSAGES.noConnection)).not.toBeInTheDocument();
  });

  it('drops a failed request’s error once the live stream says the ticket is requested', async () => {
    const parked = sampleTicket('parked');
    ticketIs(parked);
    const live = liveStreamOfPhone();
    server.use(answerPatch<RequestValetApiResponse>('*/api/v1/valets/:id/only', () => failure(503, MESSAGES.databaseUnavailable)));
    renderApp(`/valet/review?pn=${PN}`);
    await typist().click(await screen.findByRole('button', { name: VALET_TEXT.requestYourCar }));
    expect(await screen.findByText(MESSAGES.databaseUnavailable)).toBeInTheDocument();
    await waitFor(() => expect(live.open()).toBe(true));
    ticketIs(SAMPLE_REQUESTED);
    live.send({ type: 'valet', ticketId: parked._id, status: 'requested' });
    expect(await screen.findByRole('button', { name: VALET_TEXT.unrequestCar })).toBeInTheDocument();
    expect(screen.getByTestId('valet-status')).toHaveTextContent('requested');
    expect(screen.queryByText(MESSAGES.databaseUnavailable)).not.toBeInTheDocument();
  });

  it("shows the server's refusal in red", async () => {
    ticketIs(sampleTicket('parked'));
    server.use(answerPatch<RequestValetApiResponse>('*/api/v1/valets/:id/only', () => failure(409, VALET_MESSAGES.valetTicketClosed)));
    renderApp(`/valet/review?pn=${PN}`);
    await typist().click(await screen.findByRole('button', { name: VALET_TEXT.requestYourCar }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VALET_MESSAGES.valetTicketClosed);
  });
});

describe('/valet/pay', () => {
  function intentAnswer(totalCost: number, tip: number): CreateValetStripeIntentApiResponse {
    const fields = { clientSecret: 'demo_secret_1', paymentIntentId: 'demo_pi_1', provider: 'demo' as const, totalCost, tip };
    return { status: 'success', ...fields, data: fields };
  }

  /** Opens /valet/pay for a $25.00 ticket, no tip, and pays it with the demo card. */
  async function payTicketOf2500() {
    renderApp(`/valet/pay?pn=${PN}`);
    const ue = typist();
    await ue.click(await screen.findByRole('button', { name: VALET_TEXT.payAmount(formatUsd(2500)) }));
    await ue.type(await screen.findByLabelText(PARKING_TEXT.cardNumber), '4242424242424242');
    await ue.type(screen.getByLabelText(PARKING_TEXT.expiry), '1230');
    await ue.type(screen.getByLabelText(PARKING_TEXT.cvc), '123');
    await ue.click(screen.getByRole('button', { name: `${PARKING_TEXT.pay} ${formatUsd(2500)}` }));
  }

  it('shows Ticket Paid! and Receipt when the ticket is paid', async () => {
    ticketIs(SAMPLE_PAID_ONLINE);
    renderApp(`/valet/pay?pn=${PN}`);
    expect(await screen.findByText(VALET_MESSAGES.valetTicketPaid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: VALET_TEXT.receipt })).toHaveAttribute('href', `/valet/receipt?pn=${PN}`);
    expect(screen.getByRole('heading', { name: VALET_MESSAGES.valetPaymentTitle })).toBeInTheDocument();
  });

  it('shows Ticket Paid! when there is nothing to pay', async () => {
    ticketIs(sampleTicket('parked', { price: 0, estimatedTotal: 0 }));
    renderApp(`/valet/pay?pn=${PN}`);
    expect(await screen.findByText(VALET_MESSAGES.valetTicketPaid)).toBeInTheDocument();
  });

  it('never calls a ticket just handed in (entry, nothing taken) paid: Nothing to pay yet, its Est. Total, no payment', async () => {
    ticketIs(sampleTicket('entry'));
    renderApp(`/valet/pay?pn=${PN}`);
    // SPEC 4 counts an entry ticket as paid (no payment is taken yet), but no money was taken: not "Ticket Paid!".
    expect(await screen.findByRole('heading', { name: VALET_MESSAGES.valetNothingYetTitle })).toBeInTheDocument();
    expect(screen.getByText(VALET_MESSAGES.valetNothingYetBody)).toBeInTheDocument();
    expect(screen.queryByText(VALET_MESSAGES.valetTicketPaid)).toBeNull();
    expect(screen.queryByRole('button', { name: VALET_TEXT.payAmount(formatUsd(2500)) })).toBeNull();
    expect(figure(VALET_TEXT.estTotal)).toHaveTextContent(formatUsd(2500));
    expect(screen.queryByText(VALET_TEXT.totalPaid)).toBeNull();
  });

  it('pays with the demo provider, tip included, and ends in Ticket Paid!', async () => {
    ticketIs(sampleTicket('parked'));
    const intents: unknown[] = [];
    const confirms: unknown[] = [];
    server.use(
      answerPost<CreateValetStripeIntentApiResponse>('*/api/v1/billing/valet/stripe-intent', async ({ request }) => {
        intents.push(await request.json());
        return intentAnswer(2875, 375);
      }),
      answerPost<ConfirmDemoPaymentApiResponse>('*/api/v1/billing/demo/confirm', () => ({
        status: 'success',
        message: 'ok',
        data: { paymentIntentId: 'demo_pi_1', status: 'succeeded', amount: 2875 },
      })),
      answerPost<ConfirmValetPaymentApiResponse>('*/api/v1/billing/valet/confirm', async ({ request }) => {
        confirms.push(await request.json());
        return { status: 'success', valet: sampleTicket('paid', { paid: true, totalCost: 2500, tip: 375 }) };
      }),
    );
    renderApp(`/valet/pay?pn=${PN}`);
    const ue = typist();
    expect(tipCents(2500, 15)).toBe(375);
    await ue.click(await screen.findByRole('button', { name: `${VALET_TEXT.tipPercent(15)} ${formatUsd(375)}` }));
    const pay = screen.getByRole('button', { name: VALET_TEXT.payAmount(formatUsd(2875)) });
    await ue.click(pay);
    await ue.type(await screen.findByLabelText(PARKING_TEXT.cardNumber), '4242424242424242');
    await ue.type(screen.getByLabelText(PARKING_TEXT.expiry), '1230');
    await ue.type(screen.getByLabelText(PARKING_TEXT.cvc), '123');
    await ue.click(screen.getByRole('button', { name: `${PARKING_TEXT.pay} ${formatUsd(2875)}` }));
    expect(await screen.findByText(VALET_MESSAGES.valetTicketPaid)).toBeInTheDocument();
    expect(intents).toEqual([{ valet: { _id: 'valet-1' }, tip: 375, phoneNumber: PN }]);
    expect(confirms).toEqual([{ paymentIntentId: 'demo_pi_1' }]);
  });

  it.each([
    ['paid: the ticket shows paid', () => ({ status: 'success', valet: sampleTicket('paid', { paid: true, totalCost: 2500 }) }), true],
    ['not paid (402): says so, and the same payment is offered again', () => failure(402, 'The payment has not been completed.'), false],
  ])("Pay's answer lost: asks the server whether it was %s", async (_case, answer, paid) => {
    ticketIs(sampleTicket('parked'));
    let intents = 0;
    server.use(
      answerPost<CreateValetStripeIntentApiResponse>('*/api/v1/billing/valet/stripe-intent', () => {
        intents += 1;
        return intentAnswer(2500, 0);
      }),
      answerPost<ConfirmDemoPaymentApiResponse>('*/api/v1/billing/demo/confirm', () => HttpResponse.error()),
      answerPost('*/api/v1/billing/valet/confirm', () => answer() as never),
    );
    await payTicketOf2500();
    if (paid) expect(await screen.findByText(VALET_MESSAGES.valetTicketPaid)).toBeInTheDocument();
    else {
      expect(await screen.findByText(MESSAGES.paymentNotTaken)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `${PARKING_TEXT.pay} ${formatUsd(2500)}` })).toBeInTheDocument();
    }
    expect(screen.queryByText(MESSAGES.paymentFailed)).toBeNull();
    expect(intents).toBe(1);
  });

  it.each([
    [
      'was charged: applies it and shows the ticket paid',
      () => ({ status: 'success', valet: sampleTicket('paid', { paid: true, totalCost: 2500 }) }),
      true,
    ],
    ['was not charged (402): offers that same payment again', () => failure(402, 'The payment has not been completed.'), false],
  ])('a reload after the confirm got no answer asks about the payment this tab opened, which %s', async (_case, answer, paid) => {
    ticketIs(sampleTicket('ready'));
    sessionStorage.setItem(
      valetPayingKey('valet-1'),
      JSON.stringify({ provider: 'demo', paymentIntentId: 'demo_pi_9', clientSecret: 'demo_pi_9_secret_x', totalCost: 2875, tip: 375 }),
    );
    let intents = 0;
    const confirms: unknown[] = [];
    server.use(
      answerPost<CreateValetStripeIntentApiResponse>('*/api/v1/billing/valet/stripe-intent', () => {
        intents += 1;
        return intentAnswer(2500, 0);
      }),
      answerPost('*/api/v1/billing/valet/confirm', async ({ request }) => {
        confirms.push(await request.json());
        return answer() as never;
      }),
    );
    renderApp(`/valet/pay?pn=${PN}`);
    if (paid) {
      expect(await screen.findByText(VALET_MESSAGES.valetTicketPaid)).toBeInTheDocument();
      expect(sessionStorage.getItem(valetPayingKey('valet-1'))).toBeNull();
    } else {
      expect(await screen.findByText(MESSAGES.paymentNotTaken)).toBeInTheDocument();
      // The same payment, tip included: paying now pays it once.
      expect(screen.getByRole('button', { name: `${PARKING_TEXT.pay} ${formatUsd(2875)}` })).toBeInTheDocument();
    }
    expect(confirms).toEqual([{ paymentIntentId: 'demo_pi_9' }]);
    expect(intents).toBe(0);
  });

  it('says the payment was refunded when the desk took cash meanwhile, and shows the ticket paid', async () => {
    ticketIs(sampleTicket('ready'));
    const refunded = paymentRefundedInstead(VALET_MESSAGES.valetAlreadyPaid, 2500);
    server.use(
      answerPost<CreateValetStripeIntentApiResponse>('*/api/v1/billing/valet/stripe-intent', () => intentAnswer(2500, 0)),
      answerPost<ConfirmDemoPaymentApiResponse>('*/api/v1/billing/demo/confirm', () => ({
        status: 'success',
        message: 'ok',
        data: { paymentIntentId: 'demo_pi_1', status: 'succeeded', amount: 2500 },
      })),
      answerPost('*/api/v1/billing/valet/confirm', () => {
        // Cash at the desk while the customer paid: the ticket now reads paid, this payment is refunded.
        ticketIs(sampleTicket('paid', { paid: true, totalCost: 2500 }));
        return failure(409, refunded);
      }),
    );
    await payTicketOf2500();
    expect(await screen.findByText(refunded)).toBeInTheDocument();
    expect(await screen.findByText(VALET_MESSAGES.valetTicketPaid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PARKING_TEXT.retryBooking })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(PARKING_TEXT.cardNumber)).not.toBeInTheDocument();
  });

  it('refuses Pay while the payment opens (busy, focus kept on it), so a double tap sends one request', async () => {
    ticketIs(sampleTicket('parked'));
    let calls = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      answerPost<CreateValetStripeIntentApiResponse>('*/api/v1/billing/valet/stripe-intent', async () => {
        calls += 1;
        await held;
        return intentAnswer(2500, 0);
      }),
    );
    renderApp(`/valet/pay?pn=${PN}`);
    const ue = typist();
    const pay = await screen.findByRole('button', { name: VALET_TEXT.payAmount(formatUsd(2500)) });
    await ue.click(pay);
    await waitFor(() => expect(pay).toHaveAttribute('aria-disabled', 'true'));
    // Not `disabled`, which would drop a keyboard user's focus to the top of the page.
    expect(pay).toHaveFocus();
    await ue.click(pay);
    await ue.keyboard('{Enter}');
    release();
    expect(await screen.findByLabelText(PARKING_TEXT.cardNumber)).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('shows the tip as its own line and the total to pay before paying, and the amount paid after (QA: Est. Total $12.50 beside Pay $14.38)', async () => {
    const ticket = sampleTicket('parked', { price: 1250, estimatedTotal: 1250 });
    ticketIs(ticket);
    server.use(
      answerPost<CreateValetStripeIntentApiResponse>('*/api/v1/billing/valet/stripe-intent', () => intentAnswer(1438, 188)),
      answerPost<ConfirmDemoPaymentApiResponse>('*/api/v1/billing/demo/confirm', () => ({
        status: 'success',
        message: 'ok',
        data: { paymentIntentId: 'demo_pi_1', status: 'succeeded', amount: 1438 },
      })),
      // The page's own ticket is not fetched again as paid here: the figures after paying come from this answer.
      answerPost<ConfirmValetPaymentApiResponse>('*/api/v1/billing/valet/confirm', () => ({
        status: 'success',
        valet: { ...ticket, status: 'paid', paid: true, totalCost: 1250, tip: 188 },
      })),
    );
    renderApp(`/valet/pay?pn=${PN}`);
    const ue = typist();
    expect(await screen.findByRole('article', { name: VALET_TEXT.estTotal })).toHaveTextContent(formatUsd(1250));
    expect(screen.queryByText(VALET_TEXT.tipLine, { selector: 'span' })).not.toBeInTheDocument();

    await ue.click(screen.getByRole('button', { name: `${VALET_TEXT.tipPercent(15)} ${formatUsd(188)}` }));
    expect(lineValue(VALET_TEXT.tipLine)).toBe(formatUsd(188));
    expect(lineValue(VALET_TEXT.totalToPay)).toBe(formatUsd(1438));

    await ue.click(screen.getByRole('button', { name: VALET_TEXT.payAmount(formatUsd(1438)) }));
    // The card step: Est. Total, the tip and the total to pay add up to the card form's Pay.
    await ue.type(await screen.findByLabelText(PARKING_TEXT.cardNumber), '4242424242424242');
    expect(figure(VALET_TEXT.estTotal)).toHaveTextContent(formatUsd(1250));
    expect(lineValue(VALET_TEXT.tipLine)).toBe(formatUsd(188));
    expect(lineValue(VALET_TEXT.totalToPay)).toBe(formatUsd(1438));
    await ue.type(screen.getByLabelText(PARKING_TEXT.expiry), '1230');
    await ue.type(screen.getByLabelText(PARKING_TEXT.cvc), '123');
    await ue.click(screen.getByRole('button', { name: `${PARKING_TEXT.pay} ${formatUsd(1438)}` }));

    expect(await screen.findByText(VALET_MESSAGES.valetTicketPaid)).toBeInTheDocument();
    expect(figure(VALET_TEXT.totalPaid)).toHaveTextContent(formatUsd(1438));
    expect(screen.queryByText(VALET_TEXT.estTotal)).not.toBeInTheDocument();
    expect(lineValue(VALET_TEXT.tipLine)).toBe(formatUsd(188));
    expect(screen.queryByText(VALET_TEXT.totalToPay)).not.toBeInTheDocument();
  });

  it("takes the card step's figures from the server's answer (an hourly ticket that started another hour)", async () => {
    ticketIs(sampleTicket('parked', { isHourly: true, price: 2500, estimatedTotal: 2500 }));
    server.use(answerPost<CreateValetStripeIntentApiResponse>('*/api/v1/billing/valet/stripe-intent', () => intentAnswer(5375, 375)));
    renderApp(`/valet/pay?pn=${PN}`);
    const ue = typist();
    await ue.click(await screen.findByRole('button', { name: `${VALET_TEXT.tipPercent(15)} ${formatUsd(375)}` }));
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.payAmount(formatUsd(2875)) }));
    expect(await screen.findByRole('button', { name: `${PARKING_TEXT.pay} ${formatUsd(5375)}` })).toBeInTheDocument();
    expect(figure(VALET_TEXT.estTotal)).toHaveTextContent(formatUsd(5000));
    expect(lineValue(VALET_TEXT.tipLine)).toBe(formatUsd(375));
    expect(lineValue(VALET_TEXT.totalToPay)).toBe(formatUsd(5375));
  });

  it.each([
    ['paid online with a tip', SAMPLE_PAID_ONLINE, formatUsd(2875), formatUsd(375)],
    ['paid in cash at the desk', sampleTicket('paid'), formatUsd(2500), null],
  ])('says Total Paid, what was taken, on a ticket %s', async (_case, ticket, total, tip) => {
    ticketIs(ticket);
    renderApp(`/valet/pay?pn=${PN}`);
    expect(await screen.findByText(VALET_MESSAGES.valetTicketPaid)).toBeInTheDocument();
    expect(figure(VALET_TEXT.totalPaid)).toHaveTextContent(total);
    expect(screen.queryByText(VALET_TEXT.estTotal)).not.toBeInTheDocument();
    if (tip) expect(lineValue(VALET_TEXT.tipLine)).toBe(tip);
    else expect(screen.queryByText(VALET_TEXT.tipLine, { selector: 'span' })).not.toBeInTheDocument();
  });

  it('shows Already paid when the server answers 409', async () => {
    ticketIs(sampleTicket('parked'));
    server.use(
      answerPost<CreateValetStripeIntentApiResponse>('*/api/v1/billing/valet/stripe-intent', () =>
        failure(409, VALET_MESSAGES.valetAlreadyPaid),
      ),
    );
    renderApp(`/valet/pay?pn=${PN}`);
    await typist().click(await screen.findByRole('button', { name: VALET_TEXT.payAmount(formatUsd(2500)) }));
    expect(await screen.findByText(VALET_MESSAGES.valetAlreadyPaid)).toBeInTheDocument();
  });
});

describe('/valet/receipt', () => {
  it('shows a ticket just handed in (entry) with its Est. Total, not Total Paid, and no receipt to send yet', async () => {
    ticketIs(sampleTicket('entry'));
    renderApp(`/valet/receipt?pn=${PN}`);
    expect(await screen.findByRole('heading', { name: valetReceiptTitle('1042') })).toBeInTheDocument();
    expect(lineValue(VALET_TEXT.estTotal)).toBe(formatUsd(2500));
    expect(screen.queryByText(VALET_TEXT.totalPaid)).toBeNull();
    expect(screen.getByText(VALET_MESSAGES.valetNothingYetBody)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.sendReceipt })).toBeNull();
  });

  it('cleans the typed email and sends the receipt', async () => {
    ticketIs(SAMPLE_PAID_ONLINE);
    const sent: SendValetReceiptApiArg['body'][] = [];
    server.use(
      answerPost<SendValetReceiptApiResponse>('*/api/v1/contact/valetReceipt', async ({ request }) => {
        sent.push((await request.json()) as SendValetReceiptApiArg['body']);
        return { status: 'success', message: 'sent' };
      }),
    );
    renderApp(`/valet/receipt?pn=${PN}`);
    expect(await screen.findByRole('heading', { name: valetReceiptTitle('1042') })).toBeInTheDocument();
    expect(screen.getByText(formatUsd(2875))).toBeInTheDocument();
    const ue = typist();
    await ue.click(screen.getByRole('button', { name: MESSAGES.sendReceipt }));
    expect(await screen.findByText(VALET_MESSAGES.valetReceiptEmailRequired)).toBeInTheDocument();
    const input = screen.getByLabelText(VALET_TEXT.receiptEmailLabel);
    await ue.type(input, 'a b#c@x.com');
    expect(input).toHaveValue('abc@x.com');
    await ue.click(screen.getByRole('button', { name: MESSAGES.sendReceipt }));
    expect(await screen.findByRole('button', { name: MESSAGES.receiptSent })).toBeInTheDocument();
    expect(sent).toEqual([{ valet: { _id: 'valet-1' }, email: 'abc@x.com', phoneNumber: PN }]);
    expect(screen.getByRole('button', { name: VALET_TEXT.done })).toHaveAttribute('href', `/valet/review?pn=${PN}`);
  });

  /** POST /contact/valetReceipt: records what was sent and answers `answer` (sent, by default). */
  function recordReceipts(answer: () => SendValetReceiptApiResponse | Response = () => ({ status: 'success', message: 'sent' })) {
    const sent: SendValetReceiptApiArg['body'][] = [];
    server.use(
      answerPost<SendValetReceiptApiResponse>('*/api/v1/contact/valetReceipt', async ({ request }) => {
        sent.push((await request.json()) as SendValetReceiptApiArg['body']);
        return answer();
      }),
    );
    return sent;
  }

  it("says an address the server refuses in the page's words, not the API's field text", async () => {
    ticketIs(SAMPLE_PAID_ONLINE);
    recordReceipts(() => failure(400, 'email: Invalid email address'));
    renderApp(`/valet/receipt?pn=${PN}`);
    const ue = typist();
    await ue.type(await screen.findByLabelText(VALET_TEXT.receiptEmailLabel), 'mary@example');
    await ue.click(screen.getByRole('button', { name: MESSAGES.sendReceipt }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailInvalid);
    expect(screen.queryByText(/email:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Invalid email address/)).not.toBeInTheDocument();
  });

  it("still shows the server's own message for any other refusal (SPEC 8)", async () => {
    ticketIs(SAMPLE_PAID_ONLINE);
    recordReceipts(() => failure(409, VALET_MESSAGES.valetReceiptUnpaid));
    renderApp(`/valet/receipt?pn=${PN}`);
    const ue = typist();
    await ue.type(await screen.findByLabelText(VALET_TEXT.receiptEmailLabel), 'mary@example.com');
    await ue.click(screen.getByRole('button', { name: MESSAGES.sendReceipt }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VALET_MESSAGES.valetReceiptUnpaid);
  });

  it('says under the field which characters it dropped, and still sends what it shows', async () => {
    ticketIs(SAMPLE_PAID_ONLINE);
    const sent = recordReceipts();
    renderApp(`/valet/receipt?pn=${PN}`);
    const ue = typist();
    const input = await screen.findByLabelText(VALET_TEXT.receiptEmailLabel);
    expect(screen.queryByText(/This field cannot send/)).not.toBeInTheDocument();
    await ue.type(input, 'mary-jane_o@my-company.com');
    // SPEC 5's stripping is kept: what is shown is what is sent.
    expect(input).toHaveValue('maryjaneo@mycompany.com');
    const notice = valetReceiptEmailDropped(['-', '_']);
    expect(notice).toBe("This field cannot send '-' or '_'. Check the address before sending: the receipt goes to exactly what is shown.");
    expect(screen.getByText(notice)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(notice);
    await ue.click(screen.getByRole('button', { name: MESSAGES.sendReceipt }));
    expect(await screen.findByRole('button', { name: MESSAGES.receiptSent })).toBeInTheDocument();
    expect(sent).toEqual([{ valet: { _id: 'valet-1' }, email: 'maryjaneo@mycompany.com', phoneNumber: PN }]);
  });

  it('keeps the notice while the address shown is not the one typed, and drops it once they agree', async () => {
    ticketIs(SAMPLE_PAID_ONLINE);
    renderApp(`/valet/receipt?pn=${PN}`);
    const ue = typist();
    const input = await screen.findByLabelText(VALET_TEXT.receiptEmailLabel);
    await ue.type(input, 'mary-');
    expect(screen.getByText(valetReceiptEmailDropped(['-']))).toBeInTheDocument();
    // The next key alone is clean, but the address shown is still not the one typed.
    await ue.type(input, 'j');
    expect(input).toHaveValue('maryj');
    expect(screen.getByText(valetReceiptEmailDropped(['-']))).toBeInTheDocument();
    // Deleting back over the dash the field never showed.
    await ue.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('mar');
    expect(screen.queryByText(/This field cannot send/)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-describedby');
    await ue.type(input, '+x');
    expect(screen.getByText(valetReceiptEmailDropped(['+']))).toBeInTheDocument();
    await ue.clear(input);
    await ue.type(input, 'mary@example.com');
    expect(screen.queryByText(/This field cannot send/)).not.toBeInTheDocument();
  });

  it('says so for a pasted address too', async () => {
    ticketIs(SAMPLE_PAID_ONLINE);
    renderApp(`/valet/receipt?pn=${PN}`);
    const ue = typist();
    await ue.click(await screen.findByLabelText(VALET_TEXT.receiptEmailLabel));
    await ue.paste('mary+valet@example.com');
    expect(screen.getByLabelText(VALET_TEXT.receiptEmailLabel)).toHaveValue('maryvalet@example.com');
    expect(screen.getByText(valetReceiptEmailDropped(['+']))).toBeInTheDocument();
  });

  it('asks an unpaid customer for cash or to pay online', async () => {
    ticketIs(sampleTicket('parked'));
    renderApp(`/valet/receipt?pn=${PN}`);
    expect(await screen.findByText(VALET_MESSAGES.valetCashPrompt)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: VALET_TEXT.payOnline })).toHaveAttribute('href', `/valet/pay?pn=${PN}`);
    expect(screen.getByRole('button', { name: VALET_TEXT.back })).toHaveAttribute('href', `/valet/review?pn=${PN}`);
    expect(screen.queryByText(VALET_TEXT.thankYou)).not.toBeInTheDocument();
  });
});

describe('live updates (the staff press CASH PAYMENT while the customer looks)', () => {
  /** Opens `path` on an unpaid ticket, waits for `unpaidText`, then the desk takes cash and the stream says so. */
  async function paidInCashMeanwhile(path: string, unpaidText: string) {
    const unpaid = sampleTicket('parked');
    ticketIs(unpaid);
    const live = liveStreamOfPhone();
    renderApp(`${path}?pn=${PN}`);
    expect(await screen.findByText(unpaidText)).toBeInTheDocument();
    await waitFor(() => expect(live.open()).toBe(true));
    ticketIs(sampleTicket('paid'));
    live.send({ type: 'valet', ticketId: unpaid._id, status: 'paid' });
  }

  it('turns the pay page into Ticket Paid! without a reload', async () => {
    await paidInCashMeanwhile('/valet/pay', VALET_TEXT.payAmount(formatUsd(2500)));
    expect(await screen.findByText(VALET_MESSAGES.valetTicketPaid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: VALET_TEXT.payAmount(formatUsd(2500)) })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: VALET_TEXT.receipt })).toHaveAttribute('href', `/valet/receipt?pn=${PN}`);
    expect(figure(VALET_TEXT.totalPaid)).toHaveTextContent(formatUsd(2500));
  });

  it('turns the cash prompt of the receipt page into the paid receipt without a reload', async () => {
    await paidInCashMeanwhile('/valet/receipt', VALET_MESSAGES.valetCashPrompt);
    expect(await screen.findByText(VALET_TEXT.thankYou)).toBeInTheDocument();
    expect(screen.queryByText(VALET_MESSAGES.valetCashPrompt)).not.toBeInTheDocument();
    expect(lineValue(VALET_TEXT.totalPaid)).toBe(formatUsd(2500));
    expect(screen.getByRole('button', { name: MESSAGES.sendReceipt })).toBeInTheDocument();
  });

  it('says Your car is ready for you. on the review page as soon as the desk marks a requested car ready', async () => {
    const requested = sampleTicket('requested');
    ticketIs(requested);
    const live = liveStreamOfPhone();
    renderApp(`/valet/review?pn=${PN}`);
    expect(await screen.findByRole('button', { name: VALET_TEXT.unrequestCar })).toBeInTheDocument();
    expect(screen.queryByTestId('valet-ready-notice')).toBeNull();
    await waitFor(() => expect(live.open()).toBe(true));
    ticketIs(sampleTicket('ready'));
    live.send({ type: 'valet', ticketId: requested._id, status: 'ready' });
    expect(await screen.findByTestId('valet-ready-notice')).toHaveTextContent(VALET_MESSAGES.valetReadyForYou);
  });

  it('shows the review page paid without a reload', async () => {
    await paidInCashMeanwhile('/valet/review', VALET_TEXT.estTotal);
    expect(await screen.findByText(VALET_MESSAGES.valetTicketPaid)).toBeInTheDocument();
    expect(screen.getByTestId('valet-status')).toHaveTextContent('paid');
  });
});

describe('the phone number as the customer writes it', () => {
  const DIGITS = '4045550199';

  /** GET /valets/pn/{phone}: a ticket for DIGITS only; records the numbers asked about. */
  function ticketOfDigits(): string[] {
    const asked: string[] = [];
    server.use(
      answerGet<GetValetByPhoneApiResponse>('*/api/v1/valets/pn/:phone', ({ params }) => {
        asked.push(String(params.phone));
        return byPhoneAnswer(params.phone === DIGITS ? sampleTicket('parked', { phoneNumber: DIGITS }) : null);
      }),
    );
    return asked;
  }

  it.each(['404-555-0199', '(404) 555-0199', '+14045550199', '404 555 0199', '404.555.0199', '+1 (404) 555-0199', '1-404-555-0199'])(
    'finds the ticket of %s by its ten digits, and links on with them',
    async (typed) => {
      const asked = ticketOfDigits();
      renderApp(`/valet/review?pn=${encodeURIComponent(typed)}`);
      expect(await screen.findByText('#1042')).toBeInTheDocument();
      expect(new Set(asked)).toEqual(new Set([DIGITS]));
      expect(screen.getByRole('button', { name: VALET_TEXT.payOnline })).toHaveAttribute('href', `/valet/pay?pn=${DIGITS}`);
      expect(screen.getByRole('button', { name: VALET_TEXT.payCash })).toHaveAttribute('href', `/valet/receipt?pn=${DIGITS}`);
    },
  );

  it('reads a link whose + was left unescaped (a space once decoded) the same way', async () => {
    const asked = ticketOfDigits();
    renderApp('/valet/review?pn=+14045550199');
    expect(await screen.findByText('#1042')).toBeInTheDocument();
    expect(new Set(asked)).toEqual(new Set([DIGITS]));
  });

  it('sends the digits as the phone number of a request', async () => {
    ticketOfDigits();
    const sent = recordRequests();
    renderApp(`/valet/review?pn=${encodeURIComponent('(404) 555-0199')}`);
    await typist().click(await screen.findByRole('button', { name: VALET_TEXT.requestYourCar }));
    await waitFor(() => expect(sent).toEqual([{ status: 'requested', phoneNumber: DIGITS }]));
  });

  it.each([
    ['/valet/pay', VALET_TEXT.estTotal],
    ['/valet/receipt', VALET_MESSAGES.valetCashPrompt],
  ])('opens %s of a formatted number too', async (path, shown) => {
    const asked = ticketOfDigits();
    renderApp(`${path}?pn=${encodeURIComponent('404-555-0199')}`);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(new Set(asked)).toEqual(new Set([DIGITS]));
    expect(screen.getByRole('button', { name: VALET_TEXT.back })).toHaveAttribute('href', `/valet/review?pn=${DIGITS}`);
  });

  it.each(['404-555-01999', 'call me', '+44 20 7946 0000'])(
    'says %s has no tickets, as typed, without asking the server',
    async (typed) => {
      const asked = ticketOfDigits();
      renderApp(`/valet/review?pn=${encodeURIComponent(typed)}`);
      expect(await screen.findByRole('heading', { name: noValetTickets(typed) })).toBeInTheDocument();
      expect(asked).toEqual([]);
    },
  );
});

describe('a refetch that gets no answer (QA: signal lost while the staff change the ticket)', () => {
  it('keeps the ticket and the tip chosen on the pay page, and says only what failed', async () => {
    const unpaid = sampleTicket('parked');
    ticketIs(unpaid);
    const live = liveStreamOfPhone();
    renderApp(`/valet/pay?pn=${PN}`);
    const ue = typist();
    await ue.click(await screen.findByRole('button', { name: `${VALET_TEXT.tipPercent(15)} ${formatUsd(375)}` }));
    await waitFor(() => expect(live.open()).toBe(true));
    let asked = 0;
    server.use(
      http.get(`*/api/v1/valets/pn/${PN}`, () => {
        asked += 1;
        return HttpResponse.error();
      }),
    );
    live.send({ type: 'valet', ticketId: unpaid._id, status: 'ready' });
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    // Still the same page, the same choice: nothing to pick again once the signal is back.
    expect(await screen.findByRole('button', { name: VALET_TEXT.payAmount(formatUsd(2875)) })).toBeInTheDocument();
    expect(figure(VALET_TEXT.estTotal)).toHaveTextContent(formatUsd(2500));
  });

  it('still says a refusal about the ticket itself (404) instead of the ticket last seen', async () => {
    const unpaid = sampleTicket('parked');
    ticketIs(unpaid);
    const live = liveStreamOfPhone();
    renderApp(`/valet/review?pn=${PN}`);
    expect(await screen.findByText(VALET_TEXT.estTotal)).toBeInTheDocument();
    await waitFor(() => expect(live.open()).toBe(true));
    server.use(answerGet<GetValetByPhoneApiResponse>(`*/api/v1/valets/pn/${PN}`, () => failure(404, 'Ticket gone.')));
    live.send({ type: 'valet', ticketId: unpaid._id, status: 'completed' });
    expect(await screen.findByText('Ticket gone.')).toBeInTheDocument();
    expect(screen.queryByText(VALET_TEXT.estTotal)).toBeNull();
  });
});
