import { consoleJobMessages } from '@pathway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, freshIp } from '../accounts/helpers.ts';
import { buyPremium } from '../payments/helpers.ts';
import { addJobs } from '../user-area/helpers.ts';
import { auditRows, member, moderator, startConsole, type Caller, type Console } from './helpers.ts';

let c: Console;
let mod: Caller;

beforeAll(async () => {
  c = await startConsole();
  mod = (await moderator(c)).api;
});
afterAll(async () => {
  await c?.close();
});

let sequence = 0;
const uniqueCompany = () => `Moderation Co ${Date.now().toString(36)} ${(sequence += 1)}`;

async function listed(company: string) {
  const res = await c.a.t.app.inject({ method: 'GET', url: `${API}/jobs?company=${encodeURIComponent(company)}`, remoteAddress: freshIp() });
  return res.json().data.data as { _id: string; health: { flags: string[] } }[];
}

/** A report by a new student; answers its id from the queue. */
async function report(jobId: string, reason: string, note?: string) {
  const student = await member(c.a);
  const res = await student.api('POST', `/jobs/${jobId}/report`, { reason, ...(note ? { note } : {}) });
  expect(res.statusCode).toBe(201);
  const queue = await mod('GET', `/admin/reports?state=open&limit=100&sortOrder=desc`);
  return (queue.json().data.data as { _id: string; job: { _id: string }; reason: string }[]).find((r) => r.job._id === jobId && r.reason === reason)!._id;
}

describe('the moderation queue', () => {
  it('lists open reports with their job, filtered by state, reason and text; students are refused', async () => {
    const company = uniqueCompany();
    const [jobId] = await addJobs(c.a, [{ company, title: 'Telecaller' }]);
    const id = await report(jobId!, 'wrong_details', 'The stipend is not what they say');
    const res = await mod('GET', `/admin/reports?q=${encodeURIComponent(company)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data).toEqual([
      expect.objectContaining({ _id: id, reason: 'wrong_details', state: 'open', note: 'The stipend is not what they say', job: expect.objectContaining({ _id: jobId, company, status: 'active' }) }),
    ]);
    expect((await mod('GET', `/admin/reports?q=${encodeURIComponent(company)}&reason=fee`)).json().data.data).toEqual([]);
    expect((await mod('GET', '/admin/reports?state=pending')).statusCode).toBe(400);
    expect((await (await member(c.a)).api('GET', '/admin/reports')).statusCode).toBe(403);
  });

  it('dismissing the fee reports lifts the warning; the report is closed, audited, and cannot be resolved twice', async () => {
    const company = uniqueCompany();
    const [jobId] = await addJobs(c.a, [{ company }]);
    const first = await report(jobId!, 'fee');
    await report(jobId!, 'fee');
    expect((await listed(company))[0]!.health.flags).toContain('fee_reported');
    for (const body of [{ action: 'dismiss' }, { action: 'ignore', reason: 'x' }, { action: 'dismiss', reason: '' }, { action: 'confirm', jobStatus: 'deleted', reason: 'x' }]) {
      expect((await mod('POST', `/admin/reports/${first}/resolve`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const res = await mod('POST', `/admin/reports/${first}/resolve`, { action: 'dismiss', reason: 'The fee is a refundable laptop deposit, stated up front' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ resolved: 2 });
    expect((await listed(company))[0]!.health.flags).not.toContain('fee_reported');
    const again = await mod('POST', `/admin/reports/${first}/resolve`, { action: 'confirm', reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(consoleJobMessages.alreadyResolved);
    expect((await listed(company)).length).toBe(1);
    expect((await auditRows(c.a, first)).map((e) => [e.action, e.reason])).toEqual([['report.dismiss', 'The fee is a refundable laptop deposit, stated up front']]);
    expect((await mod('POST', '/admin/reports/00000000-0000-4000-8000-000000000000/resolve', { action: 'dismiss', reason: 'x' })).statusCode).toBe(404);
  });

  it('confirming hides the job (or expires it when asked) at once', async () => {
    const company = uniqueCompany();
    const [scam, closed] = await addJobs(c.a, [{ company, title: 'Scam' }, { company, title: 'Closed' }]);
    const scamReport = await report(scam!, 'fee');
    const closedReport = await report(closed!, 'closed');
    expect((await mod('POST', `/admin/reports/${scamReport}/resolve`, { action: 'confirm', reason: 'Asks for a registration fee' })).statusCode).toBe(200);
    expect((await mod('POST', `/admin/reports/${closedReport}/resolve`, { action: 'confirm', jobStatus: 'expired', reason: 'The company confirmed it closed' })).statusCode).toBe(200);
    expect(await listed(company)).toEqual([]);
    const jobs = (await mod('GET', `/admin/jobs?q=${encodeURIComponent(company)}&sortBy=title&sortOrder=asc`)).json().data.data;
    expect(jobs.map((j: { title: string; status: string }) => [j.title, j.status])).toEqual([
      ['Closed', 'expired'],
      ['Scam', 'hidden'],
    ]);
    const [entry] = await auditRows(c.a, scamReport);
    expect(entry).toMatchObject({ action: 'report.confirm', after: { state: 'confirmed', job: { status: 'hidden' } } });
  });
});

describe('GET /admin/overview', () => {
  it('counts from the tables over a range; ranges are bounded; moderators are refused', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(c.a.clock.now());
    const before = (await c.admin.api('GET', `/admin/overview?from=${today}&to=${today}`)).json().data;
    const student = await member(c.a);
    const [jobId] = await addJobs(c.a, [{ company: uniqueCompany() }]);
    await student.api('GET', `/jobs/${jobId}`);
    await student.api('POST', `/jobs/${jobId}/report`, { reason: 'closed' });
    expect((await student.api('PUT', `/jobs/apply/${jobId}`)).statusCode).toBe(200);
    const buyer = await member(c.a);
    const bought = await buyPremium(c.a, buyer.api);
    expect(bought.verified.statusCode).toBe(200);
    const paid = await c.a.t.database.db.execute<{ amount: number; month: string }>(
      sql`SELECT amount, to_char(paid_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month FROM orders WHERE user_id = ${buyer.userId} AND status = 'paid'`,
    );
    const res = await c.admin.api('GET', `/admin/overview?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const after = res.json().data;
    expect(after).toMatchObject({ from: today, to: today });
    expect(after.signups[0].count).toBe(before.signups[0].count + 2);
    expect(after.signups[0].verified).toBe(before.signups[0].verified + 2);
    expect(after.jobViews[0].count).toBe(before.jobViews[0].count + 1);
    expect(after.openReports).toBe(before.openReports + 1);
    expect(after.activeUsers.daily[0].count).toBeGreaterThan(before.activeUsers.daily[0].count);
    expect(after.applyClicks[0].count).toBe(before.applyClicks[0].count + 1);
    const stage = (o: typeof after, name: string) => o.applicationsByStage.find((s: { stage: string }) => s.stage === name).count;
    expect(stage(after, 'clicked')).toBe(stage(before, 'clicked') + 1);
    const month = (o: typeof after) => o.premium.find((p: { month: string }) => p.month === paid.rows[0]!.month) ?? { purchases: 0, revenue: 0 };
    expect(month(after).purchases).toBe(month(before).purchases + 1);
    expect(month(after).revenue).toBe(month(before).revenue + Number(paid.rows[0]!.amount));

    const lastDays = (await c.admin.api('GET', '/admin/overview')).json().data;
    expect(lastDays.signups).toHaveLength(30);
    expect(lastDays.to).toBe(today);
    for (const bad of ['from=2026-01-01&to=2027-06-01', 'from=2026-05-01&to=2026-04-01', 'from=yesterday']) {
      expect((await c.admin.api('GET', `/admin/overview?${bad}`)).statusCode, bad).toBe(400);
    }
    expect((await mod('GET', '/admin/overview')).statusCode).toBe(403);
  });
});

describe('resolving at the same time', () => {
  it('two moderators deciding one report at once: one decision counts, the other is told it is done', async () => {
    const company = uniqueCompany();
    const [jobId] = await addJobs(c.a, [{ company }]);
    const id = await report(jobId!, 'duplicate');
    const answers = await Promise.all([
      mod('POST', `/admin/reports/${id}/resolve`, { action: 'dismiss', reason: 'Not a duplicate' }),
      c.admin.api('POST', `/admin/reports/${id}/resolve`, { action: 'confirm', reason: 'A duplicate' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await auditRows(c.a, id)).length).toBe(1);
  });
});
