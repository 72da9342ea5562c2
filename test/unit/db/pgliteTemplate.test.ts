import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFromTemplate } from '../../../src/server/db/pgliteTemplate';

// A stand-in for PGlite's initdb and the migrations: writes a cluster's marker file and a table file.
const makeCluster = jest.fn(async (dir: string) => {
  fs.mkdirSync(path.join(dir, 'base'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
  fs.writeFileSync(path.join(dir, 'base', 'migrated'), 'tables of every migration');
});

let root: string;
let cache: string;
const tmp = (name: string) => path.join(root, name);
const files = (dir: string) => fs.readdirSync(dir).sort();
const version = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../node_modules/@electric-sql/pglite/package.json'), 'utf8'))
  .version as string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  cache = tmp('cache');
  makeCluster.mockClear();
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a new DATA_DIR starts from a copy of a migrated cluster', () => {
  it('makes the template once, then copies it into each new folder, leaving nothing half-made behind', async () => {
    fs.mkdirSync(tmp('first'));
    await startFromTemplate(tmp('first'), makeCluster, cache);
    await startFromTemplate(tmp('second'), makeCluster, cache);
    expect(makeCluster).toHaveBeenCalledTimes(1);
    for (const dir of ['first', 'second']) {
      expect(files(tmp(dir))).toEqual(['PG_VERSION', 'base']);
      expect(fs.readFileSync(path.join(tmp(dir), 'base', 'migrated'), 'utf8')).toBe('tables of every migration');
    }
    // One template, named by the PGlite version and the migrations' hash; no scratch folders anywhere.
    expect(files(cache)).toEqual([expect.stringMatching(new RegExp(`^${version.replace(/\./g, '\\.')}-[0-9a-f]{16}$`))]);
    expect(files(root)).toEqual(['cache', 'first', 'second']);
  });

  it('leaves a folder that already holds a cluster, or anything else, as it is', async () => {
    fs.mkdirSync(tmp('existing'));
    fs.writeFileSync(path.join(tmp('existing'), 'PG_VERSION'), '17\n');
    fs.mkdirSync(tmp('other'));
    fs.writeFileSync(path.join(tmp('other'), 'notes.txt'), 'not a cluster');
    await startFromTemplate(tmp('existing'), makeCluster, cache);
    await startFromTemplate(tmp('other'), makeCluster, cache);
    expect(makeCluster).not.toHaveBeenCalled();
    expect(files(tmp('existing'))).toEqual(['PG_VERSION']);
    expect(files(tmp('other'))).toEqual(['notes.txt']);
  });

  it('drops the templates of other versions or migrations when it makes this one', async () => {
    fs.mkdirSync(path.join(cache, '0.4.0-0123456789abcdef'), { recursive: true });
    await startFromTemplate(tmp('db'), makeCluster, cache);
    expect(files(cache)).toHaveLength(1);
    expect(files(cache)[0]).toMatch(new RegExp(`^${version.replace(/\./g, '\\.')}-`));
  });

  it('falls back to initdb (an empty folder, a warning) when the template cannot be made', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = jest.fn(async (dir: string) => {
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'half'), 'x');
      throw new Error('disk full');
    });
    fs.mkdirSync(tmp('db'));
    await startFromTemplate(tmp('db'), failing, cache);
    expect(files(tmp('db'))).toEqual([]);
    expect(files(cache)).toEqual([]);
    expect(files(root)).toEqual(['cache', 'db']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('disk full'));
    warn.mockRestore();
  });
});
