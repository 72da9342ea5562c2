import { eq, sql } from 'drizzle-orm';
import { validationCodes } from '../../src/server/db/schema';
import { createLocationsService } from '../../src/server/modules/locations/service';
import { createValidationsService } from '../../src/server/modules/validations/service';
import type { Role } from '../../src/shared/roles';
import { codeTaken, MESSAGES } from '../../src/shared/messages';
import { createLocation, createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

interface CodeJson {
  _id: string;
  location: { name: string; address: string };
  locationId: string;
  code: string;
  startDate: string;
  endDate: string;
  maxUses?: number | null;
  uses?: number;
  lastUsedAt?: string | null;
}

describe.each(backends)('validation codes (%s)', (backend) => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  const uid: Record<string, string> = {};
  let locA: string; // vendorA's, New York
  let locA2: string; // vendorA's, Los Angeles
  let locB: string; // vendorB's

  async function user(key: string, role: Role): Promise<void> {
    const { user: row, token } = await createUser(t, { name: key, email: `${key}@codes.test`, role });
    uid[key] = row.id;
    tok[key] = token;
  }
  const codeCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(validationCodes))[0]!.n;
  const codeRow = async (id: string) => (await t.db.select().from(validationCodes).where(eq(validationCodes.id, id)))[0];
  const post = (token: string | undefined, body: unknown) => call(t.app, 'POST', '/api/v1/validations', { token, body });
  async function addCode(token: string, body: Record<string, unknown>): Promise<CodeJson> {
    const res = await post(token, { startDate: '2026-12-01', endDate: '2026-12-31', ...body });
    expect(res.statusCode).toBe(201);
    return res.json().code as CodeJson;
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    await user('vendorA', 'vendor');
    await user('vendorB', 'vendor');
    await user('admin', 'odogwu');
    await user('driver', 'customer');
    locA = (await createLocation(t, { ownerId: uid.vendorA!, name: 'Lot A', timeZone: 'America/New_York' })).id;
    locA2 = (await createLocation(t, { ownerId: uid.vendorA!, name: 'Lot A2', timeZone: 'America/Los_Angeles' })).id;
    locB = (await createLocation(t, { ownerId: uid.vendorB!, name: 'Lot B' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /validations', () => {
    it('adds a code (read as data.code): upper case, calendar days as whole days in the lot’s time zone', async () => {
      const res = await post(tok.vendorA, {
        locationId: locA,
        location: 'Lot A',
        code: 'free1',
        startDate: '2026-11-22',
        endDate: '2026-11-30',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        status: 'success',
        code: {
          _id: expect.any(String),
          location: { name: 'Lot A', address: 'Lot A address' },
          locationId: locA,
          code: 'FREE1',
          startDate: '2026-11-22T05:00:00.000Z',
          endDate: '2026-12-01T04:59:59.999Z',
          maxUses: null,
          uses: 0,
          lastUsedAt: null,
        },
      });
      const la = await addCode(tok.vendorA, { locationId: locA2, code: 'FREE1', startDate: '2026-07-01', endDate: '2026-07-01T20:00:00Z' });
      expect(la).toMatchObject({ startDate: '2026-07-01T07:00:00.000Z', endDate: '2026-07-01T20:00:00.000Z' });
      // A date and time with no offset is the lot's clock, as Add Session reads it (it was a 400).
      const wall = await addCode(tok.vendorA, {
        locationId: locA2,
        code: 'WALL1',
        startDate: '2026-08-01T09:00',
        endDate: '2026-08-01T17:30:00',
      });
      expect(wall).toMatchObject({ startDate: '2026-08-01T16:00:00.000Z', endDate: '2026-08-02T00:30:00.000Z' });
    });

    it('refuses the same code at the same lot for overlapping dates (409), whatever its case; takes it for other dates or another lot', async () => {
      await addCode(tok.vendorA, { locationId: locA, code: 'SUMMER', startDate: '2026-06-01', endDate: '2026-06-30' });
      const before = await codeCount();
      const res = await post(tok.vendorA, { locationId: locA, code: 'summer', startDate: '2026-06-30', endDate: '2026-07-15' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 'fail', message: codeTaken('SUMMER') });
      expect(await codeCount()).toBe(before);
      await addCode(tok.vendorA, { locationId: locA, code: 'SUMMER', startDate: '2026-07-01', endDate: '2026-07-31' });
      await addCode(tok.vendorA, { locationId: locA2, code: 'SUMMER', startDate: '2026-06-01', endDate: '2026-06-30' });
      expect(await codeCount()).toBe(before + 2);
    });

    it('refuses a code holding an invisible character, which would pass for another code; nothing written', async () => {
      const before = await codeCount();
      for (const code of ['ZW\u200BTEST', '\u202EABC', 'GO\uFEFFLD']) {
        const res = await post(tok.vendorA, { locationId: locA, code, startDate: '2026-06-01', endDate: '2026-06-30' });
        expect([res.statusCode, res.json().message]).toEqual([400, `code: ${MESSAGES.invisibleCharacters}`]);
      }
      expect(await codeCount()).toBe(before);
    });

    it('lets one of two simultaneous adds of the same code win (one 201, one 409, one row)', async () => {
      const body = { locationId: locA, code: 'RACE', startDate: '2026-05-01', endDate: '2026-05-02' };
      const answers = await Promise.all([post(tok.vendorA, body), post(tok.admin, body), post(tok.vendorA, body)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      const rows = await t.db.select().from(validationCodes).where(eq(validationCodes.code, 'RACE'));
      expect(rows).toHaveLength(1);
    });

    it.each([
      ['endDate before startDate', { startDate: '2026-12-02', endDate: '2026-12-01' }, MESSAGES.endBeforeStart],
      [
        'endDate equal to startDate (times)',
        { startDate: '2026-12-02T10:00:00Z', endDate: '2026-12-02T10:00:00Z' },
        MESSAGES.endBeforeStart,
      ],
      ['an over-long code', { code: 'X'.repeat(51) }, 'code:'],
      ['an empty code', { code: '  ' }, 'code:'],
      ['a code that is not text', { code: 12 }, 'code:'],
      ['a date that is not a date', { startDate: 'tomorrow' }, 'startDate:'],
      ['a missing endDate', { endDate: undefined }, 'endDate:'],
      ['a locationId that is not an id', { locationId: 'lot-a' }, 'locationId:'],
      ['a negative use limit', { maxUses: -1 }, 'maxUses:'],
      ['a use limit of 0', { maxUses: 0 }, 'maxUses:'],
      ['a fractional use limit', { maxUses: 1.5 }, 'maxUses:'],
    ])('refuses %s with 400 naming the field; nothing written', async (_l, change, message) => {
      const before = await codeCount();
      const res = await post(tok.vendorA, { locationId: locA, code: 'BAD', startDate: '2026-12-01', endDate: '2026-12-31', ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      expect(await codeCount()).toBe(before);
    });

    it("answers 404 for an unknown or someone else's location, 403 to a customer, 401 without a token; nothing written", async () => {
      const before = await codeCount();
      const b = { locationId: locB, code: 'MINE', startDate: '2026-12-01', endDate: '2026-12-31' };
      const res = await post(tok.vendorA, b);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.locationNotFound);
      expect((await post(tok.vendorA, { ...b, locationId: '3f1c2a4e-8b7d-4c21-9e0f-1a2b3c4d5e6f' })).statusCode).toBe(404);
      expect((await post(tok.driver, b)).statusCode).toBe(403);
      expect((await post(undefined, b)).statusCode).toBe(401);
      expect(await codeCount()).toBe(before);
      // odogwu may add a code to any location.
      expect((await addCode(tok.admin, { locationId: locB, code: 'BYADMIN' })).locationId).toBe(locB);
    });
  });

  describe('reading', () => {
    let codeA: CodeJson;
    let codeB: CodeJson;
    beforeAll(async () => {
      codeA = await addCode(tok.vendorA, { locationId: locA, code: 'READA', maxUses: 5 });
      codeB = await addCode(tok.vendorB, { locationId: locB, code: 'READB' });
    });

    it('GET /locations/{id}/validations lists an own location’s codes; another vendor’s location is 404', async () => {
      const res = await call(t.app, 'GET', `/api/v1/locations/${locA}/validations`, { token: tok.vendorA });
      expect(res.statusCode).toBe(200);
      const codes = res.json().data.codes as CodeJson[];
      expect(codes.every((c) => c.locationId === locA)).toBe(true);
      expect(codes.find((c) => c._id === codeA._id)).toMatchObject({ code: 'READA', maxUses: 5, uses: 0 });
      expect((await call(t.app, 'GET', `/api/v1/locations/${locB}/validations`, { token: tok.vendorA })).statusCode).toBe(404);
      const admin = await call(t.app, 'GET', `/api/v1/locations/${locB}/validations`, { token: tok.admin });
      expect((admin.json().data.codes as CodeJson[]).map((c) => c._id)).toContain(codeB._id);
    });

    it('GET /validations: every code of the caller’s locations; odogwu all; ?id= one, 404 for someone else’s', async () => {
      const mine = (await call(t.app, 'GET', '/api/v1/validations', { token: tok.vendorA })).json().data.codes as CodeJson[];
      expect(mine.map((c) => c._id)).toContain(codeA._id);
      expect(mine.every((c) => c.locationId === locA || c.locationId === locA2)).toBe(true);
      const all = (await call(t.app, 'GET', '/api/v1/validations', { token: tok.admin })).json().data.codes as CodeJson[];
      expect(all.map((c) => c._id)).toEqual(expect.arrayContaining([codeA._id, codeB._id]));
      const one = await call(t.app, 'GET', `/api/v1/validations?id=${codeA._id}`, { token: tok.vendorA });
      expect(one.json().data.codes).toEqual([codeA]);
      const other = await call(t.app, 'GET', `/api/v1/validations?id=${codeB._id}`, { token: tok.vendorA });
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(MESSAGES.codeNotFound);
      expect((await call(t.app, 'GET', '/api/v1/validations?id=nope', { token: tok.vendorA })).statusCode).toBe(400);
      expect((await call(t.app, 'GET', '/api/v1/validations', { token: tok.driver })).statusCode).toBe(403);
    });

    it('GET /locations/{lid}/validations/{vid}: the code, 404 under another location or for another vendor', async () => {
      const ok = await call(t.app, 'GET', `/api/v1/locations/${locA}/validations/${codeA._id}`, { token: tok.vendorA });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.code).toEqual(codeA);
      expect((await call(t.app, 'GET', `/api/v1/locations/${locA2}/validations/${codeA._id}`, { token: tok.vendorA })).statusCode).toBe(
        404,
      );
      expect((await call(t.app, 'GET', `/api/v1/locations/${locB}/validations/${codeB._id}`, { token: tok.vendorA })).statusCode).toBe(404);
      expect((await call(t.app, 'GET', `/api/v1/locations/${locB}/validations/${codeB._id}`, { token: tok.admin })).statusCode).toBe(200);
    });
  });

  describe('PATCH and DELETE /validations/{id}', () => {
    it('edits part of a code and keeps the rest; refuses bad values and overlaps, leaving the row as it was', async () => {
      const c = await addCode(tok.vendorA, { locationId: locA, code: 'EDIT', startDate: '2027-01-01', endDate: '2027-01-31' });
      await addCode(tok.vendorA, { locationId: locA, code: 'TAKEN', startDate: '2027-01-01', endDate: '2027-01-31' });
      const patch = (body: unknown, token = tok.vendorA) => call(t.app, 'PATCH', `/api/v1/validations/${c._id}`, { token, body });
      const ok = await patch({ endDate: '2027-02-28', maxUses: 2 });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().code).toMatchObject({ code: 'EDIT', startDate: c.startDate, endDate: '2027-03-01T04:59:59.999Z', maxUses: 2 });
      const saved = await codeRow(c._id);
      const cases: [unknown, number, string][] = [
        [{ endDate: '2026-12-01' }, 400, MESSAGES.endBeforeStart],
        [{ endDate: 'never' }, 400, 'endDate:'],
        [{ code: 'Y'.repeat(60) }, 400, 'code:'],
        [{ maxUses: -3 }, 400, 'maxUses:'],
        [{ code: 'taken' }, 409, codeTaken('TAKEN')],
        [{ locationId: locB }, 404, MESSAGES.locationNotFound],
      ];
      for (const [body, status, message] of cases) {
        const res = await patch(body);
        expect([res.statusCode, res.json().message]).toEqual([status, expect.stringContaining(message)]);
      }
      expect(await codeRow(c._id)).toEqual(saved);
      // The code may move to the same text in a window that no longer overlaps.
      expect((await patch({ code: 'TAKEN', startDate: '2027-02-01' })).statusCode).toBe(200);
      // Another vendor: 404 and nothing changed; odogwu may edit.
      expect((await patch({ maxUses: null }, tok.vendorB)).statusCode).toBe(404);
      expect((await codeRow(c._id))!.maxUses).toBe(2);
      expect((await patch({ maxUses: null }, tok.admin)).json().code.maxUses).toBeNull();
    });

    it('deletes for the owner with the spec text; another vendor gets 404 and the row stays', async () => {
      const c = await addCode(tok.vendorA, { locationId: locA, code: 'GONE' });
      const del = (token: string) => call(t.app, 'DELETE', `/api/v1/validations/${c._id}`, { token });
      expect((await del(tok.vendorB)).statusCode).toBe(404);
      expect(await codeRow(c._id)).toBeDefined();
      const res = await del(tok.vendorA);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: MESSAGES.codeDeleted });
      expect(await codeRow(c._id)).toBeUndefined();
      expect((await del(tok.vendorA)).statusCode).toBe(404);
    });
  });

  describe('redeem (service)', () => {
    const svc = () => createValidationsService({ db: t.db, locations: createLocationsService({ db: t.db }) });

    it('counts uses and never passes the limit under concurrent redemptions', async () => {
      const now = Date.now();
      const c = await addCode(tok.vendorA, {
        locationId: locA,
        code: 'LIMIT3',
        startDate: new Date(now - 86_400_000).toISOString(),
        endDate: new Date(now + 86_400_000).toISOString(),
        maxUses: 3,
      });
      const answers = await Promise.all(Array.from({ length: 12 }, () => svc().redeem(c._id)));
      expect(answers.filter((a) => 'code' in a)).toHaveLength(3);
      expect(answers.filter((a) => 'refused' in a && a.refused === 'usedUp')).toHaveLength(9);
      const row = await codeRow(c._id);
      expect(row).toMatchObject({ uses: 3, maxUses: 3 });
      expect(row!.lastUsedAt).toBeInstanceOf(Date);
      // The list shows the uses; the limit cannot go below them.
      const read = await call(t.app, 'GET', `/api/v1/validations?id=${c._id}`, { token: tok.vendorA });
      expect(read.json().data.codes[0]).toMatchObject({ uses: 3, lastUsedAt: row!.lastUsedAt!.toISOString() });
      const lower = await call(t.app, 'PATCH', `/api/v1/validations/${c._id}`, { token: tok.vendorA, body: { maxUses: 2 } });
      expect([lower.statusCode, lower.json().message]).toEqual([400, MESSAGES.maxUsesBelowUses]);
    });

    it('counts every redemption of an unlimited code; refuses outside its dates or for an unknown id', async () => {
      const now = Date.now();
      const c = await addCode(tok.vendorA, {
        locationId: locA,
        code: 'OPEN',
        startDate: new Date(now - 86_400_000).toISOString(),
        endDate: new Date(now + 86_400_000).toISOString(),
      });
      const answers = await Promise.all(Array.from({ length: 8 }, () => svc().redeem(c._id)));
      expect(answers.every((a) => 'code' in a)).toBe(true);
      expect((await codeRow(c._id))!.uses).toBe(8);
      expect(await svc().redeem(c._id, new Date(now + 2 * 86_400_000))).toEqual({ refused: 'notActive' });
      expect(await svc().redeem('3f1c2a4e-8b7d-4c21-9e0f-1a2b3c4d5e6f')).toEqual({ refused: 'notFound' });
      expect((await codeRow(c._id))!.uses).toBe(8);
    });
  });

  describe('access', () => {
    const LOC = '3f1c2a4e-8b7d-4c21-9e0f-1a2b3c4d5e6f';
    const ID = '7e8f9a0b-1c2d-4e3f-a4b5-c6d7e8f9a0b1';
    const routes: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['GET', `/api/v1/locations/${LOC}/validations`],
      ['GET', '/api/v1/validations'],
      ['GET', `/api/v1/validations?id=${ID}`],
      ['GET', `/api/v1/locations/${LOC}/validations/${ID}`],
      ['POST', '/api/v1/validations', { locationId: LOC, code: 'X', startDate: '2026-12-01', endDate: '2026-12-02' }],
      ['PATCH', `/api/v1/validations/${ID}`, { code: 'Y' }],
      ['DELETE', `/api/v1/validations/${ID}`],
    ];
    const rows = routes.map(([method, url, body]) => ({ method, url, body }));
    // Objects, not arrays: a row of two values would hand the test a third argument, jest's `done`.
    it.each(rows)(
      '$method $url: 401 without a token, 403 to a customer, 404 for an unknown record to a vendor',
      async ({ method, url, body }) => {
        expect((await call(t.app, method, url, { body })).statusCode).toBe(401);
        expect((await call(t.app, method, url, { token: tok.driver, body })).statusCode).toBe(403);
        const vendor = await call(t.app, method, url, { token: tok.vendorA, body });
        expect(vendor.statusCode).toBe(method === 'GET' && !url.includes(ID) && !url.includes(LOC) ? 200 : 404);
      },
    );
  });
});
