import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type {
  CreateValetApiResponse,
  FindValetByPhoneApiResponse,
  GetValetsApiResponse,
  GetValetByIdApiResponse,
  UpdateValetApiResponse,
} from '../../../src/app/api/generated/valets';
import type { ValetTicket } from '../../../src/app/api/enhanced/valets';
import { lookupAnswer, sampleTicket, twoCarsOnOneNumber } from '../../../src/app/features/valet/samples';
import ValetCreatePage from '../../../src/app/features/valet/ValetCreatePage';
import ValetEditPage from '../../../src/app/features/valet/ValetEditPage';
import { ticketBody } from '../../../src/app/features/valet/ValetTicketForm';
import { MESSAGES, VALET_MESSAGES, VALET_TEXT, valetTicketNumberTaken } from '../../../src/shared/messages';
import { typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPatch, answerPost, failure } from '../app/typedHandlers';
import { FIRST_PAINT } from '../owners/support';
import { renderValetPage } from './support';

useMswServer();
jest.setTimeout(90_000);

type User = ReturnType<typeof typist>;

/** The number's open tickets as POST /valets/get answers them before a ticket is created (none unless a test says). */
const openTicketOfNumber = (...open: ValetTicket[]) =>
  answerPost<FindValetByPhoneApiResponse>('*/api/v1/valets/get', () => lookupAnswer(...open));

/** GET /valets: the day's tickets (by default none but a completed one of the plate typed below, which does not count). */
const dayOf = (...valets: ValetTicket[]) =>
  answerGet<GetValetsApiResponse>('*/api/v1/valets', () => ({
    status: 'success',
    results: valets.length,
    valets,
    totalParked: 0,
    totalRequested: 0,
    totalRevenue: 0,
    medianReadyMinutes: null,
  }));

const openCreate = () => {
  server.use(openTicketOfNumber(), dayOf(sampleTicket({ _id: 'v-done', plateNumber: 'ABC1234', state: 'NY', status: 'completed' })));
  return renderValetPage(<ValetCreatePage />, '/valet/create', ['/valet', '/valet/create?phoneNumber=5551234567&existing=true']);
};

async function fillRequired(ue: User, except?: string) {
  const fields: [string, string][] = [
    [VALET_TEXT.ticketNumber, '205'],
    [VALET_TEXT.plateNumber, 'abc-12 34'],
    [VALET_TEXT.state, 'ny'],
    [VALET_TEXT.make, 'Honda'],
    [VALET_TEXT.color, 'Blue'],
    [VALET_TEXT.firstName, 'Grace'],
  ];
  for (const [label, value] of fields) if (label !== except) await ue.type(screen.getByLabelText(label), value);
}

/** Answers POST /valets with a new ticket v-new (201); the bodies sent are collected in the array returned. */
function createdTickets(): unknown[] {
  const sent: unknown[] = [];
  server.use(
    answerPost<CreateValetApiResponse>(
      '*/api/v1/valets',
      async ({ request }) => {
        sent.push(await request.json());
        return { status: 'success', valet: sampleTicket({ _id: 'v-new' }) };
      },
      { status: 201 },
    ),
  );
  return sent;
}

/** The create form filled and sent for a number with open ticket #1005: the question it asks. */
async function askedAboutOpenTicket(ue: User): Promise<HTMLElement> {
  openCreate();
  server.use(openTicketOfNumber(sampleTicket({ _id: 'v-open', ticketNumber: '1005', phoneNumber: '5551234567' })));
  const create = await screen.findByRole('button', { name: VALET_TEXT.createTicket }, FIRST_PAINT);
  await fillRequired(ue);
  await ue.click(create);
  return screen.findByRole('dialog');
}

describe('/valet/create', () => {
  it('fills in the looked-up phone number and upper-cases plate and state as typed', async () => {
    const ue = typist();
    openCreate();
    expect(await screen.findByLabelText(VALET_TEXT.phoneNumber, undefined, FIRST_PAINT)).toHaveValue('5551234567');
    await ue.type(screen.getByLabelText(VALET_TEXT.plateNumber), 'abc1234xyz');
    expect(screen.getByLabelText(VALET_TEXT.plateNumber)).toHaveValue('ABC1234X');
    await ue.type(screen.getByLabelText(VALET_TEXT.state), 'nyc');
    expect(screen.getByLabelText(VALET_TEXT.state)).toHaveValue('NY');
    expect(screen.getByRole('radio', { name: 'Automatic' })).toBeChecked();
  });

  it('refuses a missing required field with the message and sends nothing; then sends the price in cents and opens the ticket', async () => {
    const ue = typist();
    const sent = createdTickets();
    openCreate();
    const create = await screen.findByRole('button', { name: VALET_TEXT.createTicket }, FIRST_PAINT);
    await ue.click(create);
    expect(await screen.findByText(VALET_MESSAGES.valetFieldsRequired)).toBeInTheDocument();

    await fillRequired(ue, VALET_TEXT.color);
    await ue.click(create);
    expect(screen.getByText(VALET_MESSAGES.valetFieldsRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await ue.type(screen.getByLabelText(VALET_TEXT.color), 'Blue');
    // Empty, the price field says the ticket would be free; typed, it gives the format again.
    expect(screen.getByText(VALET_TEXT.priceEmpty)).toBeInTheDocument();
    await ue.type(screen.getByLabelText(VALET_TEXT.price), '12.5x');
    await waitFor(() => expect(screen.queryByText(VALET_TEXT.priceEmpty)).not.toBeInTheDocument());
    expect(screen.getByText(VALET_TEXT.priceHint)).toBeInTheDocument();
    await ue.click(create);
    expect(await screen.findByText(VALET_MESSAGES.valetPriceInvalid)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await ue.clear(screen.getByLabelText(VALET_TEXT.price));
    await ue.type(screen.getByLabelText(VALET_TEXT.price), '12.50');
    await ue.click(screen.getByRole('radio', { name: 'Stick' }));
    await ue.click(create);
    expect(await screen.findByTestId('where')).toHaveTextContent('/valet/details?valetId=v-new');
    expect(sent).toEqual([
      {
        ticketNumber: '205',
        phoneNumber: '5551234567',
        plateNumber: 'ABC1234',
        state: 'NY',
        make: 'Honda',
        model: '',
        color: 'Blue',
        description: '',
        firstName: 'Grace',
        lastName: '',
        email: '',
        isHourly: false,
        transmissionType: 'Stick',
        price: 1250,
      },
    ]);
  });

  it('toggles Hourly from anywhere on its 48 px row (a thumb-sized target, drawn as a box saying how it is set), once per tap, and from the switch itself; sends what it shows', async () => {
    const ue = typist();
    const sent = createdTickets();
    openCreate();
    const hourly = await screen.findByRole('switch', { name: VALET_TEXT.hourly }, FIRST_PAINT);
    const row = screen.getByTestId('valet-hourly-row');
    expect(row).toContainElement(hourly);
    expect(row).toHaveStyle({ minHeight: '48px', display: 'flex' });
    expect(row).toHaveTextContent(VALET_TEXT.hourlyOff);
    expect(hourly).not.toBeChecked();
    await ue.click(row);
    expect(hourly).toBeChecked();
    expect(row).toHaveTextContent(VALET_TEXT.hourlyOn);
    // The words beside it are the row's, not part of the switch's name, nor a label of anything:
    // "Flat price" answered a search for the Price field's label (the e2e's getByLabel('Price')).
    expect(screen.getAllByLabelText(/price/i)).toEqual([screen.getByRole('textbox', { name: VALET_TEXT.price })]);
    await ue.click(within(row).getByText(VALET_TEXT.hourlyOn));
    expect(hourly).not.toBeChecked();
    expect(row).toHaveTextContent(VALET_TEXT.hourlyOff);
    await ue.click(hourly);
    expect(hourly).toBeChecked();
    await ue.click(screen.getByText(VALET_TEXT.hourly));
    expect(hourly).not.toBeChecked();
    await ue.click(row);
    expect(screen.getByRole('switch', { name: VALET_TEXT.hourly })).toBe(hourly);
    await fillRequired(ue);
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.createTicket }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/valet/details?valetId=v-new');
    expect(sent).toEqual([expect.objectContaining({ isHourly: true })]);
  });

  it('asks first when the number has an open ticket: open it, or create another for a second car', async () => {
    const ue = typist();
    const sent = createdTickets();
    const dialog = await askedAboutOpenTicket(ue);
    expect(dialog).toHaveTextContent(VALET_TEXT.openTicketBody('1005', '5551234567'));
    expect(sent).toEqual([]);
    await ue.click(within(dialog).getByRole('button', { name: VALET_TEXT.createAnother }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/valet/details?valetId=v-new');
    expect(sent).toHaveLength(1);
  });

  it('asks first when the car (its plate and state) has an open ticket on another number: open it, or create another', async () => {
    const ue = typist();
    const sent = createdTickets();
    openCreate();
    server.use(dayOf(sampleTicket({ _id: 'v-same', ticketNumber: '777', phoneNumber: '5559990000', plateNumber: 'ABC1234', state: 'NY' })));
    const create = await screen.findByRole('button', { name: VALET_TEXT.createTicket }, FIRST_PAINT);
    await fillRequired(ue);
    await ue.click(create);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(VALET_TEXT.sameCarTitle)).toBeInTheDocument();
    expect(dialog).toHaveTextContent(VALET_TEXT.sameCarBody('ABC1234 NY'));
    expect(sent).toEqual([]);
    await ue.click(within(dialog).getByRole('button', { name: VALET_TEXT.openExisting('777') }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/valet/details?valetId=v-same');
    expect(sent).toEqual([]);
  });

  it('opens the open ticket instead, creating nothing', async () => {
    const ue = typist();
    const sent = createdTickets();
    const dialog = await askedAboutOpenTicket(ue);
    await ue.click(within(dialog).getByRole('button', { name: VALET_TEXT.openExisting('1005') }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/valet/details?valetId=v-open');
    expect(sent).toEqual([]);
  });

  it('with several open tickets on the number, lists every one and opens the one chosen, creating nothing', async () => {
    const ue = typist();
    const sent = createdTickets();
    openCreate();
    server.use(openTicketOfNumber(...twoCarsOnOneNumber()));
    const create = await screen.findByRole('button', { name: VALET_TEXT.createTicket }, FIRST_PAINT);
    await fillRequired(ue);
    await ue.click(create);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(VALET_TEXT.openTicketsTitle(2))).toBeInTheDocument();
    expect(dialog).toHaveTextContent(VALET_TEXT.openTicketsBody('5551234567'));
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((t) => t.textContent),
    ).toEqual([`#9003 TSL9003 Tesla White ${VALET_TEXT.carPaid} requested`, '#9002 HND9002 Honda Blue parked']);
    await ue.click(within(dialog).getByRole('button', { name: '#9002 HND9002 Honda Blue parked' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/valet/details?valetId=v-9002');
    expect(sent).toEqual([]);
  });

  it('asks only about open tickets the desk did not list before "Create another ticket"', async () => {
    const ue = typist();
    const sent = createdTickets();
    const [newer, older] = twoCarsOnOneNumber();
    server.use(openTicketOfNumber(newer!, older!));
    // The desk listed only #9002: #9003 was opened since, so it is asked about.
    renderValetPage(<ValetCreatePage />, '/valet/create', [
      '/valet',
      { pathname: '/valet/create', search: '?phoneNumber=6175550888&existing=true', state: { openTicketsSeen: [older!._id] } },
    ]);
    const create = await screen.findByRole('button', { name: VALET_TEXT.createTicket }, FIRST_PAINT);
    await fillRequired(ue);
    await ue.click(create);
    const dialog = await screen.findByRole('dialog');
    await ue.click(within(dialog).getByRole('button', { name: VALET_TEXT.createAnother }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/valet/details?valetId=v-new');
    expect(sent).toHaveLength(1);
  });

  it('says the desk found no open ticket for the number when it opened New Ticket for that reason, and nothing otherwise', async () => {
    renderValetPage(<ValetCreatePage />, '/valet/create', [
      '/valet',
      { pathname: '/valet/create', search: '?phoneNumber=5559876543&existing=true', state: { openTicketsSeen: [], noOpenTicket: true } },
    ]);
    expect(await screen.findByText(VALET_TEXT.noOpenTicketFor('5559876543'), undefined, FIRST_PAINT)).toHaveAttribute('role', 'status');
    cleanup();
    openCreate();
    await screen.findByLabelText(VALET_TEXT.ticketNumber, undefined, FIRST_PAINT);
    expect(screen.queryByText(/No open ticket for/)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal (409) in red', async () => {
    const ue = typist();
    server.use(answerPost<CreateValetApiResponse>('*/api/v1/valets', () => failure(409, valetTicketNumberTaken('205'))));
    openCreate();
    await screen.findByLabelText(VALET_TEXT.ticketNumber, undefined, FIRST_PAINT);
    await fillRequired(ue);
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.createTicket }));
    expect(await screen.findByRole('alert')).toHaveTextContent(valetTicketNumberTaken('205'));
  });

  it('refuses a one-letter state in the server’s words (after the required fields) and sends nothing', async () => {
    const ue = typist();
    const sent: unknown[] = [];
    server.use(
      answerPost<CreateValetApiResponse>('*/api/v1/valets', async ({ request }) => {
        sent.push(await request.json());
        return failure(400, 'state: two letters');
      }),
    );
    openCreate();
    await screen.findByLabelText(VALET_TEXT.ticketNumber, undefined, FIRST_PAINT);
    await fillRequired(ue, VALET_TEXT.state);
    await ue.type(screen.getByLabelText(VALET_TEXT.state), 'n');
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.createTicket }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.stateInvalid);
    expect(sent).toEqual([]);
  });

  it('offline, says plainly the ticket was not saved (not fetch’s own words)', async () => {
    const ue = typist();
    server.use(http.post('*/api/v1/valets', () => HttpResponse.error()));
    openCreate();
    await screen.findByLabelText(VALET_TEXT.ticketNumber, undefined, FIRST_PAINT);
    await fillRequired(ue);
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.createTicket }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VALET_MESSAGES.valetNotSaved);
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });

  describe('its error out of sight above a long form', () => {
    const scrolls: { element: Element; options: unknown }[] = [];
    let reducedMotion = false;
    const realMatchMedia = window.matchMedia;
    beforeEach(() => {
      scrolls.length = 0;
      reducedMotion = false;
      // jsdom neither lays out nor scrolls: the banner is made to sit above the screen.
      Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
        scrolls.push({ element: this, options });
      };
      jest
        .spyOn(Element.prototype, 'getBoundingClientRect')
        .mockReturnValue({ top: -1500, bottom: -1440, left: 0, right: 390, width: 390, height: 60, x: 0, y: -1500 } as DOMRect);
      window.matchMedia = (query: string) =>
        ({ ...realMatchMedia(query), matches: reducedMotion && query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList;
    });
    afterEach(() => {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
      jest.restoreAllMocks();
      window.matchMedia = realMatchMedia;
    });

    it('is scrolled into view on each tap that ends with it, the same refusal included', async () => {
      const ue = typist();
      openCreate();
      const create = await screen.findByRole('button', { name: VALET_TEXT.createTicket }, FIRST_PAINT);
      await ue.click(create);
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(scrolls).toHaveLength(1));
      expect(within(scrolls[0]!.element as HTMLElement).getByRole('alert')).toBe(alert);
      expect(scrolls[0]!.options).toEqual({ block: 'center', behavior: 'smooth' });

      await ue.type(screen.getByLabelText(VALET_TEXT.make), 'Honda');
      await ue.click(create);
      await waitFor(() => expect(scrolls).toHaveLength(2));
      expect(screen.getByRole('alert')).toHaveTextContent(VALET_MESSAGES.valetFieldsRequired);
    });

    it('jumps without the smooth scroll when the device asks for reduced motion', async () => {
      reducedMotion = true;
      const ue = typist();
      openCreate();
      await ue.click(await screen.findByRole('button', { name: VALET_TEXT.createTicket }, FIRST_PAINT));
      await waitFor(() => expect(scrolls).toHaveLength(1));
      expect(scrolls[0]!.options).toEqual({ block: 'center', behavior: 'auto' });
    });
  });
});

describe('ticketBody', () => {
  const filled = {
    ticketNumber: '205',
    phoneNumber: '5551234567',
    plateNumber: 'ABC1234',
    state: 'NY',
    make: 'Honda',
    color: 'Blue',
    firstName: 'Grace',
  };

  it('checks plate and state with the shared rule, after the required fields', () => {
    expect(ticketBody({ ...filled, state: 'N' })).toEqual({ refusal: MESSAGES.stateInvalid });
    expect(ticketBody({ ...filled, plateNumber: 'AB$12' })).toEqual({ refusal: MESSAGES.plateInvalid });
    expect(ticketBody({ ...filled, state: 'N', color: '' })).toEqual({ refusal: VALET_MESSAGES.valetFieldsRequired });
    expect(ticketBody(filled)).toMatchObject({ body: { plateNumber: 'ABC1234', state: 'NY' } });
  });

  it('refuses an email that is not one in its own words (the banner, not a browser bubble beside a stale banner); empty is fine', () => {
    expect(ticketBody({ ...filled, email: 'dana@' })).toEqual({ refusal: VALET_MESSAGES.valetEmailInvalid });
    expect(ticketBody({ ...filled, email: '' })).toMatchObject({ body: { email: '' } });
    expect(ticketBody({ ...filled, email: 'dana@example.com' })).toMatchObject({ body: { email: 'dana@example.com' } });
  });
});

describe('/valet/details/edit', () => {
  it('loads the ticket (price in dollars) and saves it, then goes back to its details', async () => {
    const ue = typist();
    const ticket = sampleTicket({ isHourly: true, price: 1250 });
    const sent: unknown[] = [];
    server.use(
      answerGet<GetValetByIdApiResponse>(`*/api/v1/valets/${ticket._id}`, () => ({ status: 'success', valet: ticket })),
      answerPatch<UpdateValetApiResponse>(`*/api/v1/valets/${ticket._id}/update`, async ({ request }) => {
        sent.push(await request.json());
        return { status: 'success', valet: ticket };
      }),
    );
    renderValetPage(<ValetEditPage />, '/valet/details/edit', [`/valet/details/edit?valetId=${ticket._id}`]);
    const price = await screen.findByLabelText(VALET_TEXT.price, undefined, FIRST_PAINT);
    expect(price).toHaveValue('12.50');
    await ue.clear(price);
    await ue.type(price, '20');
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.updateTicket }));
    expect(await screen.findByTestId('where')).toHaveTextContent(`/valet/details?valetId=${ticket._id}`);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ ticketNumber: '101', price: 2000, isHourly: true, plateNumber: 'ABC1234' });
  });

  it('offline, keeps the form with what was typed, says plainly it was not saved, and saves on the next tap', async () => {
    const ue = typist();
    const ticket = sampleTicket({ isHourly: true, price: 1250 });
    server.use(answerGet<GetValetByIdApiResponse>(`*/api/v1/valets/${ticket._id}`, () => ({ status: 'success', valet: ticket })));
    renderValetPage(<ValetEditPage />, '/valet/details/edit', [`/valet/details/edit?valetId=${ticket._id}`]);
    const price = await screen.findByLabelText(VALET_TEXT.price, undefined, FIRST_PAINT);
    await ue.clear(price);
    await ue.type(price, '20');
    // Offline: the save and the refetch of the ticket that follows it fail alike.
    server.use(http.all('*/api/v1/valets/*', () => HttpResponse.error()));
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.updateTicket }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VALET_MESSAGES.valetNotSaved);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    expect(screen.getByLabelText(VALET_TEXT.price)).toHaveValue('20');

    const sent: unknown[] = [];
    server.use(
      answerGet<GetValetByIdApiResponse>(`*/api/v1/valets/${ticket._id}`, () => ({ status: 'success', valet: ticket })),
      answerPatch<UpdateValetApiResponse>(`*/api/v1/valets/${ticket._id}/update`, async ({ request }) => {
        sent.push(await request.json());
        return { status: 'success', valet: ticket };
      }),
    );
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.updateTicket }));
    expect(await screen.findByTestId('where')).toHaveTextContent(`/valet/details?valetId=${ticket._id}`);
    expect(sent).toEqual([expect.objectContaining({ price: 2000 })]);
  });
});
