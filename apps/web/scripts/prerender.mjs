#!/usr/bin/env node
// Pre-renders the pages whose first paint matters most (`/` and `/jobs`) into dist/prerendered/*.html,
// run by `npm run build` after `vite build`. The server sends these instead of the empty index.html
// (apps/server/src/platform/static.ts), so a phone paints the page as soon as the HTML arrives
// instead of after the JavaScript has loaded and run. Each file is index.html with:
//
// - `#root` filled with the page as React first renders it for a guest (loading placeholders where
//   data will go; scripts/prerender-entry.tsx). Once the route's code is in, main.tsx hydrates it for
//   a guest (React adopts this DOM) and renders the same picture over it for a signed-in user;
// - the stylesheet inlined (one round trip less before the first paint);
// - modulepreload links for the route's own chunks, which otherwise load only after the entry ran.
//
// job-detail.html, the page the server fills with a job's head and summary, gets the last two only: its
// first frame depends on who is asking (the job for a member, a sign-in prompt for a guest).
//
//   node scripts/prerender.mjs        after `vite build` (needs dist/ and its .vite/manifest.json)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const outDir = path.join(dist, 'prerendered');
// Inside the package, so that the server bundle finds react & co. in node_modules when imported.
const ssrDir = path.join(webRoot, 'node_modules', '.cache', 'pathway-prerender');
const SSR_ENTRY = 'prerender-entry.mjs';

/** The route module each page's lazy route loads (router.tsx), for its modulepreload links. */
const routeModules = {
  landing: 'src/features/landing/pages/landing-page.tsx',
  jobs: 'src/features/jobs/pages/jobs-page.tsx',
  'job-detail': 'src/features/jobs/pages/job-detail-page.tsx',
};

const indexFile = path.join(dist, 'index.html');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(indexFile) || !fs.existsSync(manifestFile)) {
  console.error('prerender: run `vite build` first (dist/index.html and dist/.vite/manifest.json are missing).');
  process.exit(1);
}

await build({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: path.join(webRoot, 'scripts', 'prerender-entry.tsx'),
    outDir: ssrDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: SSR_ENTRY } },
  },
});
const { pages, renderPage } = await import(pathToFileURL(path.join(ssrDir, SSR_ENTRY)).href);

/** @type {Record<string, {file: string, imports?: string[], css?: string[]}>} */
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

/** A chunk and everything it imports statically: what loads before the module can run. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) staticClosure(next, seen);
  return seen;
}

const template = fs.readFileSync(indexFile, 'utf8');

const preloadLinks = (keys, html) =>
  [...keys]
    .map((key) => `/${manifest[key].file}`)
    .filter((href) => !html.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
const withPreloads = (html, links) => html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);

const stylesheet = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/;
const css = stylesheet.exec(template);
if (!css) throw new Error('prerender: index.html links no stylesheet; update the pattern in scripts/prerender.mjs.');
// `</style` cannot appear in CSS that Tailwind writes; refuse rather than break the page if it ever does.
const cssText = fs.readFileSync(path.join(dist, css[1]), 'utf8');
if (/<\/style/i.test(cssText)) throw new Error('prerender: the stylesheet contains "</style"; it cannot be inlined.');

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
for (const name of Object.keys(routeModules)) {
  const markup = name in pages ? await renderPage(name) : '';
  if (!manifest[routeModules[name]]) throw new Error(`prerender: no chunk for ${routeModules[name]} in the manifest.`);
  const html = withPreloads(template, preloadLinks(staticClosure(routeModules[name]), template))
    .replace(stylesheet, () => `<style>${cssText}</style>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
  if (!html.includes(`<div id="root">${markup}</div>`)) throw new Error('prerender: index.html has no empty <div id="root"></div>.');
  fs.writeFileSync(path.join(outDir, `${name}.html`), html);
  console.log(`prerendered ${path.relative(webRoot, path.join(outDir, `${name}.html`))} (${(html.length / 1024).toFixed(1)} KiB)`);
}
fs.rmSync(ssrDir, { recursive: true, force: true });
