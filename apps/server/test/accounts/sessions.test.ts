import { createHash } from 'node:crypto';
import { accountMessages } from '@pathway/contracts';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../src/db/schema.ts';
import { accessKey } from '../../src/modules/auth/session.service.ts';
import {
  call,
  createVerifiedUser,
  freshIp,
  refreshCookie,
  startAccounts,
  type Accounts,
  type SignedInUser,
} from './helpers.ts';

let a: Accounts;

beforeAll(async () => {
  a = await startAccounts();
});
afterAll(async () => {
  await a.close();
});

const profile = (token: string) => call(a, 'GET', '/users/profile', undefined, { token });
const refreshWithCookie = (cookie: string, ip?: string) => call(a, 'POST', '/users/refresh', undefined, { cookie, ...(ip ? { ip } : {}) });
const cookieHeader = (res: Awaited<ReturnType<typeof call>>) => {
  const c = refreshCookie(res)!;
  return `${c.name}=${c.value}`;
};

describe('refresh cookie', () => {
  it('is HttpOnly, SameSite=Strict, scoped to the users paths, without Max-Age unless remember me', async () => {
    const user = await createVerifiedUser(a);
    const session = await call(a, 'POST', '/users/login', { email: user.email, password: user.password });
    const c = refreshCookie(session)!;
    expect(c.name).toBe('pathway_refresh');
    expect(c.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: '/api/v1/users' });
    expect(c.attributes['max-age']).toBeUndefined();
    expect(c.attributes.expires).toBeUndefined();
    // http://localhost: no Secure (a browser would drop the cookie).
    expect(c.attributes.secure).toBeUndefined();

    const remembered = await call(a, 'POST', '/users/login', { email: user.email, password: user.password, rememberMe: true });
    expect(Number(refreshCookie(remembered)!.attributes['max-age'])).toBeCloseTo(30 * 24 * 3600, -1);

    const [row] = await a.t.database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashOf(c.value)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(24 * 3600_000);
  });

  it('is Secure with the __Secure- prefix when PUBLIC_URL is https', async () => {
    const secure = await startAccounts({ env: { PUBLIC_URL: 'https://pathway.example.in', PAYMENTS_MODE: 'sandbox' } });
    try {
      const user = await createVerifiedUser(secure);
      const login = await call(secure, 'POST', '/users/login', { email: user.email, password: user.password });
      const c = refreshCookie(login)!;
      expect(c.name).toBe('__Secure-pathway_refresh');
      expect(c.attributes).toMatchObject({ secure: true, httponly: true, samesite: 'Strict', path: '/api/v1/users' });
      const res = await call(secure, 'POST', '/users/refresh', undefined, { cookie: `${c.name}=${c.value}` });
      expect(res.statusCode).toBe(200);
    } finally {
      await secure.close();
    }
  });
});

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

describe('refresh', () => {
  it('rotates: a new refresh token each time, the old one stops working, and reusing it revokes the session', async () => {
    const user = await createVerifiedUser(a);
    const first = await refreshWithCookie(user.cookie);
    expect(first.statusCode).toBe(200);
    const rotated = first.json().data;
    expect(rotated.refreshToken).not.toBe(user.refreshToken);
    expect(refreshCookie(first)!.value).toBe(rotated.refreshToken);
    expect(rotated.user.email).toBe(user.email);
    expect((await profile(rotated.token)).statusCode).toBe(200);

    // Stored as a hash, never as the token.
    const rows = await a.t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.userId));
    expect(rows.map((r) => r.tokenHash)).not.toContain(rotated.refreshToken);
    expect(rows.map((r) => r.tokenHash)).toContain(hashOf(rotated.refreshToken));

    // The rotated-away token is replayed: refused, and the whole family is revoked.
    const replay = await refreshWithCookie(user.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'UNAUTHORIZED', message: accountMessages.sessionEnded });
    expect(refreshCookie(replay)?.value).toBe('');
    expect((await refreshWithCookie(cookieHeader(first))).statusCode).toBe(401);
    // The access token of that session stops working at once, not in 15 minutes.
    expect((await profile(rotated.token)).statusCode).toBe(401);
  });

  it('lets exactly one of two simultaneous refreshes with the same token succeed', async () => {
    const user = await createVerifiedUser(a);
    const answers = await Promise.all([refreshWithCookie(user.cookie), refreshWithCookie(user.cookie), refreshWithCookie(user.cookie)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('takes the token from the body for API clients without cookies', async () => {
    const user = await createVerifiedUser(a);
    const res = await call(a, 'POST', '/users/refresh', { refreshToken: user.refreshToken });
    expect(res.statusCode).toBe(200);
  });

  it('answers "No refresh token available" without one, and a generic 401 for an unknown one', async () => {
    const none = await call(a, 'POST', '/users/refresh');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'UNAUTHORIZED', message: accountMessages.noRefreshToken });
    const unknown = await call(a, 'POST', '/users/refresh', { refreshToken: 'x'.repeat(43) });
    expect(unknown.json()).toMatchObject({ code: 'UNAUTHORIZED', message: accountMessages.sessionEnded });
  });

  it('never extends a session: it ends 1 day after sign-in without remember me, 30 days with it', async () => {
    const day = await createVerifiedUser(a);
    const month = await createVerifiedUser(a, { rememberMe: true });
    a.clock.advance(23 * 3600_000);
    const dayRefreshed = await refreshWithCookie(day.cookie);
    expect(dayRefreshed.statusCode).toBe(200);
    const monthRefreshed = await refreshWithCookie(month.cookie);
    expect(Number(refreshCookie(monthRefreshed)!.attributes['max-age'])).toBeCloseTo(30 * 24 * 3600 - 23 * 3600, -1);
    a.clock.advance(2 * 3600_000);
    expect((await refreshWithCookie(cookieHeader(dayRefreshed))).statusCode).toBe(401);
    expect((await profile(dayRefreshed.json().data.token)).statusCode).toBe(401);
    expect((await refreshWithCookie(cookieHeader(monthRefreshed))).statusCode).toBe(200);
  });

  it('is rate limited per IP (429 with Retry-After)', async () => {
    const limited = await startAccounts({
      configure: (c) => ({ ...c, rateLimits: { ...c.rateLimits, refreshPerIp: { max: 2, windowMs: 60_000 } } }),
    });
    try {
      const ip = freshIp();
      for (let i = 0; i < 2; i++) expect((await call(limited, 'POST', '/users/refresh', undefined, { ip })).statusCode).toBe(401);
      const res = await call(limited, 'POST', '/users/refresh', undefined, { ip });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('logout', () => {
  it('revokes the session (cookie and access token) and clears the cookie; other sessions stay', async () => {
    const user = await createVerifiedUser(a);
    const other = await call(a, 'POST', '/users/login', { email: user.email, password: user.password });
    const res = await call(a, 'POST', '/users/logout', undefined, { cookie: user.cookie, token: user.token });
    expect(res.statusCode).toBe(200);
    const cleared = refreshCookie(res)!;
    expect(cleared.value).toBe('');
    expect(cleared.attributes.path).toBe('/api/v1/users');
    expect((await refreshWithCookie(user.cookie)).statusCode).toBe(401);
    expect((await profile(user.token)).statusCode).toBe(401);
    expect((await profile(other.json().data.token)).statusCode).toBe(200);
  });

  it('never fails, with no token at all or a stale one', async () => {
    expect((await call(a, 'POST', '/users/logout')).statusCode).toBe(200);
    expect((await call(a, 'POST', '/users/logout', { refreshToken: 'stale' }, { token: 'not-a-jwt' })).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  let user: SignedInUser;
  const key = () => accessKey(a.t.config);
  const claims = () => ({ sid: familyOf(user.token), typ: 'access' });

  beforeAll(async () => {
    user = await createVerifiedUser(a);
  });

  function familyOf(token: string): string {
    return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;
  }

  const sign = (payload: Record<string, unknown>, opts: { alg?: string; typ?: string; key?: Uint8Array; exp?: number } = {}) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: opts.alg ?? 'HS256', typ: opts.typ ?? 'at+jwt' })
      .setSubject(user.userId)
      .setIssuer('pathway')
      .setAudience('pathway-api')
      .setIssuedAt(Math.floor(a.clock.now().getTime() / 1000))
      .setExpirationTime(opts.exp ?? Math.floor(a.clock.now().getTime() / 1000) + 900)
      .sign(opts.key ?? key());

  it('carry sub, sid, typ, aud, iss and a 15-minute expiry', () => {
    const payload = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString());
    const header = JSON.parse(Buffer.from(user.token.split('.')[0]!, 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    expect(payload).toMatchObject({ sub: user.userId, typ: 'access', aud: 'pathway-api', iss: 'pathway' });
    expect(payload.exp - payload.iat).toBe(900);
  });

  it('a well-formed token of ours works (the control for the cases below)', async () => {
    expect((await profile(await sign(claims()))).statusCode).toBe(200);
  });

  it('refuse alg none', async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(a.clock.now().getTime() / 1000);
    const token = `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64({ ...claims(), sub: user.userId, iss: 'pathway', aud: 'pathway-api', iat: now, exp: now + 900 })}.`;
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('refuse another secret, another algorithm, a tampered payload', async () => {
    expect((await profile(await sign(claims(), { key: new TextEncoder().encode('x'.repeat(32)) }))).statusCode).toBe(401);
    expect((await profile(await sign(claims(), { alg: 'HS512' }))).statusCode).toBe(401);
    const [h, , s] = user.token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '00000000-0000-4000-8000-000000000000', ...claims() })).toString('base64url');
    expect((await profile(`${h}.${forged}.${s}`)).statusCode).toBe(401);
    // The raw JWT_SECRET is not the signing key either (keys are derived per use).
    const raw = new TextEncoder().encode(a.t.config.jwtSecret);
    expect((await profile(await sign(claims(), { key: raw }))).statusCode).toBe(401);
  });

  it('refuse a wrong type (claim or header), audience or issuer', async () => {
    expect((await profile(await sign({ ...claims(), typ: 'refresh' }))).statusCode).toBe(401);
    expect((await profile(await sign(claims(), { typ: 'JWT' }))).statusCode).toBe(401);
    const wrongAud = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(user.userId)
      .setIssuer('pathway')
      .setAudience('someone-else')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(key());
    expect((await profile(wrongAud)).statusCode).toBe(401);
  });

  it('expire after 15 minutes', async () => {
    const fresh = await call(a, 'POST', '/users/login', { email: user.email, password: user.password });
    const token = fresh.json().data.token;
    expect((await profile(token)).statusCode).toBe(200);
    a.clock.advance(15 * 60_000 + 10_000);
    const res = await profile(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(accountMessages.sessionEnded);
  });

  it('answers 401 "Please sign in" without a token and for a malformed header', async () => {
    const none = await call(a, 'GET', '/users/profile');
    expect(none.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
    const basic = await call(a, 'GET', '/users/profile', undefined, { headers: { authorization: 'Basic abc' } });
    expect(basic.statusCode).toBe(401);
  });
});
