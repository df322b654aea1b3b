#!/usr/bin/env node
// The landing route's JavaScript budget (issue 4, outcome 7): everything a first visit to `/` loads
// (the entry, the chunks it imports, the landing page's chunk and the chunks that imports) gzipped,
// at most 150 kB. Chunks loaded only on demand (a signed-in user's menu, the mobile drawer, other
// routes) are listed apart and do not count.
//
// Also the number of files each first page (/, /jobs, a job's page) loads at start: at most 6, one
// wave of the six connections a browser opens to our origin, as Lighthouse simulates it; each wave
// more costs a round trip before the first paint (vite.config.ts's chunk groups, docs/web-performance.md).
// And that none of those files holds a library kept for later (axios, zod, Radix dialogs, toasts and
// menus, react-hook-form), which a chunk group would otherwise take in unnoticed.
//
//   node scripts/bundle-size.mjs             build with the Vite manifest, then measure
//   node scripts/bundle-size.mjs --no-build  measure the existing dist/
//   --budget=150                             budget in kB (1 kB = 1000 bytes, as Vite prints)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
const LANDING_MODULE = 'src/features/landing/pages/landing-page.tsx';
const FIRST_PAGES = {
  '/': LANDING_MODULE,
  '/jobs': 'src/features/jobs/pages/jobs-page.tsx',
  '/jobs/:id': 'src/features/jobs/pages/job-detail-page.tsx',
};
const MAX_FIRST_LOAD_FILES = 6;
/**
 * Libraries the first pages load only when they are needed (vite.config.ts's LOADED_LATER): the
 * axios client, zod, Radix's dialog, toast and menus, react-hook-form.
 */
const NOT_AT_START = /node_modules[\\/](axios|zod|react-hook-form|@radix-ui[\\/]react-(dialog|toast|dropdown-menu))[\\/]/;
const chunkModulesPath = path.join(dist, '.vite', 'chunk-modules.json');

const args = process.argv.slice(2);
const budgetArg = args.find((a) => a.startsWith('--budget='));
const budgetKb = budgetArg ? Number(budgetArg.slice('--budget='.length)) : 150;

if (!args.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: webRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The rest of `npm run build`, so that the dist/ left behind is a whole one (the server serves it).
  const prerender = spawnSync(process.execPath, ['scripts/prerender.mjs'], { cwd: webRoot, stdio: 'inherit' });
  if (prerender.status !== 0) process.exit(prerender.status ?? 1);
  const precompress = spawnSync(process.execPath, ['scripts/precompress.mjs'], { cwd: webRoot, stdio: 'inherit' });
  if (precompress.status !== 0) process.exit(precompress.status ?? 1);
}
if (!fs.existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${path.relative(webRoot, manifestPath)}: build first (build.manifest is on).`);
  process.exit(1);
}

/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk.');
if (!manifest[LANDING_MODULE]) throw new Error(`The manifest has no chunk for ${LANDING_MODULE}.`);

/** The chunks a module needs before it runs: itself and its static imports, transitively. */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

const loaded = staticClosure([entryKey, LANDING_MODULE]);
const sizeOf = (file) => {
  const bytes = fs.readFileSync(path.join(dist, file));
  return { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
};
const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

const rows = [...loaded]
  .map((key) => ({ key, file: manifest[key].file, ...sizeOf(manifest[key].file) }))
  .sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
const css = [...new Set([...loaded].flatMap((key) => manifest[key].css ?? []))];

console.log('\nJavaScript loaded for / (entry, its imports, the landing chunk and its imports):');
for (const r of rows) console.log(`  ${kb(r.gzip).padStart(10)} gzip  ${kb(r.raw).padStart(10)} raw  ${r.file}`);
console.log(`  ${kb(total).padStart(10)} gzip in total; budget ${budgetKb} kB`);
if (css.length > 0) {
  const cssGzip = css.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
  console.log(`  (CSS, not counted: ${kb(cssGzip)} gzip in ${css.join(', ')})`);
}

const onDemand = Object.keys(manifest)
  .filter((key) => !loaded.has(key) && manifest[key].file.endsWith('.js'))
  .map((key) => ({ file: manifest[key].file, ...sizeOf(manifest[key].file) }))
  .sort((a, b) => b.gzip - a.gzip);
console.log('\nLoaded on demand (other routes, menus, drawers), not counted:');
for (const r of onDemand) console.log(`  ${kb(r.gzip).padStart(10)} gzip  ${r.file}`);

/** @type {Record<string, string[]>} the modules in each chunk, by file (vite.config.ts's chunkModules) */
const chunkModules = JSON.parse(fs.readFileSync(chunkModulesPath, 'utf8'));
console.log(`\nJavaScript files loaded at start (at most ${MAX_FIRST_LOAD_FILES}), and none of ${NOT_AT_START.source}:`);
const tooMany = [];
const tooEarly = [];
for (const [page, module] of Object.entries(FIRST_PAGES)) {
  if (!manifest[module]) throw new Error(`The manifest has no chunk for ${module}.`);
  const chunks = staticClosure([entryKey, module]);
  console.log(`  ${page.padEnd(10)} ${chunks.size}`);
  if (chunks.size > MAX_FIRST_LOAD_FILES) tooMany.push(`${page} loads ${chunks.size} files`);
  for (const key of chunks) {
    const early = (chunkModules[manifest[key].file] ?? []).filter((id) => NOT_AT_START.test(id));
    if (early.length > 0) tooEarly.push(`${page} loads ${manifest[key].file} with ${early.slice(0, 3).join(', ')}`);
  }
}

const failures = [];
if (total > budgetKb * 1000) failures.push(`Over budget: ${kb(total)} > ${budgetKb} kB.`);
if (tooMany.length > 0) {
  failures.push(`Too many files at start (${tooMany.join('; ')}), more than ${MAX_FIRST_LOAD_FILES}: see the chunk groups in vite.config.ts.`);
}
if (tooEarly.length > 0) failures.push(`Loaded at start, meant for later (see LOADED_LATER in vite.config.ts):\n  ${tooEarly.join('\n  ')}`);
if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`\nWithin budget: ${kb(total)} ≤ ${budgetKb} kB, at most ${MAX_FIRST_LOAD_FILES} files at start, none of them with code meant for later.`);
