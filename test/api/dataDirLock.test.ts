import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirInUseError, dataDirLockFile, lockDataDir } from '../../src/server/db/dataDirLock';
import { writeServerLock } from '../../src/server/cli/bridge';
import { runCli } from '../../src/server/cli/run';

// Two processes on one PGlite folder lose confirmed writes: one holder at a time.
describe("DATA_DIR's database lock", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-lock-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second holder with one line naming the first, and is free again once released', () => {
    const lock = lockDataDir(dir, 'server');
    expect(() => lockDataDir(dir, 'server')).toThrow(new DataDirInUseError(dir, { pid: process.pid, holder: 'server' }));
    expect(() => lockDataDir(dir, 'server')).toThrow(`DATA_DIR ${dir} is in use by another server (pid ${process.pid}).`);
    lock.release();
    expect(fs.existsSync(dataDirLockFile(dir))).toBe(false);
    lockDataDir(dir, 'server').release();
  });

  it('takes over a lock whose process is gone', () => {
    fs.writeFileSync(dataDirLockFile(dir), JSON.stringify({ pid: 2 ** 22 + 1, started: null, holder: 'server' }));
    const lock = lockDataDir(dir, 'server');
    expect(JSON.parse(fs.readFileSync(dataDirLockFile(dir), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('the CLI refuses, writing nothing, when server.json names a live server it cannot reach', async () => {
    const held = writeServerLock(dir, 1, 'token-token-token-token', '127.0.0.1');
    const err: string[] = [];
    const code = await runCli(['seed:demo'], { out: () => undefined, err: (l) => err.push(l) }, { DATA_DIR: dir, LOG_LEVEL: 'silent' });
    held.remove();
    expect(code).toBe(1);
    expect(err.join('\n')).toMatch(
      /^The server running on this DATA_DIR \(pid \d+\) did not answer at http:\/\/127\.0\.0\.1:1 .*nothing was done/,
    );
    expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(false);
  });
});
