import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pure functions and schemas: the files need no fresh module graph each (see apps/server's config).
  test: { name: 'contracts', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
