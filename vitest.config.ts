import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit, component and integration suites. The e2e journeys have their own config (e2e/vitest.config.ts)
// and run after these, from scripts/test.mjs.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than cores: a single worker on a 2-core CI machine, which
    // then leaves a core idle whenever a test waits (timers, mail, child processes, PostgreSQL). The
    // main process only collects results, so every core gets a test file.
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
