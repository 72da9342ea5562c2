import { ConfigError, loadConfig, type Config } from '../config';
import { migrate, openDb, type DbHandle } from '../db/client';
import { seedDemoData } from '../db/seed';
import { parseFlags } from './args';
import { USAGE } from './usage';
import { checkUserFlags, createUser, EmailTakenError } from './userCreate';
import { readServerLock, runRemote } from './bridge';
import { describeStartupError } from '../startup';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

export interface CliDeps {
  /** An already open, migrated database (tests); without it the CLI opens the server's own and closes it. */
  handle?: DbHandle;
}

/** Opens the database the way main.ts does, runs `work`, and always closes what it opened. */
async function withDb<T>(config: Config, deps: CliDeps, work: (handle: DbHandle) => Promise<T>): Promise<T> {
  if (deps.handle) return work(deps.handle);
  const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, holder: 'operator command' });
  try {
    await migrate(handle);
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** Runs one operator command; returns the process exit code (0 done, 1 rejected or failed, 2 wrong usage). */
export async function runCli(
  argv: string[],
  io: CliIo,
  env: Record<string, string | undefined> = process.env,
  deps: CliDeps = {},
): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'help' || command === '--help' || command === '-h') {
    io.out(USAGE);
    return 0;
  }
  if (command !== 'user:create' && command !== 'seed:demo') {
    io.err(command ? `Unknown command "${command}".` : 'No command given.');
    io.err(USAGE);
    return 2;
  }
  const { flags, problem } = parseFlags(rest);
  if (problem) {
    io.err(problem);
    return 2;
  }

  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    io.err(err instanceof ConfigError ? err.message : String(err));
    return 1;
  }

  // The embedded database belongs to the running server, if there is one: it does the work, or
  // nothing is done (opening the database beside it would lose writes).
  if (!deps.handle && !config.databaseUrl) {
    const lock = readServerLock(config.dataDir);
    if (lock) return runRemote(lock, argv, io);
  }

  try {
    if (command === 'seed:demo') {
      if (flags.size) {
        io.err('seed:demo takes no flags.');
        return 2;
      }
      const result = await withDb(config, deps, (h) => seedDemoData(h.db, config));
      if (!result.created) {
        io.out('The database already has users: no demo data loaded.');
        return 0;
      }
      io.out('Demo data loaded. Demo accounts:');
      for (const a of result.accounts) io.out(`  ${a.role.padEnd(11)} ${a.email.padEnd(28)} ${a.password}`);
      return 0;
    }
    const checked = checkUserFlags(flags);
    if ('message' in checked) {
      io.err(checked.message);
      return checked.usage ? 2 : 1;
    }
    const { input } = checked;
    const user = await withDb(config, deps, (h) => createUser(h.db, input));
    io.out(`Created ${input.role} user ${input.email} (id ${user.id}).`);
    return 0;
  } catch (err) {
    if (err instanceof EmailTakenError) {
      io.err(err.message);
      return 1;
    }
    io.err(describeStartupError(err, config) ?? `Failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}
