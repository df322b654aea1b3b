import { describe, expect, it } from 'vitest';
import type { Accounts } from '../accounts/helpers.ts';
import type { CapturedMail } from '../helpers/smtp.ts';
import { timelineOf } from '../tracker/helpers.ts';
import { anonymous, ist, jobClosingOn, plusDays, reminderApps, reminders, setClock, startDay, student, trackApplied } from './helpers.ts';

const app = reminderApps();

const subjects = (a: Accounts, to?: string) => reminders(a, to).map((m) => m.subject);

/** The answer links of a follow-up mail, by answer. */
function answerLinks(mail: CapturedMail): Record<string, string> {
  const links: Record<string, string> = {};
  for (const m of mail.text.matchAll(/http:\/\/localhost:3000\/api\/v1\/reminders\/answer\/[A-Za-z0-9_-]+\?answer=([a-z_]+)/g)) links[m[1]!] = m[0];
  return links;
}

const html = { accept: 'text/html,application/xhtml+xml' };

describe('follow-ups after applying', () => {
  it('asks "Heard back from {company}?" 7 days after applied; Interview moves the tracker without signing in, once', async () => {
    const day = startDay();
    const a = await app(day);
    const s = await student(a, { firstName: 'Ravi' });
    const jobId = await jobClosingOn(a, plusDays(day, 60), { title: 'SDE Intern', company: 'Meghdoot Systems' });
    const applicationId = await trackApplied(s, jobId);

    // Nothing before the 7th day in India.
    setClock(a, ist(plusDays(day, 6), '23:00'));
    await a.t.app.tasks.runDue();
    expect(reminders(a)).toHaveLength(0);

    setClock(a, ist(plusDays(day, 7), '08:00'));
    await a.t.app.tasks.runDue();
    await a.t.app.tasks.runDue();
    expect(subjects(a, s.email)).toEqual(['Heard back from Meghdoot Systems?']);
    const mail = reminders(a, s.email)[0]!;
    expect(mail.text).toContain('Hi Ravi,');
    expect(mail.text).toContain('You applied to SDE Intern at Meghdoot Systems on');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/v1\/unsubscribe\/[A-Za-z0-9_-]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('Unsubscribe from follow-ups after you apply:');
    const links = answerLinks(mail);
    expect(Object.keys(links)).toEqual(['interview', 'rejected', 'not_yet']);
    expect(mail.text).toContain(`Interview: ${links.interview}`);

    // The link opens a page that asks; opening it changes nothing.
    const page = await anonymous(a.t.app, 'GET', links.interview!, { headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Heard back from Meghdoot Systems?');
    expect(page.body).toContain('Move SDE Intern at Meghdoot Systems to &quot;Interview&quot; on your tracker?');
    expect((await timelineOf(a, applicationId)).map((t) => t.status)).toEqual(['applied']);

    // Its button posts back: the tracker moves, with a dated timeline entry.
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
    const before = a.clock.now().getTime();
    const done = await anonymous(a.t.app, 'POST', action, { headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your tracker is updated.');
    expect(done.body).toContain('SDE Intern at Meghdoot Systems is now at &quot;Interview&quot;.');
    const timeline = await timelineOf(a, applicationId);
    expect(timeline.map((t) => t.status)).toEqual(['applied', 'interview']);
    expect(Date.parse(timeline[1]!.at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(timeline[1]!.at)).toBeLessThanOrEqual(a.clock.now().getTime());
    await s.refresh();
    expect((await s.send('GET', `/applications/${applicationId}`)).json().data).toMatchObject({ status: 'interview' });

    // Another answer afterwards (the Rejected link of the same mail) leaves it as it is.
    const again = await anonymous(a.t.app, 'POST', links.rejected!);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ data: { changed: false, status: 'interview' }, message: 'This application was already updated.' });
    const stalePage = await anonymous(a.t.app, 'GET', links.rejected!, { headers: html });
    expect(stalePage.body).toContain('This application was already updated.');
    expect(stalePage.body).not.toContain('<form');
    expect((await timelineOf(a, applicationId)).map((t) => t.status)).toEqual(['applied', 'interview']);

    // No 30-day offer for an application that moved on.
    setClock(a, ist(plusDays(day, 30)));
    await a.t.app.tasks.runDue();
    expect(reminders(a)).toHaveLength(1);
  });

  it('"Not yet" keeps it applied; 30 days on, an offer to mark it "No response", which works once', async () => {
    const day = startDay();
    const a = await app(day);
    const s = await student(a);
    const jobId = await jobClosingOn(a, plusDays(day, 90), { title: 'Analyst', company: 'Silent Corp' });
    const applicationId = await trackApplied(s, jobId);

    setClock(a, ist(plusDays(day, 7)));
    await a.t.app.tasks.runDue();
    const notYet = answerLinks(reminders(a, s.email)[0]!).not_yet!;
    const answered = await anonymous(a.t.app, 'POST', notYet);
    expect(answered.json()).toMatchObject({ data: { changed: false, status: 'applied' }, message: 'Thanks. Good luck, we hope you hear back soon.' });
    expect((await timelineOf(a, applicationId)).map((t) => t.status)).toEqual(['applied']);

    // Days 8 … 29: nothing more.
    for (const n of [8, 13, 20, 29]) {
      setClock(a, ist(plusDays(day, n)));
      await a.t.app.tasks.runDue();
    }
    expect(subjects(a, s.email)).toEqual(['Heard back from Silent Corp?']);

    setClock(a, ist(plusDays(day, 30)));
    await a.t.app.tasks.runDue();
    expect(subjects(a, s.email)).toEqual(['Heard back from Silent Corp?', 'No reply from Silent Corp after 30 days?']);
    const offer = reminders(a, s.email)[1]!;
    expect(offer.text).toContain('Mark it as "No response" to keep your tracker tidy');
    const links = answerLinks(offer);
    expect(Object.keys(links)).toEqual(['no_response', 'interview', 'rejected']);
    // The 30-day mail offers no "Not yet": its token does not take that answer.
    const notOffered = await anonymous(a.t.app, 'POST', links.no_response!.replace('answer=no_response', 'answer=not_yet'));
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toMatchObject({ code: 'VALIDATION_ERROR' });

    const res = await anonymous(a.t.app, 'POST', links.no_response!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { changed: true, status: 'no_response' }, message: 'Your tracker is updated.' });
    expect((await timelineOf(a, applicationId)).map((t) => t.status)).toEqual(['applied', 'no_response']);
    setClock(a, ist(plusDays(day, 31)));
    await a.t.app.tasks.runDue();
    expect(reminders(a)).toHaveLength(2);
  });

  it('catches up on a follow-up missed while the server was down, within its week', async () => {
    const day = startDay();
    const a = await app(day);
    const s = await student(a);
    const early = await trackApplied(s, await jobClosingOn(a, plusDays(day, 90), { title: 'Early', company: 'Down Co' }));
    setClock(a, ist(plusDays(day, 1)));
    await s.refresh();
    await trackApplied(s, await jobClosingOn(a, plusDays(day, 90), { title: 'Late', company: 'Down Co' }));
    expect(early).toBeTruthy();

    // Down from day 2 until day 14 at noon: "Early" (due day 7) is past its week, "Late" (due day 8) is not.
    setClock(a, ist(plusDays(day, 14), '12:00'));
    await a.t.app.tasks.runDue();
    expect(reminders(a, s.email).map((m) => m.text.match(/You applied to (\w+)/)![1])).toEqual(['Late']);
  });

  it('sends none when follow-ups (or deadline reminders) are off in settings', async () => {
    const day = startDay();
    const a = await app(day);
    const s = await student(a);
    const saved = await jobClosingOn(a, plusDays(day, 10), { title: 'Saved', company: 'Quiet Co' });
    await trackApplied(s, await jobClosingOn(a, plusDays(day, 90), { title: 'Applied', company: 'Quiet Co' }));
    expect((await s.send('POST', `/jobs/${saved}/save`)).statusCode).toBe(200);
    expect((await s.send('PUT', '/users/notifications', { deadlineReminders: false, followUps: false })).statusCode).toBe(200);

    for (const n of [7, 8, 9, 10, 30]) {
      setClock(a, ist(plusDays(day, n)));
      await a.t.app.tasks.runDue();
    }
    expect(reminders(a)).toHaveLength(0);
  });
});
