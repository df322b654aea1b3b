import { JOB_SUMMARY_LENGTH, savedJobsResponseSchema } from '@pathway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccounts, type Accounts } from '../accounts/helpers.ts';
import { activityOf, addJobs, as, DAY, expired, signedUp, signIn, unverifiedUser } from './helpers.ts';

let a: Accounts;

beforeAll(async () => {
  a = await startAccounts();
});
afterAll(async () => {
  await a?.close();
});

async function savedRows(userId: string): Promise<string[]> {
  const rows = await a.t.database.db.execute<{ job_id: string }>(sql`SELECT job_id FROM saved_jobs WHERE user_id = ${userId}`);
  return rows.rows.map((r) => r.job_id);
}

describe('POST /jobs/:id/save and DELETE /jobs/:id/unsave', () => {
  it('save is idempotent, with one activity; unsave too; stats follow', async () => {
    const user = await signedUp(a);
    const [jobId] = await addJobs(a, [{ title: 'Frontend Developer Intern', company: 'Zoho' }]);

    const saved = await user.api('POST', `/jobs/${jobId}/save`);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: 'Job saved successfully!', data: { saved: true } });
    a.clock.advance(1000);
    const again = await user.api('POST', `/jobs/${jobId}/save`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ saved: true });
    expect(await savedRows(user.userId)).toEqual([jobId]);
    expect((await user.api('GET', '/users/stats')).json().data.savedJobsCount).toBe(1);

    a.clock.advance(1000);
    const removed = await user.api('DELETE', `/jobs/${jobId}/unsave`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Job removed from saved jobs.', data: { saved: false } });
    const removedAgain = await user.api('DELETE', `/jobs/${jobId}/unsave`);
    expect(removedAgain.statusCode).toBe(200);
    expect(removedAgain.json().data).toEqual({ saved: false });
    expect(await savedRows(user.userId)).toEqual([]);
    expect((await user.api('GET', '/users/stats')).json().data.savedJobsCount).toBe(0);

    const events = (await activityOf(a, user.userId)).filter((r) => r.type === 'save' || r.type === 'unsave');
    expect(events).toEqual([
      { type: 'save', title: 'Saved Frontend Developer Intern at Zoho' },
      { type: 'unsave', title: 'Removed Frontend Developer Intern at Zoho from saved jobs' },
    ]);
    const feed = (await user.api('GET', '/users/activity')).json().data;
    expect(feed.slice(0, 2).map((i: { type: string }) => i.type)).toEqual(['unsave', 'save']);
  });

  it('answers 200 {saved:false} to an unsave of a job never saved, or of no job at all', async () => {
    const user = await signedUp(a);
    const [jobId] = await addJobs(a, [{}]);
    expect((await user.api('DELETE', `/jobs/${jobId}/unsave`)).json()).toMatchObject({ data: { saved: false } });
    const none = await user.api('DELETE', '/jobs/00000000-0000-4000-8000-000000000000/unsave');
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toEqual({ saved: false });
    expect((await activityOf(a, user.userId)).filter((r) => r.type === 'unsave')).toEqual([]);
  });

  it('refuses an expired job (404, reason expired) and an unknown one (404); unsaving an expired job works', async () => {
    const now = a.clock.now();
    const [soon, old] = await addJobs(a, [{ expiryDate: new Date(now.getTime() + 2 * DAY).toISOString() }, expired(now)]);
    const user = await signedUp(a);

    const refused = await user.api('POST', `/jobs/${old}/save`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, code: 'NOT_FOUND', details: { reason: 'expired' } });
    const unknown = await user.api('POST', '/jobs/00000000-0000-4000-8000-000000000000/save');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', details: { reason: 'not_found' } });
    expect(await savedRows(user.userId)).toEqual([]);

    // Saved while open; it expires; it stays in the list, marked; it can be removed.
    expect((await user.api('POST', `/jobs/${soon}/save`)).statusCode).toBe(200);
    a.clock.advance(3 * DAY);
    const api = await signIn(a, user);
    const list = (await api('GET', '/users/saved-jobs')).json().data;
    expect(list.data).toHaveLength(1);
    expect(list.data[0].job.isExpired).toBe(true);
    expect((await api('GET', '/users/stats')).json().data.savedJobsCount).toBe(1);
    expect((await api('POST', `/jobs/${soon}/save`)).json().details.reason).toBe('expired');
    expect((await api('DELETE', `/jobs/${soon}/unsave`)).json().data).toEqual({ saved: false });
    expect(await savedRows(user.userId)).toEqual([]);
  });

  it('checks the id (400 with details.id), the session (401) and, for save, a verified email (403)', async () => {
    const [jobId] = await addJobs(a, [{}]);
    const user = await signedUp(a);
    for (const [method, path] of [
      ['POST', '/jobs/not-a-uuid/save'],
      ['DELETE', '/jobs/not-a-uuid/unsave'],
    ] as const) {
      const res = await user.api(method, path);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { id: 'That id is not valid.' } });
    }
    const guest = as(a, undefined);
    expect((await guest('POST', `/jobs/${jobId}/save`)).statusCode).toBe(401);
    expect((await guest('DELETE', `/jobs/${jobId}/unsave`)).statusCode).toBe(401);
    expect((await guest('GET', '/users/saved-jobs')).statusCode).toBe(401);
    expect((await guest('GET', '/users/saved-jobs/ids')).statusCode).toBe(401);

    const unverified = await unverifiedUser(a);
    const refused = await unverified.api('POST', `/jobs/${jobId}/save`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');
    // Reading is allowed.
    expect((await unverified.api('GET', '/users/saved-jobs')).statusCode).toBe(200);
    expect((await unverified.api('DELETE', `/jobs/${jobId}/unsave`)).statusCode).toBe(200);
  });

  it("never reaches another user's saves", async () => {
    const [first, second] = await addJobs(a, [{}, {}]);
    const asha = await signedUp(a, { firstName: 'Asha' });
    const ravi = await signedUp(a, { firstName: 'Ravi' });
    await asha.api('POST', `/jobs/${first}/save`);
    await asha.api('POST', `/jobs/${second}/save`);

    expect((await ravi.api('GET', '/users/saved-jobs')).json().data).toMatchObject({ data: [], pagination: { total: 0 } });
    expect((await ravi.api('GET', '/users/saved-jobs/ids')).json().data).toEqual([]);
    expect((await ravi.api('GET', '/users/stats')).json().data.savedJobsCount).toBe(0);
    // Ravi "unsaving" Asha's job ids changes nothing of hers.
    expect((await ravi.api('DELETE', `/jobs/${first}/unsave`)).statusCode).toBe(200);
    expect((await savedRows(asha.userId)).sort()).toEqual([first, second].sort());
    expect((await activityOf(a, ravi.userId)).filter((r) => r.type !== 'login')).toEqual([]);
    // Ravi saving the same job is his own save.
    await ravi.api('POST', `/jobs/${first}/save`);
    expect(await savedRows(ravi.userId)).toEqual([first]);
    expect((await savedRows(asha.userId)).length).toBe(2);
  });
});

describe('GET /users/saved-jobs and /users/saved-jobs/ids', () => {
  it('lists newest save first, in pages, each item the list form of the job plus isExpired', async () => {
    const user = await signedUp(a);
    const long = 'Build the screens that students use. '.repeat(30);
    const ids = await addJobs(
      a,
      Array.from({ length: 12 }, (_, i) => ({ title: `Role ${i}`, description: i === 0 ? long : 'Short description.' })),
    );
    for (const id of ids) {
      await user.api('POST', `/jobs/${id}/save`);
      a.clock.advance(1000);
    }

    const page1 = await user.api('GET', '/users/saved-jobs');
    expect(page1.statusCode).toBe(200);
    expect(page1.headers['cache-control']).toBe('no-store');
    const body = savedJobsResponseSchema.parse(page1.json().data);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(body.data.map((item) => item._id)).toEqual([...ids].reverse().slice(0, 10));
    const item = body.data[0]!;
    expect(item._id).toBe(item.job._id);
    expect(new Date(item.savedAt).toISOString()).toBe(item.savedAt);
    expect(item.job).toMatchObject({ title: 'Role 11', isExpired: false, company: 'Zentrix Labs' });

    const page2 = savedJobsResponseSchema.parse((await user.api('GET', '/users/saved-jobs?page=2&limit=10')).json().data);
    expect(page2.data.map((i) => i._id)).toEqual([ids[1], ids[0]]);
    const summary = page2.data[1]!.job.description;
    expect(summary.length).toBeLessThanOrEqual(JOB_SUMMARY_LENGTH);
    expect(summary.endsWith('…')).toBe(true);

    const all = (await user.api('GET', '/users/saved-jobs/ids')).json();
    expect(all.data).toEqual([...ids].reverse());
    const beyond = (await user.api('GET', '/users/saved-jobs?page=5')).json().data;
    expect(beyond).toEqual({ data: [], pagination: { page: 5, limit: 10, total: 12, totalPages: 2 } });
  });

  it('searches every word, case ignored, in title, company, location, type, skills and domains', async () => {
    const user = await signedUp(a);
    const [react, data, design] = await addJobs(a, [
      { title: 'React Developer', company: 'Infosys', location: 'Bengaluru', type: 'Full-time', skills: ['React', 'TypeScript'], domains: ['Frontend Development'] },
      { title: 'Data Analyst', company: 'Zentrix Labs', location: 'Pune', type: 'Internship', skills: ['Python', 'SQL'], domains: ['Data Science'] },
      { title: 'Product Designer', company: 'Kiranakart', location: 'Remote', type: 'Part-time', skills: ['Figma'], domains: ['UI/UX Design'] },
    ]);
    for (const id of [react, data, design]) await user.api('POST', `/jobs/${id}/save`);
    const search = async (query: string) => {
      const res = await user.api('GET', `/users/saved-jobs?query=${encodeURIComponent(query)}`);
      expect(res.statusCode).toBe(200);
      return { ids: (res.json().data.data as { _id: string }[]).map((i) => i._id).sort(), total: res.json().data.pagination.total };
    };
    expect(await search('react')).toEqual({ ids: [react], total: 1 });
    expect(await search('INFOSYS bengaluru')).toEqual({ ids: [react], total: 1 });
    expect(await search('intern')).toEqual({ ids: [data], total: 1 });
    expect(await search('sql pune')).toEqual({ ids: [data], total: 1 });
    expect(await search('ui/ux')).toEqual({ ids: [design], total: 1 });
    expect(await search('react pune')).toEqual({ ids: [], total: 0 });
    expect(await search('   ')).toEqual({ ids: [react, data, design].sort(), total: 3 });
    // LIKE's wildcards are taken literally.
    expect(await search('%')).toEqual({ ids: [], total: 0 });
    expect(await search('_')).toEqual({ ids: [], total: 0 });
    expect(await search('design')).toEqual({ ids: [design], total: 1 });
  });

  it('refuses bad paging with field details', async () => {
    const user = await signedUp(a);
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      [`query=${'x'.repeat(201)}`, 'query'],
    ] as const) {
      const res = await user.api('GET', `/users/saved-jobs?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.json().details)).toContain(field);
    }
    expect((await user.api('GET', '/users/saved-jobs?limit=100')).statusCode).toBe(200);
  });
});
