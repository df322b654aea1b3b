import { describe, expect, it } from 'vitest';
import { queueDueReminders } from '../../src/modules/reminders/reminders.service.ts';
import { claimDueTasks, countTasks, enqueueTask, findTask } from '../../src/platform/tasks/task-queue.ts';
import type { Accounts } from '../accounts/helpers.ts';
import {
  anonymous,
  clickApply,
  ist,
  jobClosingOn,
  oneClickUnsubscribe,
  plusDays,
  reminderApps,
  reminders,
  saveJob,
  secondProcess,
  setClock,
  startDay,
  student,
} from './helpers.ts';

const MINUTE = 60_000;
const app = reminderApps();

const subjects = (a: Accounts, to?: string) => reminders(a, to).map((m) => m.subject);

describe('deadline reminders', () => {
  it('mails a saved job 3 days before it closes, once, with one-click unsubscribe headers that work without signing in', async () => {
    const day = startDay();
    const a = await app(day);
    const s = await student(a, { firstName: 'Asha' });
    const jobId = await jobClosingOn(a, plusDays(day, 3), { title: 'Data Analyst Intern', company: 'Kirana Analytics' });
    await saveJob(s, jobId);

    await a.t.app.tasks.runDue();
    expect(subjects(a, s.email)).toEqual(['Closes in 3 days: Data Analyst Intern at Kirana Analytics']);
    const [mail] = reminders(a, s.email);
    expect(mail!.text).toContain('Hi Asha,');
    expect(mail!.text).toContain('You saved this job on Pathway and have not told us you applied.');
    expect(mail!.text).toContain(`Apply before it closes: http://localhost:3000/jobs/${jobId}`);

    // RFC 8058: an https (here the app's PUBLIC_URL) link, and the one-click POST marker.
    const listUnsubscribe = mail!.headers['list-unsubscribe']!;
    expect(listUnsubscribe).toMatch(/^<http:\/\/localhost:3000\/api\/v1\/unsubscribe\/[A-Za-z0-9_-]{40,}>$/);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers['message-id']).toMatch(/^<reminder-[0-9a-f]{32}@localhost>$/);
    const url = listUnsubscribe.slice(1, -1);
    // The same link is in the mail's small print, and it names no email.
    expect(mail!.text).toContain(`Unsubscribe from deadline reminders: ${url}`);
    expect(url).not.toContain(encodeURIComponent(s.email));
    expect(Buffer.from(url.split('/').at(-1)!, 'base64url').toString('latin1')).not.toContain(s.email);

    // The batch again, and the next morning's batch: the same reminder is never sent again.
    await a.t.app.tasks.runDue();
    setClock(a, ist(plusDays(day, 1)));
    await a.t.app.tasks.runDue();
    expect(subjects(a, s.email)).toHaveLength(1);

    // A GET (what a link scanner does) only asks.
    const page = await anonymous(a.t.app, 'GET', url, { headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Unsubscribe from deadline reminders?');
    expect(page.body).toContain(`<form method="post" action="/api/v1/unsubscribe/${url.split('/').at(-1)}"`);
    await s.refresh();
    expect((await s.send('GET', '/users/notifications')).json().data).toEqual({ deadlineReminders: true, followUps: true });

    // The mail app's one-click POST turns deadline reminders off, without a session.
    const res = await oneClickUnsubscribe(a.t.app, url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { kind: 'deadlineReminders', unsubscribed: true },
      message: 'You will get no more deadline reminders by email. Turn them on again in Settings.',
    });
    expect((await s.send('GET', '/users/notifications')).json().data).toEqual({ deadlineReminders: false, followUps: true });
    // Again (a mail app retrying) is fine.
    expect((await oneClickUnsubscribe(a.t.app, url)).statusCode).toBe(200);

    // The next batch sends none, for this job (1 day left) or a new one.
    const second = await jobClosingOn(a, plusDays(day, 5), { title: 'Content Writer', company: 'Chai Media' });
    await saveJob(s, second);
    setClock(a, ist(plusDays(day, 2)));
    await a.t.app.tasks.runDue();
    expect(subjects(a, s.email)).toHaveLength(1);
  });

  it('sends a clicked job its 3-day and 1-day reminders once each, and none once it is marked applied', async () => {
    const day = startDay();
    const a = await app(day);
    const s = await student(a);
    const first = await jobClosingOn(a, plusDays(day, 3), { title: 'Frontend Intern', company: 'Bharat Pay' });
    const second = await jobClosingOn(a, plusDays(day, 3), { title: 'QA Intern', company: 'Bharat Pay' });
    await clickApply(s, first);
    await clickApply(s, second);
    // Saved as well as clicked: still one reminder.
    await saveJob(s, first);

    await a.t.app.tasks.runDue();
    await a.t.app.tasks.runDue();
    expect(subjects(a, s.email).sort()).toEqual(['Closes in 3 days: Frontend Intern at Bharat Pay', 'Closes in 3 days: QA Intern at Bharat Pay']);
    expect(reminders(a, s.email).find((m) => m.subject.includes('QA'))!.text).toContain('You clicked Apply on this job on Pathway');

    setClock(a, ist(plusDays(day, 1)));
    await a.t.app.tasks.runDue();
    expect(subjects(a, s.email)).toHaveLength(2);

    // "Did you apply?" → Yes: no more deadline reminders for it.
    await s.refresh();
    const pending = (await s.send('GET', '/applications/pending-confirmation')).json().data as { _id: string; title: string }[];
    const qa = pending.find((p) => p.title === 'QA Intern')!;
    expect((await s.send('POST', `/applications/${qa._id}/confirmation`, { answer: 'yes' })).statusCode).toBe(200);

    setClock(a, ist(plusDays(day, 2)));
    await a.t.app.tasks.runDue();
    setClock(a, ist(plusDays(day, 3)));
    await a.t.app.tasks.runDue();
    expect(subjects(a, s.email).filter((t) => t.startsWith('Closes tomorrow'))).toEqual(['Closes tomorrow: Frontend Intern at Bharat Pay']);
    expect(subjects(a, s.email)).toHaveLength(3);
  });

  it('after downtime, sends on start what fell due while still in its window, and nothing once a window or the job has closed', async () => {
    const day = startDay();
    const a = await app(day);
    const s = await student(a);
    const inTwo = await jobClosingOn(a, plusDays(day, 4), { title: 'Closes in four', company: 'Acme' });
    const inOne = await jobClosingOn(a, plusDays(day, 3), { title: 'Closes in three', company: 'Acme' });
    const closed = await jobClosingOn(a, plusDays(day, 1), { title: 'Closes in one', company: 'Acme' });
    for (const id of [inTwo, inOne, closed]) await saveJob(s, id);

    // The server is down from now until two days later at noon, when a new process starts on the same database.
    await a.t.app.close();
    setClock(a, ist(plusDays(day, 2), '12:00'));
    const restarted = await secondProcess(a);
    try {
      await restarted.app.tasks.runDue();
    } finally {
      await restarted.close();
    }
    expect(subjects(a, s.email).sort()).toEqual([
      // Its 3-day reminder was due yesterday: still in its window, it says what is true now.
      'Closes in 2 days: Closes in four at Acme',
      'Closes tomorrow: Closes in three at Acme',
    ]);
    // (The 3-day reminder of "Closes in three" is gone with its window; "Closes in one" closed yesterday.)
  });

  it('two API processes running the batch at once send each reminder once', async () => {
    const day = startDay();
    const a = await app(day);
    const people = [];
    for (let i = 0; i < 4; i++) {
      const s = await student(a);
      const jobId = await jobClosingOn(a, plusDays(day, 3), { title: `Role ${i}`, company: 'Twin Co' });
      await saveJob(s, jobId);
      people.push(s);
    }
    const other = await secondProcess(a);
    try {
      await Promise.all([a.t.app.tasks.runDue(), other.app.tasks.runDue(), a.t.app.tasks.runDue(), other.app.tasks.runDue()]);
      await Promise.all([a.t.app.tasks.runDue(), other.app.tasks.runDue()]);
    } finally {
      await other.close();
    }
    for (const s of people) expect(subjects(a, s.email)).toHaveLength(1);
    expect(reminders(a)).toHaveLength(4);
  });

  it('a process that dies holding the batch: another runs it once the lease runs out, and one mail goes out', async () => {
    const day = startDay();
    const a = await app(day);
    const s = await student(a);
    const jobId = await jobClosingOn(a, plusDays(day, 3), { title: 'Ops Intern', company: 'Lease Ltd' });
    await saveJob(s, jobId);
    const db = a.t.database.db;

    // Another process queued today's batch, claimed it, and died.
    const now = a.clock.now();
    await enqueueTask(db, { kind: 'reminders.batch', key: day, runAt: ist(day, '08:00') }, now);
    expect(await claimDueTasks(db, { kinds: ['reminders.batch'], limit: 1, leaseMs: 2 * MINUTE, workerId: 'dead', now })).toHaveLength(1);
    // Other kinds (alert batches) may run meanwhile; the claimed batch waits for its lease.
    await a.t.app.tasks.runDue();
    expect((await findTask(db, 'reminders.batch', day))?.status).toBe('pending');
    expect(reminders(a)).toHaveLength(0);

    a.clock.advance(2 * MINUTE);
    await a.t.app.tasks.runDue(); // the batch, then the send it queued
    expect((await findTask(db, 'reminders.batch', day))?.status).toBe('done');
    const second = await secondProcess(a);
    try {
      a.clock.advance(5 * MINUTE);
      await Promise.all([a.t.app.tasks.runDue(), second.app.tasks.runDue()]);
    } finally {
      await second.close();
    }
    expect(subjects(a, s.email)).toEqual(['Closes in 3 days: Ops Intern at Lease Ltd']);
  });

  it('a process that dies holding a send: another sends it once the lease runs out, once', async () => {
    const day = startDay();
    const a = await app(day);
    const s = await student(a);
    const jobId = await jobClosingOn(a, plusDays(day, 3), { title: 'Claimed Intern', company: 'Crash Co' });
    await saveJob(s, jobId);
    const db = a.t.database.db;

    // The other process ran the batch and claimed the send it queued, then died before mailing.
    expect(await queueDueReminders(a.t.app.deps)).toEqual({ queued: 1, alreadyQueued: 0 });
    const now = a.clock.now();
    expect(await claimDueTasks(db, { kinds: ['reminders.send'], limit: 5, leaseMs: 2 * MINUTE, workerId: 'dead', now })).toHaveLength(1);

    await a.t.app.tasks.runDue(); // today's batch: the reminder is queued already
    expect(reminders(a)).toHaveLength(0);
    a.clock.advance(2 * MINUTE);
    await a.t.app.tasks.runDue();
    await a.t.app.tasks.runDue();
    expect(subjects(a, s.email)).toEqual(['Closes in 3 days: Claimed Intern at Crash Co']);
    const counts = await countTasks(db);
    expect(counts.filter((c) => c.kind.startsWith('reminders.'))).toEqual([
      { kind: 'reminders.batch', status: 'done', n: 1 },
      { kind: 'reminders.send', status: 'done', n: 1 },
    ]);
  });
});
