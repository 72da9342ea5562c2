import fs from 'node:fs';
import { loadConfig } from '../config';
import { openDb } from '../db/client';
import { buildApp } from '../app';

/**
 * Prints the OpenAPI document of the whole API (or writes it to the file after --out).
 * Runs from dist/server/openapi.js, built by `npm run codegen`; nothing listens and nothing is
 * migrated, because building the routes is all the document needs.
 */
async function main(): Promise<void> {
  const outIndex = process.argv.indexOf('--out');
  const out = outIndex >= 0 ? process.argv[outIndex + 1] : undefined;
  const config = loadConfig({ DATA_DIR: 'memory', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const dbHandle = await openDb({ dataDir: 'memory' });
  const app = await buildApp({ config, dbHandle, jwtSecret: 'openapi-dump-only-openapi-dump-only', logger: false });
  await app.ready();
  const json = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  await app.close();
  await dbHandle.close();
  if (out) fs.writeFileSync(out, json);
  else process.stdout.write(json);
}

main().catch((err: unknown) => {
  console.error('Could not build the OpenAPI document:', err);
  process.exit(1);
});
