import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Accounts } from '../accounts/helpers.ts';
import { startPayments } from '../payments/helpers.ts';
import { addJobs, as, DAY, expired, setPlan, signedUp, unverifiedUser } from '../user-area/helpers.ts';

const QUOTA_MESSAGE =
  /^You have viewed 5 of 5 job details on the Free plan this month\. Upgrade to Premium for unlimited access, or wait until 1 [A-Z][a-z]+\.$/;

let a: Accounts;

beforeAll(async () => {
  a = await startPayments();
});
afterAll(async () => {
  await a?.close();
});

async function viewsOf(b: Accounts, userId: string): Promise<number> {
  const rows = await b.t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM job_views WHERE user_id = ${userId}`);
  return rows.rows[0]!.n;
}

describe('GET /jobs/:id needs an account', () => {
  it('asks a guest to sign in (401), and treats a token that no longer works as an ended session', async () => {
    const [jobId] = await addJobs(a, [{}]);
    const guest = await as(a, undefined)('GET', `/jobs/${jobId}`);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Please sign in to view job details.' });
    const stale = await as(a, 'not.a.token')('GET', `/jobs/${jobId}`);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('UNAUTHORIZED');
  });

  it('lets an unverified account read (and count) details, without any cache keeping them', async () => {
    const [jobId] = await addJobs(a, [{ title: 'Content Writer Intern' }]);
    const user = await unverifiedUser(a);
    const res = await user.api('GET', `/jobs/${jobId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.title).toBe('Content Writer Intern');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await viewsOf(a, user.userId)).toBe(1);
  });
});

describe('the free plan: 5 job details a calendar month', () => {
  it('allows the 5th, refuses the 6th naming the limit and the reset, and the same job again stays free', async () => {
    const user = await signedUp(a);
    const now = a.clock.now();
    const ids = await addJobs(a, Array.from({ length: 7 }, () => ({})));
    const [gone] = await addJobs(a, [expired(now)]);

    // Missing and expired jobs cost nothing.
    expect((await user.api('GET', `/jobs/${gone}`)).statusCode).toBe(404);
    expect((await user.api('GET', '/jobs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    for (const id of ids.slice(0, 5)) expect((await user.api('GET', `/jobs/${id}`)).statusCode).toBe(200);
    const sixth = await user.api('GET', `/jobs/${ids[5]}`);
    expect(sixth.statusCode).toBe(403);
    const body = sixth.json();
    expect(body).toMatchObject({ code: 'QUOTA_EXCEEDED', details: { quota: 'jobViews', limit: 5, used: 5 } });
    expect(body.message).toMatch(QUOTA_MESSAGE);
    expect(new Date(body.details.resetsAt).getTime()).toBeGreaterThan(now.getTime());

    // Jobs seen this month open again, as often as wanted.
    for (const id of [ids[0], ids[4], ids[0]]) expect((await user.api('GET', `/jobs/${id}`)).statusCode).toBe(200);
    expect((await user.api('GET', `/jobs/${ids[6]}`)).statusCode).toBe(403);
    expect(await viewsOf(a, user.userId)).toBe(5);

    // Another account has its own quota.
    const other = await signedUp(a);
    expect((await other.api('GET', `/jobs/${ids[5]}`)).statusCode).toBe(200);
  });

  it('has no limit on premium (active, or cancelled before expiry); a lapsed premium is free again', async () => {
    const ids = await addJobs(a, Array.from({ length: 7 }, () => ({})));
    const later = new Date(a.clock.now().getTime() + 10 * DAY);
    for (const status of ['active', 'cancelled'] as const) {
      const premium = await signedUp(a);
      await setPlan(a, premium.userId, { tier: 'premium', status, expiresAt: later });
      for (const id of ids) expect((await premium.api('GET', `/jobs/${id}`)).statusCode).toBe(200);
    }
    const lapsed = await signedUp(a);
    await setPlan(a, lapsed.userId, { tier: 'premium', status: 'active', expiresAt: new Date(a.clock.now().getTime() - DAY) });
    const codes = [];
    for (const id of ids) codes.push((await lapsed.api('GET', `/jobs/${id}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 403, 403]);
  });

  it('never lets concurrent views pass the limit together, and counts one job opened many times at once once', async () => {
    const user = await signedUp(a);
    const ids = await addJobs(a, Array.from({ length: 9 }, () => ({})));
    for (const id of ids.slice(0, 3)) expect((await user.api('GET', `/jobs/${id}`)).statusCode).toBe(200);
    // 2 left; 6 different jobs at once.
    const results = await Promise.all(ids.slice(3).map((id) => user.api('GET', `/jobs/${id}`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 403, 403, 403, 403]);
    expect(await viewsOf(a, user.userId)).toBe(5);

    const fresh = await signedUp(a);
    const same = await Promise.all(Array.from({ length: 6 }, () => fresh.api('GET', `/jobs/${ids[0]}`)));
    expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await viewsOf(a, fresh.userId)).toBe(1);
  });
});

describe('the month follows the calendar in India', () => {
  it('starts again at midnight IST on the 1st (18:30 UTC on the last day of the month)', async () => {
    const b = await startPayments();
    try {
      // 30 Nov 2026, 23:55 in India.
      b.clock.advance(new Date('2026-11-30T18:25:00Z').getTime() - b.clock.now().getTime());
      const user = await signedUp(b);
      const ids = await addJobs(b, Array.from({ length: 7 }, () => ({})));
      for (const id of ids.slice(0, 5)) expect((await user.api('GET', `/jobs/${id}`)).statusCode).toBe(200);

      // 23:59 IST: still November.
      b.clock.advance(new Date('2026-11-30T18:29:00Z').getTime() - b.clock.now().getTime());
      const refused = await user.api('GET', `/jobs/${ids[5]}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toContain('or wait until 1 December.');
      expect(refused.json().details.resetsAt).toBe('2026-11-30T18:30:00.000Z');
      const info = (await user.api('GET', '/subscription/info')).json().data;
      expect(info).toMatchObject({ usage: { jobViews: 5 }, usageResetsAt: '2026-11-30T18:30:00.000Z' });

      // 1 Dec 2026, 00:01 in India; still 30 Nov in UTC.
      b.clock.advance(new Date('2026-11-30T18:31:00Z').getTime() - b.clock.now().getTime());
      expect((await user.api('GET', `/jobs/${ids[5]}`)).statusCode).toBe(200);
      // A job seen in November counts again in December.
      expect((await user.api('GET', `/jobs/${ids[0]}`)).statusCode).toBe(200);
      const december = (await user.api('GET', '/subscription/info')).json().data;
      expect(december).toMatchObject({ usage: { jobViews: 2 }, usageResetsAt: '2026-12-31T18:30:00.000Z' });
    } finally {
      await b.close();
    }
  });
});
