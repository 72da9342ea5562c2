import { z } from 'zod';
import { loadConfig } from '../../src/server/config';
import { migrate, openDb, type DbHandle } from '../../src/server/db/client';
import { buildApp } from '../../src/server/app';
import { defineRoutes } from '../../src/server/schemas/route';
import { MESSAGES } from '../../src/shared/messages';
import { readPgliteTemplate } from './support/template';

/** Every /api/v1 route states its access (src/server/schemas/route.ts), or the server does not start. */
describe('start-up access check', () => {
  let handle: DbHandle;
  const build = () =>
    buildApp({
      config: loadConfig({ DATA_DIR: 'memory', LOG_LEVEL: 'silent' }),
      dbHandle: handle,
      jwtSecret: 'test-secret-test-secret-test-secret',
      logger: false,
    });
  beforeAll(async () => {
    // The migrated template of the api project's global set-up, when it ran (else initdb and migrate here).
    const loadDataDir = readPgliteTemplate();
    handle = await openDb({ dataDir: 'memory', loadDataDir });
    if (!loadDataDir) await migrate(handle);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('refuses to start when an /api/v1 route was registered without a declared access', async () => {
    const app = await build();
    const start = async () => {
      await app.register(
        async (api) => {
          api.get('/bare', async () => ({ ok: true }));
        },
        { prefix: '/api/v1' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/api\/v1\/bare declares no access/);
    await app.close().catch(() => undefined);
  });

  it('starts when the route is declared with defineRoutes, and checks access before the body', async () => {
    const app = await build();
    await app.register(
      async (api) => {
        defineRoutes(
          api,
          'test',
        )({
          method: 'POST',
          url: '/declared',
          operationId: 'postDeclared',
          summary: 'A test route',
          access: 'signedIn',
          body: z.object({ n: z.number() }),
          response: { 200: z.object({ n: z.number() }) },
          handler: async (req) => ({ n: req.body.n }),
        });
      },
      { prefix: '/api/v1' },
    );
    await app.ready();
    const res = await app.inject({ method: 'POST', url: '/api/v1/declared', payload: { n: 'not a number' } });
    expect(res.statusCode).toBe(401);
    await app.close();
  });

  it('answers 501 naming the call for a route declared without a handler', async () => {
    const app = await build();
    await app.register(
      async (api) => {
        defineRoutes(
          api,
          'test',
        )({
          method: 'PATCH',
          url: '/later/:id',
          operationId: 'patchLater',
          summary: 'A route still to be built',
          access: 'public',
          response: { 200: z.object({ ok: z.boolean() }) },
        });
      },
      { prefix: '/api/v1' },
    );
    await app.ready();
    const res = await app.inject({ method: 'PATCH', url: '/api/v1/later/7' });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ status: 'error', message: expect.stringContaining(MESSAGES.notImplemented) });
    expect(res.json().message).toContain('(PATCH /api/v1/later/:id)');
    await app.close();
  });

  it('leaves routes outside /api/v1 alone', async () => {
    const app = await build();
    app.get('/elsewhere', async () => 'ok');
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/elsewhere' })).statusCode).toBe(200);
    await app.close();
  });
});
