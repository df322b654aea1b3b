#!/usr/bin/env node
// Writes FILE.br (brotli, quality 11) and FILE.gz (gzip, level 9) next to every text file of at least
// 1 KB in dist/, the last step of `npm run build`. The server sends these instead of compressing the
// file on every request (apps/server/src/platform/static.ts, @fastify/static's preCompressed), so the
// slow, best compression is paid once here. A copy that would not be smaller is not written, and copies
// left from files that are gone, or no longer worth compressing, are removed: the server would send them.
//
//   node scripts/precompress.mjs [distDir]     default: apps/web/dist
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(webRoot, 'dist'));

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.html', '.json', '.txt', '.xml', '.webmanifest']);
const MIN_BYTES = 1024;
const SIBLINGS = ['.br', '.gz'];
/** Not served: Vite's manifest (read by scripts, never by browsers). */
const SKIPPED_DIRS = new Set(['.vite']);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressors = {
  '.br': (bytes) =>
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  '.gz': (bytes) => gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

if (!fs.existsSync(dist) || !fs.statSync(dist).isDirectory()) {
  console.error(`precompress: no directory ${dist}; run \`vite build\` first.`);
  process.exit(1);
}

/** @returns {string[]} every file under dir, outside the skipped directories */
function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(full);
    return entry.isFile() ? [full] : [];
  });
}

const isSibling = (file) => SIBLINGS.includes(path.extname(file)) && COMPRESSIBLE.has(path.extname(file.slice(0, -3)));
const files = filesUnder(dist);
const sources = files.filter((file) => COMPRESSIBLE.has(path.extname(file)));

// Copies of files that no longer exist (a dist/ built over rather than emptied).
let removed = 0;
for (const file of files.filter(isSibling)) {
  if (!fs.existsSync(file.slice(0, -3))) {
    fs.rmSync(file);
    removed += 1;
  }
}

const totals = { files: 0, raw: 0, '.br': 0, '.gz': 0 };
await Promise.all(
  sources.map(async (file) => {
    const bytes = fs.statSync(file).size >= MIN_BYTES ? await fs.promises.readFile(file) : undefined;
    let compressed = false;
    for (const ext of SIBLINGS) {
      const out = bytes && (await compressors[ext](bytes));
      if (out && out.length < bytes.length) {
        await fs.promises.writeFile(file + ext, out);
        totals[ext] += out.length;
        compressed = true;
      } else if (fs.existsSync(file + ext)) {
        // Left from an earlier build of this file: it no longer matches it.
        await fs.promises.rm(file + ext);
        removed += 1;
      }
    }
    if (compressed) {
      totals.files += 1;
      totals.raw += bytes.length;
    }
  }),
);

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const shown = path.relative(process.cwd(), dist);
console.log(
  `precompress: ${totals.files} files in ${shown && !shown.startsWith('..') ? shown : dist}, ${kb(totals.raw)} → ` +
    `${kb(totals['.br'])} .br, ${kb(totals['.gz'])} .gz` +
    (removed > 0 ? `; removed ${removed} stale` : ''),
);
