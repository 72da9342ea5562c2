import { ensureBuilt, makeSeededTemplate } from './server';

/** Builds dist/ if needed and seeds one DATA_DIR that every e2e file's server starts from a copy of. */
export default async function globalSetup(): Promise<void> {
  ensureBuilt();
  await makeSeededTemplate();
}
