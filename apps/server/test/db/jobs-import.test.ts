import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, jobs } from '../../src/db/schema.ts';
import { importJobs, JobImportValidationError } from '../../src/modules/jobs/jobs-import.service.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';
import { count, jobRow } from './helpers.ts';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.dispose();
});
beforeEach(async () => {
  await t.db.execute(sql`TRUNCATE jobs, companies CASCADE`);
});

async function rejection(promise: Promise<unknown>): Promise<JobImportValidationError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(JobImportValidationError);
  return error as JobImportValidationError;
}

describe('importJobs validation', () => {
  it('reports every bad row with its 1-based number and field, and imports nothing', async () => {
    const rows = [
      jobRow({ company: 'Brand New Co' }),
      { ...jobRow(), title: '   ', applyLink: 'ftp://files.example/job' },
      jobRow({ salaryMin: 900_000, salaryMax: 600_000 }),
      jobRow(),
      { ...jobRow(), type: 'Apprenticeship', domains: [] },
    ];
    const error = await rejection(importJobs(t.db, rows));
    expect(error.issues).toEqual([
      { row: 2, field: 'title', message: 'title is required.' },
      { row: 2, field: 'applyLink', message: expect.any(String) },
      { row: 3, field: 'salaryMax', message: 'salaryMax must be at least salaryMin.' },
      { row: 5, field: 'type', message: expect.stringContaining('type must be one of') },
      { row: 5, field: 'domains', message: 'domains needs at least one entry.' },
    ]);
    expect(error.message).toMatch(/^3 rows failed validation/);
    expect(await count(t.db, 'jobs')).toBe(0);
    expect(await count(t.db, 'companies')).toBe(0);
  });

  it('names nested fields and rows that are not objects', async () => {
    const error = await rejection(importJobs(t.db, [null, { ...jobRow(), skills: ['React', ''] }]));
    expect(error.issues.map(({ row, field }) => ({ row, field }))).toEqual([
      { row: 1, field: '(row)' },
      { row: 2, field: 'skills.1' },
    ]);
  });

  it('refuses the same externalId twice in one file', async () => {
    const error = await rejection(importJobs(t.db, [jobRow({ externalId: 'x-1' }), jobRow(), jobRow({ externalId: 'x-1' })]));
    expect(error.issues).toEqual([{ row: 3, field: 'externalId', message: 'externalId "x-1" already appears in row 1.' }]);
    expect(await count(t.db, 'jobs')).toBe(0);
  });

  it('does nothing for an empty list', async () => {
    expect(await importJobs(t.db, [])).toEqual({ created: 0, updated: 0, companiesCreated: 0, duplicatesDropped: 0, flagged: 0 });
  });
});

describe('importJobs writing', () => {
  it('creates jobs and companies, stores every field, and reads date-only values as days in India', async () => {
    const row = jobRow({
      externalId: 'full-1',
      company: 'Kosh Wealth',
      companyLogo: 'https://cdn.koshwealth.example/logo.png',
      type: 'Internship',
      stipend: '₹15,000/month',
      salaryMin: 0,
      salaryMax: 0,
      experienceMin: 0,
      experienceMax: 0,
      domains: ['Finance', 'Marketing'],
      skills: ['Excel'],
      postedDate: '2026-11-01',
      expiryDate: '2026-12-31',
      isUrgent: true,
      isFeatured: true,
    });
    expect(await importJobs(t.db, [row])).toEqual({ created: 1, updated: 0, companiesCreated: 1, duplicatesDropped: 0, flagged: 0 });

    const [company] = await t.db.select().from(companies);
    expect(company).toMatchObject({ name: 'Kosh Wealth', logo: 'https://cdn.koshwealth.example/logo.png' });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.externalId, 'full-1'));
    expect(job).toMatchObject({
      companyId: company!.id,
      companyName: 'Kosh Wealth',
      title: row.title,
      type: 'Internship',
      workMode: 'hybrid',
      stipend: '₹15,000/month',
      salaryMin: 0,
      salaryMax: 0,
      domains: ['Finance', 'Marketing'],
      skills: ['Excel'],
      isUrgent: true,
      isFeatured: true,
      applicationsCount: 0,
      redirectCount: 0,
    });
    expect(job!.postedDate.toISOString()).toBe('2026-10-31T18:30:00.000Z'); // 1 Nov, 00:00 IST
    expect(job!.expiryDate.toISOString()).toBe('2026-12-31T18:30:00.000Z'); // the end of 31 Dec IST
  });

  it('updates on re-import by externalId instead of duplicating, keeping counters', async () => {
    await importJobs(t.db, [jobRow({ externalId: 'r-1', title: 'Data Analyst' }), jobRow({ externalId: 'r-2' })]);
    const [before] = await t.db.select().from(jobs).where(eq(jobs.externalId, 'r-1'));
    await t.db.update(jobs).set({ applicationsCount: 7 }).where(eq(jobs.externalId, 'r-1'));

    const result = await importJobs(t.db, [
      jobRow({ externalId: 'r-1', title: 'Senior Data Analyst', skills: ['SQL'] }),
      jobRow({ externalId: 'r-3' }),
    ]);
    expect(result).toEqual({ created: 1, updated: 1, companiesCreated: 0, duplicatesDropped: 0, flagged: 0 });
    expect(await count(t.db, 'jobs')).toBe(3);

    const [after] = await t.db.select().from(jobs).where(eq(jobs.externalId, 'r-1'));
    expect(after).toMatchObject({ id: before!.id, title: 'Senior Data Analyst', skills: ['SQL'], applicationsCount: 7 });
    expect(after!.createdAt).toEqual(before!.createdAt);
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
  });

  it('matches companies case-insensitively, within a file and against stored ones', async () => {
    const first = await importJobs(t.db, [
      jobRow({ company: 'Orbit Analytics' }),
      jobRow({ company: 'ORBIT ANALYTICS' }),
      jobRow({ company: 'Dhruva AI' }),
    ]);
    expect(first.companiesCreated).toBe(2);

    const second = await importJobs(t.db, [
      jobRow({ company: 'orbit analytics', companyLogo: 'https://orbit.example/logo.svg' }),
      jobRow({ company: 'Tatva Robotics' }),
    ]);
    expect(second).toEqual({ created: 2, updated: 0, companiesCreated: 1, duplicatesDropped: 0, flagged: 0 });

    const stored = await t.db.select({ name: companies.name, logo: companies.logo }).from(companies).orderBy(asc(companies.name));
    expect(stored).toEqual([
      { name: 'Dhruva AI', logo: null },
      { name: 'Orbit Analytics', logo: 'https://orbit.example/logo.svg' },
      { name: 'Tatva Robotics', logo: null },
    ]);
    // Jobs carry the stored spelling, whatever spelling the file used.
    const names = await t.db.selectDistinct({ name: jobs.companyName }).from(jobs).orderBy(asc(jobs.companyName));
    expect(names.map((n) => n.name)).toEqual(['Dhruva AI', 'Orbit Analytics', 'Tatva Robotics']);
  });

  it('writes large imports in chunks inside one transaction', async () => {
    const rows = Array.from({ length: 1_050 }, (_, i) =>
      jobRow({ externalId: `bulk-${i}`, company: `Company ${i % 70}`, title: `Engineer ${i}` }),
    );
    const progress: number[] = [];
    const result = await importJobs(t.db, rows, { chunkSize: 200, onProgress: (written) => progress.push(written) });
    expect(result).toEqual({ created: 1_050, updated: 0, companiesCreated: 70, duplicatesDropped: 0, flagged: 0 });
    expect(progress).toEqual([200, 400, 600, 800, 1_000, 1_050]);
    expect(await count(t.db, 'jobs')).toBe(1_050);
  });

  it('rolls back everything when the database refuses a row', async () => {
    await importJobs(t.db, [jobRow({ externalId: 'keep-1', title: 'Original' })]);
    // The contract cannot know this: an integer column overflows for an absurd salary.
    const rows = [jobRow({ externalId: 'keep-1', title: 'Changed' }), jobRow({ company: 'Rollback Co' })];
    await t.db.execute(sql`ALTER TABLE jobs ADD CONSTRAINT test_no_rollback_co CHECK (company_name <> 'Rollback Co')`);
    try {
      await expect(importJobs(t.db, rows)).rejects.toThrow();
    } finally {
      await t.db.execute(sql`ALTER TABLE jobs DROP CONSTRAINT test_no_rollback_co`);
    }
    const [job] = await t.db.select({ title: jobs.title }).from(jobs).where(eq(jobs.externalId, 'keep-1'));
    expect(job?.title).toBe('Original');
    expect(await count(t.db, 'companies')).toBe(1);
  });
});
