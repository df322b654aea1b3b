import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { jobRow } from '../db/helpers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * A deployment that runs the payment sandbox on purpose (PAYMENTS_MODE=sandbox, e.g. a public
 * staging site) says so on every page, before anyone tries to pay (docs/operations.md).
 */
const RIBBON = /<body[^>]*><aside aria-label="Test mode"[^>]*>Test mode: payments on this site are simulated/;

let webDir: string;
let jobId: string;
let staging: TestApp;
let quiet: TestApp;

const page = (name: string) => `<!doctype html><html><head><title>Pathway</title></head><body class="x"><div id="root"><p>${name}</p></div></body></html>`;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-web-'));
  fs.mkdirSync(path.join(webDir, 'prerendered'));
  fs.writeFileSync(path.join(webDir, 'index.html'), page('index'));
  // The build's precompressed copy (which has no ribbon) must not be what a browser gets.
  fs.writeFileSync(path.join(webDir, 'index.html.gz'), 'not the page');
  for (const name of ['landing', 'jobs', 'job-detail']) fs.writeFileSync(path.join(webDir, 'prerendered', `${name}.html`), page(name));
  staging = await createTestApp({ webDistDir: webDir, env: { PUBLIC_URL: 'https://staging.pathway.example', PAYMENTS_MODE: 'sandbox' } });
  quiet = await createTestApp({ webDistDir: webDir });
  await importJobs(staging.database.db, [jobRow({ externalId: 'rib-1', title: 'Ribbon Intern', expiryDate: '2099-01-01T00:00:00Z' })]);
  jobId = (await staging.database.db.execute<{ id: string }>(sql`SELECT id FROM jobs WHERE external_id = 'rib-1'`)).rows[0]!.id;
});
afterAll(async () => {
  await staging?.close();
  await quiet?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const decoded = (encoding: unknown, bytes: Buffer) =>
  (encoding === 'br' ? zlib.brotliDecompressSync(bytes) : encoding === 'gzip' ? zlib.gunzipSync(bytes) : bytes).toString('utf8');

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });

describe('the "Test mode" ribbon', () => {
  it('starts every page of an explicit sandbox, outside the React root', async () => {
    for (const url of ['/', '/jobs', '/jobs?q=react', '/pricing', '/dashboard', '/no/such/page', `/jobs/${jobId}`]) {
      const res = await get(staging, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      const body = decoded(res.headers['content-encoding'], res.rawPayload);
      expect(body, url).toMatch(RIBBON);
      expect(body.match(/aria-label="Test mode"/g), url).toHaveLength(1);
      expect(body, url).toMatch(/<\/aside><div id="root">/);
    }
  });

  it('is absent where the sandbox is only the local default', async () => {
    for (const url of ['/', '/jobs', '/pricing']) {
      const res = await get(quiet, url);
      expect(res.body, url).not.toContain('Test mode');
    }
  });
});
