import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder, projectRoot } from '../paths';

/** The PGlite version installed: a cluster made by one version is never handed to another. */
function pgliteVersion(root: string): string | null {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? null;
  } catch {
    return null;
  }
}

/** The migrations' SQL and journal, hashed: a template migrated by other files is never used. */
function migrationsHash(): string {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  const files = [...fs.readdirSync(folder).filter((f) => f.endsWith('.sql')), path.join('meta', '_journal.json')].sort();
  for (const f of files)
    hash
      .update(f)
      .update('\0')
      .update(fs.readFileSync(path.join(folder, f)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

const isCluster = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));
const isEmptyOrMissing = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
const scratch = (dir: string) => `${dir}.tmp-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

/** Moves a finished folder into place; false when another process got there first (its copy is as good). */
function moveInto(from: string, to: string): boolean {
  try {
    if (fs.existsSync(to) && fs.readdirSync(to).length === 0) fs.rmdirSync(to);
    fs.renameSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/**
 * Gives a new DATA_DIR's database folder a copy of a cluster made before, already migrated, instead
 * of PGlite's initdb and every migration: those take 5 s on two free cores and several times that on
 * a busy machine, copying a closed cluster's 40 MB folder a fraction of a second (a closed
 * PostgreSQL cluster is relocatable). The first new DATA_DIR on a machine makes the template
 * (`make` initialises and migrates a folder, then closes it), under node_modules/.cache, named by
 * the PGlite version and the migrations it holds; every later one copies it. The server's own
 * migrate then finds nothing to do. Does nothing for a folder that already holds a cluster, and
 * leaves the folder to initdb whenever the template cannot be made or copied (a read-only install,
 * a full disk): never a reason for the server not to start.
 */
export async function startFromTemplate(
  dir: string,
  make: (dir: string) => Promise<void>,
  cache = path.join(projectRoot(), 'node_modules/.cache/parking-pglite'),
): Promise<void> {
  if (isCluster(dir) || !isEmptyOrMissing(dir)) return;
  const version = pgliteVersion(projectRoot());
  if (!version) return;
  const template = path.join(cache, `${version}-${migrationsHash()}`);
  const made = scratch(template);
  // Copied beside the folder and moved in whole: a start killed half-way leaves no half cluster.
  const copy = scratch(dir);
  try {
    if (!isCluster(template)) {
      fs.mkdirSync(cache, { recursive: true });
      await make(made);
      // Templates of other versions or migrations are of no more use.
      if (moveInto(made, template)) {
        for (const old of fs.readdirSync(cache)) {
          if (old !== path.basename(template) && !old.includes('.tmp-')) fs.rmSync(path.join(cache, old), { recursive: true, force: true });
        }
      }
    }
    fs.cpSync(template, copy, { recursive: true });
    moveInto(copy, dir);
  } catch (err) {
    console.warn(`PGlite template not used (${(err as Error).message}); initialising the database folder instead.`);
  } finally {
    for (const left of [made, copy]) fs.rmSync(left, { recursive: true, force: true });
  }
}
