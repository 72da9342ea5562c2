import { render, screen, waitFor, within } from '@testing-library/react';
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
import {
  byPhoneAnswer,
  sampleTicket,
  SAMPLE_PAID_ONLINE,
  SAMPLE_REQUESTED,
  SAMPLE_VALET_PHONE,
} from '../../../src/app/features/valetCustomer/samples';
import { tipCents } from '../../../src/app/features/valetCustomer/ValetPayPage';
import ValetReviewPage from '../../../src/app/features/valetCustomer/ValetReviewPage';
import { makeStore, TestProviders } from '../../../src/app/testing/TestProviders';
import {
  MESSAGES,
  noValetTickets,
  PARKING_TEXT,
  paymentRefundedInstead,
  VALET_MESSAGES,
  VALET_TEXT,
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
    expect(screen.getByRole('link', { name: VALET_TEXT.payOnline })).toHaveAttribute('href', `/valet/pay?pn=${PN}`);
    expect(screen.getByRole('link', { name: VALET_TEXT.payCash })).toHaveAttribute('href', `/valet/receipt?pn=${PN}`);
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
    expect(screen.getByRole('link', { name: VALET_TEXT.payOnline })).not.toHaveClass('p-btn-primary');
    expect(screen.getByRole('link', { name: VALET_TEXT.payCash })).toHaveAttribute('href', `/valet/receipt?pn=${PN}`);
    expect(screen.getByText(VALET_TEXT.totalPaid)).toBeInTheDocument();
    expect(screen.getByText(total)).toBeInTheDocument();
    expect(screen.queryByText(VALET_TEXT.estTotal)).not.toBeInTheDocument();
  });

  it('keeps Pay Online the main button while the ticket is unpaid, and does not call it paid', async () => {
    ticketIs(sampleTicket('parked'));
    renderApp(`/valet/review?pn=${PN}`);
    expect(await screen.findByRole('link', { name: VALET_TEXT.payOnline })).toHaveClass('p-btn-primary');
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
    await ue.click(await screen.findByRole('link', { name: VALET_TEXT.payOnline }));
    await ue.click(await screen.findByRole('button', { name: VALET_TEXT.payAmount(formatUsd(2500)) }));
    await ue.type(await screen.findByLabelText(PARKING_TEXT.cardNumber), '4242424242424242');
    await ue.type(screen.getByLabelText(PARKING_TEXT.expiry), '1230');
    await ue.type(screen.getByLabelText(PARKING_TEXT.cvc), '123');
    await ue.click(screen.getByRole('button', { name: `${PARKING_TEXT.pay} ${formatUsd(2500)}` }));
    expect(await screen.findByText(VALET_MESSAGES.valetTicketPaid)).toBeInTheDocument();
    await ue.click(screen.getByRole('link', { name: VALET_TEXT.back }));
    expect(await screen.findByText(VALET_MESSAGES.valetTicketPaid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: VALET_TEXT.payOnline })).not.toHaveClass('p-btn-primary');
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

  it('offers Unrequest Car and the usual wait while requested', async () => {
    ticketIs(SAMPLE_REQUESTED);
    const sent = recordRequests();
    renderApp(`/valet/review?pn=${PN}`);
    expect(await screen.findByText(VALET_TEXT.readyEstimate(7))).toBeInTheDocument();
    await typist().click(screen.getByRole('button', { name: VALET_TEXT.unrequestCar }));
    await waitFor(() => expect(sent).toEqual([{ status: 'unrequested', phoneNumber: PN }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses on a ready ticket without calling the server', async () => {
    ticketIs(sampleTicket('ready'));
    const sent = recordRequests();
    renderApp(`/valet/review?pn=${PN}`);
    const button = await screen.findByRole('button', { name: VALET_TEXT.requestYourCar });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await typist().click(button);
    expect(await screen.findByText(VALET_MESSAGES.valetReadyForYou)).toBeInTheDocument();
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

  it('shows Ticket Paid! and Receipt when the ticket is paid', async () => {
    ticketIs(SAMPLE_PAID_ONLINE);
    renderApp(`/valet/pay?pn=${PN}`);
    expect(await screen.findByText(VALET_MESSAGES.valetTicketPaid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: VALET_TEXT.receipt })).toHaveAttribute('href', `/valet/receipt?pn=${PN}`);
    expect(screen.getByRole('heading', { name: VALET_MESSAGES.valetPaymentTitle })).toBeInTheDocument();
  });

  it('shows Ticket Paid! when there is nothing to pay', async () => {
    ticketIs(sampleTicket('parked', { price: 0, estimatedTotal: 0 }));
    renderApp(`/valet/pay?pn=${PN}`);
    expect(await screen.findByText(VALET_MESSAGES.valetTicketPaid)).toBeInTheDocument();
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
    renderApp(`/valet/pay?pn=${PN}`);
    const ue = typist();
    await ue.click(await screen.findByRole('button', { name: VALET_TEXT.payAmount(formatUsd(2500)) }));
    await ue.type(await screen.findByLabelText(PARKING_TEXT.cardNumber), '4242424242424242');
    await ue.type(screen.getByLabelText(PARKING_TEXT.expiry), '1230');
    await ue.type(screen.getByLabelText(PARKING_TEXT.cvc), '123');
    await ue.click(screen.getByRole('button', { name: `${PARKING_TEXT.pay} ${formatUsd(2500)}` }));
    expect(await screen.findByText(refunded)).toBeInTheDocument();
    expect(await screen.findByText(VALET_MESSAGES.valetTicketPaid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PARKING_TEXT.retryBooking })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(PARKING_TEXT.cardNumber)).not.toBeInTheDocument();
  });

  it('disables Pay while the payment opens, so a double tap sends one request', async () => {
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
    await waitFor(() => expect(pay).toBeDisabled());
    await ue.click(pay);
    release();
    expect(await screen.findByLabelText(PARKING_TEXT.cardNumber)).toBeInTheDocument();
    expect(calls).toBe(1);
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
    expect(screen.getByRole('link', { name: VALET_TEXT.done })).toHaveAttribute('href', `/valet/review?pn=${PN}`);
  });

  it('asks an unpaid customer for cash or to pay online', async () => {
    ticketIs(sampleTicket('parked'));
    renderApp(`/valet/receipt?pn=${PN}`);
    expect(await screen.findByText(VALET_MESSAGES.valetCashPrompt)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: VALET_TEXT.payOnline })).toHaveAttribute('href', `/valet/pay?pn=${PN}`);
    expect(screen.getByRole('link', { name: VALET_TEXT.back })).toHaveAttribute('href', `/valet/review?pn=${PN}`);
    expect(screen.queryByText(VALET_TEXT.thankYou)).not.toBeInTheDocument();
  });
});
