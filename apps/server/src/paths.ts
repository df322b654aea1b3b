import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's root, found from this file whether it runs from src/ (tsx, vitest) or dist/ (bundle). */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name?: string }).name === '@pathway/server') {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @pathway/server package root');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, 'src/db/migrations');
export const webDistDir = path.resolve(serverRoot, '../web/dist');
/** The common-password list (apps/server/scripts/build-common-passwords.mjs writes it). */
export const commonPasswordsFile = path.join(serverRoot, 'src/modules/auth/common-passwords.txt');
