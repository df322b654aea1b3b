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
      // A journey through a page takes up to ~3 s alone and more on a busy 2-core CI machine; each
      // wait inside it still gives up after 5 s (src/test/setup.ts), so a real failure stays fast.
      testTimeout: 15_000,
    },
  }),
);
