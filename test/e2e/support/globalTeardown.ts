import { E2E_TEMPLATE_ENV, removeDir } from './server';

/** Removes the seeded DATA_DIR of globalSetup. */
export default function globalTeardown(): void {
  const dir = process.env[E2E_TEMPLATE_ENV.dir];
  if (dir) removeDir(dir);
}
