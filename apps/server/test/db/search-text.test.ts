import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTokens } from '../../src/modules/jobs/search/search-text.ts';
import { generateDemoCatalogue } from '../../src/modules/jobs/seed/demo-catalogue.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.dispose();
});

async function inDatabase(texts: string[]): Promise<string[][]> {
  const list = sql`ARRAY[${sql.join(
    texts.map((x) => sql`${x}`),
    sql`, `,
  )}]::text[]`;
  const result = await t.db.execute<{ words: string }>(sql`SELECT pathway_search_text(x) AS words FROM unnest(${list}) WITH ORDINALITY AS u(x, i) ORDER BY i`);
  return result.rows.map((r) => r.words.split(/\s+/).filter((w) => w !== ''));
}

describe('pathway_search_text and searchText', () => {
  it('make the same words of every text of the demo catalogue', async () => {
    const rows = generateDemoCatalogue(new Date('2026-11-26T06:00:00Z'));
    const texts = [...new Set(rows.flatMap((r) => [r.title, r.company, r.location, r.description, ...(r.domains ?? []), ...(r.skills ?? [])]))];
    expect(texts.length).toBeGreaterThan(500);
    const ours = texts.map((x) => searchTokens(x).filter((w) => /[\p{L}\p{N}]/u.test(w)));
    const theirs = (await inDatabase(texts)).map((ws) => ws.filter((w) => /[\p{L}\p{N}]/u.test(w)));
    expect(ours).toEqual(theirs);
  });

  it('make the same words of tech tokens, punctuation, accents and other scripts', async () => {
    const samples = ['C++ / C# / F# / .NET / ASP.NET', 'Node.js, Next.js & Vue.js', 'Full-Stack (React + Node)', 'UI/UX — CI/CD', "women's day: A/B testing", 'Café Résumé naïve', '₹15,000/month', 'इंटर्नशिप मुंबई', 'R, Go and C'];
    const theirs = await inDatabase(samples);
    expect(samples.map((x) => searchTokens(x))).toEqual(theirs);
  });
});

describe('pathway_yearly_pay', () => {
  it.each([
    ['₹15,000/month', 0, 180_000, 180_000],
    ['₹10,000 - ₹15,000/month', 0, 120_000, 180_000],
    ['12k per month', 0, 144_000, 144_000],
    ['Rs. 8000 pm', 0, 96_000, 96_000],
    ['₹5000/week', 0, 260_000, 260_000],
    ['3 LPA', 0, 300_000, 300_000],
    ['₹2,00,000 per annum', 0, 200_000, 200_000],
    ['₹450/hour', 0, 0, 0],
    ['Unpaid', 0, 0, 0],
    ['Performance based', 0, 0, 0],
    ['', 600_000, 600_000, 600_000],
  ])('reads %s (salary %i) as %i to %i rupees a year', async (stipend, salary, low, high) => {
    const result = await t.db.execute<{ low: number; high: number }>(
      sql`SELECT pathway_yearly_pay(${stipend}, ${salary}::int, false) AS low, pathway_yearly_pay(${stipend}, ${salary}::int, true) AS high`,
    );
    expect(result.rows[0]).toEqual({ low, high });
  });
});
