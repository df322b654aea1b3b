import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Accounts } from '../accounts/helpers.ts';
import { startPayments } from '../payments/helpers.ts';
import { addJobs, as, DAY, setPlan, signedUp, unverifiedUser } from '../user-area/helpers.ts';

const PREMIUM_REQUIRED = { success: false, status: 403, code: 'PREMIUM_REQUIRED', message: 'Advanced filters are available for Premium users only.' };

let a: Accounts;
let seniorId: string;
let juniorId: string;

beforeAll(async () => {
  a = await startPayments();
  const ids = await addJobs(a, [
    { title: 'Staff Engineer', company: 'Filtertest Senior', experienceMin: 6, experienceMax: 10, salaryMin: 3_000_000, salaryMax: 4_000_000 },
    { title: 'Graduate Trainee', company: 'Filtertest Junior', experienceMin: 0, experienceMax: 1, salaryMin: 300_000, salaryMax: 400_000 },
  ]);
  seniorId = ids[0]!;
  juniorId = ids[1]!;
});
afterAll(async () => {
  await a?.close();
});

type Api = ReturnType<typeof as>;

/** Every way of asking for advanced filters: GET /jobs and POST /jobs/search, experience and salary. */
function advancedRequests(api: Api) {
  return [
    api('GET', '/jobs?experience=5%2B&company=Filtertest%20Senior,Filtertest%20Junior'),
    api('GET', '/jobs?salary=10%2B&company=Filtertest%20Senior,Filtertest%20Junior'),
    api('POST', '/jobs/search', { filters: { experience: ['5+'], company: ['Filtertest Senior', 'Filtertest Junior'] } }),
    api('POST', '/jobs/search', { filters: { salary: ['10+'], company: ['Filtertest Senior', 'Filtertest Junior'] } }),
  ];
}

describe('advanced filters (experience, salary) are Premium only, on the server', () => {
  it('refuses guests with PREMIUM_REQUIRED; plain filters stay open to them', async () => {
    const guest = as(a, undefined);
    for (const res of await Promise.all(advancedRequests(guest))) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject(PREMIUM_REQUIRED);
    }
    const plain = await guest('GET', '/jobs?company=Filtertest%20Senior,Filtertest%20Junior&type=Full-time');
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data.pagination.total).toBe(2);
    // Empty advanced values are no filter at all.
    expect((await guest('GET', '/jobs?experience=&salary=')).statusCode).toBe(200);
    expect((await guest('POST', '/jobs/search', { filters: { experience: [], salary: [] } })).statusCode).toBe(200);
  });

  it('refuses free accounts, verified or not', async () => {
    const free = await signedUp(a);
    const unverified = await unverifiedUser(a);
    for (const api of [free.api, unverified.api]) {
      for (const res of await Promise.all(advancedRequests(api))) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject(PREMIUM_REQUIRED);
      }
    }
  });

  it('answers premium accounts (active, or cancelled before expiry) with the filtered jobs', async () => {
    for (const status of ['active', 'cancelled'] as const) {
      const premium = await signedUp(a);
      await setPlan(a, premium.userId, { tier: 'premium', status, expiresAt: new Date(a.clock.now().getTime() + 10 * DAY) });
      const results = await Promise.all(advancedRequests(premium.api));
      for (const res of results) {
        expect(res.statusCode).toBe(200);
        expect(res.json().data.data.map((j: { _id: string }) => j._id)).toEqual([seniorId]);
      }
      const junior = await premium.api('GET', '/jobs?experience=0-1&company=Filtertest%20Senior,Filtertest%20Junior');
      expect(junior.json().data.data.map((j: { _id: string }) => j._id)).toEqual([juniorId]);
    }
  });

  it('refuses a premium that has lapsed', async () => {
    const lapsed = await signedUp(a);
    await setPlan(a, lapsed.userId, { tier: 'premium', status: 'active', expiresAt: new Date(a.clock.now().getTime() - 1000) });
    for (const res of await Promise.all(advancedRequests(lapsed.api))) expect(res.json()).toMatchObject(PREMIUM_REQUIRED);
  });

  it('reads a token only for advanced filters: without them a broken token is simply ignored; with them it is a 401', async () => {
    const broken = as(a, 'not.a.valid.token');
    expect((await broken('GET', '/jobs?company=Filtertest%20Senior')).statusCode).toBe(200);
    expect((await broken('POST', '/jobs/search', { filters: { company: ['Filtertest Senior'] } })).statusCode).toBe(200);
    const refused = await broken('GET', '/jobs?salary=10%2B');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('UNAUTHORIZED');
  });

  it('never hands a cached premium page to a guest', async () => {
    const premium = await signedUp(a);
    await setPlan(a, premium.userId, { tier: 'premium', status: 'active', expiresAt: new Date(a.clock.now().getTime() + DAY) });
    expect((await premium.api('GET', '/jobs?salary=3-6')).statusCode).toBe(200);
    expect((await as(a, undefined)('GET', '/jobs?salary=3-6')).statusCode).toBe(403);
  });
});
