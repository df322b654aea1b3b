// Bundles the server (and the TypeScript contracts it imports) into dist/main.js.
// npm packages stay external: they are installed next to it.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // The workspace contracts are TypeScript source, so they are bundled rather than imported at run time.
  alias: { '@pathway/contracts': '../../packages/contracts/src/index.ts' },
  logLevel: 'warning',
});
console.log('built apps/server/dist/main.js');
