import { eq } from 'drizzle-orm';
import { locations } from '../../src/server/db/schema';
import { MESSAGES } from '../../src/shared/messages';
import { createLocation, createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

const FORMULA = '=HYPERLINK("http://evil")';

/** Phone fields take phone numbers only: a formula or markup never reaches a page or a CSV export. */
describe.each(backends)('phone fields (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = (await createUser(t, { role: 'odogwu' })).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const newLocation = (phoneNumber: string) =>
    call(t.app, 'POST', '/api/v1/locations', {
      token: admin,
      body: { name: 'Phone Lot', phoneNumber, address: '1 Main St', location_point: { coordinates: [-71.0, 42.3] } },
    });

  it('a location phone is written as people write one, and nothing else', async () => {
    for (const phone of ['(512) 555-0100', '+44 20 7946 0958', '512.555.0100', '555-0100 ext. 12', '555-0100 x12', '']) {
      const res = await newLocation(phone);
      expect([phone, res.statusCode]).toEqual([phone, 201]);
    }
    for (const phone of [FORMULA, '+cmd|calc', '<b>555</b>', 'call us', '-', '@555']) {
      const res = await newLocation(phone);
      expect([phone, res.statusCode, res.json().message]).toEqual([phone, 400, `phoneNumber: ${MESSAGES.phoneFormat}`]);
    }
    const lot = await createLocation(t, { ownerId: (await createUser(t, { role: 'vendor' })).user.id, phoneNumber: '5125550100' });
    const edit = await call(t.app, 'POST', `/api/v1/locations/${lot.id}`, { token: admin, body: { phoneNumber: FORMULA } });
    expect([edit.statusCode, edit.json().message]).toEqual([400, `phoneNumber: ${MESSAGES.phoneFormat}`]);
    expect((await t.db.select().from(locations).where(eq(locations.id, lot.id)))[0]!.phoneNumber).toBe('5125550100');
  });

  it('a valet ticket phone is digits only (SPEC: phone max 10), on create, edit and the customer lookups', async () => {
    const ticket = { ticketNumber: '901', plateNumber: 'ABC1', state: 'GA', make: 'Kia', color: 'Red', firstName: 'Lee' };
    const created = await call(t.app, 'POST', '/api/v1/valets', { token: admin, body: { ...ticket, phoneNumber: FORMULA } });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toMatch(/^phoneNumber: /);
    const id = '00000000-0000-4000-8000-000000000001';
    const edited = await call(t.app, 'PATCH', `/api/v1/valets/${id}/update`, { token: admin, body: { ...ticket, phoneNumber: FORMULA } });
    expect(edited.statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/v1/valets/get', { token: admin, body: { phoneNumber: FORMULA } })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/api/v1/valets/pn/${encodeURIComponent(FORMULA)}`)).statusCode).toBe(400);
  });
});
