import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { jobRow } from '../db/helpers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The last step of the web build, run here on a dist/ made up for the test. */
const PRECOMPRESS = fileURLToPath(new URL('../../../web/scripts/precompress.mjs', import.meta.url));
const precompress = (dir: string) => {
  const run = spawnSync(process.execPath, [PRECOMPRESS, dir], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
};

/** Some kilobytes of script that do not compress to nothing, so brotli 11 and on-the-fly brotli 4 differ. */
const script = (seed: string) =>
  Array.from({ length: 400 }, (_, i) => `export const ${seed}${i} = ${(i * 7919) % 1009} + "${crypto.createHash('md5').update(seed + i).digest('hex').slice(0, 8 + (i % 9))}";`).join('\n');
const html = (name: string) =>
  `<!doctype html><html><head><title>Pathway</title></head><body><div id="root"><p>${name} first frame</p>` +
  Array.from({ length: 60 }, (_, i) => `<li class="job-${i}">${name} placeholder ${(i * 31) % 17}</li>`).join('') +
  '</div></body></html>';

const write = (dir: string, file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), content);
};

describe('apps/web/scripts/precompress.mjs', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-precompress-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz copies of text files of 1 KB or more, and nothing else', () => {
    write(dir, 'assets/app-AbC123.js', script('app'));
    write(dir, 'assets/index-XyZ.css', `body{margin:0}\n${'.c{color:red}\n'.repeat(200)}`);
    write(dir, 'prerendered/landing.html', html('landing'));
    write(dir, 'index.html', html('index'));
    write(dir, 'assets/tiny-1.js', 'console.log(1)');
    write(dir, 'assets/logo.png', Buffer.alloc(4096));
    write(dir, 'random.json', crypto.randomBytes(4096)); // does not get smaller
    write(dir, '.vite/manifest.json', JSON.stringify({ entries: Array.from({ length: 100 }, (_, i) => `chunk-${i}.js`) }));

    const out = precompress(dir);

    expect(out).toMatch(/^precompress: 4 files in /);
    for (const file of ['assets/app-AbC123.js', 'assets/index-XyZ.css', 'prerendered/landing.html', 'index.html']) {
      const original = fs.readFileSync(path.join(dir, file));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${file}.br`))).equals(original), file).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${file}.gz`))).equals(original), file).toBe(true);
    }
    for (const file of ['assets/tiny-1.js', 'assets/logo.png', 'random.json', '.vite/manifest.json']) {
      expect(fs.existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
      expect(fs.existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('removes copies of files that are gone or no longer compressed, which the server would send', () => {
    write(dir, 'assets/old-Q1.js.br', 'stale');
    write(dir, 'assets/old-Q1.js.gz', 'stale');
    write(dir, 'assets/tiny-1.js.br', 'stale');
    write(dir, 'assets/archive.tar.gz', 'not ours'); // not a copy of a file the script compresses

    const out = precompress(dir);

    expect(out).toMatch(/removed 3 stale/);
    for (const file of ['assets/old-Q1.js.br', 'assets/old-Q1.js.gz', 'assets/tiny-1.js.br']) expect(fs.existsSync(path.join(dir, file)), file).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets/archive.tar.gz'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'assets/app-AbC123.js.br'))).toBe(true);
  });
});

describe('serving the build’s compressed copies', () => {
  let t: TestApp;
  let webDir: string;
  let jobId: string;
  const fileIn = (file: string) => fs.readFileSync(path.join(webDir, file));

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-web-'));
    write(webDir, 'index.html', html('index'));
    write(webDir, 'assets/app-AbC123.js', script('app'));
    for (const name of ['landing', 'jobs', 'job-detail']) write(webDir, `prerendered/${name}.html`, html(name));
    precompress(webDir);
    t = await createTestApp({ webDistDir: webDir });
    await importJobs(t.database.db, [jobRow({ externalId: 'gz-1', title: 'Compression Intern', expiryDate: '2099-01-01T00:00:00Z' })]);
    const result = await t.database.db.execute<{ id: string }>(sql`SELECT id FROM jobs WHERE external_id = 'gz-1'`);
    jobId = result.rows[0]!.id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

  it('sends a hashed asset’s .br copy to a client that takes brotli', async () => {
    const res = await get('/assets/app-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    // The build's bytes as they are: not compressed again, nor anew at the cheap per-request level.
    expect(res.rawPayload.equals(fileIn('assets/app-AbC123.js.br'))).toBe(true);
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(fileIn('assets/app-AbC123.js'))).toBe(true);
    expect(res.headers['content-length']).toBe(String(fileIn('assets/app-AbC123.js.br').length));
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the .gz copy to a client that takes only gzip', async () => {
    const res = await get('/assets/app-AbC123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(fileIn('assets/app-AbC123.js.gz'))).toBe(true);
    expect(zlib.gunzipSync(res.rawPayload).equals(fileIn('assets/app-AbC123.js'))).toBe(true);
  });

  it.each([undefined, 'identity'])('sends the file itself with accept-encoding %s', async (acceptEncoding) => {
    const res = await get('/assets/app-AbC123.js', acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(fileIn('assets/app-AbC123.js'))).toBe(true);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it.each([
    ['/', 'landing'],
    ['/jobs', 'jobs'],
  ])('sends %s its pre-rendered page compressed by the build', async (url, name) => {
    const file = `prerendered/${name}.html`;
    const br = await get(url, 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(fileIn(`${file}.br`))).toBe(true);
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(fileIn(`${file}.gz`))).toBe(true);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(`${name} first frame`);
  });

  it('sends the history fallback’s index.html compressed by the build', async () => {
    const res = await get('/dashboard', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(fileIn('index.html.br'))).toBe(true);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/assets/app-AbC123.js.br', '/assets/app-AbC123.js.gz', '/index.html.br', '/prerendered/landing.html.gz'])(
    'never serves the copy %s as a file of its own',
    async (url) => {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe('Not found');
    },
  );

  it('still compresses what is made per request: the job page and API JSON', async () => {
    const page = await get(`/jobs/${jobId}`, 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toMatch(/<title>Compression Intern/);

    const api = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-encoding']).toBe('br');
    const json = zlib.brotliDecompressSync(api.rawPayload);
    expect(json.length).toBeGreaterThan(1024);
    expect(JSON.parse(json.toString()).openapi).toMatch(/^3\./);
  });
});
