import { LISTING_HEALTH, listingHealthTexts } from '@pathway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncReportHealth } from '../../src/modules/listing-health/reports.service.ts';
import { API, call, freshIp, startAccounts, type Accounts } from '../accounts/helpers.ts';
import { student } from '../tracker/helpers.ts';
import { addJobs, expired, unverifiedUser } from '../user-area/helpers.ts';

let a: Accounts;

beforeAll(async () => {
  a = await startAccounts();
});
afterAll(async () => {
  await a?.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let companySequence = 0;
const uniqueCompany = () => `Listing Health Co ${Date.now().toString(36)} ${(companySequence += 1)}`;

async function reportsOf(jobId: string) {
  const rows = await a.t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM job_reports WHERE job_id = ${jobId}`);
  return rows.rows[0]!.n;
}

/** The job as a guest's list shows it (the list pages are cached: this also proves they follow a report). */
async function listed(company: string) {
  const res = await a.t.app.inject({ method: 'GET', url: `${API}/jobs?company=${encodeURIComponent(company)}`, remoteAddress: freshIp() });
  expect(res.statusCode).toBe(200);
  return res.json().data.data[0];
}

describe('POST /jobs/{id}/report', () => {
  it('refuses guests, unverified accounts and bad input, and writes nothing', async () => {
    const [jobId] = await addJobs(a, [{ company: uniqueCompany() }]);
    const guest = await call(a, 'POST', `/jobs/${jobId}/report`, { reason: 'closed' });
    expect(guest.statusCode).toBe(401);
    const unverified = await unverifiedUser(a);
    expect((await unverified.api('POST', `/jobs/${jobId}/report`, { reason: 'closed' })).json().code).toBe('EMAIL_NOT_VERIFIED');

    const user = await student(a);
    const bad: [string, object | string, number, string][] = [
      [`/jobs/${jobId}/report`, { reason: 'spam' }, 400, 'VALIDATION_ERROR'],
      [`/jobs/${jobId}/report`, {}, 400, 'VALIDATION_ERROR'],
      [`/jobs/${jobId}/report`, { reason: 'fee', note: 'x'.repeat(LISTING_HEALTH.noteMaxLength + 1) }, 400, 'VALIDATION_ERROR'],
      [`/jobs/${jobId}/report`, { reason: 'fee', note: 'bad\u0000note' }, 400, 'VALIDATION_ERROR'],
      [`/jobs/${jobId}/report`, { reason: 'fee', note: 42 }, 400, 'VALIDATION_ERROR'],
      [`/jobs/${jobId}/report`, '{"reason": ', 400, 'VALIDATION_ERROR'],
      ['/jobs/not-an-id/report', { reason: 'closed' }, 400, 'VALIDATION_ERROR'],
      [`/jobs/${UNKNOWN_ID}/report`, { reason: 'closed' }, 404, 'NOT_FOUND'],
    ];
    for (const [path, body, status, code] of bad) {
      const res = await user.send('POST', path, body);
      expect({ path, body, status: res.statusCode, code: res.json().code }).toEqual({ path, body, status, code });
    }
    const [gone] = await addJobs(a, [expired(a.clock.now(), { company: uniqueCompany() })]);
    expect((await user.send('POST', `/jobs/${gone}/report`, { reason: 'closed' })).statusCode).toBe(404);
    const [hidden] = await addJobs(a, [{ company: uniqueCompany() }]);
    await a.t.database.db.execute(sql`UPDATE jobs SET hidden_at = now() WHERE id = ${hidden}`);
    expect((await user.send('POST', `/jobs/${hidden}/report`, { reason: 'closed' })).statusCode).toBe(404);
    expect(await reportsOf(jobId!)).toBe(0);
    expect(await reportsOf(gone!)).toBe(0);
    expect(await reportsOf(hidden!)).toBe(0);
  });

  it('takes one report per student and job: the second is 409 and changes nothing', async () => {
    const [jobId] = await addJobs(a, [{ company: uniqueCompany() }]);
    const user = await student(a);
    const first = await user.send('POST', `/jobs/${jobId}/report`, { reason: 'wrong_details', note: '  The stipend is ₹10,000, not ₹25,000.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ success: true, status: 201, message: listingHealthTexts.reported });
    expect(first.json().data).toMatchObject({ jobId, reason: 'wrong_details', note: 'The stipend is ₹10,000, not ₹25,000.', state: 'open' });
    const again = await user.send('POST', `/jobs/${jobId}/report`, { reason: 'closed' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: listingHealthTexts.alreadyReported });
    expect(await reportsOf(jobId!)).toBe(1);

    const mine = await user.send('GET', `/jobs/${jobId}/report`);
    expect(mine.json().data).toMatchObject({ reason: 'wrong_details', state: 'open' });
    const other = await student(a);
    expect((await other.send('GET', `/jobs/${jobId}/report`)).json().data).toBeNull();
    expect((await other.send('GET', `/jobs/${UNKNOWN_ID}/report`)).statusCode).toBe(404);
  });

  it('one student reporting at once from five tabs makes one report', async () => {
    const [jobId] = await addJobs(a, [{ company: uniqueCompany() }]);
    const user = await student(a);
    const results = await Promise.all(Array.from({ length: 5 }, () => user.send('POST', `/jobs/${jobId}/report`, { reason: 'closed' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await reportsOf(jobId!)).toBe(1);
  });
});

describe('reported closed by students', () => {
  it('marks a job after 3 different students report it closed or its link broken, in lists and on its page', async () => {
    const company = uniqueCompany();
    const [jobId] = await addJobs(a, [{ company }]);
    expect((await listed(company)).health).toEqual({ reportedClosed: false, linkBroken: false, linkCheckedAt: null, flags: [] });

    const students = await Promise.all([student(a), student(a), student(a), student(a)]);
    // Other reasons do not count toward it.
    await students[3]!.send('POST', `/jobs/${jobId}/report`, { reason: 'duplicate' });
    await students[0]!.send('POST', `/jobs/${jobId}/report`, { reason: 'closed' });
    const second = await students[1]!.send('POST', `/jobs/${jobId}/report`, { reason: 'broken_link' });
    expect(second.json().data.health.reportedClosed).toBe(false);
    expect((await listed(company)).health.reportedClosed).toBe(false);

    const third = await students[2]!.send('POST', `/jobs/${jobId}/report`, { reason: 'closed' });
    expect(third.json().data.health.reportedClosed).toBe(true);
    expect((await listed(company)).health.reportedClosed).toBe(true);
    const page = await students[0]!.send('GET', `/jobs/${jobId}`);
    expect(page.json().data.health.reportedClosed).toBe(true);
  });

  it('counts concurrent reports exactly: three at once cross the threshold', async () => {
    const company = uniqueCompany();
    const [jobId] = await addJobs(a, [{ company }]);
    const students = await Promise.all([student(a), student(a), student(a)]);
    const results = await Promise.all(students.map((s) => s.send('POST', `/jobs/${jobId}/report`, { reason: 'closed' })));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect((await listed(company)).health.reportedClosed).toBe(true);
  });
});

describe('fee reports', () => {
  it('show fee_reported while a report is open, and stop once a moderator dismisses it', async () => {
    const company = uniqueCompany();
    const [jobId] = await addJobs(a, [{ company }]);
    const user = await student(a);
    const res = await user.send('POST', `/jobs/${jobId}/report`, { reason: 'fee', note: 'They asked for ₹2,000 on the phone.' });
    expect(res.json().data.health.flags).toEqual(['fee_reported']);
    expect((await listed(company)).health.flags).toEqual(['fee_reported']);

    // What the operations console does when it dismisses the report.
    const db = a.t.database.db;
    await db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE job_reports SET state = 'dismissed', resolved_at = now() WHERE job_id = ${jobId}`);
      expect(await syncReportHealth(tx, jobId!)).toBe(true);
    });
    // Another process's change reaches this one's caches through the catalogue version within its check interval.
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await listed(company)).health.flags).toEqual([]);
  });
});

describe('"Best match" lowers jobs reported closed', () => {
  it('puts a reported-closed job below a job that fits less', async () => {
    const company = uniqueCompany();
    const [perfect, partial] = await addJobs(a, [
      { company, title: 'React TypeScript Intern', skills: ['React', 'TypeScript'] },
      { company, title: 'React Go Intern', skills: ['React', 'Go'] },
    ]);
    const user = await student(a);
    const setup = await user.send('POST', '/users/setup-profile', {
      firstName: 'Asha', lastName: 'Verma', phone: '', location: '', dob: null, bio: '', educationLevel: '', collegeName: '', courseName: '',
      graduationYear: null, cgpa: null, skills: ['React', 'TypeScript'], experiences: [], projects: [], prefferedJobTypes: [],
      prefferedJobLocations: [], prefferedDomains: [], linkedInProfile: '', githubProfile: '', website: '', resume: null,
    });
    expect(setup.statusCode).toBe(200);
    const order = async () =>
      ((await user.send('GET', `/jobs?company=${encodeURIComponent(company)}&sortBy=match`)).json().data.data as { _id: string }[]).map((j) => j._id);
    expect(await order()).toEqual([perfect, partial]);
    const reporters = await Promise.all([student(a), student(a), student(a)]);
    for (const r of reporters) await r.send('POST', `/jobs/${perfect}/report`, { reason: 'closed' });
    expect(await order()).toEqual([partial, perfect]);
  });
});
