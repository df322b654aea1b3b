import { MAX_SAVED_SEARCHES, savedSearchMessages } from '@pathway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startAccounts, type Accounts } from '../accounts/helpers.ts';
import { student } from '../tracker/helpers.ts';
import { setPlan, unverifiedUser } from '../user-area/helpers.ts';

let a: Accounts;

beforeAll(async () => {
  a = await startAccounts();
});
afterAll(async () => {
  await a?.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function rowsOf(userId: string) {
  const result = await a.t.database.db.execute<{ name: string; frequency: string; params: unknown }>(
    sql`SELECT name, frequency, params FROM saved_searches WHERE user_id = ${userId} ORDER BY created_at, id`,
  );
  return result.rows;
}

describe('saved searches: create, list, rename, pause, delete', () => {
  it('stores the /jobs query and filters under a name, normalised, and lists them oldest first', async () => {
    const s = await student(a);
    const res = await s.send('POST', '/saved-searches', {
      name: '  React in Bengaluru  ',
      params: { q: ' react developer ', type: 'internship', location: 'Bengaluru', domain: 'all', companies: ['Zoho', 'zoho', ' '], workMode: ['REMOTE', 'hybrid'] },
      frequency: 'instant',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      name: 'React in Bengaluru',
      params: { q: 'react developer', type: 'Internship', location: 'Bengaluru', companies: ['Zoho'], workMode: ['remote', 'hybrid'] },
      frequency: 'instant',
      lastSentAt: null,
    });
    expect(created.params).not.toHaveProperty('domain');
    expect(res.json().message).toBe(savedSearchMessages.saved);

    // Frequency defaults to daily.
    const second = await s.send('POST', '/saved-searches', { name: 'Anything', params: {} });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.frequency).toBe('daily');

    const list = await s.send('GET', '/saved-searches');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().data.map((x: { name: string }) => x.name)).toEqual(['React in Bengaluru', 'Anything']);

    const renamed = await s.send('PATCH', `/saved-searches/${created._id}`, { name: 'React internships' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'React internships', frequency: 'instant' });
    const paused = await s.send('PATCH', `/saved-searches/${created._id}`, { frequency: 'off' });
    expect(paused.json().data.frequency).toBe('off');

    const deleted = await s.send('DELETE', `/saved-searches/${created._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ deleted: true });
    expect((await s.send('DELETE', `/saved-searches/${created._id}`)).statusCode).toBe(404);
    expect((await rowsOf(s.userId)).map((r) => r.name)).toEqual(['Anything']);
  });

  it("answers 404 for another user's saved search and changes nothing", async () => {
    const owner = await student(a);
    const other = await student(a);
    const id = (await owner.send('POST', '/saved-searches', { name: 'Mine', params: { q: 'data' } })).json().data._id;

    for (const res of [
      await other.send('PATCH', `/saved-searches/${id}`, { name: 'Taken' }),
      await other.send('PATCH', `/saved-searches/${id}`, { frequency: 'off' }),
      await other.send('DELETE', `/saved-searches/${id}`),
      await other.send('PATCH', `/saved-searches/${UNKNOWN_ID}`, { name: 'x' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: savedSearchMessages.notFound });
    }
    expect((await other.send('GET', '/saved-searches')).json().data).toEqual([]);
    expect(await rowsOf(owner.userId)).toEqual([{ name: 'Mine', frequency: 'daily', params: { q: 'data' } }]);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const s = await student(a);
    const id = (await s.send('POST', '/saved-searches', { name: 'Keep', params: { q: 'design' } })).json().data._id;
    const bad: [string, 'POST' | 'PATCH', string, object | string][] = [
      ['a frequency that does not exist', 'POST', '/saved-searches', { name: 'x', params: {}, frequency: 'hourly' }],
      ['a frequency that does not exist (PATCH)', 'PATCH', `/saved-searches/${id}`, { frequency: 'monthly' }],
      ['an empty name', 'POST', '/saved-searches', { name: '   ', params: {} }],
      ['a name over 80 characters', 'PATCH', `/saved-searches/${id}`, { name: 'x'.repeat(81) }],
      ['an unknown parameter', 'POST', '/saved-searches', { name: 'x', params: { page: 2 } }],
      ['an unknown job type', 'POST', '/saved-searches', { name: 'x', params: { type: 'Gig' } }],
      ['a query that is not text', 'POST', '/saved-searches', { name: 'x', params: { q: 42 } }],
      ['too many companies', 'POST', '/saved-searches', { name: 'x', params: { companies: Array.from({ length: 21 }, (_, i) => `C${i}`) } }],
      ['control characters', 'POST', '/saved-searches', { name: 'a\u0000b', params: {} }],
      ['an unknown field', 'POST', '/saved-searches', { name: 'x', params: {}, userId: UNKNOWN_ID }],
      ['nothing to change', 'PATCH', `/saved-searches/${id}`, {}],
      ['malformed JSON', 'POST', '/saved-searches', '{"name": "x", '],
      ['a malformed id', 'PATCH', '/saved-searches/not-an-id', { name: 'x' }],
    ];
    for (const [what, method, path, body] of bad) {
      const res = await s.send(method, path, body);
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    const frequency = await s.send('POST', '/saved-searches', { name: 'x', params: {}, frequency: 'hourly' });
    expect(JSON.stringify(frequency.json().details)).toContain(savedSearchMessages.frequency);
    expect(await rowsOf(s.userId)).toEqual([{ name: 'Keep', frequency: 'daily', params: { q: 'design' } }]);
  });

  it('needs a signed-in, verified account; experience and salary need premium, as on /jobs', async () => {
    expect((await call(a, 'GET', '/saved-searches')).statusCode).toBe(401);
    expect((await call(a, 'POST', '/saved-searches', { name: 'x', params: {} })).statusCode).toBe(401);
    const unverified = await unverifiedUser(a);
    const refused = await unverified.api('POST', '/saved-searches', { name: 'x', params: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');

    const s = await student(a);
    const free = await s.send('POST', '/saved-searches', { name: 'Senior', params: { experience: ['3-5'] } });
    expect(free.statusCode).toBe(403);
    expect(free.json()).toMatchObject({ code: 'PREMIUM_REQUIRED', message: savedSearchMessages.premiumFilters });
    const id = (await s.send('POST', '/saved-searches', { name: 'Plain', params: {} })).json().data._id;
    expect((await s.send('PATCH', `/saved-searches/${id}`, { params: { salary: ['10+'] } })).statusCode).toBe(403);
    expect(await rowsOf(s.userId)).toEqual([{ name: 'Plain', frequency: 'daily', params: {} }]);

    await setPlan(a, s.userId, { tier: 'premium', status: 'active', expiresAt: new Date(a.clock.now().getTime() + 10 * 86_400_000) });
    await s.refresh();
    const premium = await s.send('POST', '/saved-searches', { name: 'Senior', params: { experience: ['3-5'], salary: ['10+'] } });
    expect(premium.statusCode).toBe(201);
    expect(premium.json().data.params).toEqual({ experience: ['3-5'], salary: ['10+'] });
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per account, also when the saves arrive at once (409 beyond)`, async () => {
    const s = await student(a);
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 5 }, (_, i) => s.send('POST', '/saved-searches', { name: `Search ${i}`, params: { q: `word${i}` } })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    const conflict = answers.find((r) => r.statusCode === 409)!;
    expect(conflict.json()).toMatchObject({ code: 'CONFLICT', message: savedSearchMessages.limit });
    expect(await rowsOf(s.userId)).toHaveLength(MAX_SAVED_SEARCHES);

    // Deleting one makes room for one.
    const first = (await s.send('GET', '/saved-searches')).json().data[0]._id;
    await s.send('DELETE', `/saved-searches/${first}`);
    expect((await s.send('POST', '/saved-searches', { name: 'One more', params: {} })).statusCode).toBe(201);
    expect((await s.send('POST', '/saved-searches', { name: 'Too many', params: {} })).statusCode).toBe(409);
  });
});
