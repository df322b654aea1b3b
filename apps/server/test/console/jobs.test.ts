import { CONSOLE_JOB_LIMITS, consoleJobMessages } from '@pathway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from '../../src/modules/jobs/jobs-file.ts';
import { API, freshIp } from '../accounts/helpers.ts';
import { addJobs, DAY } from '../user-area/helpers.ts';
import { auditRows, member, moderator, startConsole, type Caller, type Console } from './helpers.ts';

let c: Console;
let mod: Caller;
let student: Caller;

beforeAll(async () => {
  c = await startConsole();
  mod = (await moderator(c)).api;
  student = (await member(c.a)).api;
});
afterAll(async () => {
  await c?.close();
});

let sequence = 0;
const uniqueCompany = () => `Console Jobs Co ${Date.now().toString(36)} ${(sequence += 1)}`;
const at = (days: number) => new Date(c.a.clock.now().getTime() + days * DAY).toISOString();

/** The guest's list of a company's jobs (cached pages: this proves the console's writes reach them). */
async function listed(company: string) {
  const res = await c.a.t.app.inject({ method: 'GET', url: `${API}/jobs?company=${encodeURIComponent(company)}`, remoteAddress: freshIp() });
  expect(res.statusCode).toBe(200);
  return res.json().data.data as { _id: string; title: string; isFeatured: boolean }[];
}

async function jobCount() {
  const rows = await c.a.t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM jobs`);
  return Number(rows.rows[0]!.n);
}

describe('GET /admin/jobs', () => {
  it('lists every job with its status, searched, filtered, sorted and paged; students are refused', async () => {
    const company = uniqueCompany();
    const [open, gone] = await addJobs(c.a, [
      { company, title: 'Alpha Analyst' },
      { company, title: 'Beta Builder', postedDate: at(-60), expiryDate: at(-1) },
    ]);
    expect((await student('GET', '/admin/jobs')).statusCode).toBe(403);
    const all = await mod('GET', `/admin/jobs?q=${encodeURIComponent(company)}&sortBy=title&sortOrder=asc`);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.data.map((j: { _id: string; status: string }) => [j._id, j.status])).toEqual([
      [open, 'active'],
      [gone, 'expired'],
    ]);
    expect(all.json().data.pagination).toMatchObject({ total: 2, page: 1 });
    const expiredOnly = await mod('GET', `/admin/jobs?q=${encodeURIComponent(company)}&status=expired`);
    expect(expiredOnly.json().data.data.map((j: { _id: string }) => j._id)).toEqual([gone]);
    const paged = await mod('GET', `/admin/jobs?q=${encodeURIComponent(company)}&sortBy=title&sortOrder=desc&limit=1&page=2`);
    expect(paged.json().data.data.map((j: { _id: string }) => j._id)).toEqual([open]);
    for (const bad of ['status=gone', 'sortBy=salary', 'featured=maybe', 'limit=0', `q=${'x'.repeat(101)}`]) {
      expect((await mod('GET', `/admin/jobs?${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('PATCH /admin/jobs/{id}', () => {
  it("edits with the import's rules; the public list shows it at once; bad edits change nothing", async () => {
    const company = uniqueCompany();
    const [id] = await addJobs(c.a, [{ company, title: 'Data Intern' }]);
    expect((await listed(company))[0]!.title).toBe('Data Intern');
    const res = await mod('PATCH', `/admin/jobs/${id}`, { title: 'Data Science Intern', salaryMax: 950_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Data Science Intern', status: 'active' });
    expect((await listed(company))[0]!.title).toBe('Data Science Intern');

    const refused = await mod('PATCH', `/admin/jobs/${id}`, { salaryMin: 2_000_000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.salaryMax).toBe('salaryMax must be at least salaryMin.');
    for (const body of [{}, { reason: 'why' }, { title: '' }, { externalId: 'x' }, { status: 'hidden' }, { status: 'gone', reason: 'x' }, { applyLink: 'ftp://x' }, '{"title":']) {
      expect((await mod('PATCH', `/admin/jobs/${id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await mod('PATCH', '/admin/jobs/00000000-0000-4000-8000-000000000000', { title: 'Nobody' })).statusCode).toBe(404);
    expect((await student('PATCH', `/admin/jobs/${id}`, { title: 'Hacked' })).statusCode).toBe(403);
    // Fields the edit left out kept their values (no import default crept in).
    expect((await mod('GET', `/admin/jobs/${id}`)).json().data).toMatchObject({ title: 'Data Science Intern', isFeatured: false, fields: { salaryMax: 950_000, salaryMin: 600_000, skills: ['Node.js', 'PostgreSQL'] } });
    const entries = await auditRows(c.a, id);
    expect(entries.map((e) => e.action)).toEqual(['job.update']);
    expect(entries[0]!.before).toMatchObject({ title: 'Data Intern' });
    expect(entries[0]!.after).toMatchObject({ title: 'Data Science Intern' });
  });

  it('hides (gone from lists, its page 404), restores, expires and features, each with a reason and audited', async () => {
    const company = uniqueCompany();
    const [id] = await addJobs(c.a, [{ company, title: 'Field Sales Trainee' }]);
    const original = (await mod('GET', `/admin/jobs/${id}`)).json().data.expiryDate;
    const hide = await mod('PATCH', `/admin/jobs/${id}`, { status: 'hidden', reason: 'Asks for a deposit' });
    expect(hide.json().data).toMatchObject({ status: 'hidden' });
    expect(await listed(company)).toEqual([]);
    const page = await student('GET', `/jobs/${id}`);
    expect(page.statusCode).toBe(404);
    expect(page.json().details).toMatchObject({ reason: 'not_found' });

    const restore = await mod('PATCH', `/admin/jobs/${id}`, { status: 'active', reason: 'The company explained' });
    expect(restore.json().data.status).toBe('active');
    expect(restore.json().data.expiryDate).toBe(original);
    expect((await listed(company)).map((j) => j._id)).toEqual([id]);

    await mod('PATCH', `/admin/jobs/${id}`, { isFeatured: true });
    expect((await listed(company))[0]!.isFeatured).toBe(true);
    const expire = await mod('PATCH', `/admin/jobs/${id}`, { status: 'expired', reason: 'Position filled' });
    expect(expire.json().data.status).toBe('expired');
    expect(await listed(company)).toEqual([]);
    const expiredPage = await student('GET', `/jobs/${id}`);
    expect(expiredPage.json().details).toMatchObject({ reason: 'expired' });
    expect((await auditRows(c.a, id)).map((e) => [e.action, e.reason])).toEqual([
      ['job.hide', 'Asks for a deposit'],
      ['job.restore', 'The company explained'],
      ['job.feature', null],
      ['job.expire', 'Position filled'],
    ]);
  });

  it('an edit keeps an expired or hidden job where it is; a hidden job keeps a new closing date for its restore', async () => {
    const company = uniqueCompany();
    const [expired, hidden] = await addJobs(c.a, [{ company, title: 'Expired One' }, { company, title: 'Hidden One' }]);
    await mod('PATCH', `/admin/jobs/${expired}`, { status: 'expired', reason: 'Filled' });
    await mod('PATCH', `/admin/jobs/${hidden}`, { status: 'hidden', reason: 'Checking the company' });
    const expiredAt = (await mod('GET', `/admin/jobs/${expired}`)).json().data.expiryDate;
    expect((await mod('PATCH', `/admin/jobs/${expired}`, { title: 'Expired One, renamed' })).json().data).toMatchObject({ status: 'expired', expiryDate: expiredAt });
    const later = new Date(Date.parse(at(90))).toISOString();
    expect((await mod('PATCH', `/admin/jobs/${hidden}`, { expiryDate: later })).json().data.status).toBe('hidden');
    expect(await listed(company)).toEqual([]);
    const restored = await mod('PATCH', `/admin/jobs/${hidden}`, { status: 'active', reason: 'The company is real' });
    expect(restored.json().data).toMatchObject({ status: 'active', expiryDate: later });
    expect((await listed(company)).map((j) => j._id)).toEqual([hidden]);
  });

  it('a restore needs a future closing date when the job had none', async () => {
    const company = uniqueCompany();
    const [id] = await addJobs(c.a, [{ company, postedDate: at(-60), expiryDate: at(-1) }]);
    const res = await mod('PATCH', `/admin/jobs/${id}`, { status: 'active', reason: 'Reopened' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(consoleJobMessages.restoreNeedsExpiry);
    const later = await mod('PATCH', `/admin/jobs/${id}`, { status: 'active', expiryDate: at(20), reason: 'Reopened' });
    expect(later.json().data.status).toBe('active');
    expect((await listed(company)).map((j) => j._id)).toEqual([id]);
  });
});

describe('DELETE /admin/jobs/{id}', () => {
  it('needs a reason, deletes the job and audits it', async () => {
    const company = uniqueCompany();
    const [id] = await addJobs(c.a, [{ company }]);
    expect((await mod('DELETE', `/admin/jobs/${id}`, {})).statusCode).toBe(400);
    expect((await mod('DELETE', `/admin/jobs/${id}`, { reason: 'Spam listing' })).statusCode).toBe(200);
    expect(await listed(company)).toEqual([]);
    expect((await mod('GET', `/admin/jobs/${id}`)).statusCode).toBe(404);
    expect((await mod('DELETE', `/admin/jobs/${id}`, { reason: 'Again' })).statusCode).toBe(404);
    expect((await auditRows(c.a, id)).map((e) => e.action)).toEqual(['job.delete']);
  });
});

describe('POST /admin/jobs/import', () => {
  const csvRow = (externalId: string, company: string, overrides: Record<string, string> = {}) => {
    const row: Record<string, string> = {
      externalId,
      title: 'Frontend Intern',
      company,
      type: 'Internship',
      location: 'Pune',
      workMode: 'remote',
      stipend: '15000/month',
      salaryMin: '0',
      salaryMax: '0',
      experienceMin: '0',
      experienceMax: '0',
      domains: 'Frontend Development',
      skills: 'React|TypeScript',
      description: 'Build pages students use.',
      applyLink: 'https://careers.example.in/frontend',
      postedDate: at(-1).slice(0, 10),
      expiryDate: at(30).slice(0, 10),
      ...overrides,
    };
    return IMPORT_COLUMNS.map((col) => row[col] ?? '').join(',');
  };
  const csv = (...rows: string[]) => [IMPORT_COLUMNS.join(','), ...rows].join('\n');

  it('a dry run lists each bad row with its line and reason and writes nothing; a fixed file commits', async () => {
    const company = uniqueCompany();
    const before = await jobCount();
    const bad = csv(csvRow(`imp-${company}-1`, company), csvRow(`imp-${company}-2`, company, { applyLink: 'not a link' }), csvRow(`imp-${company}-3`, company));
    const dry = await mod('POST', '/admin/jobs/import', { format: 'csv', content: bad, dryRun: true });
    expect(dry.statusCode).toBe(400);
    expect(dry.json().details.problems).toEqual([{ place: 'line 3', field: 'applyLink', message: expect.any(String) }]);
    // A commit of the bad file is refused the same way.
    expect((await mod('POST', '/admin/jobs/import', { format: 'csv', content: bad, dryRun: false })).statusCode).toBe(400);
    expect(await jobCount()).toBe(before);

    const good = csv(csvRow(`imp-${company}-1`, company), csvRow(`imp-${company}-2`, company, { title: 'Backend Intern' }), csvRow(`imp-${company}-3`, company, { title: 'QA Intern' }));
    const check = await mod('POST', '/admin/jobs/import', { format: 'csv', content: good, dryRun: true });
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({ dryRun: true, rows: 3, created: 3, updated: 0 });
    expect(await jobCount()).toBe(before);
    expect(await listed(company)).toEqual([]);

    const commit = await mod('POST', '/admin/jobs/import', { format: 'csv', content: good, dryRun: false });
    expect(commit.json().data).toMatchObject({ dryRun: false, rows: 3, created: 3, companiesCreated: 1 });
    expect((await listed(company)).length).toBe(3);
    const [entry] = (await auditRows(c.a)).filter((e) => e.action === 'job.import' && (e.after as { rows: number }).rows === 3).slice(-1);
    expect(entry).toBeDefined();
  });

  it("JSON rows are placed by item; the file's own faults and size are refused whole", async () => {
    const company = uniqueCompany();
    const json = JSON.stringify([{ externalId: `j-${company}`, title: 'X' }]);
    const res = await mod('POST', '/admin/jobs/import', { format: 'json', content: json, dryRun: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.problems[0]).toMatchObject({ place: 'item 1' });
    const notJson = await mod('POST', '/admin/jobs/import', { format: 'json', content: '{nope', dryRun: true });
    expect(notJson.json().details.problems[0]).toMatchObject({ place: 'file' });
    const unknownColumn = await mod('POST', '/admin/jobs/import', { format: 'csv', content: 'externalId,colour\n1,red', dryRun: true });
    expect(unknownColumn.json().details.problems[0].message).toMatch(/unknown column colour/);
    const huge = 'x'.repeat(CONSOLE_JOB_LIMITS.importBytes + 1);
    const tooBig = await mod('POST', '/admin/jobs/import', { format: 'csv', content: huge, dryRun: true });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('PAYLOAD_TOO_LARGE');
    for (const body of [{ format: 'xml', content: 'a', dryRun: true }, { format: 'csv', content: '', dryRun: true }, { format: 'csv', content: 'a' }]) {
      expect((await mod('POST', '/admin/jobs/import', body)).statusCode).toBe(400);
    }
    expect((await student('POST', '/admin/jobs/import', { format: 'csv', content: 'a', dryRun: true })).statusCode).toBe(403);
  });
});
