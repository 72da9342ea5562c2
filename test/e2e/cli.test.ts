import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, loginToken, removeDir, ROOT, startServer } from './support/server';

jest.setTimeout(180_000);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** `npm run cli -- <args>` exactly as an operator types it, against the given DATA_DIR. */
function cli(dataDir: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const r = spawnSync(npm, ['run', '--silent', 'cli', '--', ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('npm run cli -- user:create', () => {
  let dataDir: string;
  beforeAll(() => {
    ensureBuilt();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-cli-'));
  });
  afterAll(() => removeDir(dataDir));

  const vendor = [
    'user:create',
    '--role',
    'vendor',
    '--email',
    'lot.owner@example.com',
    '--password',
    'Owner#2026x',
    '--name',
    'Lot Owner',
  ];

  it('creates a vendor (exit 0) who can then sign in on the server', async () => {
    const r = cli(dataDir, vendor);
    // Whole result in the assertion, so a failure shows what the command printed.
    expect(r).toMatchObject({ status: 0 });

    const server = await startServer({ dataDir });
    try {
      const token = await loginToken(server.baseUrl, 'lot.owner@example.com', 'Owner#2026x');
      expect(token).toEqual(expect.any(String));
    } finally {
      expect(await server.stop()).toEqual({ code: 0, signal: null });
    }
  });

  it('refuses an email that is taken (non-zero exit, says why)', () => {
    const r = cli(dataDir, vendor);
    expect(r.status).not.toBe(0);
    expect(`${r.stdout}\n${r.stderr}`).toMatch(/exist|taken|already/i);
  });

  it('refuses an unknown role (non-zero exit)', () => {
    const r = cli(dataDir, ['user:create', '--role', 'pirate', '--email', 'x@example.com', '--password', 'Owner#2026x', '--name', 'X']);
    expect(r.status).not.toBe(0);
  });
});
