import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // Test files share a worker's modules rather than import React, Radix and the app afresh each
      // (see apps/server's config). So a test leaves module state as it found it: src/test/setup.ts
      // cleans the DOM, toasts, storage and address after each test, and a test that needs a module
      // not yet loaded brings its own loader (upgrade-prompt-dialog.test.tsx).
      isolate: false,
      // A journey through a page takes up to ~3 s alone and more on a busy 2-core CI machine; each
      // wait inside it still gives up after 5 s (src/test/setup.ts), so a real failure stays fast.
      testTimeout: 15_000,
    },
  }),
);
