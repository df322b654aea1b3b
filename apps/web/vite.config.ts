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

export default defineConfig({
  // Pinned so the config works whichever directory vite or vitest is started from.
  root,
  plugins: [productionReact(), react(), tailwindcss()],
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
        codeSplitting: {
          // React and the router change rarely: their own long-cached chunk survives app releases.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
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
