import { screen, within } from '@testing-library/react';
import type { CreateStripeIntentApiResponse } from '../../../src/app/api/generated/billing';
import { hoursProblem, readHours } from '../../../src/app/features/booking/HoursField';
import { MESSAGES, PARKING_TEXT } from '../../../src/shared/messages';
import { renderApp, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerPost } from '../app/typedHandlers';
import { intentBody, lookupHandler, zoneHandler } from './fixtures';
import { fixClock } from '../app/clock';

useMswServer();

const PATH = '/locations/loc-1/zones/zone-1';
let intentCalls: unknown[];

// 9:00 in Chicago: the sample zone ($9.00 an hour, fee factor 0.35) is open 06:00-23:00.
beforeEach(() => {
  fixClock('2026-11-22T15:00:00Z');
  intentCalls = [];
  server.use(
    zoneHandler(),
    lookupHandler,
    answerPost<CreateStripeIntentApiResponse>('*/api/v1/billing/stripe-intent', async ({ request }) => {
      intentCalls.push(await request.json());
      return intentBody(1215);
    }),
  );
});
afterEach(() => jest.useRealTimers());

const hoursField = () => screen.getByLabelText(PARKING_TEXT.hours) as HTMLInputElement;
const total = () => screen.getByText(PARKING_TEXT.total).nextElementSibling as HTMLElement;

async function openStep0() {
  renderApp(PATH);
  await screen.findByLabelText(PARKING_TEXT.licensePlate);
  const ue = typist();
  await ue.type(document.getElementById('vehicle-1-plate') as HTMLInputElement, 'abc123');
  await ue.type(document.getElementById('vehicle-1-state') as HTMLInputElement, 'tx');
  return ue;
}

describe('booking flow: the hours field', () => {
  it('can be emptied while typing: backspace then 3 is 3 hours, not 13', async () => {
    const ue = await openStep0();
    await ue.type(hoursField(), '{backspace}');
    expect(hoursField()).toHaveValue('');
    // Nothing is priced for no hours, and nothing is said before the driver asks.
    expect(screen.queryByTestId('price-total')).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('—');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await ue.type(hoursField(), '3');
    expect(hoursField()).toHaveValue('3');
    // 3 x $9.00 = $27.00, fees 35%: $9.45.
    expect(within(screen.getByTestId('price-total')).getByText('$36.45')).toBeInTheDocument();
  });

  it('sends nothing for an empty field: Continue to Payment asks for the hours', async () => {
    const ue = await openStep0();
    await ue.clear(hoursField());
    await ue.click(screen.getByRole('button', { name: PARKING_TEXT.continueToPayment }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.hoursMissing);
    expect(hoursField()).toHaveAttribute('aria-invalid', 'true');
    expect(intentCalls).toEqual([]);
    expect(screen.queryByLabelText(PARKING_TEXT.cardNumber)).not.toBeInTheDocument();
    // Mended, the message goes and the booking goes on with those hours.
    await ue.type(hoursField(), '2');
    expect(screen.queryByText(MESSAGES.hoursMissing)).not.toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: PARKING_TEXT.continueToPayment }));
    expect(await screen.findByLabelText(PARKING_TEXT.cardNumber)).toBeInTheDocument();
    expect(intentCalls).toMatchObject([{ hours: 2 }]);
  });

  it('keeps 25 as typed and says the limit, pricing and sending nothing', async () => {
    const ue = await openStep0();
    await ue.type(hoursField(), '25', { initialSelectionStart: 0, initialSelectionEnd: hoursField().value.length });
    expect(hoursField()).toHaveValue('25');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.hoursTooMany);
    expect(MESSAGES.hoursTooMany).toContain('24');
    expect(screen.queryByTestId('price-total')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More hours' })).toBeDisabled();
    await ue.click(screen.getByRole('button', { name: PARKING_TEXT.continueToPayment }));
    expect(intentCalls).toEqual([]);
    // Fewer hours brings it back within the limit.
    await ue.click(screen.getByRole('button', { name: 'Fewer hours' }));
    expect(hoursField()).toHaveValue('24');
    expect(screen.queryByText(MESSAGES.hoursTooMany)).not.toBeInTheDocument();
  });

  it('keeps part hours as typed: 1.5 is 1 h 30 min, priced and sent as 1.5', async () => {
    const ue = await openStep0();
    await ue.type(hoursField(), '1.5', { initialSelectionStart: 0, initialSelectionEnd: hoursField().value.length });
    expect(hoursField()).toHaveValue('1.5');
    expect(screen.getByText('1 h 30 min')).toBeInTheDocument();
    // 1.5 x $9.00 = $13.50; fees 35% of 1350 cents = 472.5, half a cent rounded up: $4.73.
    expect(within(screen.getByTestId('price-total')).getByText('$18.23')).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'More hours' }));
    expect(hoursField()).toHaveValue('2.5');
    await ue.click(screen.getByRole('button', { name: 'Fewer hours' }));
    await ue.click(screen.getByRole('button', { name: PARKING_TEXT.continueToPayment }));
    expect(await screen.findByLabelText(PARKING_TEXT.cardNumber)).toBeInTheDocument();
    expect(intentCalls).toMatchObject([{ hours: 1.5 }]);
  });

  it('stops + at the last hour that ends before closing, and says why when more is typed', async () => {
    fixClock('2026-11-23T02:00:00Z'); // 20:00 in Chicago: 2 hours end 22:10, 3 hours 23:10
    const ue = await openStep0();
    const more = () => screen.getByRole('button', { name: 'More hours' });
    expect(more()).toBeEnabled();
    await ue.click(more());
    expect(hoursField()).toHaveValue('2');
    expect(more()).toBeDisabled();
    expect(screen.queryByText(/after this zone closes/)).not.toBeInTheDocument();
    await ue.clear(hoursField());
    await ue.type(hoursField(), '3');
    expect(screen.getByText(/after this zone closes at 11:00 PM/)).toBeInTheDocument();
    expect(more()).toBeDisabled();
    await ue.click(screen.getByRole('button', { name: 'Fewer hours' }));
    expect(screen.queryByText(/after this zone closes/)).not.toBeInTheDocument();
    expect(more()).toBeDisabled();
    await ue.click(screen.getByRole('button', { name: 'Fewer hours' }));
    expect(more()).toBeEnabled();
  });

  it('steps with the arrow keys as − and + do, and no further', async () => {
    fixClock('2026-11-23T02:00:00Z'); // 20:00 in Chicago: 2 hours end 22:10, 3 hours would end after 23:00
    const ue = await openStep0();
    await ue.click(hoursField());
    await ue.keyboard('{ArrowUp}');
    expect(hoursField()).toHaveValue('2');
    await ue.keyboard('{ArrowUp}');
    expect(hoursField()).toHaveValue('2');
    await ue.keyboard('{ArrowDown}{ArrowDown}');
    expect(hoursField()).toHaveValue('1');
  });

  it('does not offer any hours while the zone is not open for a booking now', async () => {
    fixClock('2026-11-23T05:30:00Z'); // 23:30 in Chicago: a booking would start at 11:40 PM
    await openStep0();
    expect(screen.getByText(/Parking is not allowed at 11:40 PM/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More hours' })).toBeDisabled();
  });
});

describe('readHours and hoursProblem (the field as typed)', () => {
  it('reads whole and part hours, a comma as the decimal mark, and nothing else', () => {
    expect(['3', '1.5', '1,5', '2.', '.5', ' 4 '].map(readHours)).toEqual([3, 1.5, 1.5, 2, 0.5, 4]);
    expect(['', '.', 'abc', '1.2.3', '-1'].map(readHours)).toEqual([null, null, null, null, null]);
  });

  it('takes 1 to 24 hours and names the limit otherwise', () => {
    expect([1, 1.5, 24].map(hoursProblem)).toEqual([null, null, null]);
    expect(hoursProblem(null)).toBe(MESSAGES.hoursMissing);
    expect(hoursProblem(0.5)).toBe(MESSAGES.hoursMissing);
    expect(hoursProblem(24.5)).toBe(MESSAGES.hoursTooMany);
  });
});
