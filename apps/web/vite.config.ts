import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * A production build ships production React whoever starts it. The e2e setup runs `npm run build`
 * from inside vitest, whose NODE_ENV=test would otherwise make Vite bundle React's development build
 * (jsxDEV, several times slower) into dist/, which `npm start` and `npm run audit:web` then reuse.
 * Plugins' config hooks run before Vite reads NODE_ENV to decide what a production build is.
 */
function productionReact(): Plugin {
  return {
    name: 'pathway:production-react',
    config(_config, { command, mode }) {
      if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
    },
  };
}

/**
 * Writes dist/.vite/chunk-modules.json: the modules in each chunk, by the chunk's file. The bundle
 * check (scripts/bundle-size.mjs) reads it to make sure the first pages load none of the libraries
 * kept for later (LOADED_LATER is a hand-kept list; a new module it misses would otherwise slip into
 * the shared chunk unnoticed).
 */
function chunkModules(): Plugin {
  return {
    name: 'pathway:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') modules[output.fileName] = output.moduleIds.map((id) => path.relative(root, id));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules, null, 1) });
    },
  };
}

/** The app's shared modules (components, hooks, lib) and the small libraries they are built on. */
const SHARED =
  /[\\/]src[\\/](components|lib|hooks)[\\/]|node_modules[\\/](lucide-react|clsx|tailwind-merge|class-variance-authority|@tanstack)[\\/]/;
/**
 * The jobs feature's modules other than its pages (each page stays its route's own chunk), and the
 * job's match in words, which the dashboard shares: neither is code the landing page runs.
 */
const JOBS_FEATURE = /[\\/]src[\\/](features[\\/]jobs[\\/]|components[\\/]job-fit)/;
/**
 * Modules the pages a visitor opens first (/, /jobs, a job's page) do not load at start: pages,
 * the axios client and member calls, dialogs, sheets, menus and the toaster (Radix), forms
 * (react-hook-form, zod through the contracts), the signed-in header's parts and the checkout.
 */
const LOADED_LATER =
  /[\\/]pages[\\/]|api-client|user-api|mobile-filters-sheet|upgrade-dialog|ui[\\/](toast|dialog|sheet|dropdown-menu|accordion|avatar|label|form-field|textarea|progress)\.tsx|user-menu|user-avatar|password-|quick-actions|usage-meter|server-message|form-errors|load-script|save-search-dialog|create-saved-search/;

export default defineConfig({
  // Pinned so the config works whichever directory vite or vitest is started from.
  root,
  plugins: [productionReact(), react(), tailwindcss(), chunkModules()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads, for `npm run size` (the JS budget).
    manifest: true,
    // Every browser we support preloads modules itself (modulepreload: Chrome 66, Firefox 115,
    // Safari 17); where one does not, the modules still load through their imports. Saves the
    // polyfill's bytes and its work on every first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The chunks every first page runs at once (React and the router, the shared code, the
        // entry) carry V8's explicit compile hint: their functions are compiled while they download,
        // on a background thread, not one by one on the main thread as start-up first calls them
        // (Chrome 136; other browsers ignore the comment). Lighthouse TBT on / 280 → 127 ms, /jobs
        // 139 → 84 ms, runs alternated with a build without it (docs/web-performance.md). After
        // minification, which would strip a comment.
        postBanner: (chunk) => (chunk.isEntry || chunk.name === 'react' || chunk.name === 'shared' ? '//# allFunctionsCalledOnLoad' : ''),
        codeSplitting: {
          groups: [
            // React and the router change rarely: their own long-cached chunk survives app releases.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
            // Left to itself the bundler splits what routes share into many small chunks: /jobs
            // loaded 21 files and a job's page 19. Lighthouse's simulated network (as a phone's)
            // pays a round trip per request beyond six at a time, which put about 0.4 s on their
            // first paint (docs/web-performance.md). So the app's shared code is one chunk, and
            // the jobs feature's another; what the first pages never load at start stays out of
            // both (a group also takes in what its modules import, so that would pull it in).
            { name: 'shared', test: (id: string) => SHARED.test(id) && !LOADED_LATER.test(id) && !JOBS_FEATURE.test(id), priority: 10 },
            { name: 'jobs', test: (id: string) => JOBS_FEATURE.test(id) && !LOADED_LATER.test(id), priority: 5 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000' },
      // Avatars are served by the API process, outside /api (docs/profile-api.md).
      '/uploads': { target: 'http://127.0.0.1:3000' },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000' },
      // Avatars are served by the API process, outside /api (docs/profile-api.md).
      '/uploads': { target: 'http://127.0.0.1:3000' },
    },
  },
});
