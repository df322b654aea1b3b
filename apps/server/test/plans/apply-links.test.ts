import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signApplyTicket } from '../../src/modules/applications/apply-ticket.ts';
import { redactUrl } from '../../src/platform/logging.ts';
import { startAccounts, type Accounts } from '../accounts/helpers.ts';
import { jobRow } from '../db/helpers.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { addJobs, as, DAY, jobCounters, setPlan, signedUp } from '../user-area/helpers.ts';

/**
 * "Unlimited applications" is what Premium sells, so a company's apply link reaches a guest or a
 * free account only through a counted apply and its ticket (docs/profile-api.md "Applying").
 */

let a: Accounts;

beforeAll(async () => {
  a = await startAccounts();
});
afterAll(async () => {
  await a?.close();
});

let companySequence = 0;

/** Jobs of a company of their own, so that a filter by company lists exactly them. */
async function companyJobs(count: number, overrides: { isFeatured?: boolean } = {}) {
  companySequence += 1;
  const company = `Applylink Works ${companySequence} ${Date.now().toString(36)}`;
  const ids = await addJobs(
    a,
    Array.from({ length: count }, (_, i) => ({
      company,
      title: `Role ${i + 1}`,
      applyLink: `https://careers.applylink-${companySequence}.example/jobs/${i + 1}`,
      ...overrides,
    })),
  );
  const links = new Map(ids.map((id, i) => [id, `https://careers.applylink-${companySequence}.example/jobs/${i + 1}`]));
  const companyId = (
    await a.t.database.db.execute<{ company_id: string }>(sql`SELECT company_id FROM jobs WHERE id = ${ids[0]!}`)
  ).rows[0]!.company_id;
  return { company, companyId, ids, links };
}

type Caller = ReturnType<typeof as>;
type JobItem = { _id: string; applyLink?: string };

/** Every job of the company as each catalogue list answers it to `api`. */
async function listed(api: Caller, company: { company: string; companyId: string }): Promise<Record<string, JobItem[]>> {
  const get = await api('GET', `/jobs?company=${encodeURIComponent(company.company)}&limit=50`);
  const search = await api('POST', '/jobs/search', { filters: { company: [company.company] }, limit: 50 });
  const text = await api('POST', '/jobs/search', { query: company.company, limit: 50 });
  const byCompany = await api('GET', `/companies/${company.companyId}/jobs?limit=50`);
  for (const res of [get, search, text, byCompany]) expect(res.statusCode).toBe(200);
  return {
    get: get.json().data.data,
    search: search.json().data.data,
    text: (text.json().data.data as JobItem[]).filter((j) => byCompany.json().data.data.some((c: JobItem) => c._id === j._id)),
    company: byCompany.json().data.data,
  };
}

/** The ids of the jobs that carry an apply link, per list. */
function withLinks(lists: Record<string, JobItem[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(lists).map(([name, jobs]) => [name, jobs.filter((j) => 'applyLink' in j).map((j) => j._id).sort()]));
}

const allLists = (ids: string[]) => ({ get: ids, search: ids, text: ids, company: ids });

async function premiumUser() {
  const user = await signedUp(a);
  await setPlan(a, user.userId, { tier: 'premium', status: 'active', expiresAt: new Date(a.clock.now().getTime() + 20 * DAY) });
  return user;
}

describe('the catalogue lists leave the apply link out for guests and free accounts', () => {
  it('guest and free: no link in GET /jobs, POST /jobs/search (filters, text) or a company\'s jobs; premium: every link', async () => {
    const c = await companyJobs(3);
    const guest = as(a, undefined);
    const free = await signedUp(a);
    const premium = await premiumUser();
    const none = allLists([]);
    const every = allLists([...c.ids].sort());

    // Twice each, and interleaved: the first pages are cached and shared, and must stay right for each viewer.
    expect(withLinks(await listed(guest, c))).toEqual(none);
    expect(withLinks(await listed(premium.api, c))).toEqual(every);
    expect(withLinks(await listed(guest, c))).toEqual(none);
    expect(withLinks(await listed(free.api, c))).toEqual(none);
    const premiumLists = await listed(premium.api, c);
    expect(withLinks(premiumLists)).toEqual(every);
    expect(premiumLists.get!.find((j) => j._id === c.ids[0])!.applyLink).toBe(c.links.get(c.ids[0]!));

    // The other fields are all there for everyone.
    const [first] = (await listed(guest, c)).get!;
    expect(first).toMatchObject({ _id: expect.any(String), title: expect.any(String), company: c.company, description: expect.any(String) });
  });

  it('a free account keeps the link of the jobs it has applied to, and only those', async () => {
    const c = await companyJobs(3);
    const free = await signedUp(a);
    expect((await free.api('PUT', `/jobs/apply/${c.ids[1]}`)).statusCode).toBe(200);
    expect(withLinks(await listed(free.api, c))).toEqual(allLists([c.ids[1]!]));
    // Nobody else gains it.
    expect(withLinks(await listed(as(a, undefined), c))).toEqual(allLists([]));
    expect(withLinks(await listed((await signedUp(a)).api, c))).toEqual(allLists([]));
  });

  it('a token that no longer works lists as a guest, and an answer for an account is kept out of shared caches', async () => {
    const c = await companyJobs(1);
    const stale = await as(a, 'not.a.token')('GET', `/jobs?company=${encodeURIComponent(c.company)}`);
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data.data[0]).not.toHaveProperty('applyLink');
    const premium = await premiumUser();
    const res = await premium.api('GET', `/jobs?company=${encodeURIComponent(c.company)}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('the featured jobs keep their apply links for everyone', async () => {
    const c = await companyJobs(1, { isFeatured: true });
    // Newest first: a job posted now leads the featured list.
    await a.t.database.db.execute(sql`UPDATE jobs SET posted_date = ${a.clock.now().toISOString()}::timestamptz WHERE id = ${c.ids[0]!}`);
    const res = await as(a, undefined)('GET', '/jobs/featured?limit=12');
    expect(res.statusCode).toBe(200);
    const featured = (res.json().data as JobItem[]).find((j) => j._id === c.ids[0]);
    expect(featured?.applyLink).toBe(c.links.get(c.ids[0]!));
  });
});

describe('job details and saved jobs', () => {
  it('GET /jobs/:id: no link for a free account until it applies; premium has it', async () => {
    const c = await companyJobs(1);
    const [jobId] = c.ids;
    const free = await signedUp(a);
    const before = await free.api('GET', `/jobs/${jobId}`);
    expect(before.statusCode).toBe(200);
    expect(before.json().data.title).toBe('Role 1');
    expect(before.json().data).not.toHaveProperty('applyLink');
    expect((await free.api('PUT', `/jobs/apply/${jobId}`)).statusCode).toBe(200);
    expect((await free.api('GET', `/jobs/${jobId}`)).json().data.applyLink).toBe(c.links.get(jobId!));

    const premium = await premiumUser();
    expect((await premium.api('GET', `/jobs/${jobId}`)).json().data.applyLink).toBe(c.links.get(jobId!));
  });

  it('GET /users/saved-jobs: a free account sees the link of applied jobs only; premium of every job', async () => {
    const c = await companyJobs(2);
    const free = await signedUp(a);
    const premium = await premiumUser();
    for (const user of [free, premium]) for (const id of c.ids) expect((await user.api('POST', `/jobs/${id}/save`)).statusCode).toBe(200);
    expect((await free.api('PUT', `/jobs/apply/${c.ids[0]}`)).statusCode).toBe(200);

    const links = async (user: { api: Caller }) => {
      const res = await user.api('GET', '/users/saved-jobs');
      expect(res.statusCode).toBe(200);
      return Object.fromEntries((res.json().data.data as { _id: string; job: JobItem }[]).map((s) => [s._id, s.job.applyLink ?? null]));
    };
    expect(await links(free)).toEqual({ [c.ids[0]!]: c.links.get(c.ids[0]!), [c.ids[1]!]: null });
    expect(await links(premium)).toEqual({ [c.ids[0]!]: c.links.get(c.ids[0]!), [c.ids[1]!]: c.links.get(c.ids[1]!) });
  });
});

/** Where the redirect sends this request. */
async function redirect(jobId: string, ticket?: string, method: 'GET' | 'HEAD' = 'GET'): Promise<LightMyRequestResponse> {
  const query = ticket === undefined ? '' : `?ticket=${encodeURIComponent(ticket)}`;
  const res = await a.t.app.inject({ method, url: `/api/v1/jobs/redirect/${jobId}${query}` });
  expect(res.statusCode).toBe(302);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  return res;
}

function ticketOf(res: LightMyRequestResponse): string {
  const url = new URL(res.json().data.redirectUrl as string, 'http://localhost');
  return url.searchParams.get('ticket')!;
}

describe('apply answers a ticket; the redirect follows it and nothing else', () => {
  it('PUT /jobs/apply/:id answers redirectUrl under the API with a ticket; that URL goes to the apply link and counts the click', async () => {
    const c = await companyJobs(1);
    const [jobId] = c.ids;
    const free = await signedUp(a);
    const applied = await free.api('PUT', `/jobs/apply/${jobId}`);
    expect(applied.statusCode).toBe(200);
    const { redirectUrl } = applied.json().data;
    expect(redirectUrl).toMatch(new RegExp(`^/api/v1/jobs/redirect/${jobId}\\?ticket=[A-Za-z0-9._%-]+$`));

    const res = await a.t.app.inject({ method: 'GET', url: redirectUrl });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(c.links.get(jobId!));
    expect((await jobCounters(a, jobId!)).redirect_count).toBe(1);
    // HEAD shows where it goes without counting.
    expect((await redirect(jobId!, ticketOf(applied), 'HEAD')).headers.location).toBe(c.links.get(jobId!));
    expect((await jobCounters(a, jobId!)).redirect_count).toBe(1);

    // Applying again (no quota) answers a fresh ticket that works as well.
    const again = await free.api('PUT', `/jobs/apply/${jobId}`);
    expect(again.json().data).toMatchObject({ applied: true, alreadyApplied: true, redirectUrl: expect.stringContaining('?ticket=') });
    expect((await redirect(jobId!, ticketOf(again))).headers.location).toBe(c.links.get(jobId!));
    expect((await jobCounters(a, jobId!)).redirect_count).toBe(2);
  });

  it("without a valid ticket for this user and job, goes to the job's page on this site and counts nothing", async () => {
    const c = await companyJobs(2);
    const [jobId, otherJobId] = c.ids as [string, string];
    const user = await signedUp(a);
    const other = await signedUp(a);
    const ticket = ticketOf(await user.api('PUT', `/jobs/apply/${jobId}`));
    const otherJobTicket = ticketOf(await user.api('PUT', `/jobs/apply/${otherJobId}`));
    const [userPart, expires, mac] = ticket.split('.') as [string, string, string];
    const page = `/jobs/${jobId}`;

    const refused: [string, string | undefined][] = [
      ['no ticket', undefined],
      ['empty', ''],
      ['garbage', 'not-a-ticket'],
      ["another job's ticket", otherJobTicket],
      ['another user named in it', `${other.userId}.${expires}.${mac}`],
      ['a later expiry written in', `${userPart}.${Number(expires) + 3600}.${mac}`],
      ['signed with another secret', signApplyTicket('x'.repeat(48), user.userId, jobId, a.clock.now())],
      ['an access token', user.token],
      ['extra parts', `${ticket}.x`],
    ];
    for (const [name, bad] of refused) {
      expect([name, (await redirect(jobId, bad)).headers.location]).toEqual([name, page]);
    }
    // A ticket for a user who never applied to the job, signed with the app's own secret.
    const forged = signApplyTicket(a.t.config.jwtSecret, other.userId, jobId, a.clock.now());
    expect((await redirect(jobId, forged)).headers.location).toBe(page);
    expect((await jobCounters(a, jobId)).redirect_count).toBe(0);

    // The ticket itself still works, and never as a bearer token.
    expect((await redirect(jobId, ticket)).headers.location).toBe(c.links.get(jobId));
    expect((await as(a, ticket)('GET', '/users/profile')).statusCode).toBe(401);
    // A bad id goes to the list, ticket or not.
    expect((await redirect('not-a-uuid', ticket)).headers.location).toBe('/jobs');
  });

  it('expires after 5 minutes (reusable until then)', async () => {
    const c = await companyJobs(1);
    const [jobId] = c.ids as [string];
    const user = await signedUp(a);
    const ticket = ticketOf(await user.api('PUT', `/jobs/apply/${jobId}`));
    a.clock.advance(4 * 60 * 1000);
    expect((await redirect(jobId, ticket)).headers.location).toBe(c.links.get(jobId));
    expect((await redirect(jobId, ticket)).headers.location).toBe(c.links.get(jobId));
    a.clock.advance(60 * 1000 + 1);
    expect((await redirect(jobId, ticket)).headers.location).toBe(`/jobs/${jobId}`);
    expect((await jobCounters(a, jobId)).redirect_count).toBe(2);
  });

  it('is kept out of the request log', () => {
    expect(redactUrl('/api/v1/jobs/redirect/6f1c2b8e-9a7d-4e3b-8c1a-2d5e6f7a8b9c?ticket=u.1.mac&x=1')).toBe(
      '/api/v1/jobs/redirect/6f1c2b8e-9a7d-4e3b-8c1a-2d5e6f7a8b9c?ticket=[redacted]&x=1',
    );
  });

  it('dies with the account', async () => {
    const c = await companyJobs(1);
    const [jobId] = c.ids as [string];
    const user = await signedUp(a);
    const ticket = ticketOf(await user.api('PUT', `/jobs/apply/${jobId}`));
    await a.t.database.db.execute(sql`DELETE FROM users WHERE id = ${user.userId}`);
    expect((await redirect(jobId, ticket)).headers.location).toBe(`/jobs/${jobId}`);
  });
});

describe('a free account at 5 of 5 applications', () => {
  it('cannot get the apply link of a 6th job by any route', async () => {
    const c = await companyJobs(6);
    const sixth = c.ids[5]!;
    const link = c.links.get(sixth)!;
    const user = await signedUp(a);
    const tickets: string[] = [];
    for (const id of c.ids.slice(0, 5)) {
      const res = await user.api('PUT', `/jobs/apply/${id}`);
      expect(res.statusCode).toBe(200);
      tickets.push(ticketOf(res));
    }
    expect((await user.api('POST', `/jobs/${sixth}/save`)).statusCode).toBe(200);

    const refused = await user.api('PUT', `/jobs/apply/${sixth}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('QUOTA_EXCEEDED');

    const answers: LightMyRequestResponse[] = [
      refused,
      await user.api('GET', `/jobs?company=${encodeURIComponent(c.company)}&limit=50`),
      await user.api('GET', `/jobs?query=${encodeURIComponent(c.company)}&limit=50`),
      await user.api('POST', '/jobs/search', { filters: { company: [c.company] } }),
      await user.api('GET', `/companies/${c.companyId}/jobs`),
      await user.api('GET', `/jobs/${sixth}`),
      await user.api('GET', '/users/saved-jobs'),
      await user.api('GET', '/users/export'),
      await redirect(sixth),
      ...(await Promise.all(tickets.map((ticket) => redirect(sixth, ticket)))),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toContain(link);
      expect(String(res.headers.location ?? '')).not.toContain(link);
    }
    // The applied ones are still its own.
    const list = (answers[1]!.json().data.data as JobItem[]).filter((j) => j.applyLink);
    expect(list.map((j) => j._id).sort()).toEqual(c.ids.slice(0, 5).sort());
    expect((await jobCounters(a, sixth)).redirect_count).toBe(0);
  });

  it("the export lists saved jobs without the link, unless applied to or premium", async () => {
    const c = await companyJobs(2);
    const free = await signedUp(a);
    for (const id of c.ids) await free.api('POST', `/jobs/${id}/save`);
    await free.api('PUT', `/jobs/apply/${c.ids[0]}`);
    const saved = (await free.api('GET', '/users/export')).json().data.savedJobs as { jobId: string; applyLink?: string }[];
    expect(Object.fromEntries(saved.map((s) => [s.jobId, s.applyLink ?? null]))).toEqual({
      [c.ids[0]!]: c.links.get(c.ids[0]!),
      [c.ids[1]!]: null,
    });
    await setPlan(a, free.userId, { tier: 'premium', status: 'active', expiresAt: new Date(a.clock.now().getTime() + 20 * DAY) });
    const premium = (await free.api('GET', '/users/export')).json().data.savedJobs as { applyLink?: string }[];
    expect(premium.every((s) => s.applyLink)).toBe(true);
  });
});

describe("the job's own page (for search engines and guests)", () => {
  it('carries no apply link, in the summary for the app or in the structured data', async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-apply-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Pathway</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n');
    const t = await createTestApp({ webDistDir: webDir });
    try {
      const link = 'https://careers.seo-applylink.example/jobs/77';
      const now = Date.now();
      await importJobs(t.database.db, [
        jobRow({
          externalId: 'seo-applylink',
          applyLink: link,
          postedDate: new Date(now - 2 * DAY).toISOString(),
          expiryDate: new Date(now + 30 * DAY).toISOString(),
        }),
      ]);
      const id = (await t.database.db.execute<{ id: string }>(sql`SELECT id FROM jobs WHERE external_id = 'seo-applylink'`)).rows[0]!.id;
      const res = await t.app.inject({ method: 'GET', url: `/jobs/${id}`, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('"@type":"JobPosting"');
      expect(res.body).toContain('id="job-summary"');
      expect(res.body).not.toContain(link);
    } finally {
      await t.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});
