import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileLocally, STEMMER_SAMPLE } from '../../src/modules/jobs/search/english-tsquery.ts';
import { localCompileState, searchIndexFor } from '../../src/modules/jobs/search/search-index.service.ts';
import { compileOperands } from '../../src/modules/jobs/search/search.repository.ts';
import { generateDemoCatalogue } from '../../src/modules/jobs/seed/demo-catalogue.ts';
import { seedDemoCatalogue } from '../../src/modules/jobs/seed/seed.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { NOW } from './fixtures.ts';
import { list } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(async () => {
  await t?.close();
});

/**
 * What students type, as operands (search.repository.ts `operand`): every word of the demo
 * catalogue's titles, skills and descriptions, each misspelt four ways (a letter dropped, two
 * swapped, one replaced, one doubled), its first letters as a prefix, and the catalogue's word pairs
 * and triples as phrases (stop words inside them too: "head of sales").
 */
function operandsStudentsType(): string[] {
  const texts = generateDemoCatalogue(NOW).flatMap((j) => [j.title, j.description, ...(j.skills ?? [])].map(String));
  const runs = texts.map((text) => text.toLowerCase().split(/[^a-z]+/).filter(Boolean));
  const words = [...new Set(runs.flat())];
  const out = new Set<string>();
  const q = (w: string) => `'${w}'`;
  for (const [i, w] of words.entries()) {
    out.add(q(w));
    out.add(`${q(w.slice(0, Math.max(1, w.length - 2)))}:*`);
    if (w.length < 4) continue;
    const at = 1 + (i % (w.length - 2));
    out.add(q(w.slice(0, at) + w.slice(at + 1)));
    out.add(q(w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2)));
    out.add(q(w.slice(0, at) + 'qwertyuiopasdfghjklzxcvbnm'[i % 26] + w.slice(at + 1)));
    out.add(q(w.slice(0, at) + w[at] + w.slice(at)));
  }
  for (const run of runs) {
    for (let i = 0; i + 1 < run.length; i += 1) {
      out.add(q(run.slice(i, i + 2).join(' ')));
      if (i + 2 < run.length) out.add(q(run.slice(i, i + 3).join(' ')));
      if (i % 7 === 0) out.add(`(${run.slice(i, i + 3).map(q).join(' & ')})`);
    }
  }
  return [...out];
}

describe('compiling plain words in the process (docs/search.md#words-compiled-here)', () => {
  it('gives what the database gives for every word, misspelling, prefix and phrase of the demo catalogue', async () => {
    const operands = [...new Set([...STEMMER_SAMPLE, ...operandsStudentsType()])];
    expect(operands.length).toBeGreaterThan(10_000);
    const differences: string[] = [];
    let compared = 0;
    for (let i = 0; i < operands.length; i += 5_000) {
      for (const row of await compileOperands(t.database.db, operands.slice(i, i + 5_000))) {
        const local = compileLocally(row.operand);
        expect(local, row.operand).toBeDefined();
        compared += 1;
        if (local!.stemmed !== row.stemmed || local!.simple !== row.simple) {
          differences.push(`${row.operand}: ${local!.stemmed} / ${local!.simple} here, ${row.stemmed} / ${row.simple} in the database`);
        }
      }
    }
    expect(compared).toBe(operands.length);
    expect(differences).toEqual([]);
  });

  it('leaves to the database what is not plain lower-case letters', () => {
    for (const operand of ["'c3po'", "'2025'", "'नौकरी'", "'o''brien'", "'über'", "'data  science'", "'React'", `'${'a'.repeat(101)}'`]) {
      expect(compileLocally(operand), operand).toBeUndefined();
    }
  });

  it('is used once the database has compiled the sample alike, beside the first words it was asked for', async () => {
    const app = await createTestApp({ now: () => NOW });
    try {
      await seedDemoCatalogue(app.database.db, NOW);
      await searchIndexFor({ database: app.database, now: () => NOW });
      expect(localCompileState(app.database.db)).toBe('unknown');
      const first = await list(app, 'query=pyhton%20devloper');
      expect(first.data.length).toBeGreaterThan(0);
      expect(localCompileState(app.database.db)).toBe('local');
    } finally {
      await app.close();
    }
  });
});
