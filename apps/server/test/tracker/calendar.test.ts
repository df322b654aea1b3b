import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, startAccounts, type Accounts } from '../accounts/helpers.ts';
import { addJobs, DAY } from '../user-area/helpers.ts';
import { student } from './helpers.ts';

let a: Accounts;
const logLines: string[] = [];

beforeAll(async () => {
  a = await startAccounts({ logLines });
});
afterAll(async () => {
  await a?.close();
});

const IST_MS = (5 * 60 + 30) * 60 * 1000;

/** The last day to apply in India, written independently of the code under test. */
function lastDayInIndia(expiry: Date): string {
  return new Date(expiry.getTime() + IST_MS - 1).toISOString().slice(0, 10);
}

function feed(path: string) {
  return a.t.app.inject({ method: 'GET', url: path, remoteAddress: freshIp() });
}

interface ParsedEvent {
  uid: string;
  summary: string;
  allDay: boolean;
  start: string;
  end: string;
  stamp: string | null;
  url: string | null;
}

/** The feed as a calendar app reads it: parsed by ical.js (RFC 5545). */
function parse(text: string): { name: unknown; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const stamp = component.getFirstPropertyValue('dtstamp');
    const url = component.getFirstPropertyValue('url');
    return {
      uid: event.uid,
      summary: event.summary,
      allDay: event.startDate.isDate,
      start: event.startDate.isDate ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
      end: event.endDate.isDate ? event.endDate.toString() : event.endDate.toJSDate().toISOString(),
      stamp: stamp ? String(stamp) : null,
      url: url ? String(url) : null,
    };
  });
  return { name: calendar.getFirstPropertyValue('x-wr-calname'), events };
}

describe('notification settings', () => {
  it('are both on by default, and change with PUT', async () => {
    const user = await student(a);
    const initial = await user.send('GET', '/users/notifications');
    expect(initial.statusCode).toBe(200);
    expect(initial.headers['cache-control']).toBe('no-store');
    expect(initial.json().data).toEqual({ deadlineReminders: true, followUps: true });

    const put = await user.send('PUT', '/users/notifications', { deadlineReminders: false, followUps: true });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ message: 'Notification settings saved.', data: { deadlineReminders: false, followUps: true } });
    expect((await user.send('GET', '/users/notifications')).json().data).toEqual({ deadlineReminders: false, followUps: true });

    const other = await student(a);
    expect((await other.send('GET', '/users/notifications')).json().data).toEqual({ deadlineReminders: true, followUps: true });
  });

  it('refuse bad input and change nothing', async () => {
    const user = await student(a);
    for (const body of [{ deadlineReminders: 'no', followUps: true }, { followUps: false }, {}, '{"followUps": fals']) {
      const res = await user.send('PUT', '/users/notifications', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await user.send('GET', '/users/notifications')).json().data).toEqual({ deadlineReminders: true, followUps: true });
    expect((await a.t.app.inject({ method: 'GET', url: '/api/v1/users/notifications' })).statusCode).toBe(401);
  });
});

describe('the private calendar feed', () => {
  it('holds the closing dates of saved and tracked jobs and the next steps, as valid iCalendar', async () => {
    const user = await student(a);
    const now = a.clock.now().getTime();
    // 20:00 UTC is 01:30 the next day in India: the last day to apply is the India day before the expiry instant.
    const savedExpiry = new Date(Math.floor((now + 10 * DAY) / DAY) * DAY + 20 * 60 * 60 * 1000);
    const [saved, clicked, both, tracked, closedLongAgo] = await addJobs(a, [
      { title: 'Saved Role', company: 'Zoho', expiryDate: savedExpiry.toISOString() },
      { title: 'Clicked Role', company: 'Swiggy', expiryDate: new Date(now + 5 * DAY).toISOString() },
      { title: 'Saved, Applied', company: 'CRED; Bengaluru', expiryDate: new Date(now + 7 * DAY).toISOString() },
      { title: 'Tracked Role', company: 'Ola', expiryDate: new Date(now + 30 * DAY).toISOString() },
      { postedDate: new Date(now - 200 * DAY).toISOString(), expiryDate: new Date(now - 100 * DAY).toISOString() },
    ]);
    await user.send('POST', `/jobs/${saved}/save`);
    await user.send('PUT', `/jobs/apply/${clicked}`);
    await user.send('POST', `/jobs/${both}/save`);
    await user.send('PUT', `/jobs/apply/${both}`);
    const app = (await user.send('POST', '/applications', { jobId: tracked })).json().data;
    const interview = new Date(now + 4 * DAY);
    interview.setUTCHours(5, 30, 0, 0); // 11:00 in India
    expect((await user.send('PATCH', `/applications/${app._id}`, { status: 'interview', nextStepAt: interview.toISOString() })).statusCode).toBe(200);
    await user.send('POST', '/applications', { jobId: closedLongAgo, status: 'rejected' });
    // Another student's jobs never show.
    const other = await student(a);
    const [theirs] = await addJobs(a, [{ title: 'Not Mine', company: 'Other' }]);
    await other.send('POST', `/jobs/${theirs}/save`);

    expect((await user.send('GET', '/users/calendar-token')).json().data).toEqual({ active: false, createdAt: null });
    const made = await user.send('POST', '/users/calendar-token');
    expect(made.statusCode).toBe(200);
    const { token, url, createdAt } = made.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`http://localhost:3000/api/v1/calendar/${token}.ics`);
    expect((await user.send('GET', '/users/calendar-token')).json().data).toEqual({ active: true, createdAt });

    const res = await feed(`/api/v1/calendar/${token}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const { name, events } = parse(res.body);
    expect(name).toBe('Pathway: deadlines and next steps');

    const closing = events.filter((e) => e.uid.startsWith('closing-'));
    expect(closing.map((e) => e.summary).sort()).toEqual([
      'Closes: Clicked Role at Swiggy',
      'Closes: Saved Role at Zoho',
      'Closes: Saved, Applied at CRED; Bengaluru',
      'Closes: Tracked Role at Ola',
    ]);
    const savedEvent = closing.find((e) => e.summary === 'Closes: Saved Role at Zoho')!;
    expect(savedEvent).toMatchObject({ uid: `closing-${saved}@localhost`, allDay: true, start: lastDayInIndia(savedExpiry), url: `http://localhost:3000/jobs/${saved}` });
    const nextDay = new Date(`${lastDayInIndia(savedExpiry)}T00:00:00Z`);
    nextDay.setUTCDate(nextDay.getUTCDate() + 1);
    expect(savedEvent.end).toBe(nextDay.toISOString().slice(0, 10));
    for (const event of events) expect(event.stamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    const steps = events.filter((e) => e.uid.startsWith('next-step-'));
    expect(steps).toEqual([
      expect.objectContaining({
        uid: `next-step-${app._id}@localhost`,
        summary: 'Next step: Tracked Role at Ola',
        allDay: false,
        start: interview.toISOString(),
        end: new Date(interview.getTime() + 60 * 60 * 1000).toISOString(),
      }),
    ]);

    // UIDs stay the same from one fetch to the next, so calendar apps update rather than duplicate.
    a.clock.advance(60_000);
    const again = parse((await feed(`/api/v1/calendar/${token}.ics`)).body).events;
    expect(again.map((e) => e.uid).sort()).toEqual(events.map((e) => e.uid).sort());
  });

  it('answers 404 for a replaced, turned off, unknown or malformed token, at once', async () => {
    const user = await student(a);
    const first = (await user.send('POST', '/users/calendar-token')).json().data.token as string;
    expect((await feed(`/api/v1/calendar/${first}.ics`)).statusCode).toBe(200);

    const second = (await user.send('POST', '/users/calendar-token')).json().data.token as string;
    expect(second).not.toBe(first);
    const old = await feed(`/api/v1/calendar/${first}.ics`);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This calendar link does not work. Make a new one in your settings.' });
    expect((await feed(`/api/v1/calendar/${second}.ics`)).statusCode).toBe(200);

    for (const bad of [`${second}`, `${second}.ical`, 'short.ics', `${'A'.repeat(43)}.ics`, '..%2F..%2Fetc.ics']) {
      expect((await feed(`/api/v1/calendar/${bad}`)).statusCode, bad).toBe(404);
    }
    // A control character is refused as in any field.
    expect((await feed(`/api/v1/calendar/${second.slice(0, -1)}%00.ics`)).statusCode).toBe(400);

    expect((await user.send('DELETE', '/users/calendar-token')).statusCode).toBe(200);
    expect((await feed(`/api/v1/calendar/${second}.ics`)).statusCode).toBe(404);
    expect((await user.send('GET', '/users/calendar-token')).json().data).toEqual({ active: false, createdAt: null });
  });

  it('keeps the token out of the logs and out of the database', async () => {
    const user = await student(a);
    const token = (await user.send('POST', '/users/calendar-token')).json().data.token as string;
    await feed(`/api/v1/calendar/${token}.ics`);
    await feed(`/api/v1/calendar/${token}x.ics`);
    expect(logLines.some((line) => line.includes('/calendar/[redacted].ics'))).toBe(true);
    expect(logLines.filter((line) => line.includes(token))).toEqual([]);
    const stored = await a.t.database.db.execute<{ calendar_token_hash: string }>(
      sql`SELECT calendar_token_hash FROM users WHERE id = ${user.userId}`,
    );
    expect(stored.rows[0]!.calendar_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]!.calendar_token_hash).not.toContain(token);
  });

  it('needs a verified session to make a link', async () => {
    expect((await a.t.app.inject({ method: 'POST', url: '/api/v1/users/calendar-token' })).statusCode).toBe(401);
  });
});
