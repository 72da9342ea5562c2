import { screen, waitFor } from '@testing-library/react';
import type { CreateValetApiResponse, GetValetByIdApiResponse, UpdateValetApiResponse } from '../../../src/app/api/generated/valets';
import { sampleTicket } from '../../../src/app/features/valet/samples';
import ValetCreatePage from '../../../src/app/features/valet/ValetCreatePage';
import ValetEditPage from '../../../src/app/features/valet/ValetEditPage';
import { VALET_MESSAGES, VALET_TEXT, valetTicketNumberTaken } from '../../../src/shared/messages';
import { typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPatch, answerPost, failure } from '../app/typedHandlers';
import { FIRST_PAINT } from '../owners/support';
import { renderValetPage } from './support';

useMswServer();
jest.setTimeout(90_000);

type User = ReturnType<typeof typist>;

const openCreate = () =>
  renderValetPage(<ValetCreatePage />, '/valet/create', ['/valet', '/valet/create?phoneNumber=5551234567&existing=true']);

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
    openCreate();
    const create = await screen.findByRole('button', { name: VALET_TEXT.createTicket }, FIRST_PAINT);
    await ue.click(create);
    expect(await screen.findByText(VALET_MESSAGES.valetFieldsRequired)).toBeInTheDocument();

    await fillRequired(ue, VALET_TEXT.color);
    await ue.click(create);
    expect(screen.getByText(VALET_MESSAGES.valetFieldsRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await ue.type(screen.getByLabelText(VALET_TEXT.color), 'Blue');
    await ue.type(screen.getByLabelText(VALET_TEXT.price), '12.5x');
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

  it('shows the server’s refusal (409) in red', async () => {
    const ue = typist();
    server.use(answerPost<CreateValetApiResponse>('*/api/v1/valets', () => failure(409, valetTicketNumberTaken('205'))));
    openCreate();
    await screen.findByLabelText(VALET_TEXT.ticketNumber, undefined, FIRST_PAINT);
    await fillRequired(ue);
    await ue.click(screen.getByRole('button', { name: VALET_TEXT.createTicket }));
    expect(await screen.findByRole('alert')).toHaveTextContent(valetTicketNumberTaken('205'));
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
});
