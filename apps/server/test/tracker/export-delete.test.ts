import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, startAccounts, type Accounts } from '../accounts/helpers.ts';
import { addJobs, DAY } from '../user-area/helpers.ts';
import { student } from './helpers.ts';

let a: Accounts;

beforeAll(async () => {
  a = await startAccounts();
});
afterAll(async () => {
  await a?.close();
});

async function seedTracker(user: Awaited<ReturnType<typeof student>>) {
  const [clicked, tracked] = await addJobs(a, [
    { title: 'Frontend Intern', company: 'Zoho' },
    { title: 'Data Intern', company: 'Swiggy' },
  ]);
  await user.send('PUT', `/jobs/apply/${clicked}`);
  const app = (await user.send('POST', '/applications', { jobId: tracked, notes: 'HR: Meera' })).json().data;
  await user.send('PATCH', `/applications/${app._id}`, {
    status: 'interview',
    nextStepAt: new Date(a.clock.now().getTime() + 3 * DAY).toISOString(),
  });
  const elsewhere = (await user.send('POST', '/applications', { title: 'PM Intern', company: 'Acme', link: 'https://acme.example/jobs/1' })).json()
    .data;
  await user.send('PUT', '/users/notifications', { deadlineReminders: false, followUps: true });
  await user.send('POST', '/users/calendar-token');
  return { clicked: clicked!, tracked: tracked!, app, elsewhere };
}

describe('the account export', () => {
  it('holds the tracker with each timeline, the notification settings and whether a calendar link exists, never its token', async () => {
    const user = await student(a);
    const { clicked, tracked, app, elsewhere } = await seedTracker(user);
    const token = (await user.send('POST', '/users/calendar-token')).json().data.token as string;

    const res = await user.send('GET', '/users/export');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.notificationSettings).toEqual({ deadlineReminders: false, followUps: true });
    expect(data.calendarFeed).toEqual({ active: true, createdAt: expect.any(String) });
    expect(res.body).not.toContain(token);
    expect(res.body).not.toMatch(/calendar_?token_?hash/i);

    expect(data.tracker).toHaveLength(3);
    const byId = new Map(data.tracker.map((t: { _id: string }) => [t._id, t]));
    expect(byId.get(app._id)).toMatchObject({
      jobId: tracked,
      title: 'Data Intern',
      company: 'Swiggy',
      status: 'interview',
      notes: 'HR: Meera',
      nextStepAt: expect.any(String),
      closingDate: expect.any(String),
      timeline: [
        { status: 'applied', at: expect.any(String) },
        { status: 'interview', at: expect.any(String) },
      ],
    });
    expect(byId.get(elsewhere._id)).toMatchObject({ jobId: null, link: 'https://acme.example/jobs/1', status: 'applied', closingDate: null });
    const clickedApp = data.tracker.find((t: { jobId: string }) => t.jobId === clicked);
    expect(clickedApp).toMatchObject({ status: 'clicked', timeline: [{ status: 'clicked' }] });

    // Apply Now clicks stay listed (what the quota counted), even once removed from the tracker.
    expect(data.applications).toEqual([expect.objectContaining({ jobId: clicked, title: 'Frontend Intern', company: 'Zoho' })]);
    await user.send('DELETE', `/applications/${clickedApp._id}`);
    const after = (await user.send('GET', '/users/export')).json().data;
    expect(after.tracker).toHaveLength(2);
    expect(after.applications).toHaveLength(1);
  });
});

describe('deleting the account', () => {
  it('deletes the tracker, its timeline and the calendar link, and nobody else’s', async () => {
    const user = await student(a);
    const other = await student(a);
    await seedTracker(user);
    await seedTracker(other);
    const token = (await user.send('POST', '/users/calendar-token')).json().data.token as string;
    const { db } = a.t.database;
    const counts = async (userId: string) => {
      const result = await db.execute<{ apps: number; entries: number }>(sql`
        SELECT (SELECT count(*)::int FROM applications WHERE user_id = ${userId}) AS apps,
               (SELECT count(*)::int FROM application_timeline t JOIN applications p ON p.id = t.application_id
                 WHERE p.user_id = ${userId}) AS entries`);
      return result.rows[0]!;
    };
    const ids = await db.execute<{ id: string }>(sql`SELECT id FROM applications WHERE user_id = ${user.userId}`);
    expect(await counts(user.userId)).toEqual({ apps: 3, entries: 4 });

    const res = await user.send('DELETE', '/users/account', { password: user.password });
    expect(res.statusCode).toBe(200);

    expect(await counts(user.userId)).toEqual({ apps: 0, entries: 0 });
    const orphans = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM application_timeline WHERE application_id IN (${sql.join(
        ids.rows.map((r) => sql`${r.id}`),
        sql`, `,
      )})`,
    );
    expect(orphans.rows[0]!.n).toBe(0);
    expect(await counts(other.userId)).toEqual({ apps: 3, entries: 4 });
    const calendar = await a.t.app.inject({ method: 'GET', url: `/api/v1/calendar/${token}.ics`, remoteAddress: freshIp() });
    expect(calendar.statusCode).toBe(404);
  });
});
