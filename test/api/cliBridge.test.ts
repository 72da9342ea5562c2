import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { registerCliBridge, runRemote, writeServerLock } from '../../src/server/cli/bridge';
import { runCli } from '../../src/server/cli/run';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { createTestApp, type TestApp } from './support/testApp';

// PGlite has one owner per data folder: while the server runs, `npm run cli` goes through it.
describe('CLI while the server owns the embedded database', () => {
  let t: TestApp;
  let bridgeApp: FastifyInstance;
  let dataDir: string;
  let port: number;
  const token = 'bridge-token-for-tests-0123456789abcdef';

  beforeAll(async () => {
    t = await createTestApp('pglite');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-bridge-'));
    // The test app is already ready(), which freezes its routes: build a second app on the same
    // database, the way main.ts does, with the bridge route and a real listening socket.
    bridgeApp = await buildApp({ config: t.config, dbHandle: t.handle, jwtSecret: 'x'.repeat(40), logger: false });
    registerCliBridge(bridgeApp, token, (argv, io) => runCli(argv, io, { DATA_DIR: dataDir }, { handle: t.handle }));
    await bridgeApp.listen({ port: 0, host: '127.0.0.1' });
    port = (bridgeApp.server.address() as { port: number }).port;
    writeServerLock(dataDir, port, token);
  });
  afterAll(async () => {
    await bridgeApp.close();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const count = async (email: string) =>
    (await t.db.execute(sql`select count(*)::int as n from users where email = ${email}`)) as unknown as { rows: { n: number }[] };

  it('creates the user through the running server', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(
      ['user:create', '--role', 'valet', '--email', 'bridge@test.parking', '--password', 'Str0ng!pass', '--name', 'Bridge'],
      { out: (l) => out.push(l), err: (l) => err.push(l) },
      { DATA_DIR: dataDir },
    );
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out.join('\n')).toMatch(/Created valet user bridge@test.parking/);
    expect((await count('bridge@test.parking')).rows[0]!.n).toBe(1);
  });

  it('reports a taken email with a non-zero code and writes nothing', async () => {
    const err: string[] = [];
    const code = await runCli(
      ['user:create', '--role', 'valet', '--email', 'BRIDGE@test.parking', '--password', 'Str0ng!pass', '--name', 'Bridge'],
      { out: () => undefined, err: (l) => err.push(l) },
      { DATA_DIR: dataDir },
    );
    expect(code).toBe(1);
    expect(err.join('\n')).toMatch(/already exists/);
    expect((await count('bridge@test.parking')).rows[0]!.n).toBe(1);
  });

  it('refuses a caller without the token from server.json', async () => {
    const err: string[] = [];
    const code = await runRemote(
      { pid: process.pid, port, token: 'wrong-token' },
      ['user:create', '--role', 'odogwu', '--email', 'evil@x.io', '--password', 'Str0ng!pass', '--name', 'E'],
      { out: () => undefined, err: (l) => err.push(l) },
    );
    expect(code).toBe(1);
    expect(err.join('\n')).toMatch(/refused the command \(HTTP 403\)/);
    expect((await count('evil@x.io')).rows[0]!.n).toBe(0);
  });
});
