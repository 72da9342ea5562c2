import { createLocation, createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

/**
 * A field refused by a schema with no sentence of its own is named, then said in plain words, not
 * in the validator's ("Invalid input: expected string, received undefined"). QA: an API client shows
 * these as they come.
 */
describe.each(backends)('plain refusals of the input check (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let lot: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const owner = await createUser(t, { role: 'vendor', email: 'plain@issues.test' });
    token = owner.token;
    lot = (await createLocation(t, { ownerId: owner.user.id, name: 'Plain Lot' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each<[string, string, string, unknown, string]>([
    ['a missing field', 'POST', '/api/v1/members', {}, 'plate: required'],
    [
      'text for a number',
      'POST',
      '/api/v1/billing/revenue/update',
      { locationId: '{lot}', lotRevenue: 'abc' },
      'lotRevenue: must be a number',
    ],
    [
      'an empty code',
      'POST',
      '/api/v1/validations',
      { locationId: '{lot}', code: '', startDate: '2027-01-01', endDate: '2027-01-02' },
      'code: must not be empty',
    ],
    [
      'an over-long name',
      'POST',
      '/api/v1/members',
      { plate: 'ABC1', valid_until_date: '2027-01-01', name: 'N'.repeat(101) },
      'name: must be at most 100 characters',
    ],
    [
      'an id that is not one',
      'POST',
      '/api/v1/members',
      { plate: 'ABC1', valid_until_date: '2027-01-01', locationId: 'lot-1' },
      'locationId: must be a valid id',
    ],
  ])('%s', async (_name, method, url, body, message) => {
    const sent = JSON.parse(JSON.stringify(body).replaceAll('{lot}', lot)) as unknown;
    const res = await call(t.app, method as 'POST', url, { token, body: sent });
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });

  it('names the limit of a list in plain words', async () => {
    const admin = await createUser(t, { role: 'odogwu', email: 'plain-admin@issues.test' });
    const plates = Array.from({ length: 10_001 }, (_, i) => ({ number: `P${String(i).padStart(6, '0')}`, state: 'MA' }));
    const res = await call(t.app, 'POST', `/api/v1/locations/${lot}/vendors/add`, {
      token: admin.token,
      body: { name: 'Big Vendor', code: 'BIG1', expirationDate: '2027-12-31', plates },
    });
    expect([res.statusCode, res.json().message]).toEqual([400, 'plates: can have at most 10,000 items']);
  });
});
