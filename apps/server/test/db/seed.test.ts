import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCities, generateDemoCatalogue } from '../../src/modules/jobs/seed/demo-catalogue.ts';
import { seedDemoCatalogue } from '../../src/modules/jobs/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';
import { count } from './helpers.ts';

const now = new Date('2026-11-20T06:30:00.000Z');
const specCategories = [
  'software engineering',
  'marketing',
  'data science',
  'design',
  'finance',
  'machine learning',
  'full stack development',
  'devops',
  'backend development',
];

describe('the demo catalogue', () => {
  it('is deterministic for a given moment, and only its dates follow the moment', () => {
    const a = generateDemoCatalogue(now);
    expect(generateDemoCatalogue(new Date(now))).toEqual(a);
    const later = generateDemoCatalogue(new Date(now.getTime() + 7 * 86_400_000));
    const withoutDates = (rows: typeof a) => rows.map((r) => ({ ...r, postedDate: undefined, expiryDate: undefined }));
    expect(withoutDates(later)).toEqual(withoutDates(a));
    expect(later[0]!.postedDate).not.toBe(a[0]!.postedDate);
  });

  it('looks like an Indian job board', () => {
    const rows = generateDemoCatalogue(now);
    const internships = rows.filter((r) => r.type === 'Internship');
    const fullTime = rows.filter((r) => r.type === 'Full-time');
    expect(internships.length).toBeGreaterThan(50);
    expect(fullTime.length).toBeGreaterThan(100);
    for (const r of internships) {
      expect(r.stipend).toMatch(/^₹\d{1,2},\d{3}\/month$/);
      expect([r.salaryMin, r.salaryMax]).toEqual([0, 0]);
    }
    for (const r of fullTime) {
      expect(r.stipend).toBe('');
      expect(Number(r.salaryMin)).toBeGreaterThanOrEqual(250_000);
      expect(Number(r.salaryMax)).toBeGreaterThan(Number(r.salaryMin));
    }
    expect(new Set(rows.map((r) => r.location))).toEqual(new Set([...demoCities, 'Remote']));
    for (const r of rows) {
      expect(r.applyLink).toMatch(/^https:\/\/careers\.[a-z]+\.example\/jobs\/demo-\d{4}$/);
      expect(r.description.split('\n\n').length).toBeGreaterThanOrEqual(4);
      const posted = new Date(r.postedDate).getTime();
      expect(posted).toBeLessThanOrEqual(now.getTime());
      expect(posted).toBeGreaterThan(now.getTime() - 60 * 86_400_000);
    }
  });
});

describe('seedDemoCatalogue', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('fills an empty catalogue through the import', async () => {
    const result = await seedDemoCatalogue(t.db, now);
    expect(result.seeded).toBe(true);
    expect(result.jobs).toBeGreaterThanOrEqual(300);
    expect(result.companies).toBeGreaterThanOrEqual(60);
    expect(await count(t.db, 'jobs')).toBe(result.jobs);
    expect(await count(t.db, 'companies')).toBe(result.companies);

    const domains = await t.db.execute<{ domain: string }>(sql`SELECT DISTINCT lower(unnest(domains)) AS domain FROM jobs`);
    expect(domains.rows.map((r) => r.domain)).toEqual(expect.arrayContaining(specCategories));

    const stats = await t.db.execute<{ expired: number; featured: number; urgent: number; companies_active: number }>(sql`
      SELECT count(*) FILTER (WHERE expiry_date <= ${now})::int AS expired,
             count(*) FILTER (WHERE is_featured AND expiry_date > ${now})::int AS featured,
             count(*) FILTER (WHERE is_urgent AND expiry_date > ${now})::int AS urgent,
             count(DISTINCT company_id) FILTER (WHERE expiry_date > ${now})::int AS companies_active
      FROM jobs`);
    const s = stats.rows[0]!;
    expect(s.expired).toBeGreaterThanOrEqual(5);
    expect(s.expired).toBeLessThanOrEqual(12);
    expect(s.featured).toBeGreaterThanOrEqual(8);
    expect(s.urgent).toBeGreaterThan(0);
    expect(s.companies_active).toBeGreaterThanOrEqual(60);
  });

  it('does nothing the second time', async () => {
    const before = await t.db.execute(sql`SELECT max(updated_at) AS last, count(*)::int AS n FROM jobs`);
    const again = await seedDemoCatalogue(t.db, new Date(now.getTime() + 86_400_000));
    expect(again).toEqual({ seeded: false, jobs: 0, companies: 0 });
    const after = await t.db.execute(sql`SELECT max(updated_at) AS last, count(*)::int AS n FROM jobs`);
    expect(after.rows).toEqual(before.rows);
  });
});
