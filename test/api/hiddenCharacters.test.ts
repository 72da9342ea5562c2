import { hasHiddenCharacters } from '../../src/server/schemas/common';
import { MESSAGES } from '../../src/shared/messages';
import { createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

/** A location named this shows as "Lot parking": the override turns the rest around, the space is invisible. */
const SPOOF = 'Lot \u202Egnikrap\u200B';
const HIDDEN = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\uFEFF',
];

describe('hasHiddenCharacters', () => {
  it.each(HIDDEN.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase()}`, c]))('finds %s', (_name, c) => {
    expect(hasHiddenCharacters(`Lot${c}A`)).toBe(true);
  });

  it('keeps what shows: accents, other scripts, and emoji drawn with a joiner', () => {
    for (const text of ['Café Münster', 'מגרש חניה', 'موقف', '東京 駐車場', 'Lot 👩‍🔧', 'Lot 🏳️‍🌈'])
      expect(hasHiddenCharacters(text)).toBe(false);
  });
});

/**
 * Names others read (locations, zones, users, members, events, vendors, valet tickets) refuse
 * direction overrides and zero-width characters with a 400 naming the field, before anything runs.
 */
describe.each(backends)('names shown to others refuse hidden characters (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  let driver: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = (await createUser(t, { role: 'odogwu' })).token;
    driver = (await createUser(t, { role: 'customer' })).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const id = '00000000-0000-4000-8000-000000000001';
  /** A valet ticket with every required field, `extra` on top (the field under test). */
  const valetTicket = (ticketNumber: string, extra: Record<string, string>) => ({
    ticketNumber,
    phoneNumber: '5551230000',
    plateNumber: 'ABC1',
    state: 'GA',
    make: 'Kia',
    color: 'Red',
    firstName: 'Lee',
    ...extra,
  });
  const cases: [string, 'POST' | 'PUT' | 'PATCH', string, (v: string) => Record<string, unknown>, 'admin' | 'driver' | 'none'][] = [
    [
      'name',
      'POST',
      '/api/v1/locations',
      (v) => ({ name: v, address: '1 Main St', location_point: { coordinates: [-97.7, 30.2] } }),
      'admin',
    ],
    ['address', 'POST', '/api/v1/locations', (v) => ({ name: 'Lot', address: v, location_point: { coordinates: [-97.7, 30.2] } }), 'admin'],
    ['locationName', 'POST', `/api/v1/locations/${id}`, (v) => ({ locationName: v }), 'admin'],
    ['zoneNumber', 'POST', '/api/v1/zones', (v) => ({ locationId: id, zoneNumber: v, isHourly: true, price: 3 }), 'admin'],
    [
      'eventName',
      'POST',
      '/api/v1/events',
      (v) => ({ locationId: id, eventName: v, startDate: '2026-12-05T18:00:00Z', endDate: '2026-12-05T23:00:00Z', spotCount: 2 }),
      'admin',
    ],
    [
      'name',
      'POST',
      `/api/v1/locations/${id}/vendors/add`,
      (v) => ({ name: v, code: 'BISTRO10', expirationDate: '2027-03-12', plates: [] }),
      'admin',
    ],
    [
      'name',
      'POST',
      '/api/v1/members',
      (v) => ({ locationId: id, plate: 'OK1', valid_until_date: '2027-06-30', code: 'CHURCH', name: v }),
      'admin',
    ],
    ['lotName', 'POST', '/api/v1/billing/revenue/update', (v) => ({ locationId: id, lotName: v, lotRevenue: 1 }), 'admin'],
    ['note', 'POST', '/api/v1/billing/revenue/update', (v) => ({ locationId: id, note: v, lotRevenue: 1 }), 'admin'],
    ['description', 'POST', '/api/v1/valets', (v) => valetTicket('79', { description: v }), 'admin'],
    ['firstName', 'POST', '/api/v1/valets', (v) => valetTicket('77', { firstName: v }), 'admin'],
    ['lastName', 'POST', '/api/v1/valets', (v) => valetTicket('78', { lastName: v }), 'admin'],
    ['parkedBy', 'PATCH', `/api/v1/valets/${id}`, (v) => ({ status: 'parked', values: { parkedBy: v, parkedLocation: 'L2' } }), 'admin'],
    ['name', 'PATCH', '/api/v1/users/update', (v) => ({ name: v }), 'driver'],
    ['name', 'POST', '/api/v1/users/enforcement/invite', (v) => ({ name: v, email: 'hidden-invite@test.parking' }), 'admin'],
    [
      'name',
      'POST',
      '/api/v1/users/signup',
      (v) => ({ name: v, email: 'hidden-signup@test.parking', password: 'Passw0rd!x', role: 'customer' }),
      'none',
    ],
  ];

  const messageOf = (field: string, message: string) => new RegExp(`${field}: ${message.replace(/[()]/g, '\\$&')}$`);
  it.each(cases)(
    '%s of %s %s: no control characters either (BEL, ESC, DEL; NUL has its own refusal)',
    async (field, method, url, body, who) => {
      const token = who === 'admin' ? admin : who === 'driver' ? driver : undefined;
      for (const value of ['Lo\u0007t', '\u001b[31mLot', 'Lot\u007f']) {
        const res = await call(t.app, method, url, { token, body: body(value) });
        expect([res.statusCode, res.json().message]).toEqual([400, expect.stringMatching(messageOf(field, MESSAGES.controlCharacters))]);
      }
    },
  );
  // A note and a description may run over lines; a name, an address or a zone number is one line on a card.
  it.each(cases.filter(([field]) => field !== 'note' && field !== 'description'))(
    '%s of %s %s is one line',
    async (field, method, url, body, who) => {
      const token = who === 'admin' ? admin : who === 'driver' ? driver : undefined;
      for (const value of ['Lot\nX-Evil: 1', 'Lot\r\nB', 'Lot\tB']) {
        const res = await call(t.app, method, url, { token, body: body(value) });
        expect([res.statusCode, res.json().message]).toEqual([400, expect.stringMatching(messageOf(field, MESSAGES.lineBreaks))]);
      }
    },
  );

  it.each(cases)('%s of %s %s', async (field, method, url, body, who) => {
    const token = who === 'admin' ? admin : who === 'driver' ? driver : undefined;
    for (const value of [SPOOF, 'L\uFEFFot', '\u2067Lot\u2069']) {
      const res = await call(t.app, method, url, { token, body: body(value) });
      expect([res.statusCode, res.json().message]).toEqual([
        400,
        expect.stringMatching(new RegExp(`${field}: ${MESSAGES.invisibleCharacters.replace(/[()]/g, '\\$&')}$`)),
      ]);
    }
  });
});
