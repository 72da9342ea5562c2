import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two processes on one data folder each write their own copy of the
 * cluster and confirmed writes are lost. So whoever opens DATA_DIR's database (the server, or the
 * CLI when no server runs) first creates DATA_DIR/pglite.lock with the 'wx' flag, holding its pid,
 * and removes it on close. A lock whose process is gone (killed, a power cut) is taken over.
 */
export interface DataDirLockInfo {
  pid: number;
  /** The process's start time (Linux /proc), so a pid reused after a restart (pid 1 in a container) is not taken for the holder. */
  started: string | null;
  /** Who holds it, for the message: 'server' or 'operator command'. */
  holder: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lock: Pick<DataDirLockInfo, 'pid' | 'holder'>,
  ) {
    super(`DATA_DIR ${dataDir} is in use by another ${lock.holder} (pid ${lock.pid}).`);
  }
}

export const dataDirLockFile = (dataDir: string): string => path.resolve(dataDir, 'pglite.lock');

/** Lock files this process holds: a lock naming our own pid that is not among them was left by an earlier process with our pid. */
const held = new Set<string>();

/** When process `pid` started (jiffies since boot, field 22 of /proc/<pid>/stat), or null where /proc is not there. */
export function processStarted(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether process `pid` still runs and, when we know when it started, is the same process. */
export function processAlive(pid: number, started: string | null = null): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = started ? processStarted(pid) : null;
  return !now || now === started;
}

function readLock(file: string): DataDirLockInfo | null {
  try {
    const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<DataDirLockInfo>;
    if (typeof lock.pid !== 'number') return null;
    return { pid: lock.pid, started: typeof lock.started === 'string' ? lock.started : null, holder: lock.holder ?? 'process' };
  } catch {
    return null;
  }
}

function heldByOther(file: string, lock: DataDirLockInfo): boolean {
  return lock.pid === process.pid ? held.has(file) : processAlive(lock.pid, lock.started);
}

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Takes DATA_DIR's database lock or throws DataDirInUseError; release() removes it (only if still ours). */
export function lockDataDir(dataDir: string, holder: string): { release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = dataDirLockFile(dataDir);
  const mine: DataDirLockInfo = { pid: process.pid, started: processStarted(process.pid), holder };
  const release = () => {
    if (!held.delete(file)) return;
    if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx', mode: 0o600 });
      held.add(file);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    // An empty file may be a lock being written this very moment: look again shortly before calling it stale.
    const current = readLock(file) ?? (sleepSync(200), readLock(file));
    if (current && heldByOther(file, current)) throw new DataDirInUseError(dataDir, current);
    // Stale: moved aside first, so that of two processes taking over the same stale lock only one removes it.
    const aside = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, aside);
    } catch {
      continue;
    }
    const moved = readLock(aside);
    if (moved && heldByOther(file, moved)) {
      // Someone took the stale lock over between our look and our move: give theirs back.
      try {
        fs.linkSync(aside, file);
      } finally {
        fs.rmSync(aside, { force: true });
      }
      throw new DataDirInUseError(dataDir, moved);
    }
    fs.rmSync(aside, { force: true });
  }
  const last = readLock(file);
  throw new DataDirInUseError(dataDir, last ?? { pid: 0, holder: 'process' });
}
