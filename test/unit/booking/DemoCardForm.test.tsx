import { render, screen } from '@testing-library/react';
import { cardProblems, DemoCardForm, formatExpiry } from '../../../src/app/features/booking/DemoCardForm';
import { demoCardNumberInvalid, MESSAGES, PARKING_TEXT } from '../../../src/shared/messages';
import { typist } from '../app/renderWithProviders';

/** The form alone, with an onPay that records what it was given. */
function renderForm(error: string | null = null) {
  const paid: unknown[] = [];
  const onPay = jest.fn(async (card: unknown) => {
    paid.push(card);
  });
  const view = render(<DemoCardForm amountText="$24.30" onPay={onPay} error={error} />);
  return { paid, view };
}

async function payWith(values: { card?: string; expiry?: string; cvc?: string }) {
  const ue = typist();
  if (values.card) await ue.type(screen.getByLabelText(PARKING_TEXT.cardNumber), values.card);
  if (values.expiry) await ue.type(screen.getByLabelText(PARKING_TEXT.expiry), values.expiry);
  if (values.cvc) await ue.type(screen.getByLabelText(PARKING_TEXT.cvc), values.cvc);
  await ue.click(screen.getByRole('button', { name: `${PARKING_TEXT.pay} $24.30` }));
  return ue;
}

describe('DemoCardForm', () => {
  it('says which details are not valid when all three are filled with bad values, not "fill in"', async () => {
    const { paid } = renderForm();
    await payWith({ card: '1234', expiry: '13/99', cvc: '1' });
    expect(screen.getByLabelText(PARKING_TEXT.expiry)).toHaveValue('13/99');
    expect(await screen.findByText(demoCardNumberInvalid())).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.demoExpiryInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.demoCvcInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(PARKING_TEXT.cardNumber)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(PARKING_TEXT.expiry)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(PARKING_TEXT.cvc)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(PARKING_TEXT.cardFieldsRequired)).not.toBeInTheDocument();
    expect(paid).toEqual([]);
  });

  it('names only the wrong field: an expiry in the past', async () => {
    const { paid } = renderForm();
    await payWith({ card: '4242424242424242', expiry: '0120', cvc: '123' });
    expect(await screen.findByText(MESSAGES.demoExpiryInvalid)).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText(PARKING_TEXT.cardNumber)).not.toHaveAttribute('aria-invalid');
    expect(paid).toEqual([]);
  });

  it('asks to fill in the card only when a field is empty', async () => {
    const { paid } = renderForm();
    await payWith({ card: '4242424242424242', cvc: '1' });
    expect(await screen.findByText(PARKING_TEXT.cardFieldsRequired)).toBeInTheDocument();
    // The CVC that is filled but wrong still says so.
    expect(screen.getByText(MESSAGES.demoCvcInvalid)).toBeInTheDocument();
    expect(paid).toEqual([]);
  });

  it('clears a problem once the field is mended, and pays with good details', async () => {
    const { paid } = renderForm();
    const ue = await payWith({ card: '4242424242424242', expiry: '1230', cvc: '1' });
    expect(await screen.findByText(MESSAGES.demoCvcInvalid)).toBeInTheDocument();
    await ue.type(screen.getByLabelText(PARKING_TEXT.cvc), '23');
    expect(screen.queryByText(MESSAGES.demoCvcInvalid)).not.toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: `${PARKING_TEXT.pay} $24.30` }));
    expect(paid).toEqual([{ cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' }]);
  });

  it('keeps a four-digit year: 12/2030 as typed is accepted and sent as typed', async () => {
    const { paid } = renderForm();
    await payWith({ card: '4242424242424242', expiry: '12/2030', cvc: '123' });
    expect(screen.getByLabelText(PARKING_TEXT.expiry)).toHaveValue('12/2030');
    expect(screen.queryByText(MESSAGES.demoExpiryInvalid)).not.toBeInTheDocument();
    expect(paid).toEqual([{ cardNumber: '4242424242424242', expiry: '12/2030', cvc: '123' }]);
  });

  it('pads a one-digit month followed by "/": 1/30 is 01/30, not 13/0', async () => {
    const { paid } = renderForm();
    await payWith({ card: '4242424242424242', expiry: '1/30', cvc: '123' });
    expect(screen.getByLabelText(PARKING_TEXT.expiry)).toHaveValue('01/30');
    expect(paid).toEqual([{ cardNumber: '4242424242424242', expiry: '01/30', cvc: '123' }]);
  });

  it('takes card numbers up to 19 digits, grouped by four, and no more', async () => {
    const { paid } = renderForm();
    await payWith({ card: '42424242424242424241234', expiry: '1230', cvc: '123' });
    expect(screen.getByLabelText(PARKING_TEXT.cardNumber)).toHaveValue('4242 4242 4242 4242 424');
    expect(paid).toEqual([{ cardNumber: '4242424242424242424', expiry: '12/30', cvc: '123' }]);
  });

  it('masks the expiry into the shapes the provider accepts (MM/YY, MM/YYYY)', () => {
    const cases: [string, string][] = [
      ['1', '1'],
      ['12', '12'],
      ['123', '12/3'],
      ['1230', '12/30'],
      ['12/', '12/'],
      ['12/2', '12/2'],
      ['12/2030', '12/2030'],
      ['12/20301', '12/2030'],
      ['122030', '12/2030'],
      ['1/', '01/'],
      ['1/30', '01/30'],
      ['01', '01'],
      ['12 / 30', '12/30'],
      ['ab12cd', '12'],
    ];
    expect(cases.map(([typed]) => [typed, formatExpiry(typed)])).toEqual(cases);
  });

  it("shows the provider's answer to the card sent", () => {
    renderForm(MESSAGES.demoCardDeclined);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.demoCardDeclined);
  });

  it('checks as the demo provider does (12 to 19 digits, MM/YY not past, 3 or 4 digit CVC)', () => {
    const now = new Date('2026-05-15T12:00:00Z');
    const good = { cardNumber: '4242 4242 4242 4242', expiry: '05/26', cvc: '1234' };
    expect(cardProblems(good, now)).toEqual({ missing: false });
    expect(cardProblems({ ...good, expiry: '04/26' }, now)).toEqual({ missing: false, expiry: MESSAGES.demoExpiryInvalid });
    expect(cardProblems({ ...good, expiry: '00/30' }, now)).toEqual({ missing: false, expiry: MESSAGES.demoExpiryInvalid });
    expect(cardProblems({ ...good, expiry: '12/3' }, now)).toEqual({ missing: false, expiry: MESSAGES.demoExpiryInvalid });
    expect(cardProblems({ ...good, cardNumber: '4242 4242 424' }, now)).toEqual({ missing: false, cardNumber: demoCardNumberInvalid() });
    expect(cardProblems({ ...good, cardNumber: '4242 4242 4242' }, now)).toEqual({ missing: false });
    expect(cardProblems({ cardNumber: '', expiry: '', cvc: '' }, now)).toEqual({ missing: true });
  });
});
