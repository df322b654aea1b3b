import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.ts';
import {
  call,
  codeOf,
  createVerifiedUser,
  deviceCookie,
  freshEmail,
  freshIp,
  mailsTo,
  resetTokenOf,
  settle,
  startAccounts,
  STRONG_PASSWORD,
  SUBJECTS,
  waitForMail,
  type Accounts,
} from './helpers.ts';

// Limits that stop attackers, not students (docs/decisions/003-rate-limits.md): failed sign-ins slow
// the next ones down instead of locking the account; a browser that signed in before (device
// cookie) is not slowed by someone else's failures; the per-address limit counts failures only;
// nobody can stop a person verifying their email or resetting their password by guessing wrong.

type Limits = Config['rateLimits'];
const withLimits = (limits: Partial<Limits>) => (config: Config): Config => ({
  ...config,
  rateLimits: { ...config.rateLimits, ...limits },
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const login = (a: Accounts, email: string, password: string, opts: { ip?: string; cookie?: string } = {}) =>
  call(a, 'POST', '/users/login', { email, password }, opts);
const wrong = (i: number) => `Wrong-Password-${i}`;

function expectRateLimited(res: LightMyRequestResponse, maxSeconds: number): number {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(res.json().details).toMatchObject({ retryAfter });
  return retryAfter;
}

/** Runs `count` tasks, `width` at a time. */
async function inBatches<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    const batch = Array.from({ length: Math.min(width, count - start) }, (_, k) => task(start + k));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

describe('failed sign-ins slow down, never lock the owner out', () => {
  it("lets the owner's browser (device cookie) in at once after a stranger's 12 failures", async () => {
    // Short delays, so that the stranger really gets 12 wrong passwords checked.
    const a = await startAccounts({
      configure: withLimits({ loginFailuresPerEmail: { max: 5, windowMs: 60_000, firstDelayMs: 10, maxDelayMs: 40 } }),
    });
    try {
      const victim = await createVerifiedUser(a);
      const attacker = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        statuses.push((await login(a, victim.email, wrong(i), { ip: attacker })).statusCode);
        await sleep(60);
      }
      // With the default delays, 12 failures cost the stranger 15 s of waiting (a browser without the
      // cookie waits too: the next tests); the owner's own browser does not wait at all.
      const own = await login(a, victim.email, victim.password, { cookie: victim.deviceCookie });
      expect(own.statusCode, own.body).toBe(200);
      expect(victim.deviceCookie).toMatch(/^pathway_device=/);
      expect(statuses).toEqual(Array(12).fill(401));
    } finally {
      await a.close();
    }
  });

  it('makes a browser without the cookie wait 1 s, 2 s, … (capped), not 15 minutes, then takes the right password', async () => {
    const a = await startAccounts({
      configure: withLimits({ loginFailuresPerEmail: { max: 5, windowMs: 60_000, firstDelayMs: 1000, maxDelayMs: 2000 } }),
    });
    try {
      const user = await createVerifiedUser(a);
      // The account and the email without one side by side: their limits are their own, and each
      // really waits its 1 s, 2 s and 2 s.
      await Promise.all([user.email, freshEmail('ghost')].map(async (email) => {
        // Five free failures and one more, which starts the first wait.
        for (let i = 0; i < 6; i++) {
          const res = await login(a, email, wrong(i));
          expect(res.statusCode, `attempt ${i + 1}: ${res.body}`).toBe(401);
          expect(res.json().message).toBe('Invalid email or password.');
        }
        const waits: number[] = [];
        for (let round = 0; round < 3; round++) {
          const refused = await login(a, email, email === user.email ? user.password : wrong(99));
          const seconds = expectRateLimited(refused, 2);
          if (round === 0) expect(refused.json().message).toBe('Too many failed sign-in attempts. Please wait 1 second and try again.');
          waits.push(seconds);
          await sleep(seconds * 1000 + 100);
          if (round < 2) expect((await login(a, email, wrong(10 + round))).statusCode).toBe(401);
        }
        // 1 s first, never more than the cap (the doubling itself: login-throttle.test.ts); the same
        // for an email without an account.
        expect(waits[0]).toBe(1);
        expect(Math.max(...waits)).toBeLessThanOrEqual(2);
      }));
      const res = await login(a, user.email, user.password);
      expect(res.statusCode, res.body).toBe(200);
      // The success forgets the failures: five more are free again.
      for (let i = 0; i < 5; i++) expect((await login(a, user.email, wrong(i))).statusCode).toBe(401);
    } finally {
      await a.close();
    }
  });

  it('caps the default delays at 5 minutes and counts a burst of parallel guesses at once', async () => {
    const a = await startAccounts();
    try {
      const user = await createVerifiedUser(a);
      const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => login(a, user.email, wrong(i))));
      const codes = answers.map((res) => res.statusCode);
      // The five free ones and the one that starts the first wait.
      expect(codes.filter((code) => code === 401)).toHaveLength(6);
      expect(codes.filter((code) => code === 429)).toHaveLength(19);
      for (const res of answers.filter((r) => r.statusCode === 429)) expectRateLimited(res, 300);
    } finally {
      await a.close();
    }
  });

  it('counts a device cookie on its own, locks out only that cookie when it fails too often, and trusts no other cookie', async () => {
    const a = await startAccounts({
      configure: withLimits({
        loginFailuresPerEmail: { max: 5, windowMs: 60_000, firstDelayMs: 60_000, maxDelayMs: 60_000 },
        loginFailuresPerDevice: { max: 2, windowMs: 60_000 },
      }),
    });
    try {
      const user = await createVerifiedUser(a);
      const other = await createVerifiedUser(a);
      // A second browser of the same person.
      const second = await login(a, user.email, user.password);
      expect(second.statusCode).toBe(200);
      const secondDevice = deviceCookie(second)!;
      expect(secondDevice.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: '/api/v1/users', 'max-age': '31536000' });
      expect(secondDevice.attributes.secure).toBeUndefined(); // http://localhost only

      for (let i = 0; i < 6; i++) expect((await login(a, user.email, wrong(i))).statusCode).toBe(401);
      expectRateLimited(await login(a, user.email, user.password), 60);

      // The first browser's own failures are its own ...
      for (let i = 0; i < 2; i++) {
        expect((await login(a, user.email, wrong(i), { cookie: user.deviceCookie })).statusCode).toBe(401);
      }
      // ... and past its allowance it is a browser like any other, waiting with the rest.
      expectRateLimited(await login(a, user.email, user.password, { cookie: user.deviceCookie }), 60);
      // The second browser still gets in.
      expect((await login(a, user.email, user.password, { cookie: `${secondDevice.name}=${secondDevice.value}` })).statusCode).toBe(200);

      // Another account's cookie, or a tampered one, is no device cookie for this email.
      expectRateLimited(await login(a, user.email, user.password, { cookie: other.deviceCookie }), 60);
      const tampered = `${secondDevice.name}=${secondDevice.value.slice(0, -1)}${secondDevice.value.endsWith('A') ? 'B' : 'A'}`;
      expectRateLimited(await login(a, user.email, user.password, { cookie: tampered }), 60);
    } finally {
      await a.close();
    }
  });

  it('sets the device cookie Secure with the __Secure- prefix over HTTPS', async () => {
    const a = await startAccounts({ env: { PUBLIC_URL: 'https://pathway.example.in', PAYMENTS_MODE: 'sandbox' } });
    try {
      const user = await createVerifiedUser(a);
      const res = await login(a, user.email, user.password);
      const device = deviceCookie(res)!;
      expect(device.name).toBe('__Secure-pathway_device');
      expect(device.attributes).toMatchObject({ secure: true, httponly: true, samesite: 'Strict' });
    } finally {
      await a.close();
    }
  });
});

describe('the per-address sign-in limit counts failures only', () => {
  it('lets a student in after 310 failures from the same address (a college behind one NAT)', async () => {
    const a = await startAccounts();
    try {
      const user = await createVerifiedUser(a);
      const college = freshIp();
      const failures = await inBatches(310, 10, (i) => login(a, freshEmail('typo'), wrong(i), { ip: college }));
      expect(failures.every((res) => res.statusCode === 401)).toBe(true);
      const res = await login(a, user.email, user.password, { ip: college });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await a.close();
    }
  }, 120_000);

  it('never counts successful sign-ins, and past the failures allowance still lets device cookies in', async () => {
    const a = await startAccounts({ configure: withLimits({ loginFailuresPerIp: { max: 3, windowMs: 60_000 } }) });
    try {
      const user = await createVerifiedUser(a);
      const college = freshIp();
      for (let i = 0; i < 8; i++) expect((await login(a, user.email, user.password, { ip: college })).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expect((await login(a, freshEmail('typo'), wrong(i), { ip: college })).statusCode).toBe(401);
      expectRateLimited(await login(a, user.email, user.password, { ip: college }), 60);
      const own = await login(a, user.email, user.password, { ip: college, cookie: user.deviceCookie });
      expect(own.statusCode, own.body).toBe(200);
      // Another address is not affected.
      expect((await login(a, user.email, user.password)).statusCode).toBe(200);
    } finally {
      await a.close();
    }
  });
});

describe('a stranger cannot stop verification or a password reset', () => {
  const wrongCode = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

  it("does not stop the owner verifying with a fresh code after a stranger's 30 wrong codes", async () => {
    const a = await startAccounts();
    try {
      const email = freshEmail('owner');
      const reg = await call(a, 'POST', '/users/register', { email, password: STRONG_PASSWORD, firstName: 'Asha', lastName: 'Verma' });
      expect(reg.statusCode).toBe(201);
      const first = codeOf(await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.verify));
      const stranger = freshIp();
      for (let i = 0; i < 30; i++) {
        const res = await call(a, 'POST', '/users/verify-otp', { email, otp: wrongCode(first, i), type: 'register' }, { ip: stranger });
        expect(res.statusCode, res.body).toBe(400);
      }
      // The code the stranger burnt is gone; the owner asks for another one and uses it.
      a.clock.advance(31_000);
      expect((await call(a, 'POST', '/users/resend-otp', { email, type: 'register' })).statusCode).toBe(200);
      const fresh = codeOf(await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.verify, 2));
      const res = await call(a, 'POST', '/users/verify-otp', { email, otp: fresh, type: 'register' });
      expect(res.statusCode, res.body).toBe(200);
      expect(deviceCookie(res)).toBeDefined();
    } finally {
      await a.close();
    }
  });

  it("does not stop the owner resetting after a stranger's reset requests and 30 wrong codes", async () => {
    const a = await startAccounts();
    try {
      const user = await createVerifiedUser(a);
      const stranger = freshIp();
      for (let i = 0; i < 5; i++) {
        expect((await call(a, 'POST', '/users/forgot-password', { email: user.email }, { ip: stranger })).statusCode).toBe(200);
        a.clock.advance(31_000);
      }
      // The stranger's own allowance for this email is used up; nobody else's is.
      expectRateLimited(await call(a, 'POST', '/users/forgot-password', { email: user.email }, { ip: stranger }), 3600);
      const guesses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const res = await call(a, 'POST', '/users/verify-otp', { email: user.email, otp: wrongCode('000000', i), type: 'forgot-password' }, { ip: stranger });
        guesses.push(res.statusCode);
      }

      const owner = freshIp();
      expect((await call(a, 'POST', '/users/forgot-password', { email: user.email }, { ip: owner })).statusCode).toBe(200);
      const mail = await waitForMail(a.smtp, (m) => m.to.includes(user.email) && m.subject === SUBJECTS.reset, 6);
      const verified = await call(a, 'POST', '/users/verify-otp', { email: user.email, otp: codeOf(mail), type: 'forgot-password' }, { ip: owner });
      expect(verified.statusCode, verified.body).toBe(200);
      const reset = await call(
        a,
        'POST',
        '/users/reset-password',
        { token: verified.json().data.resetToken, newPassword: 'Brand-New-Rangoli-77' },
        { ip: owner },
      );
      expect(reset.statusCode, reset.body).toBe(200);
      expect(guesses).toEqual(Array(30).fill(400));
      // The reset proved the mailbox: this browser now has the account's device cookie.
      expect(deviceCookie(reset)).toBeDefined();
    } finally {
      await a.close();
    }
  });

  it("lets the owner's browser get a reset mail after strangers used up the day's 10 codes", async () => {
    const a = await startAccounts();
    try {
      const user = await createVerifiedUser(a);
      // Ten requests from two addresses, 31 s apart: the day's codes for this email are spent.
      for (let i = 0; i < 10; i++) {
        expect((await call(a, 'POST', '/users/forgot-password', { email: user.email }, { ip: `172.16.9.${i % 2}` })).statusCode).toBe(200);
        a.clock.advance(31_000);
      }
      await waitForMail(a.smtp, (m) => m.to.includes(user.email) && m.subject === SUBJECTS.reset, 10);

      // A browser that never signed in gets the same answer and no mail (the mailbox is protected) ...
      expect((await call(a, 'POST', '/users/forgot-password', { email: user.email })).statusCode).toBe(200);
      await settle();
      expect(mailsTo(a.smtp, user.email, SUBJECTS.reset)).toHaveLength(10);
      a.clock.advance(31_000);
      // ... the owner's own browser gets a fresh link.
      expect((await call(a, 'POST', '/users/forgot-password', { email: user.email }, { cookie: user.deviceCookie })).statusCode).toBe(200);
      const mail = await waitForMail(a.smtp, (m) => m.to.includes(user.email) && m.subject === SUBJECTS.reset, 11);
      const res = await call(a, 'POST', '/users/reset-password', { token: resetTokenOf(mail), newPassword: 'Brand-New-Rangoli-77' });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await a.close();
    }
  });
});
