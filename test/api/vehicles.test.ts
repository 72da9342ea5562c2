import { vehicles } from '../../src/server/db/schema';
import { MESSAGES } from '../../src/shared/messages';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

describe.each(backends)('vehicle lookup (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.db.insert(vehicles).values({ plate: 'DEMO123', state: 'NY', make: 'Honda', model: 'Civic', year: 2021, bodyType: 'Sedan' });
  });
  afterAll(async () => {
    await t.close();
  });

  const lookup = (body: unknown) => call(t.app, 'POST', '/api/v1/vehicles/get', { body });

  it('answers a known plate from the registry (any case)', async () => {
    const res = await lookup({ vehiclePlate: ' demo123 ', vehicleState: 'ny' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: { status: 'ok', content: { make: 'Honda', model: 'Civic', year: '2021', vin_data: { NCSABodyType: 'Sedan' } } },
    });
  });

  it('matches a plate typed with dashes or spaces to the stored letters and digits', async () => {
    const res = await lookup({ vehiclePlate: 'demo-12 3', vehicleState: 'ny' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.content.make).toBe('Honda');
  });

  it('is permissive for a plate it has not seen: ok with empty details', async () => {
    const res = await lookup({ vehiclePlate: 'NEW1', vehicleState: 'CA' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: { status: 'ok', content: { make: null, model: null, year: null, vin_data: { NCSABodyType: null } } },
    });
    // The same plate in another state is another vehicle.
    expect((await lookup({ vehiclePlate: 'DEMO123', vehicleState: 'NJ' })).json().data.content.make).toBeNull();
  });

  it.each([
    ['a plate of 9', { vehiclePlate: 'ABCDEFGHI', vehicleState: 'NY' }],
    ['an empty plate', { vehiclePlate: '', vehicleState: 'NY' }],
    ['a plate with symbols', { vehiclePlate: 'AB#1', vehicleState: 'NY' }],
    ['a state of 3', { vehiclePlate: 'ABC1', vehicleState: 'NYC' }],
    ['a numeric state', { vehiclePlate: 'ABC1', vehicleState: '12' }],
    ['no state', { vehiclePlate: 'ABC1' }],
    ['a number for a plate', { vehiclePlate: 123, vehicleState: 'NY' }],
  ])('answers %s with the lookup message', async (_name, body) => {
    const res = await lookup(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.vehicleLookupFailed });
  });
});
