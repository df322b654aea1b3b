import { accountMessages } from '@pathway/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../src/db/schema.ts';
import {
  call,
  codeOf,
  freshEmail,
  freshIp,
  mailsTo,
  settle,
  startAccounts,
  STRONG_PASSWORD,
  SUBJECTS,
  waitForMail,
  type Accounts,
} from './helpers.ts';

let a: Accounts;

beforeAll(async () => {
  a = await startAccounts();
});
afterAll(async () => {
  await a.close();
});

/** An unverified account and the code of its registration mail. */
async function registered(): Promise<{ email: string; code: string }> {
  const email = freshEmail();
  const res = await call(a, 'POST', '/users/register', { email, password: STRONG_PASSWORD, firstName: 'Ravi', lastName: 'Kumar' });
  expect(res.statusCode).toBe(201);
  const mail = await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.verify);
  return { email, code: codeOf(mail) };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const verify = (email: string, otp: string, type = 'register') => call(a, 'POST', '/users/verify-otp', { email, otp, type });

describe('one-time codes', () => {
  it('are stored hashed, never as the digits', async () => {
    const { email, code } = await registered();
    const [row] = await a.t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.purpose).toBe('register');
  });

  it('refuse a wrong code and say how many tries are left; the right code still works', async () => {
    const { email, code } = await registered();
    const res = await verify(email, wrongCode(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_OTP', details: { attemptsLeft: 4 } });
    expect(res.json().message).toContain('4 tries left');
    expect((await verify(email, code)).statusCode).toBe(200);
    // Used: a second time it is gone.
    expect((await verify(email, code)).json()).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('burn after 5 wrong tries, even if the right code comes next', async () => {
    const { email, code } = await registered();
    for (let i = 1; i <= 5; i++) {
      const res = await verify(email, wrongCode(code));
      expect(res.json()).toMatchObject({ code: 'INVALID_OTP', details: { attemptsLeft: 5 - i } });
    }
    const res = await verify(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'OTP_EXPIRED', message: accountMessages.otpExpired });
  });

  it('never allow more than 5 guesses, even sent all at once', async () => {
    const { email, code } = await registered();
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((g) => verify(email, g)));
    expect(answers.filter((r) => r.json().code === 'INVALID_OTP')).toHaveLength(5);
    expect(answers.filter((r) => r.json().code === 'OTP_EXPIRED')).toHaveLength(7);
  });

  it('expire after 10 minutes', async () => {
    const { email, code } = await registered();
    a.clock.advance(10 * 60_000 + 1000);
    const res = await verify(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('answer OTP_EXPIRED when no code was ever sent', async () => {
    expect((await verify(freshEmail('never'), '123456')).json()).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('are bound to their purpose: a sign-up code does not answer a login or reset check', async () => {
    const { email, code } = await registered();
    expect((await verify(email, code, 'login')).json()).toMatchObject({ code: 'OTP_EXPIRED' });
    expect((await verify(email, code, 'forgot-password')).json()).toMatchObject({ code: 'OTP_EXPIRED' });
    expect((await verify(email, code, 'register')).statusCode).toBe(200);
  });

  it('only the newest code of a purpose counts', async () => {
    const { email, code: first } = await registered();
    a.clock.advance(31_000);
    expect((await call(a, 'POST', '/users/resend-otp', { email, type: 'register' })).statusCode).toBe(200);
    const second = codeOf(await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.verify, 2));
    if (first !== second) expect((await verify(email, first)).json().code).toBe('INVALID_OTP');
    expect((await verify(email, second)).statusCode).toBe(200);
  });
});

describe('sign-in code mail', () => {
  it('carries the code in its HTML, fits a phone, and escapes the first name', async () => {
    const email = freshEmail();
    const firstName = 'Ravi <b>"R&D"</b>';
    expect((await call(a, 'POST', '/users/register', { email, password: STRONG_PASSWORD, firstName, lastName: 'Kumar' })).statusCode).toBe(201);
    await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.verify);

    expect((await call(a, 'POST', '/users/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(403);
    const mail = await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.login);
    expect(mail.html).toContain(codeOf(mail));
    expect(mail.html).toMatch(/<meta name="viewport" content="width=device-width/);
    expect(mail.html).toContain('Hi Ravi &lt;b&gt;&quot;R&amp;D&quot;&lt;/b&gt;,');
    expect(mail.html).not.toContain(firstName);
    expect(mail.html).not.toContain('<b>');
  });
});

describe('resend-otp', () => {
  it('sends a new code no sooner than 30 s after the last (429 with Retry-After)', async () => {
    const { email } = await registered();
    const early = await call(a, 'POST', '/users/resend-otp', { email, type: 'register' });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const wait = Number(early.headers['retry-after']);
    expect(wait).toBeGreaterThan(25);
    expect(wait).toBeLessThanOrEqual(30);

    a.clock.advance(31_000);
    const res = await call(a, 'POST', '/users/resend-otp', { email, type: 'register' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ retryAfterSeconds: 30 });
    await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.verify, 2);
  });

  it('sends at most 10 codes a day per email and purpose', async () => {
    const { email } = await registered(); // the first of the 10
    for (let i = 2; i <= 10; i++) {
      a.clock.advance(31_000);
      expect((await call(a, 'POST', '/users/resend-otp', { email, type: 'register' })).statusCode).toBe(200);
    }
    a.clock.advance(31_000);
    const capped = await call(a, 'POST', '/users/resend-otp', { email, type: 'register' });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toContain('too many codes today');
    // The place frees when the first code is a day old.
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.verify, 10);
    await settle();
    expect(mailsTo(a.smtp, email, SUBJECTS.verify)).toHaveLength(10);

    // Another purpose is not blocked by the cap or the cooldown of this one.
    const login = await call(a, 'POST', '/users/resend-otp', { email, type: 'login' });
    expect(login.statusCode).toBe(200);
    await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.login);

    a.clock.advance(24 * 3600_000);
    expect((await call(a, 'POST', '/users/resend-otp', { email, type: 'register' })).statusCode).toBe(200);
  });

  it('answers the same for an unknown email (and keeps the same cooldown), without sending anything', async () => {
    const email = freshEmail('unknown');
    const res = await call(a, 'POST', '/users/resend-otp', { email, type: 'register' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ retryAfterSeconds: 30 });
    expect((await call(a, 'POST', '/users/resend-otp', { email, type: 'register' })).statusCode).toBe(429);
    // A guess at the decoy is answered like a guess at a real code.
    expect((await verify(email, '000000')).json()).toMatchObject({ code: 'INVALID_OTP', details: { attemptsLeft: 4 } });
    await settle();
    expect(mailsTo(a.smtp, email)).toHaveLength(0);
  });

  it('sends no sign-up code to an account that is already verified', async () => {
    const { email, code } = await registered();
    expect((await verify(email, code)).statusCode).toBe(200);
    a.clock.advance(31_000);
    expect((await call(a, 'POST', '/users/resend-otp', { email, type: 'register' })).statusCode).toBe(200);
    expect((await call(a, 'POST', '/users/resend-otp', { email, type: 'login' })).statusCode).toBe(200);
    await settle();
    expect(mailsTo(a.smtp, email)).toHaveLength(1);
  });

  it('are not limited per email beyond 5 tries per code: a fresh code works after 30 wrong guesses (login-limits.test.ts)', async () => {
    const { email, code } = await registered();
    for (let i = 0; i < 30; i++) {
      const res = await call(a, 'POST', '/users/verify-otp', { email, otp: wrongCode(code), type: 'register' }, { ip: freshIp() });
      expect(res.statusCode).toBe(400);
    }
    a.clock.advance(31_000);
    expect((await call(a, 'POST', '/users/resend-otp', { email, type: 'register' })).statusCode).toBe(200);
    const fresh = codeOf(await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.verify, 2));
    expect((await call(a, 'POST', '/users/verify-otp', { email, otp: fresh, type: 'register' })).statusCode).toBe(200);
  });
});
