import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { jobRow } from '../db/helpers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** A dist/ as `npm run build` leaves it: index.html and the pages apps/web/scripts/prerender.mjs writes. */
let t: TestApp;
let webDir: string;
let jobId: string;

const page = (name: string) =>
  `<!doctype html><html><head><title>Pathway</title></head><body><div id="root"><p>${name} first frame</p></div></body></html>`;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.mkdirSync(path.join(webDir, 'prerendered'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>Pathway</title></head><body><div id="root"></div></body></html>');
  for (const name of ['landing', 'jobs', 'job-detail']) fs.writeFileSync(path.join(webDir, 'prerendered', `${name}.html`), page(name));
  t = await createTestApp({ webDistDir: webDir });
  await importJobs(t.database.db, [jobRow({ externalId: 'pre-1', title: 'Prerender Intern', expiryDate: '2099-01-01T00:00:00Z' })]);
  const result = await t.database.db.execute<{ id: string }>(sql`SELECT id FROM jobs WHERE external_id = 'pre-1'`);
  jobId = result.rows[0]!.id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('pre-rendered pages', () => {
  it('sends / and /jobs their first frame, revalidated on every visit', async () => {
    for (const [url, name] of [['/', 'landing'], ['/jobs', 'jobs'], ['/jobs/', 'jobs'], ['/?utm_source=x', 'landing']] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body, url).toContain(`${name} first frame`);
    }
  });

  it('starts /jobs with filters in the address from index.html (they change the first frame)', async () => {
    const res = await get('/jobs?q=react');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("fills the job page's frame with the job's own head", async () => {
    const res = await get(`/jobs/${jobId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('job-detail first frame');
    expect(res.body).toMatch(/<title>Prerender Intern/);
    expect(res.body).toContain('application/ld+json');
  });

  it('never serves the pre-rendered files at addresses of their own', async () => {
    for (const url of ['/prerendered/landing.html', '/%70rerendered/jobs.html', '/assets/../prerendered/jobs.html']) {
      const res = await get(url);
      expect(res.body, url).not.toMatch(/first frame/);
    }
  });

  it('falls back to index.html when the build made no pre-rendered page', async () => {
    fs.renameSync(path.join(webDir, 'prerendered', 'landing.html'), path.join(webDir, 'prerendered', 'landing.old'));
    try {
      const res = await get('/');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      fs.renameSync(path.join(webDir, 'prerendered', 'landing.old'), path.join(webDir, 'prerendered', 'landing.html'));
    }
  });
});
