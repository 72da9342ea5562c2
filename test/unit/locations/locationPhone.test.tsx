import { screen } from '@testing-library/react';
import { LOCATION_PHONE } from '../../../src/shared/phone';
import { PARKING_MESSAGES, PARKING_TEXT } from '../../../src/shared/messages';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { renderApp, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet } from '../app/typedHandlers';
import type { GetLocationByIdApiResponse } from '../../../src/app/api/generated/locations';
import { LOCATION } from '../booking/fixtures';

useMswServer();

describe("a location's phone number", () => {
  it.each(['(512) 555-0100', '+44 20 7946 0958', '555-0100 ext. 12', '512.555.0100 x3', ''])('takes %j as a phone number', (phone) => {
    expect(LOCATION_PHONE.test(phone)).toBe(true);
  });

  it.each(['abc', 'call me', '=HYPERLINK("x")', '555-0100 ext'])('refuses %j', (phone) => {
    expect(LOCATION_PHONE.test(phone)).toBe(false);
  });

  it('Add Location says under the field what a phone number is, before sending (QA: the server\'s "phoneNumber: a phone number: ..." showed)', async () => {
    const ue = typist();
    renderApp('/locations/add', { user: SAMPLE_USERS.vendor });
    await ue.type(await screen.findByLabelText(PARKING_TEXT.phoneNumber), 'abc');
    await ue.click(screen.getByRole('button', { name: 'Add Location' }));
    expect(await screen.findByText(PARKING_MESSAGES.phoneInvalid)).toBeInTheDocument();
  });

  it('Edit Location says the same under the field, sending nothing', async () => {
    const ue = typist();
    let sent = false;
    server.use(
      answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/:id', () => ({
        status: 'success',
        data: { location: { ...LOCATION, userId: SAMPLE_USERS.vendor._id } },
      })),
    );
    const watch = ({ request }: { request: Request }) => {
      if (request.method !== 'GET') sent = true;
    };
    server.events.on('request:start', watch);
    renderApp(`/locations/${LOCATION._id}/edit`, { user: SAMPLE_USERS.vendor });
    const phone = await screen.findByLabelText(PARKING_TEXT.phoneNumber);
    await ue.clear(phone);
    await ue.type(phone, 'call me');
    await ue.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PARKING_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(sent).toBe(false);
    server.events.removeListener('request:start', watch);
  });
});

describe('Add Location says what is missing', () => {
  it('both the name and the address, then the address alone once a name is typed', async () => {
    const ue = typist();
    renderApp('/locations/add', { user: SAMPLE_USERS.vendor });
    await screen.findByLabelText(PARKING_TEXT.locationName);
    await ue.click(screen.getByRole('button', { name: 'Add Location' }));
    expect(await screen.findByText(PARKING_TEXT.nameAndAddressRequired)).toBeInTheDocument();
    await ue.type(screen.getByLabelText(PARKING_TEXT.locationName), 'Wacker Drive Garage');
    await ue.click(screen.getByRole('button', { name: 'Add Location' }));
    expect(await screen.findByText(PARKING_TEXT.addressRequired)).toBeInTheDocument();
  });
});
