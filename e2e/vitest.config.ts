import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The end-to-end journeys: a real server (PGlite in a temp dir, a real SMTP peer) driven through
// Debian's Chromium. Run with `npx vitest run --config e2e/vitest.config.ts` or `--root e2e`.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // Pinned, so the config behaves the same whichever directory vitest starts from.
  root,
  // Vite's cache with the rest, not in an e2e/node_modules of its own.
  cacheDir: '../node_modules/.vite/e2e',
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // Each file starts its own server and browser; on a 2-core machine, one file at a time.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // A journey is a story: a retry would hide flakiness we want to see and fix.
    retry: 0,
  },
});
