import fs from 'node:fs';
import path from 'node:path';

/** The folder holding package.json, found from this file whether it runs from src/ or dist/. */
export function projectRoot(): string {
  let dir = __dirname;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const migrationsFolder = (): string => path.join(projectRoot(), 'src/server/db/migrations');
export const appDistFolder = (): string => path.join(projectRoot(), 'dist/app');
