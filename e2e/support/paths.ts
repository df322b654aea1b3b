import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root (this file lives in e2e/support/). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const webDir = path.join(repoRoot, 'apps/web');
export const webDistIndex = path.join(webDir, 'dist/index.html');

/** Debian's Chromium, or CHROMIUM_PATH; the journeys never download a browser. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function hasChromium(): boolean {
  return fs.existsSync(chromiumPath());
}
