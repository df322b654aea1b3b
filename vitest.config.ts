import { defineConfig } from 'vitest/config';

// Unit, component and integration suites. The e2e journeys have their own config (e2e/vitest.config.ts)
// and run after these, from scripts/test.mjs.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
