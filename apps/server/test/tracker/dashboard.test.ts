import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccounts, type Accounts } from '../accounts/helpers.ts';
import { addJobs, DAY, expired } from '../user-area/helpers.ts';
import { student } from './helpers.ts';

let a: Accounts;

beforeAll(async () => {
  a = await startAccounts();
});
afterAll(async () => {
  await a?.close();
});

const HOUR = 60 * 60 * 1000;

describe('GET /users/stats for the dashboard', () => {
  it('gives applications by stage, and what closes in the next 7 days that is saved or tracked but not applied to', async () => {
    const user = await student(a);
    const now = a.clock.now().getTime();
    const at = (days: number) => ({ expiryDate: new Date(now + days * DAY).toISOString() });
    const [savedSoon, clickedSoon, appliedSoon, savedLater, savedAndClicked, savedAndApplied] = await addJobs(a, [
      { title: 'Saved Soon', company: 'Zoho', ...at(3) },
      { title: 'Clicked Soon', company: 'Swiggy', ...at(1) },
      { title: 'Applied Soon', company: 'CRED', ...at(2) },
      { title: 'Saved Later', company: 'Ola', ...at(10) },
      { title: 'Saved And Clicked', company: 'Paytm', ...at(5) },
      { title: 'Saved And Applied', company: 'Zerodha', ...at(6) },
    ]);
    const [closed] = await addJobs(a, [expired(new Date(now))]);
    for (const jobId of [savedSoon, savedLater, savedAndClicked, savedAndApplied]) await user.send('POST', `/jobs/${jobId}/save`);
    for (const jobId of [clickedSoon, savedAndClicked]) await user.send('PUT', `/jobs/apply/${jobId}`);
    await user.send('POST', '/applications', { jobId: appliedSoon });
    await user.send('POST', '/applications', { jobId: savedAndApplied, status: 'interview' });
    await user.send('POST', '/applications', { jobId: closed, status: 'rejected' });
    await user.send('POST', '/applications', { title: 'Elsewhere', company: 'Acme', status: 'offer' });

    const res = await user.send('GET', '/users/stats');
    expect(res.statusCode).toBe(200);
    const stats = res.json().data;
    expect(stats).toMatchObject({ savedJobsCount: 4, applicationCount: 2 });
    expect(stats.applicationsByStage).toEqual({
      clicked: 2,
      applied: 1,
      assessment: 0,
      interview: 1,
      offer: 1,
      accepted: 0,
      rejected: 1,
      withdrawn: 0,
      no_response: 0,
    });
    const tracked = (await user.send('GET', '/applications?status=clicked')).json().data.data as { _id: string; jobId: string }[];
    const appOf = (jobId: string) => tracked.find((t) => t.jobId === jobId)!._id;
    expect(stats.closingSoon).toEqual([
      { jobId: clickedSoon, title: 'Clicked Soon', company: 'Swiggy', closingDate: at(1).expiryDate, saved: false, applicationId: appOf(clickedSoon!) },
      { jobId: savedSoon, title: 'Saved Soon', company: 'Zoho', closingDate: at(3).expiryDate, saved: true, applicationId: null },
      {
        jobId: savedAndClicked,
        title: 'Saved And Clicked',
        company: 'Paytm',
        closingDate: at(5).expiryDate,
        saved: true,
        applicationId: appOf(savedAndClicked!),
      },
    ]);
  });

  it('compares this calendar month in India with the last, from the data', async () => {
    const user = await student(a);
    const [j1, j2, j3, j4] = await addJobs(a, [{}, {}, {}, {}], a.clock.now());
    const { db } = a.t.database;
    // Instants given in India time; a minute either side of this month's first moment there.
    const ist = (y: number, m: number, d: number, h: number, min = 0) => new Date(Date.UTC(y, m, d, h, min) - 5.5 * HOUR);
    const local = new Date(a.clock.now().getTime() + 5.5 * HOUR);
    const y = local.getUTCFullYear();
    const m = local.getUTCMonth();
    const thisMonthStart = ist(y, m, 1, 0, 0);
    const lastMonthDay = ist(y, m - 1, 15, 12);
    const twoMonthsAgo = ist(y, m - 2, 15, 12);
    const justBeforeThisMonth = new Date(thisMonthStart.getTime() - 60_000);
    const justInThisMonth = new Date(thisMonthStart.getTime() + 60_000);
    const savedAt = [
      [j1, justInThisMonth],
      [j2, justBeforeThisMonth],
      [j3, lastMonthDay],
      [j4, twoMonthsAgo],
    ] as const;
    for (const [jobId, when] of savedAt) {
      await db.execute(sql`INSERT INTO saved_jobs (user_id, job_id, created_at) VALUES (${user.userId}, ${jobId}, ${when.toISOString()}::timestamptz)`);
    }
    for (const [i, when] of [justInThisMonth, justInThisMonth, lastMonthDay, twoMonthsAgo].entries()) {
      await db.execute(sql`INSERT INTO applications (user_id, title, company, status, created_at, updated_at)
        VALUES (${user.userId}, ${`Role ${i}`}, 'Acme', 'applied', ${when.toISOString()}::timestamptz, ${when.toISOString()}::timestamptz)`);
    }
    const stats = (await user.send('GET', '/users/stats')).json().data;
    expect(stats.thisMonth).toEqual({ savedJobs: { thisMonth: 1, lastMonth: 2 }, applications: { thisMonth: 2, lastMonth: 1 } });
  });
});

describe('GET /users/saved-jobs?sortBy=closingDate', () => {
  it('lists open saves closing soonest first, then closed ones, most recently closed first', async () => {
    const user = await student(a);
    const now = a.clock.now().getTime();
    const [late, soon, closedLongAgo, closedYesterday, middle] = await addJobs(a, [
      { title: 'Late', expiryDate: new Date(now + 30 * DAY).toISOString() },
      { title: 'Soon', expiryDate: new Date(now + 2 * DAY).toISOString() },
      { title: 'Closed long ago', expiryDate: new Date(now + 3 * DAY).toISOString() },
      { title: 'Closed yesterday', expiryDate: new Date(now + 4 * DAY).toISOString() },
      { title: 'Middle', expiryDate: new Date(now + 9 * DAY).toISOString() },
    ]);
    for (const jobId of [late, soon, closedLongAgo, closedYesterday, middle]) {
      expect((await user.send('POST', `/jobs/${jobId}/save`)).statusCode).toBe(200);
      a.clock.advance(1000);
    }
    await a.t.database.db.execute(
      sql`UPDATE jobs SET posted_date = expiry_date - interval '60 days' WHERE id IN (${closedLongAgo}, ${closedYesterday})`,
    );
    await a.t.database.db.execute(sql`UPDATE jobs SET expiry_date = ${new Date(now - 20 * DAY).toISOString()}::timestamptz WHERE id = ${closedLongAgo}`);
    await a.t.database.db.execute(sql`UPDATE jobs SET expiry_date = ${new Date(now - DAY).toISOString()}::timestamptz WHERE id = ${closedYesterday}`);

    const titles = async (query: string) =>
      ((await user.send('GET', `/users/saved-jobs${query}`)).json().data.data as { job: { title: string } }[]).map((i) => i.job.title);
    expect(await titles('?sortBy=closingDate')).toEqual(['Soon', 'Middle', 'Late', 'Closed yesterday', 'Closed long ago']);
    expect(await titles('?sortBy=closingDate&limit=2&page=2')).toEqual(['Late', 'Closed yesterday']);
    expect(await titles('')).toEqual(['Middle', 'Closed yesterday', 'Closed long ago', 'Soon', 'Late']);
    expect((await user.send('GET', '/users/saved-jobs?sortBy=salary')).statusCode).toBe(400);
  });
});
