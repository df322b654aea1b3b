import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccounts, type Accounts } from '../accounts/helpers.ts';
import { activityOf, addJobs, as, DAY, expired, jobCounters, setPlan, signedUp, signIn, unverifiedUser } from './helpers.ts';

const QUOTA_MESSAGE = /^You have used all 5 applications of the Free plan this month\. Upgrade to Premium for unlimited applications, or wait until 1 [A-Z][a-z]+\.$/;

let a: Accounts;

beforeAll(async () => {
  a = await startAccounts();
});
afterAll(async () => {
  await a?.close();
});

async function applicationsOf(userId: string): Promise<number> {
  const rows = await a.t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM applications WHERE user_id = ${userId}`);
  return rows.rows[0]!.n;
}

describe('PUT /jobs/apply/:id', () => {
  it('records an application once: counter, activity and stats; again answers alreadyApplied', async () => {
    const user = await signedUp(a);
    const [jobId] = await addJobs(a, [{ title: 'Frontend Developer Intern', company: 'Zoho' }]);

    const first = await user.api('PUT', `/jobs/apply/${jobId}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, data: { applied: true, alreadyApplied: false } });
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await jobCounters(a, jobId!)).applications_count).toBe(1);

    const again = await user.api('PUT', `/jobs/apply/${jobId}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ applied: true, alreadyApplied: true });
    expect((await jobCounters(a, jobId!)).applications_count).toBe(1);

    const applied = (await activityOf(a, user.userId)).filter((r) => r.type === 'applied');
    expect(applied).toEqual([{ type: 'applied', title: 'Applied to Frontend Developer Intern at Zoho' }]);
    expect((await user.api('GET', '/users/stats')).json().data.applicationCount).toBe(1);
  });

  it('refuses guests (401), unverified accounts (403 EMAIL_NOT_VERIFIED), bad ids (400), unknown and expired jobs (404)', async () => {
    const now = a.clock.now();
    const [active, old] = await addJobs(a, [{}, expired(now)]);
    const guest = await as(a, undefined)('PUT', `/jobs/apply/${active}`);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('UNAUTHORIZED');

    const unverified = await unverifiedUser(a);
    const refused = await unverified.api('PUT', `/jobs/apply/${active}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');

    const user = await signedUp(a);
    const bad = await user.api('PUT', '/jobs/apply/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { id: 'That id is not valid.' } });

    const unknown = await user.api('PUT', '/jobs/apply/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', details: { reason: 'not_found' } });

    const gone = await user.api('PUT', `/jobs/apply/${old}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND', details: { reason: 'expired' } });
    expect(await applicationsOf(user.userId)).toBe(0);
    expect((await jobCounters(a, old!)).applications_count).toBe(0);
  });

  it('allows 5 new applications a month on the free plan: the 6th is refused, re-applying stays free', async () => {
    const user = await signedUp(a);
    const ids = await addJobs(a, Array.from({ length: 7 }, () => ({})));
    for (const id of ids.slice(0, 5)) {
      const res = await user.api('PUT', `/jobs/apply/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.alreadyApplied).toBe(false);
    }
    const sixth = await user.api('PUT', `/jobs/apply/${ids[5]}`);
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toMatchObject({ code: 'QUOTA_EXCEEDED', details: { limit: 5, used: 5 } });
    expect(sixth.json().message).toMatch(QUOTA_MESSAGE);
    expect((await jobCounters(a, ids[5]!)).applications_count).toBe(0);

    const again = await user.api('PUT', `/jobs/apply/${ids[2]}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ applied: true, alreadyApplied: true });
    expect(await applicationsOf(user.userId)).toBe(5);

    // Another account has its own quota.
    const other = await signedUp(a);
    expect((await other.api('PUT', `/jobs/apply/${ids[6]}`)).statusCode).toBe(200);
  });

  it('premium (active, or cancelled before expiry) applies without limit; lapsed premium is free again', async () => {
    const ids = await addJobs(a, Array.from({ length: 7 }, () => ({})));
    const premium = await signedUp(a);
    await setPlan(a, premium.userId, { tier: 'premium', status: 'active', expiresAt: new Date(a.clock.now().getTime() + 10 * DAY) });
    for (const id of ids) expect((await premium.api('PUT', `/jobs/apply/${id}`)).statusCode).toBe(200);

    const cancelled = await signedUp(a);
    await setPlan(a, cancelled.userId, { tier: 'premium', status: 'cancelled', expiresAt: new Date(a.clock.now().getTime() + DAY) });
    for (const id of ids) expect((await cancelled.api('PUT', `/jobs/apply/${id}`)).statusCode).toBe(200);

    const lapsed = await signedUp(a);
    await setPlan(a, lapsed.userId, { tier: 'premium', status: 'active', expiresAt: new Date(a.clock.now().getTime() - DAY) });
    const codes = [];
    for (const id of ids) codes.push((await lapsed.api('PUT', `/jobs/apply/${id}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 403, 403]);
  });

  it('never lets concurrent applies pass the quota together', async () => {
    const user = await signedUp(a);
    const ids = await addJobs(a, Array.from({ length: 9 }, () => ({})));
    expect((await user.api('PUT', `/jobs/apply/${ids[0]}`)).statusCode).toBe(200);
    expect((await user.api('PUT', `/jobs/apply/${ids[1]}`)).statusCode).toBe(200);
    expect((await user.api('PUT', `/jobs/apply/${ids[2]}`)).statusCode).toBe(200);

    // 2 left; 6 at once.
    const results = await Promise.all(ids.slice(3).map((id) => user.api('PUT', `/jobs/apply/${id}`)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 403, 403, 403, 403]);
    expect(await applicationsOf(user.userId)).toBe(5);
    const counted = await Promise.all(ids.map((id) => jobCounters(a, id)));
    expect(counted.reduce((sum, c) => sum + c.applications_count, 0)).toBe(5);
  });

  it('counts one application when the same job is applied to several times at once', async () => {
    const user = await signedUp(a);
    const [jobId] = await addJobs(a, [{}]);
    const results = await Promise.all(Array.from({ length: 5 }, () => user.api('PUT', `/jobs/apply/${jobId}`)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json().data.alreadyApplied === false)).toHaveLength(1);
    expect((await jobCounters(a, jobId!)).applications_count).toBe(1);
    expect((await activityOf(a, user.userId)).filter((r) => r.type === 'applied')).toHaveLength(1);
  });
});

describe('the monthly quota follows the calendar in India', () => {
  it('starts again at midnight IST on the 1st, while it is still the last day of the month in UTC', async () => {
    const b = await startAccounts();
    try {
      // 31 Jan 2027, 22:30 in India (17:00 UTC).
      b.clock.advance(new Date('2027-01-31T17:00:00Z').getTime() - b.clock.now().getTime());
      const user = await signedUp(b);
      const ids = await addJobs(b, Array.from({ length: 7 }, () => ({})));
      for (const id of ids.slice(0, 5)) expect((await user.api('PUT', `/jobs/apply/${id}`)).statusCode).toBe(200);
      const refused = await user.api('PUT', `/jobs/apply/${ids[5]}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().details.resetsAt).toBe('2027-01-31T18:30:00.000Z');
      expect(refused.json().message).toContain('or wait until 1 February.');

      // 23:59 IST: still January.
      b.clock.advance(new Date('2027-01-31T18:29:00Z').getTime() - b.clock.now().getTime());
      expect((await (await signIn(b, user))('PUT', `/jobs/apply/${ids[5]}`)).statusCode).toBe(403);

      // 1 Feb 2027, 00:30 in India; 31 Jan 19:00 in UTC.
      b.clock.advance(new Date('2027-01-31T19:00:00Z').getTime() - b.clock.now().getTime());
      const api = await signIn(b, user);
      const allowed = await api('PUT', `/jobs/apply/${ids[5]}`);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().data.alreadyApplied).toBe(false);
      expect((await api('GET', '/users/stats')).json().data.applicationCount).toBe(6);
    } finally {
      await b.close();
    }
  });
});

describe('GET /jobs/redirect/:id', () => {
  // The tickets themselves: test/plans/apply-links.test.ts.
  it("answers 302 to the job's apply link with the apply answer's ticket, without cache or referrer, and counts the click", async () => {
    const [jobId] = await addJobs(a, [{ applyLink: 'https://careers.zoho.example/jobs/42?src=pathway' }]);
    const user = await signedUp(a);
    const { redirectUrl } = (await user.api('PUT', `/jobs/apply/${jobId}`)).json().data;
    const res = await a.t.app.inject({ method: 'GET', url: redirectUrl });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://careers.zoho.example/jobs/42?src=pathway');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect((await jobCounters(a, jobId!)).redirect_count).toBe(1);

    const head = await a.t.app.inject({ method: 'HEAD', url: redirectUrl });
    expect(head.statusCode).toBe(302);
    expect(head.headers.location).toBe('https://careers.zoho.example/jobs/42?src=pathway');
    expect((await jobCounters(a, jobId!)).redirect_count).toBe(1);
  });

  it('sends an unknown or expired job to its page in the app, and a bad id to the job list', async () => {
    const [old, soon] = await addJobs(a, [expired(a.clock.now()), {}]);
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const unknown = await a.t.app.inject({ method: 'GET', url: `/api/v1/jobs/redirect/${unknownId}` });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe(`/jobs/${unknownId}`);

    const gone = await a.t.app.inject({ method: 'GET', url: `/api/v1/jobs/redirect/${old}` });
    expect(gone.statusCode).toBe(302);
    expect(gone.headers.location).toBe(`/jobs/${old}`);
    expect((await jobCounters(a, old!)).redirect_count).toBe(0);

    // Applied while it was open; the ticket is still valid, but the job has expired since.
    const user = await signedUp(a);
    const { redirectUrl } = (await user.api('PUT', `/jobs/apply/${soon}`)).json().data;
    await a.t.database.db.execute(sql`UPDATE jobs SET expiry_date = ${new Date(a.clock.now().getTime() - 1000).toISOString()}::timestamptz WHERE id = ${soon!}`);
    const lapsed = await a.t.app.inject({ method: 'GET', url: redirectUrl });
    expect(lapsed.statusCode).toBe(302);
    expect(lapsed.headers.location).toBe(`/jobs/${soon}`);
    expect((await jobCounters(a, soon!)).redirect_count).toBe(0);

    for (const bad of ['not-a-uuid', 'https%3A%2F%2Fevil.example', '..%2F..%2Fetc']) {
      const res = await a.t.app.inject({ method: 'GET', url: `/api/v1/jobs/redirect/${bad}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/jobs');
    }
  });

  it('lives beside GET /jobs/:id without either shadowing the other', async () => {
    const [jobId] = await addJobs(a, [{ title: 'Data Analyst' }]);
    // The detail needs a signed-in account (test/plans/job-views.test.ts); the redirect does not.
    const user = await signedUp(a);
    const detail = await user.api('GET', `/jobs/${jobId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.title).toBe('Data Analyst');
    const redirect = await a.t.app.inject({ method: 'GET', url: `/api/v1/jobs/redirect/${jobId}` });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`/jobs/${jobId}`);
  });
});
