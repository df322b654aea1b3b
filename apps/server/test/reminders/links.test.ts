import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signAnswer, signUnsubscribe } from '../../src/modules/reminders/mail-links.ts';
import { countTasks, findTask } from '../../src/platform/tasks/task-queue.ts';
import { timelineOf } from '../tracker/helpers.ts';
import {
  anonymous,
  API,
  DAY,
  ist,
  jobClosingOn,
  oneClickUnsubscribe,
  plusDays,
  reminderApps,
  reminders,
  saveJob,
  setClock,
  startDay,
  student,
  trackApplied,
} from './helpers.ts';

const MINUTE = 60_000;
const app = reminderApps();

const html = { accept: 'text/html' };
const LINK_INVALID = 'This link does not work. It may be incomplete or too old; open Pathway to change your settings or your tracker.';

describe('unsubscribe links', () => {
  it('a browser: the page asks, its button unsubscribes and says so; multipart one-click bodies work too', async () => {
    const a = await app(startDay());
    const s = await student(a);
    const token = signUnsubscribe(a.t.config.jwtSecret, s.userId, 'followUps');
    const url = `${API}/unsubscribe/${token}`;

    const page = await anonymous(a.t.app, 'GET', url, { headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Unsubscribe from follow-ups after you apply?');
    const done = await anonymous(a.t.app, 'POST', url, { headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toMatch(/^text\/html/);
    expect(done.body).toContain('You&#39;re unsubscribed');
    expect(done.body).toContain('You will get no more follow-ups after you apply by email. Turn them on again in Settings.');
    expect((await s.send('GET', '/users/notifications')).json().data).toEqual({ deadlineReminders: true, followUps: false });

    const boundary = '----pathway';
    const multipart = await anonymous(a.t.app, 'POST', `${API}/unsubscribe/${signUnsubscribe(a.t.config.jwtSecret, s.userId, 'deadlineReminders')}`, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect((await s.send('GET', '/users/notifications')).json().data).toEqual({ deadlineReminders: false, followUps: false });
  });

  it('refuses links that are not ours, changed, of another purpose or of a deleted account, and changes nothing', async () => {
    const a = await app(startDay());
    const s = await student(a);
    const token = signUnsubscribe(a.t.config.jwtSecret, s.userId, 'deadlineReminders');
    const flipped = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    const otherSecret = signUnsubscribe('another-secret-of-at-least-32-characters', s.userId, 'deadlineReminders');
    const answerToken = signAnswer(a.t.config.jwtSecret, { userId: s.userId, applicationId: s.userId, type: 'follow-up-7' }, a.clock.now());
    for (const bad of ['nope', flipped, otherSecret, answerToken, `${token}x`, '%E2%82%AC']) {
      const res = await oneClickUnsubscribe(a.t.app, `${API}/unsubscribe/${bad}`);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: LINK_INVALID });
      const page = await anonymous(a.t.app, 'GET', `${API}/unsubscribe/${bad}`, { headers: html });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('This link does not work');
      expect(page.body).not.toContain('<form');
    }
    // (Past Fastify's 100 characters a path parameter is answered 414 by Fastify itself.)
    expect((await oneClickUnsubscribe(a.t.app, `${API}/unsubscribe/${'A'.repeat(100)}`)).statusCode).toBe(404);
    const huge = await anonymous(a.t.app, 'POST', `${API}/unsubscribe/${token}`, { headers: { 'content-type': 'text/plain' }, payload: 'x'.repeat(8 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect((await s.send('GET', '/users/notifications')).json().data).toEqual({ deadlineReminders: true, followUps: true });

    // The account is deleted: its link answers like any unknown one.
    expect((await s.send('DELETE', '/users/account', { password: s.password })).statusCode).toBe(200);
    expect((await oneClickUnsubscribe(a.t.app, `${API}/unsubscribe/${token}`)).statusCode).toBe(404);
  });
});

describe('logs', () => {
  it('never hold a link token: the address is logged with [redacted] in its place', async () => {
    const day = startDay();
    const logLines: string[] = [];
    const a = await app(day, { logLines });
    const s = await student(a);
    const id = await trackApplied(s, await jobClosingOn(a, plusDays(day, 60), { title: 'Logged', company: 'Quiet Logs' }));
    const unsubscribe = signUnsubscribe(a.t.config.jwtSecret, s.userId, 'followUps');
    const answer = signAnswer(a.t.config.jwtSecret, { userId: s.userId, applicationId: id, type: 'follow-up-7' }, a.clock.now());
    await anonymous(a.t.app, 'GET', `${API}/unsubscribe/${unsubscribe}`, { headers: html });
    await oneClickUnsubscribe(a.t.app, `${API}/unsubscribe/${unsubscribe}`);
    await anonymous(a.t.app, 'GET', `${API}/reminders/answer/${answer}?answer=interview`, { headers: html });
    await anonymous(a.t.app, 'POST', `${API}/reminders/answer/${answer}?answer=interview`);
    const text = logLines.join('\n');
    expect(text).not.toContain(unsubscribe);
    expect(text).not.toContain(answer);
    expect(text).toContain('/api/v1/unsubscribe/[redacted]');
    expect(text).toContain('/api/v1/reminders/answer/[redacted]?answer=interview');
    expect(text).toContain('"event":"reminders.unsubscribed"');
    expect(text).toContain('"event":"reminders.answered"');
  });
});

describe('answer links', () => {
  it('refuses unknown answers, old links, applications removed from the tracker, and another purpose; nothing changes', async () => {
    const day = startDay();
    const a = await app(day);
    const s = await student(a);
    const id = await trackApplied(s, await jobClosingOn(a, plusDays(day, 60), { title: 'Bad Input', company: 'Edge Co' }));
    const token = signAnswer(a.t.config.jwtSecret, { userId: s.userId, applicationId: id, type: 'follow-up-7' }, a.clock.now());
    const at = (answer: string, t = token) => `${API}/reminders/answer/${t}?answer=${answer}`;

    for (const answer of ['maybe', 'applied', '']) {
      const res = await anonymous(a.t.app, 'POST', at(answer));
      expect(res.statusCode, answer).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'answer must be one of interview, rejected, no_response, not_yet.' });
      const page = await anonymous(a.t.app, 'GET', at(answer), { headers: html });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('answer must be one of interview, rejected, no_response, not_yet.');
    }
    // The 7-day mail offers no "No response".
    expect((await anonymous(a.t.app, 'POST', at('no_response'))).statusCode).toBe(400);
    // An unsubscribe token is no answer token.
    expect((await anonymous(a.t.app, 'POST', at('interview', signUnsubscribe(a.t.config.jwtSecret, s.userId, 'followUps')))).statusCode).toBe(404);
    // Another user's link cannot be made: a token names its user and is signed.
    const other = await student(a);
    const forged = signAnswer('another-secret-of-at-least-32-characters', { userId: other.userId, applicationId: id, type: 'follow-up-7' }, a.clock.now());
    expect((await anonymous(a.t.app, 'POST', at('interview', forged))).statusCode).toBe(404);
    const notTheirs = signAnswer(a.t.config.jwtSecret, { userId: other.userId, applicationId: id, type: 'follow-up-7' }, a.clock.now());
    const res = await anonymous(a.t.app, 'POST', at('interview', notTheirs));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This application is no longer on your tracker.');
    expect((await timelineOf(a, id)).map((t) => t.status)).toEqual(['applied']);

    // 60 days on, the link has expired.
    setClock(a, new Date(a.clock.now().getTime() + 61 * DAY));
    const old = await anonymous(a.t.app, 'POST', at('interview'));
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(LINK_INVALID);

    // Removed from the tracker: the link says so.
    setClock(a, ist(plusDays(day, 1)));
    await s.refresh();
    expect((await s.send('DELETE', `/applications/${id}`)).statusCode).toBe(200);
    const gone = await anonymous(a.t.app, 'GET', at('interview'), { headers: html });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('This application is no longer on your tracker.');
  });
});

describe('the task runner', () => {
  it('keeps retrying a reminder the mail server refuses, then keeps it as dead (logged without the address), and never sends it later', async () => {
    const day = startDay();
    const logLines: string[] = [];
    const a = await app(day, { logLines });
    const s = await student(a);
    await saveJob(s, await jobClosingOn(a, plusDays(day, 3), { title: 'Refused', company: 'Bounce Co' }));
    a.smtp.refuseAll(true);

    await a.t.app.tasks.runDue();
    for (const wait of [1, 4, 16, 64]) {
      a.clock.advance(wait * MINUTE);
      await a.t.app.tasks.runDue();
    }
    const key = `deadline-3:${s.userId}:`;
    const sends = (await countTasks(a.t.database.db)).filter((c) => c.kind === 'reminders.send');
    expect(sends).toEqual([{ kind: 'reminders.send', status: 'dead', n: 1 }]);
    const rows = await a.t.database.db.execute<{ key: string; attempts: number; last_error: string }>(
      sql`SELECT key, attempts, last_error FROM tasks WHERE kind = 'reminders.send'`,
    );
    expect(rows.rows[0]!.key.startsWith(key)).toBe(true);
    expect(rows.rows[0]!.attempts).toBe(5);
    expect(await findTask(a.t.database.db, 'reminders.send', rows.rows[0]!.key)).toMatchObject({ status: 'dead' });
    expect(logLines.filter((l) => l.includes('task failed; it will be tried again'))).toHaveLength(4);
    expect(logLines.filter((l) => l.includes('task failed for the last time: dead'))).toHaveLength(1);
    expect(logLines.join('\n')).not.toContain(s.email);

    a.smtp.refuseAll(false);
    setClock(a, ist(plusDays(day, 1)));
    await a.t.app.tasks.runDue();
    expect(reminders(a)).toHaveLength(0);
  });

  it('runs in the background when TASK_RUNNER is on (the app closes it in afterEach)', async () => {
    const day = startDay();
    const a = await app(day, { env: { TASK_RUNNER: 'on' }, configure: (c) => ({ ...c, tasks: { runner: true, pollMs: 50 } }) });
    const s = await student(a);
    await saveJob(s, await jobClosingOn(a, plusDays(day, 4), { title: 'Background', company: 'Loop Co' }));
    // Today's batch ran at start, before the save; tomorrow's finds the job 3 days out.
    setClock(a, ist(plusDays(day, 1)));
    const mail = await a.smtp.waitFor((m) => m.subject === 'Closes in 3 days: Background at Loop Co', 5_000);
    expect(mail.to).toEqual([s.email]);
  });
});
