import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config';
import { migrate, openDb, type DbHandle } from './db/client';
import { buildApp } from './app';
import { resolveJwtSecret } from './secrets';
import { seedDemoData } from './db/seed';
import { connectRedis } from './integrations/redis';
import { reachableHost, registerCliBridge, writeServerLock } from './cli/bridge';
import { runCli } from './cli/run';
import { checkPortFree, describeStartupError } from './startup';

/** Known once read, so a failure can name the setting behind it. */
let settings: Config | null = null;

/** Process entry: config, database (migrated, seeded once), app, listen; clean shutdown on signals. */
async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  settings = config;
  // A taken port is found before a new DATA_DIR is created, migrated and seeded for nothing.
  await checkPortFree(config.host, config.port);
  const dbHandle: DbHandle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(dbHandle);
  } catch (err) {
    // Closing gives DATA_DIR's lock back before the process ends with the reason.
    await dbHandle.close().catch(() => undefined);
    throw err;
  }
  const redis = await connectRedis(config.redisUrl);
  const running: { app?: FastifyInstance; lock?: { remove(): void } } = {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal} received: finishing in-flight requests and closing the database...`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await running.app?.close();
      running.lock?.remove();
      // QUIT needs a connection: a Redis that is away is only disconnected (it stops reconnecting).
      if (redis?.status === 'ready') await redis.quit();
      else redis?.disconnect();
      await dbHandle.close();
      console.log('Stopped cleanly.');
      process.exit(0);
    } catch (err) {
      console.error('Shutdown failed:', err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const jwtSecret = resolveJwtSecret(config);
  const app = await buildApp({ config, dbHandle, jwtSecret, redis, serveSpa: true });
  running.app = app;
  // With PGlite this process owns DATA_DIR; `npm run cli` reaches the database through us.
  const bridgeToken = dbHandle.kind === 'pglite' ? crypto.randomBytes(32).toString('base64url') : null;
  if (bridgeToken) registerCliBridge(app, bridgeToken, (argv, io) => runCli(argv, io, process.env, { handle: dbHandle }));
  const seeded = config.seedDemo ? await seedDemoData(app.deps.db, config) : null;
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = typeof address === 'object' && address ? address.address : config.host;
  if (bridgeToken) running.lock = writeServerLock(config.dataDir, port, bridgeToken, reachableHost(host));
  const url = `http://localhost:${port}`;
  console.log(`\nParking is running at ${url}  (database: ${dbHandle.kind}, ready in ${Date.now() - started} ms)`);
  console.log(`API docs: ${url}/api/docs`);
  if (seeded?.created) {
    console.log('\nDemo data loaded. Demo accounts:');
    for (const a of seeded.accounts) console.log(`  ${a.role.padEnd(11)} ${a.email.padEnd(28)} ${a.password}`);
    if (!seeded.accounts.some((a) => a.role === 'superadmin')) {
      console.log(
        `Superadmins (SUPERADMIN_EMAILS): ${config.superadminEmails.join(', ')}; create their accounts with npm run cli -- user:create --role odogwu`,
      );
    }
  } else if (seeded) {
    console.log('\nDemo data not loaded: the database already has users.');
  }
}

main().catch((err) => {
  const line = describeStartupError(err, settings);
  if (line) console.error(line);
  else console.error('Failed to start:', err);
  process.exit(1);
});
