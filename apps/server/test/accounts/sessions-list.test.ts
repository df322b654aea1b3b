import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../src/db/schema.ts';
import { call, createVerifiedUser, refreshCookie, startAccounts, type Accounts, type SignedInUser } from './helpers.ts';

let a: Accounts;

beforeAll(async () => {
  a = await startAccounts();
});
afterAll(async () => {
  await a.close();
});

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
};
const PHONE_IP = '203.0.113.45';
const LAPTOP_IP = '2001:db8:85a3:1:2:3:4:5';

interface Device {
  token: string;
  cookie: string;
  sessionId: string;
}

/** Signs in with the password from a given browser and address, as a second device would. */
async function signInFrom(user: SignedInUser, userAgent: string, ip: string): Promise<Device> {
  const res = await call(a, 'POST', '/users/login', { email: user.email, password: user.password }, { ip, headers: { 'user-agent': userAgent } });
  expect(res.statusCode).toBe(200);
  const c = refreshCookie(res)!;
  const token: string = res.json().data.token;
  const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
  return { token, cookie: `${c.name}=${c.value}`, sessionId: sid };
}

const list = (token: string) => call(a, 'GET', '/users/sessions', undefined, { token });
const end = (token: string, id: string) => call(a, 'DELETE', `/users/sessions/${id}`, undefined, { token });
const profile = (token: string) => call(a, 'GET', '/users/profile', undefined, { token });
const refresh = (cookie: string, ip?: string) => call(a, 'POST', '/users/refresh', undefined, { cookie, ...(ip ? { ip } : {}) });

async function twoDevices() {
  const user = await createVerifiedUser(a);
  const phone = await signInFrom(user, UA.iphone, PHONE_IP);
  const laptop = await signInFrom(user, UA.windows, LAPTOP_IP);
  return { user, phone, laptop };
}

describe('GET /users/sessions', () => {
  it('lists every live session with its device, browser, coarse place and dates, the caller flagged current', async () => {
    const { user, phone, laptop } = await twoDevices();
    const res = await list(phone.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const sessions = res.json().data as Array<Record<string, unknown>>;
    // The session verification started (a test client: no User-Agent we know, a private address) and the two devices.
    expect(sessions).toHaveLength(3);

    const byId = new Map(sessions.map((s) => [s.id, s]));
    expect(byId.get(phone.sessionId)).toMatchObject({
      device: 'iPhone',
      browser: 'Safari 17',
      os: 'iOS 17.1',
      place: 'Near 203.0.113.x',
      current: true,
    });
    expect(byId.get(laptop.sessionId)).toMatchObject({
      device: 'Windows computer',
      browser: 'Chrome 120',
      os: 'Windows 10',
      place: 'Near 2001:db8:85a3::/48',
      current: false,
    });
    const first = sessions.find((s) => s.id !== phone.sessionId && s.id !== laptop.sessionId)!;
    expect(first).toMatchObject({ device: 'Unknown device', browser: null, os: null, place: 'This network', current: false });
    for (const s of sessions) {
      expect(Date.parse(s.createdAt as string)).not.toBeNaN();
      expect(Date.parse(s.lastUsedAt as string)).toBeGreaterThanOrEqual(Date.parse(s.createdAt as string));
    }
    // The most recently used first.
    expect(sessions[0]!.id).toBe(laptop.sessionId);

    // The other device sees the same sessions with itself as the current one.
    const fromLaptop = (await list(laptop.token)).json().data as Array<{ id: string; current: boolean }>;
    expect(fromLaptop.filter((s) => s.current).map((s) => s.id)).toEqual([laptop.sessionId]);
    expect(user.token).toBeTruthy();
  });

  it('never keeps or shows the full address, only its network', async () => {
    const { user, phone } = await twoDevices();
    const res = await list(phone.token);
    expect(res.body).not.toContain(PHONE_IP);
    expect(res.body).not.toContain('2001:db8:85a3:1');

    const rows = await a.t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.userId));
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(PHONE_IP);
    expect(stored).not.toContain('2001:db8:85a3:1');
    // Registration's session, replaced at verification, was started from a private address too.
    expect([...new Set(rows.map((r) => r.place))].sort()).toEqual(['2001:db8:85a3::/48', '203.0.113.x', 'local']);
  });

  it('keeps the device and start of a session through refreshes, and moves its place and last use', async () => {
    const { phone } = await twoDevices();
    const before = ((await list(phone.token)).json().data as Array<{ id: string; createdAt: string; lastUsedAt: string }>).find(
      (s) => s.id === phone.sessionId,
    )!;
    a.clock.advance(10 * 60_000);
    const rotated = await refresh(phone.cookie, '198.51.100.23');
    expect(rotated.statusCode).toBe(200);
    const after = ((await list(rotated.json().data.token)).json().data as Array<Record<string, unknown>>).find((s) => s.id === phone.sessionId)!;
    expect(after).toMatchObject({ device: 'iPhone', browser: 'Safari 17', place: 'Near 198.51.100.x', createdAt: before.createdAt, current: true });
    expect(Date.parse(after.lastUsedAt as string) - Date.parse(before.lastUsedAt)).toBeGreaterThanOrEqual(10 * 60_000);
  });

  it('shows a session that began before devices were recorded as an unknown device in an unknown place', async () => {
    const { phone, laptop } = await twoDevices();
    await a.t.database.db
      .update(refreshTokens)
      .set({ device: null, browser: null, os: null, place: null })
      .where(eq(refreshTokens.familyId, laptop.sessionId));
    const sessions = (await list(phone.token)).json().data as Array<Record<string, unknown>>;
    expect(sessions.find((s) => s.id === laptop.sessionId)).toMatchObject({ device: 'Unknown device', browser: null, os: null, place: 'Unknown place' });
  });

  it('needs a signed-in caller', async () => {
    expect((await call(a, 'GET', '/users/sessions')).statusCode).toBe(401);
  });
});

describe('DELETE /users/sessions/{id}', () => {
  it("ends another session: its refresh token no longer refreshes and its access token is refused at once", async () => {
    const { phone, laptop } = await twoDevices();
    expect((await profile(laptop.token)).statusCode).toBe(200);

    const res = await end(phone.token, laptop.sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: null });

    expect((await profile(laptop.token)).statusCode).toBe(401);
    const refreshed = await refresh(laptop.cookie);
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json().code).toBe('UNAUTHORIZED');

    // The caller's own session goes on, and the list no longer has the ended one.
    expect((await profile(phone.token)).statusCode).toBe(200);
    const ids = ((await list(phone.token)).json().data as Array<{ id: string }>).map((s) => s.id);
    expect(ids).not.toContain(laptop.sessionId);
    expect(ids).toContain(phone.sessionId);

    // Ended already: not found.
    const again = await end(phone.token, laptop.sessionId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it("answers 404 for another user's session and leaves it running", async () => {
    const mine = await twoDevices();
    const theirs = await twoDevices();
    const res = await end(mine.phone.token, theirs.laptop.sessionId);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await profile(theirs.laptop.token)).statusCode).toBe(200);
    expect((await refresh(theirs.laptop.cookie)).statusCode).toBe(200);
    // Nor does another user's session ever show in my list.
    const mineListed = ((await list(mine.phone.token)).json().data as Array<{ id: string }>).map((s) => s.id);
    expect(mineListed).toHaveLength(3);
    expect(mineListed).not.toContain(theirs.laptop.sessionId);
  });

  it('answers 404 for an unknown id and 400 for something that is not an id', async () => {
    const { phone } = await twoDevices();
    expect((await end(phone.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await end(phone.token, 'not-a-session');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it('can end the current session too, which signs this device out', async () => {
    const { phone, laptop } = await twoDevices();
    expect((await end(phone.token, phone.sessionId)).statusCode).toBe(200);
    expect((await profile(phone.token)).statusCode).toBe(401);
    expect((await profile(laptop.token)).statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expect((await call(a, 'DELETE', '/users/sessions/00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
  });
});

describe('session limits', () => {
  it('counts listing and ending per account: 429 RATE_LIMITED past the limit, other accounts unaffected', async () => {
    const limited = await startAccounts({
      configure: (c) => ({
        ...c,
        rateLimits: { ...c.rateLimits, sessionsListPerAccount: { max: 2, windowMs: 60_000 }, endSessionPerAccount: { max: 1, windowMs: 60_000 } },
      }),
    });
    try {
      const mine = await createVerifiedUser(limited);
      const theirs = await createVerifiedUser(limited);
      const get = (token: string) => call(limited, 'GET', '/users/sessions', undefined, { token });
      expect((await get(mine.token)).statusCode).toBe(200);
      expect((await get(mine.token)).statusCode).toBe(200);
      const refused = await get(mine.token);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await get(theirs.token)).statusCode).toBe(200);

      const del = (token: string) => call(limited, 'DELETE', '/users/sessions/00000000-0000-4000-8000-000000000000', undefined, { token });
      expect((await del(mine.token)).statusCode).toBe(404);
      expect((await del(mine.token)).statusCode).toBe(429);
      expect((await del(theirs.token)).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

