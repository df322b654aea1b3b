import type { LightMyRequestResponse } from 'fastify';
import { afterEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { driverOf, openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { API, freshIp, startAccounts, type Accounts } from '../accounts/helpers.ts';
import type { CapturedMail } from '../helpers/smtp.ts';
import { addJobs, DAY } from '../user-area/helpers.ts';
import { student } from '../tracker/helpers.ts';

export { DAY };

/** An instant in India, e.g. ist('2026-12-01', '09:00'), written independently of the code under test. */
export const ist = (day: string, time = '09:00') => new Date(`${day}T${time}:00+05:30`);

export const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** A day in India a few days after today's, so that every test starts its clock in the future. */
export function startDay(): string {
  return plusDays(new Date(Date.now() + (5 * 60 + 30) * 60_000).toISOString().slice(0, 10), 3);
}

export function setClock(a: Accounts, at: Date): void {
  a.clock.advance(at.getTime() - a.clock.now().getTime());
}

/** The app with a real SMTP peer and a movable clock, set to 09:00 in India on `day`. */
export async function reminderApp(day: string, options: Parameters<typeof startAccounts>[0] = {}): Promise<Accounts> {
  const a = await startAccounts(options);
  setClock(a, ist(day));
  return a;
}

/** A file's reminder apps: `app(day)` starts one (reminderApp), and each is closed after its test. */
export function reminderApps(): (day: string, options?: Parameters<typeof reminderApp>[1]) => Promise<Accounts> {
  const open: Accounts[] = [];
  afterEach(async () => {
    while (open.length > 0) await open.pop()!.close();
  });
  return async (day, options) => {
    const a = await reminderApp(day, options);
    open.push(a);
    return a;
  };
}

/** A job open from two days before `day`, whose last day to apply in India is `lastDay` (an imported bare date). */
export async function jobClosingOn(a: Accounts, lastDay: string, fields: { title?: string; company?: string } = {}): Promise<string> {
  const [id] = await addJobs(a, [{ expiryDate: lastDay, ...fields }]);
  return id!;
}

export type Student = Awaited<ReturnType<typeof student>>;

export async function saveJob(s: Student, jobId: string): Promise<void> {
  const res = await s.send('POST', `/jobs/${jobId}/save`);
  if (res.statusCode !== 200) throw new Error(`save answered ${res.statusCode}: ${res.body}`);
}

export async function clickApply(s: Student, jobId: string): Promise<void> {
  const res = await s.send('PUT', `/jobs/apply/${jobId}`);
  if (res.statusCode !== 200) throw new Error(`apply answered ${res.statusCode}: ${res.body}`);
}

/** Tracks a job as `applied` now; answers the application's id. */
export async function trackApplied(s: Student, jobId: string): Promise<string> {
  const res = await s.send('POST', '/applications', { jobId, status: 'applied' });
  if (res.statusCode !== 201) throw new Error(`track answered ${res.statusCode}: ${res.body}`);
  return res.json().data._id as string;
}

/** Reminder mails (not the sign-up codes) a peer received, in order. */
export function reminders(a: Accounts, to?: string): CapturedMail[] {
  return a.smtp.mails.filter((m) => !/Pathway/.test(m.subject) && (to === undefined || m.to.includes(to)));
}

/** The links of a mail's text part that start with `prefix` (the app's API). */
export function linksIn(mail: CapturedMail, pattern: RegExp): string[] {
  return [...mail.text.matchAll(pattern)].map((m) => m[0]);
}

/** A request without sign-in, as a mail app or a browser sends it. */
export function anonymous(app: FastifyInstance, method: 'GET' | 'POST', url: string, init: { headers?: Record<string, string>; payload?: string } = {}) {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  return app.inject({ method, url: path, remoteAddress: freshIp(), ...(init.headers ? { headers: init.headers } : {}), ...(init.payload !== undefined ? { payload: init.payload } : {}) });
}

/** RFC 8058's one-click POST, as Gmail or Yahoo send it. */
export function oneClickUnsubscribe(app: FastifyInstance, url: string): Promise<LightMyRequestResponse> {
  return anonymous(app, 'POST', url, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
}

/**
 * A second app on the same database, as another API process would run: its own pool on
 * PostgreSQL; on PGlite (one process's database) the same handle.
 */
export async function secondProcess(a: Accounts): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const driver = driverOf(a.t.database);
  const database: DatabaseHandle =
    driver.kind === 'postgres' ? await openDatabase({ databaseUrl: driver.pool.options.connectionString!, poolSize: 5 }) : a.t.database;
  const app = await buildApp(a.t.config, { database, now: a.clock.now, logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== a.t.database) await database.close();
    },
  };
}

export { API, student };
