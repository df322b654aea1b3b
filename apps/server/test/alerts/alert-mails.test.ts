import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { alertMailsSentByDay } from '../../src/modules/saved-searches/alerts.service.ts';
import type { Accounts } from '../accounts/helpers.ts';
import type { CapturedMail } from '../helpers/smtp.ts';
import { jobRow } from '../db/helpers.ts';
import { addJobs } from '../user-area/helpers.ts';
import { anonymous, ist, oneClickUnsubscribe, plusDays, reminderApps, saveJob, secondProcess, setClock, startDay, student, type Student } from '../reminders/helpers.ts';

const MINUTE = 60_000;
const app = reminderApps();

/** Alert mails a peer received for an address, in order. */
const alerts = (a: Accounts, to: string): CapturedMail[] => a.smtp.mails.filter((m) => m.subject.includes(' for "') && m.to.includes(to));

async function saveSearch(s: Student, body: object): Promise<string> {
  const res = await s.send('POST', '/saved-searches', body);
  if (res.statusCode !== 201) throw new Error(`save search answered ${res.statusCode}: ${res.body}`);
  return res.json().data._id as string;
}

/** Moves the clock to the next 5-minute slot (a new instant batch) and runs every due task. */
async function nextInstantBatch(a: Accounts): Promise<void> {
  a.clock.advance(5 * MINUTE);
  await a.t.app.tasks.runDue();
}

const jobLinks = (mail: CapturedMail) => [...mail.text.matchAll(/View the job: http:\/\/localhost:3000\/jobs\/([0-9a-f-]{36})/g)].map((m) => m[1]);

async function sentAlertCount(a: Accounts): Promise<number> {
  const result = await a.t.database.db.execute<{ n: number | string }>(sql`SELECT count(*) AS n FROM alert_mails WHERE status = 'sent'`);
  return Number(result.rows[0]!.n);
}

describe('instant alerts', () => {
  it('mails only the jobs new since the search was saved that match it, leaving out saved, tracked and other jobs; once', async () => {
    const a = await app(startDay());
    const s = await student(a, { firstName: 'Meera' });
    const [oldReact] = await addJobs(a, [{ title: 'React Developer Intern', type: 'Internship', location: 'Bengaluru', skills: ['React'] }]);
    const searchId = await saveSearch(s, { name: 'React in Bengaluru', params: { q: 'react', location: 'Bengaluru' }, frequency: 'instant' });

    const [match, otherCity, savedOne, wontOne] = await addJobs(a, [
      { title: 'Frontend Engineer', company: 'Razorpay', location: 'Bengaluru', skills: ['React', 'TypeScript'] },
      { title: 'React Native Developer', location: 'Pune', skills: ['React'] },
      { title: 'React Developer', company: 'Swiggy', location: 'Bengaluru', skills: ['React'] },
      { title: 'UI Developer', company: 'Meesho', location: 'Bengaluru', skills: ['React'] },
    ]);
    await saveJob(s, savedOne!);
    // "I won't" on the tracker is `withdrawn`.
    expect((await s.send('POST', '/applications', { jobId: wontOne, status: 'withdrawn' })).statusCode).toBe(201);
    // A re-import of the old job (an edit) does not make it new.
    const oldRow = await a.t.database.db.execute<{ external_id: string }>(sql`SELECT external_id FROM jobs WHERE id = ${oldReact}`);
    await importJobs(a.t.database.db, [
      jobRow({ externalId: oldRow.rows[0]!.external_id, title: 'React Developer Intern (edited)', location: 'Bengaluru', skills: ['React'], postedDate: new Date(a.clock.now().getTime() - 86_400_000).toISOString(), expiryDate: new Date(a.clock.now().getTime() + 30 * 86_400_000).toISOString() }),
    ]);

    await a.t.app.tasks.runDue();
    const [mail, ...others] = alerts(a, s.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('1 new job for "React in Bengaluru"');
    expect(jobLinks(mail!)).toEqual([match]);
    expect(mail!.text).toContain('Hi Meera,');
    expect(mail!.text).toContain('Frontend Engineer at Razorpay');
    expect(mail!.html).toContain(`href="http://localhost:3000/jobs/${match}"`);
    expect(mail!.text).not.toContain(otherCity!);
    expect(mail!.text).toContain('Open this search on Pathway: http://localhost:3000/jobs?q=react&location=Bengaluru');
    // RFC 8058 for this one search, in the headers and the small print; a Message-ID of its own.
    const unsubscribe = mail!.headers['list-unsubscribe']!.slice(1, -1);
    expect(unsubscribe).toMatch(/^http:\/\/localhost:3000\/api\/v1\/unsubscribe\/[A-Za-z0-9_-]{40,}$/);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(`Unsubscribe from alerts for "React in Bengaluru": ${unsubscribe}`);
    expect(mail!.headers['message-id']).toMatch(/^<alert-[0-9a-f]{32}@localhost>$/);

    const search = (await s.send('GET', '/saved-searches')).json().data.find((x: { _id: string }) => x._id === searchId);
    expect(search.lastSentAt).not.toBeNull();

    // The next batches: nothing new, nothing sent; one more job, one more mail with it alone.
    await nextInstantBatch(a);
    await nextInstantBatch(a);
    expect(alerts(a, s.email)).toHaveLength(1);
    const [later] = await addJobs(a, [{ title: 'React Intern', company: 'Zoho', location: 'bengaluru', skills: ['React'] }]);
    await nextInstantBatch(a);
    const mails = alerts(a, s.email);
    expect(mails).toHaveLength(2);
    expect(jobLinks(mails[1]!)).toEqual([later]);
    expect(await sentAlertCount(a)).toBe(2);
    // What the operations overview counts: mails sent per India day.
    const now = a.clock.now();
    const perDay = await alertMailsSentByDay(a.t.app.deps, new Date(Date.now() - 86_400_000), new Date(Math.max(now.getTime(), Date.now()) + 86_400_000));
    expect(perDay.reduce((n, d) => n + d.sent, 0)).toBe(2);
  });

  it('sends no empty alert, and nothing for a paused search', async () => {
    const a = await app(startDay());
    const s = await student(a);
    await saveSearch(s, { name: 'Data', params: { q: 'data analyst' }, frequency: 'instant' });
    const paused = await saveSearch(s, { name: 'Anything paused', params: {}, frequency: 'off' });
    await addJobs(a, [{ title: 'Chef', company: 'Taj', skills: ['Cooking'], domains: ['Hospitality'], description: 'Cook.' }]);
    await a.t.app.tasks.runDue();
    await nextInstantBatch(a);
    expect(alerts(a, s.email)).toEqual([]);
    expect(await sentAlertCount(a)).toBe(0);
    expect((await s.send('GET', '/saved-searches')).json().data.find((x: { _id: string }) => x._id === paused).lastSentAt).toBeNull();
  });

  it('lists the first 10 of a long alert and links to the rest', async () => {
    const a = await app(startDay());
    const s = await student(a);
    await saveSearch(s, { name: 'Internships', params: { type: 'Internship' }, frequency: 'instant' });
    const ids = await addJobs(
      a,
      Array.from({ length: 12 }, (_, i) => ({ title: `Intern ${i}`, type: 'Internship' as const, postedDate: new Date(a.clock.now().getTime() - (i + 1) * 3_600_000).toISOString() })),
    );
    await a.t.app.tasks.runDue();
    const [mail] = alerts(a, s.email);
    expect(mail!.subject).toBe('12 new jobs for "Internships"');
    // Newest first, ten of them.
    expect(jobLinks(mail!)).toEqual(ids.slice(0, 10));
    expect(mail!.text).toContain('And 2 more new jobs.');
    expect(mail!.text).toContain('Open this search on Pathway: http://localhost:3000/jobs?type=Internship');
    // The two not listed were part of this alert: not sent again as new.
    await nextInstantBatch(a);
    expect(alerts(a, s.email)).toHaveLength(1);
  });

  it('two API processes running the same batch send one mail', async () => {
    const a = await app(startDay());
    const s = await student(a);
    await saveSearch(s, { name: 'Designers', params: { q: 'designer' }, frequency: 'instant' });
    await addJobs(a, [{ title: 'Product Designer', skills: ['Figma'] }]);
    const other = await secondProcess(a);
    try {
      await Promise.all([a.t.app.tasks.runDue(), other.app.tasks.runDue()]);
    } finally {
      await other.close();
    }
    expect(alerts(a, s.email)).toHaveLength(1);
  });

  it('a refused send is retried with the same jobs, and sent once', async () => {
    const a = await app(startDay());
    const s = await student(a);
    await saveSearch(s, { name: 'Writers', params: { q: 'content writer' }, frequency: 'instant' });
    const [job] = await addJobs(a, [{ title: 'Content Writer', skills: ['Writing'] }]);
    a.smtp.refuseAll(true);
    await a.t.app.tasks.runDue();
    expect(alerts(a, s.email)).toEqual([]);
    a.smtp.refuseAll(false);
    // The retry waits a minute; the 5-minute batch after it finds the job claimed, not new.
    a.clock.advance(2 * MINUTE);
    await a.t.app.tasks.runDue();
    await nextInstantBatch(a);
    const mails = alerts(a, s.email);
    expect(mails).toHaveLength(1);
    expect(jobLinks(mails[0]!)).toEqual([job]);
  });
});

describe('daily and weekly alerts', () => {
  it("daily at 08:00 India time, weekly once a week, each with that period's new jobs only", async () => {
    // A Monday: the next two mornings are in the same India week, day + 9 in the next.
    let day = startDay();
    while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = plusDays(day, 1);
    const a = await app(day);
    const s = await student(a);
    await saveSearch(s, { name: 'Daily data', params: { q: 'data' }, frequency: 'daily' });
    await saveSearch(s, { name: 'Weekly data', params: { q: 'data' }, frequency: 'weekly' });
    // 09:00 on `day`: that day's batch ran already (nothing was new then).
    await a.t.app.tasks.runDue();
    const [first] = await addJobs(a, [{ title: 'Data Analyst', skills: ['SQL'] }]);
    a.clock.advance(60 * MINUTE);
    await a.t.app.tasks.runDue();
    expect(alerts(a, s.email)).toEqual([]);

    // Next morning, 08:00: the daily mail, and the weekly one (its first batch of the week).
    setClock(a, ist(plusDays(day, 1), '08:00'));
    await a.t.app.tasks.runDue();
    expect(alerts(a, s.email).map((m) => m.subject).sort()).toEqual(['1 new job for "Daily data"', '1 new job for "Weekly data"']);
    expect(alerts(a, s.email).every((m) => jobLinks(m)[0] === first)).toBe(true);

    // The day after: the daily search gets the new job; the weekly one waits for its next week.
    const [second] = await addJobs(a, [{ title: 'Data Engineer', skills: ['Spark'] }]);
    setClock(a, ist(plusDays(day, 2), '08:00'));
    await a.t.app.tasks.runDue();
    const daily = alerts(a, s.email).filter((m) => m.subject.includes('Daily data'));
    expect(daily).toHaveLength(2);
    expect(jobLinks(daily[1]!)).toEqual([second]);
    expect(alerts(a, s.email).filter((m) => m.subject.includes('Weekly data'))).toHaveLength(1);

    setClock(a, ist(plusDays(day, 9), '08:00'));
    await a.t.app.tasks.runDue();
    const weekly = alerts(a, s.email).filter((m) => m.subject.includes('Weekly data'));
    expect(weekly).toHaveLength(2);
    expect(jobLinks(weekly[1]!)).toEqual([second]);
  });
});

describe('links in alert mails work without signing in', () => {
  it('one-click unsubscribe pauses that search only; a GET only asks', async () => {
    const a = await app(startDay());
    const s = await student(a);
    const stopped = await saveSearch(s, { name: 'Marketing', params: { q: 'marketing' }, frequency: 'instant' });
    const kept = await saveSearch(s, { name: 'Sales', params: { q: 'sales' }, frequency: 'instant' });
    await addJobs(a, [
      { title: 'Marketing Intern', skills: ['SEO'] },
      { title: 'Sales Associate', skills: ['Negotiation'] },
    ]);
    await a.t.app.tasks.runDue();
    const mail = alerts(a, s.email).find((m) => m.subject.includes('"Marketing"'))!;
    const url = mail.headers['list-unsubscribe']!.slice(1, -1);

    const page = await anonymous(a.t.app, 'GET', url, { headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop alerts for &quot;Marketing&quot;?');
    expect((await s.send('GET', '/saved-searches')).json().data.map((x: { frequency: string }) => x.frequency)).toEqual(['instant', 'instant']);

    const res = await oneClickUnsubscribe(a.t.app, url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { kind: 'savedSearch', savedSearchId: stopped, unsubscribed: true },
      message: 'You will get no more alerts for "Marketing". Turn them on again on your saved searches page.',
    });
    expect((await oneClickUnsubscribe(a.t.app, url)).statusCode).toBe(200);
    const list = (await s.send('GET', '/saved-searches')).json().data;
    expect(list.find((x: { _id: string }) => x._id === stopped).frequency).toBe('off');
    expect(list.find((x: { _id: string }) => x._id === kept).frequency).toBe('instant');

    await addJobs(a, [
      { title: 'Marketing Manager', skills: ['SEO'] },
      { title: 'Sales Manager', skills: ['Negotiation'] },
    ]);
    await nextInstantBatch(a);
    expect(alerts(a, s.email).filter((m) => m.subject.includes('"Marketing"'))).toHaveLength(1);
    expect(alerts(a, s.email).filter((m) => m.subject.includes('"Sales"'))).toHaveLength(2);

    // A link that is not ours, or whose search was deleted: 404.
    const forged = url.slice(0, -4) + (url.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await oneClickUnsubscribe(a.t.app, forged)).statusCode).toBe(404);
    await s.send('DELETE', `/saved-searches/${stopped}`);
    expect((await oneClickUnsubscribe(a.t.app, url)).statusCode).toBe(404);
  });

  it('"Not interested" asks on GET, then leaves the job out of later alerts of every search', async () => {
    const a = await app(startDay());
    const s = await student(a);
    await saveSearch(s, { name: 'Instant Python', params: { q: 'python' }, frequency: 'instant' });
    await saveSearch(s, { name: 'Daily Python', params: { q: 'python' }, frequency: 'daily' });
    await a.t.app.tasks.runDue();
    const [unwanted] = await addJobs(a, [{ title: 'Python Developer', company: 'Dull Corp', skills: ['Python'] }]);
    await nextInstantBatch(a);
    const [mail] = alerts(a, s.email);
    const dismiss = mail!.text.match(/Not interested: (\S+)/)![1]!;
    expect(dismiss).toMatch(/^http:\/\/localhost:3000\/api\/v1\/alerts\/dismiss\/[A-Za-z0-9_-]{40,}$/);

    const page = await anonymous(a.t.app, 'GET', dismiss, { headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Not interested in Python Developer at Dull Corp?');
    const res = await anonymous(a.t.app, 'POST', dismiss);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ jobId: unwanted, dismissed: true });

    const [wanted] = await addJobs(a, [{ title: 'Python Intern', company: 'Bright Labs', skills: ['Python'] }]);
    setClock(a, ist(plusDays(startDay(), 1), '08:00'));
    await a.t.app.tasks.runDue();
    const daily = alerts(a, s.email).find((m) => m.subject.includes('"Daily Python"'))!;
    expect(jobLinks(daily)).toEqual([wanted]);

    const bad = await anonymous(a.t.app, 'POST', `${dismiss.slice(0, -3)}xyz`);
    expect(bad.statusCode).toBe(404);
  });
});

describe('the account export and deletion', () => {
  it('the export holds the saved searches and dismissed jobs; deleting the account removes them, and keeps the sent-mail count', async () => {
    const a = await app(startDay());
    const s = await student(a);
    const other = await student(a);
    const searchId = await saveSearch(s, { name: 'Cloud', params: { q: 'cloud engineer', workMode: ['remote'] }, frequency: 'instant' });
    await saveSearch(other, { name: 'Cloud too', params: { q: 'cloud engineer' }, frequency: 'instant' });
    const [job] = await addJobs(a, [{ title: 'Cloud Engineer', company: 'Himalaya Cloud', workMode: 'remote', skills: ['AWS'] }]);
    await a.t.app.tasks.runDue();
    const dismiss = alerts(a, s.email)[0]!.text.match(/Not interested: (\S+)/)![1]!;
    expect((await anonymous(a.t.app, 'POST', dismiss)).statusCode).toBe(200);

    const data = (await s.send('GET', '/users/export')).json().data;
    expect(data.savedSearches).toEqual([
      { _id: searchId, name: 'Cloud', params: { q: 'cloud engineer', workMode: ['remote'] }, frequency: 'instant', lastSentAt: expect.any(String), createdAt: expect.any(String) },
    ]);
    expect(data.dismissedJobs).toEqual([{ jobId: job, title: 'Cloud Engineer', company: 'Himalaya Cloud', dismissedAt: expect.any(String) }]);

    const counts = async (userId: string) => {
      const result = await a.t.database.db.execute<{ searches: number; dismissals: number; ledger: number }>(sql`
        SELECT (SELECT count(*)::int FROM saved_searches WHERE user_id = ${userId}) AS searches,
               (SELECT count(*)::int FROM job_dismissals WHERE user_id = ${userId}) AS dismissals,
               (SELECT count(*)::int FROM alert_mail_jobs j JOIN saved_searches x ON x.id = j.saved_search_id WHERE x.user_id = ${userId}) AS ledger`);
      return result.rows[0]!;
    };
    expect(await counts(s.userId)).toEqual({ searches: 1, dismissals: 1, ledger: 1 });
    expect((await s.send('DELETE', '/users/account', { password: s.password })).statusCode).toBe(200);
    expect(await counts(s.userId)).toEqual({ searches: 0, dismissals: 0, ledger: 0 });
    expect(await counts(other.userId)).toEqual({ searches: 1, dismissals: 0, ledger: 1 });
    // Both mails still count, with nothing personal attached to the deleted one's.
    expect(await sentAlertCount(a)).toBe(2);
    const orphaned = await a.t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM alert_mails WHERE saved_search_id IS NULL`);
    expect(orphaned.rows[0]!.n).toBe(1);
  });
});
