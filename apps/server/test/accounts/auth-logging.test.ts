import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  codeOf,
  freshEmail,
  refreshCookie,
  resetTokenOf,
  STRONG_PASSWORD,
  SUBJECTS,
  startAccounts,
  waitForMail,
  type Accounts,
} from './helpers.ts';

const lines: string[] = [];
let a: Accounts;

beforeAll(async () => {
  a = await startAccounts({ logLines: lines });
});
afterAll(async () => {
  await a.close();
});

describe('account flows in the logs', () => {
  it('leave an audit trail of events but never a password, code, token or cookie', async () => {
    const secrets: string[] = [STRONG_PASSWORD];
    const email = freshEmail();
    const reg = await call(a, 'POST', '/users/register', { email, password: STRONG_PASSWORD, firstName: 'Log', lastName: 'Check' });
    secrets.push(reg.json().data.token, reg.json().data.refreshToken);
    const code = codeOf(await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.verify));
    secrets.push(code);
    const verified = await call(a, 'POST', '/users/verify-otp', { email, otp: code, type: 'register' });
    const cookie = refreshCookie(verified)!;
    secrets.push(verified.json().data.token, cookie.value);
    await call(a, 'POST', '/users/login', { email, password: 'Wrong-Password-Secret-1' });
    secrets.push('Wrong-Password-Secret-1');
    const refreshed = await call(a, 'POST', '/users/refresh', undefined, { cookie: `${cookie.name}=${cookie.value}` });
    secrets.push(refreshed.json().data.refreshToken);
    await call(a, 'POST', '/users/forgot-password', { email });
    const mail = await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.reset);
    secrets.push(codeOf(mail), resetTokenOf(mail));
    await call(a, 'POST', `/users/reset-password?token=${resetTokenOf(mail)}`, { token: resetTokenOf(mail), newPassword: 'Reset-Password-Secret-2' });
    secrets.push('Reset-Password-Secret-2');
    await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.changed);

    const log = lines.join('');
    for (const secret of secrets) {
      // A 6-digit code may occur by chance inside a longer number (a timestamp); alone it must not.
      const alone = new RegExp(`(?<![0-9])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9])`);
      expect(alone.test(log), secret.slice(0, 8)).toBe(false);
    }
    for (const event of ['auth.register', 'auth.otp', 'auth.login', 'auth.forgot', 'auth.reset']) expect(log).toContain(`"event":"${event}"`);
    expect(log).toContain('"outcome":"failure"');
  });
});
