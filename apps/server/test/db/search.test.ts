import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_CONFIG, unaccent } from '../../src/db/schema.ts';
import { importJobs } from '../../src/modules/jobs/jobs-import.service.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';
import { jobRow } from './helpers.ts';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await importJobs(t.db, [
    jobRow({ externalId: 's-1', title: 'Backend Developer', company: 'Zentrix Labs', skills: ['Node.js', 'PostgreSQL'] }),
    jobRow({
      externalId: 's-2',
      title: 'Marketing Intern',
      company: 'Kiranakart',
      type: 'Internship',
      stipend: '₹15,000/month',
      salaryMin: 0,
      salaryMax: 0,
      domains: ['Marketing'],
      skills: ['SEO', 'Canva'],
      description: 'Work with our developers and designers on campaigns for the Café Coffee launch.',
    }),
    jobRow({
      externalId: 's-3',
      title: 'Frontend Engineer',
      company: 'Quillstack',
      domains: ['Frontend'],
      skills: ['React', 'TypeScript'],
      location: 'Pune',
    }),
  ]);
});
afterAll(async () => {
  await t?.dispose();
});

async function search(query: SQL): Promise<string[]> {
  const result = await t.db.execute<{ external_id: string }>(sql`
    SELECT external_id FROM jobs
    WHERE search_vector @@ ${query}
    ORDER BY ts_rank(search_vector, ${query}) DESC, external_id`);
  return result.rows.map((r) => r.external_id);
}

const web = (text: string) => sql`websearch_to_tsquery(${SEARCH_CONFIG}, ${unaccent(text)})`;

describe('jobs.search_vector', () => {
  it('stems English words: "developers" finds a "Developer" title, ranked above a description mention', async () => {
    expect(await search(web('developers'))).toEqual(['s-1', 's-2']);
  });

  it('covers company, skills and domains, but not the location (place words match the location column)', async () => {
    expect(await search(web('quillstack'))).toEqual(['s-3']);
    expect(await search(web('postgresql'))).toEqual(['s-1']);
    expect(await search(web('marketing'))).toEqual(['s-2']);
    expect(await search(web('pune'))).toEqual([]);
  });

  it('labels each field: title A, skills B, company and domains C, description D', async () => {
    const labelled = async (word: string, label: string) => search(sql`to_tsquery(${SEARCH_CONFIG}, ${`'${word}':${label}`})`);
    expect(await labelled('backend', 'A')).toEqual(['s-1']);
    expect(await labelled('postgresql', 'B')).toEqual(['s-1']);
    expect(await labelled('zentrix', 'C')).toEqual(['s-1']);
    expect(await labelled('marketing', 'C')).toEqual(['s-2']);
    expect(await labelled('designers', 'D')).toEqual(['s-2']);
    expect(await labelled('designers', 'A')).toEqual([]);
  });

  it('keeps tech tokens whole: Node.js is nodejs, C++ is not the letter c', async () => {
    expect(await search(sql`to_tsquery(${SEARCH_CONFIG}, 'nodejs')`)).toEqual(['s-1']);
    await t.db.execute(sql`UPDATE jobs SET skills = ARRAY['C++', 'C#', '.NET'] WHERE external_id = 's-2'`);
    expect(await search(sql`to_tsquery(${SEARCH_CONFIG}, 'cplusplus')`)).toEqual(['s-2']);
    expect(await search(sql`to_tsquery(${SEARCH_CONFIG}, 'csharp & dotnet')`)).toEqual(['s-2']);
    expect(await search(sql`to_tsquery(${SEARCH_CONFIG}, 'c')`)).toEqual([]);
    await t.db.execute(sql`UPDATE jobs SET skills = ARRAY['SEO', 'Canva'] WHERE external_id = 's-2'`);
  });

  it('ignores accents', async () => {
    expect(await search(web('cafe'))).toEqual(['s-2']);
    expect(await search(web('café'))).toEqual(['s-2']);
  });

  it('matches prefixes while typing', async () => {
    expect(await search(sql`to_tsquery(${SEARCH_CONFIG}, 'reac:*')`)).toEqual(['s-3']);
  });

  it('follows updates of the row', async () => {
    await t.db.execute(sql`UPDATE jobs SET title = 'Data Analyst' WHERE external_id = 's-3'`);
    expect(await search(web('analyst'))).toEqual(['s-3']);
    expect(await search(web('engineer'))).toEqual([]);
  });
});

describe('pg_trgm', () => {
  it('tolerates a typo in a company name', async () => {
    const result = await t.db.execute<{ company_name: string; score: number }>(sql`
      SELECT company_name, similarity(company_name, 'Zentrx Lab') AS score
      FROM jobs WHERE company_name % 'Zentrx Lab' ORDER BY score DESC`);
    expect(result.rows.map((r) => r.company_name)).toEqual(['Zentrix Labs']);
    expect(Number(result.rows[0]!.score)).toBeGreaterThan(0.3);
  });

  it('finds partial words inside titles', async () => {
    const result = await t.db.execute<{ external_id: string }>(
      sql`SELECT external_id FROM jobs WHERE title ILIKE ${'%ketin%'}`,
    );
    expect(result.rows.map((r) => r.external_id)).toEqual(['s-2']);
    const words = await t.db.execute<{ score: number }>(sql`SELECT word_similarity('Kirankart', company_name) AS score FROM jobs WHERE external_id = 's-2'`);
    expect(Number(words.rows[0]!.score)).toBeGreaterThan(0.5);
  });
});
