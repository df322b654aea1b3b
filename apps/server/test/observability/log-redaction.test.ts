import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, codeOf, freshEmail, freshIp, startAccounts, SUBJECTS, waitForMail, type Accounts } from '../accounts/helpers.ts';

// A database statement that fails carries what it was writing: drizzle's error repeats the query
// with its parameters, and PostgreSQL's `detail` repeats the row ("Failing row contains (…)").
// Constraints added here make real inserts fail, through the real app and the real logger.

const lines: string[] = [];
let a: Accounts;

beforeAll(async () => {
  a = await startAccounts({ logLines: lines });
});
afterAll(async () => {
  await a?.close();
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function expectAbsent(log: string, secrets: Record<string, string>) {
  for (const [what, secret] of Object.entries(secrets)) {
    // A 6-digit code may occur by chance inside a longer number (a timestamp); alone it must not.
    const alone = new RegExp(`(?<![0-9A-Za-z])${escape(secret)}(?![0-9A-Za-z])`);
    expect(alone.test(log), `${what} is in the log`).toBe(false);
  }
}

describe('a statement that fails', () => {
  it('logs the failure, but not the password, its hash, the email or the names it was writing', async () => {
    await a.t.database.db.execute(
      sql.raw(`ALTER TABLE users ADD CONSTRAINT observability_refuse_name CHECK (last_name <> 'Quixotewell') NOT VALID`),
    );
    const email = freshEmail('refused');
    const password = 'Saffron-Harbour-Lantern-77';
    const before = lines.length;
    const res = await call(
      a,
      'POST',
      '/users/register',
      { email, password, firstName: 'Zanzibarina', lastName: 'Quixotewell' },
      { ip: freshIp() },
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, code: 'INTERNAL_ERROR' });
    expect(res.body).not.toContain('Quixotewell');

    const log = lines.slice(before).join('');
    expect(log).not.toMatch(/\$argon2id\$/);
    expectAbsent(log, { password, email, firstName: 'Zanzibarina', lastName: 'Quixotewell', 'email local part': email.split('@')[0]! });
    expect(log).not.toContain('Failing row contains (');
    // The failure is there, with what an operator needs: the constraint, the SQLSTATE, the query's shape.
    expect(log).toContain('"msg":"request failed"');
    expect(log).toContain('observability_refuse_name');
    expect(log).toContain('"errorCode":"23514"');
    expect(log).toContain('Failed query: insert into \\"users\\"');
  });

  it('logs no code, token or token hash when signing in after a code fails to write the session', async () => {
    const email = freshEmail('session');
    const password = 'Monsoon-Kettle-Tamarind-58';
    const registered = await call(a, 'POST', '/users/register', { email, password, firstName: 'Vikramaditya', lastName: 'Okonkwo' }, { ip: freshIp() });
    expect(registered.statusCode).toBe(201);
    const { token, refreshToken } = registered.json().data as { token: string; refreshToken: string };
    const code = codeOf(await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.verify));

    await a.t.database.db.execute(
      sql.raw(`ALTER TABLE refresh_tokens ADD CONSTRAINT observability_refuse_sessions CHECK (false) NOT VALID`),
    );
    const before = lines.length;
    const verified = await call(a, 'POST', '/users/verify-otp', { email, otp: code, type: 'register' }, { ip: freshIp() });
    await a.t.database.db.execute(sql.raw('ALTER TABLE refresh_tokens DROP CONSTRAINT observability_refuse_sessions'));
    expect(verified.statusCode).toBe(500);

    const log = lines.slice(before).join('');
    expect(log).toContain('observability_refuse_sessions');
    expectAbsent(log, { code, email, token, refreshToken, password, firstName: 'Vikramaditya', lastName: 'Okonkwo' });
    // Refresh tokens are stored as SHA-256 hex: no such value may reach the log either.
    expect(log).not.toMatch(/(?<![0-9a-f])[0-9a-f]{64}(?![0-9a-f])/);
    expect(log).not.toMatch(/\$argon2id\$/);
  });
});

describe('request logs', () => {
  it('hold the method, the address with secrets redacted and the status, never a body or headers', async () => {
    const before = lines.length;
    const res = await call(
      a,
      'POST',
      '/users/reset-password?token=QUERY-TOKEN-SECRET&ticket=TICKET-SECRET',
      { token: 'BODY-TOKEN-SECRET', newPassword: 'Body-Password-Secret-9' },
      { ip: freshIp(), cookie: 'refresh=COOKIE-SECRET', headers: { 'x-custom': 'HEADER-SECRET' } },
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const log = lines.slice(before).join('');
    expect(log).toContain('"method":"POST"');
    expect(log).toContain('token=[redacted]');
    expect(log).toContain(`"statusCode":${res.statusCode}`);
    for (const secret of ['QUERY-TOKEN-SECRET', 'TICKET-SECRET', 'BODY-TOKEN-SECRET', 'Body-Password-Secret-9', 'COOKIE-SECRET', 'HEADER-SECRET']) {
      expect(log).not.toContain(secret);
    }
  });
});
