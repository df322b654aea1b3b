import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files share a worker's modules instead of importing Fastify, drizzle and PGlite afresh
    // for each of ~100 files (1.3-1.8 s each on a 2-core CI machine: about a fifth of the run).
    // So a test file leaves module state as it found it: each builds its own app and database,
    // and closes them in afterAll.
    isolate: false,
  },
});
