import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { seedDemoCatalogue } from '../../src/modules/jobs/seed/seed.ts';
import { API, freshIp, startAccounts, type Accounts } from '../accounts/helpers.ts';
import { jobRow } from '../db/helpers.ts';
import { DAY } from '../user-area/helpers.ts';

let a: Accounts;

beforeAll(async () => {
  a = await startAccounts();
});
afterAll(async () => {
  await a?.close();
});

const at = (days: number) => new Date(a.clock.now().getTime() + days * DAY).toISOString();
const active = (overrides: Parameters<typeof jobRow>[0]) => jobRow({ postedDate: at(-2), expiryDate: at(40), ...overrides });

async function listedFor(company: string) {
  const res = await a.t.app.inject({ method: 'GET', url: `${API}/jobs?company=${encodeURIComponent(company)}`, remoteAddress: freshIp() });
  return res.json().data.data as { _id: string; title: string; location: string; health: { flags: string[] } }[];
}

describe('safety flags on import', () => {
  it('stores the cautions with the job, shows them in lists, and drops them when a re-import no longer earns them', async () => {
    const company = `Safety Flags ${Date.now().toString(36)}`;
    const result = await importJobs(a.t.database.db, [
      active({ externalId: `${company}-1`, company, title: 'Data Entry Operator', description: 'Work from home. Pay ₹999 as a registration fee to start.' }),
      active({ externalId: `${company}-2`, company, title: 'Telecaller', applyLink: 'https://bit.ly/3xYzAbc', description: 'Mail your CV to callers.hiring@gmail.com' }),
      active({ externalId: `${company}-3`, company, title: 'Backend Developer', description: 'We pay ₹12 LPA for building our APIs.' }),
    ]);
    expect(result.flagged).toBe(2);
    const byTitle = Object.fromEntries((await listedFor(company)).map((j) => [j.title, j.health.flags]));
    expect(byTitle).toEqual({
      'Data Entry Operator': ['asks_for_money'],
      Telecaller: ['shortened_link', 'free_mail_apply'],
      'Backend Developer': [],
    });

    await importJobs(a.t.database.db, [active({ externalId: `${company}-1`, company, title: 'Data Entry Operator', description: 'Work from home; no fees at any stage.' })]);
    expect((await listedFor(company)).find((j) => j.title === 'Data Entry Operator')!.health.flags).toEqual([]);
  });
});

describe('the same opening from two sources', () => {
  it('keeps the listing already in the catalogue and reports how many were left out', async () => {
    const company = `Two Sources ${Date.now().toString(36)}`;
    await importJobs(a.t.database.db, [active({ externalId: `board-a-${company}`, company, title: 'Software Engineer Intern', location: 'Bengaluru', postedDate: at(-10) })], {
      dropDuplicates: true,
    });
    const second = await importJobs(
      a.t.database.db,
      [
        // Another board's copy, spelt differently, posted 5 days later: left out.
        active({ externalId: `board-b-${company}`, company: company.toUpperCase(), title: 'Software-Engineer  Intern', location: 'Bangalore', postedDate: at(-5) }),
        // The same title elsewhere, or posted more than 30 days apart: other openings.
        active({ externalId: `board-b-pune-${company}`, company, title: 'Software Engineer Intern', location: 'Pune' }),
        active({ externalId: `board-b-old-${company}`, company, title: 'Software Engineer Intern', location: 'Bengaluru', postedDate: at(-45), expiryDate: at(10) }),
        // The first board again: its own job is updated, not dropped.
        active({ externalId: `board-a-${company}`, company, title: 'Software Engineer Intern', location: 'Bengaluru', postedDate: at(-10), isUrgent: true }),
        // Two copies inside one file: the first row wins.
        active({ externalId: `board-c-1-${company}`, company, title: 'Data Analyst', location: 'Remote' }),
        active({ externalId: `board-c-2-${company}`, company, title: 'Data Analyst', location: 'remote' }),
      ],
      { dropDuplicates: true },
    );
    expect(second).toMatchObject({ created: 3, updated: 1, duplicatesDropped: 2 });
    const ids = await a.t.database.db.execute<{ external_id: string }>(
      sql`SELECT external_id FROM jobs WHERE lower(company_name) = ${company.toLowerCase()} ORDER BY external_id`,
    );
    expect(ids.rows.map((r) => r.external_id)).toEqual(
      [`board-a-${company}`, `board-b-old-${company}`, `board-b-pune-${company}`, `board-c-1-${company}`].sort(),
    );
  });

  it('leaves look-alike rows alone when the caller does not ask (test fixtures, benchmarks)', async () => {
    const company = `Fixtures ${Date.now().toString(36)}`;
    const result = await importJobs(a.t.database.db, [active({ externalId: `f1-${company}`, company }), active({ externalId: `f2-${company}`, company })]);
    expect(result).toMatchObject({ created: 2, duplicatesDropped: 0 });
  });
});

describe('the demo seed', () => {
  it('holds listings with a caution, so the demo shows one', async () => {
    const t = a.t.database.db;
    await t.execute(sql`DELETE FROM jobs`);
    const result = await seedDemoCatalogue(t, a.clock.now());
    expect(result.seeded).toBe(true);
    const flagged = await t.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM jobs WHERE flags <> '{}'`);
    expect(flagged.rows[0]!.n).toBeGreaterThanOrEqual(1);
  });
});
