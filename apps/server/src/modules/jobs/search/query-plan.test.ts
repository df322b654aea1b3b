import { MAX_SEARCH_WORDS } from '@pathway/contracts';
import { describe, expect, it } from 'vitest';
import { planSearch, type MatchesAsTyped } from './query-plan.ts';
import { searchText, searchTokens } from './search-text.ts';
import { Vocabulary } from './vocabulary.ts';

const words = (list: Record<string, number>) => Object.entries(list).map(([word, jobs]) => ({ word, jobs, stop: false }));
const vocabulary = new Vocabulary({
  jobs: 300,
  words: [
    ...words({ react: 30, developer: 100, software: 60, engineer: 80, python: 50, java: 20, javascript: 40, data: 70, science: 20, analyst: 25, marketing: 40, intern: 110, r: 6, cplusplus: 8, nodejs: 15, full: 30, stack: 30, zentrix: 5, labs: 5, mobile: 20, app: 20, development: 40, machine: 20, learning: 25 }),
    { word: 'of', jobs: 100, stop: true },
  ],
  phrases: ['data science', 'machine learning', 'full stack', 'mobile app development'],
  locations: [
    { location: 'bengaluru', jobs: 80 },
    { location: 'pune', jobs: 20 },
    { location: 'remote', jobs: 50 },
  ],
  types: [{ type: 'Internship', jobs: 110 }],
  workModes: [{ mode: 'remote', jobs: 50 }],
  fresher: 200,
  paid: 290,
  unpaid: 10,
  stipend: 110,
  urgent: 20,
  version: 1,
});
/** Words the vocabulary does not know match nothing as typed (the database's answer for a typo). */
const nothingElse: MatchesAsTyped = async () => ({ matching: new Set(), stop: new Set() });
const plan = (query: string) => planSearch(query, vocabulary, nothingElse);

describe('searchText', () => {
  it('keeps tech tokens whole and turns other punctuation into spaces', () => {
    expect(searchTokens('C++, C# & .NET; Node.js/Next.js')).toEqual(['cplusplus', 'csharp', 'dotnet', 'nodejs', 'nextjs']);
    expect(searchTokens('Full-Stack UI/UX — CI/CD')).toEqual(['full', 'stack', 'ui', 'ux', 'ci', 'cd']);
    expect(searchTokens('Café ₹15,000/month')).toEqual(['cafe', '15', '000', 'month']);
  });

  it('folds accents on Latin letters only: Devanagari keeps its vowel signs', () => {
    expect(searchText('इंटर्नशिप')).toBe('इंटर्नशिप');
    expect(searchText('Résumé')).toBe('resume');
  });

  it('finds no word in emoji or punctuation alone', () => {
    expect(searchTokens('🙂 !!! ...')).toEqual([]);
  });
});

describe('planSearch', () => {
  it('reads lexicon phrases before their words, longest first', async () => {
    const p = await plan('work from home delhi ncr');
    expect(p.concepts.map((c) => c.property)).toEqual([
      { kind: 'workMode', mode: 'remote' },
      { kind: 'place', cities: ['delhi', 'new delhi', 'gurugram', 'gurgaon', 'noida', 'greater noida', 'ghaziabad', 'faridabad'] },
    ]);
  });

  it('reads old city names, Hindi and Hinglish', async () => {
    expect((await plan('bangalore')).concepts[0]!.property).toEqual({ kind: 'place', cities: ['bengaluru', 'bangalore'] });
    expect((await plan('इंटर्नशिप')).concepts[0]!.property).toEqual({ kind: 'type', type: 'Internship' });
    expect((await plan('ghar se kaam')).concepts[0]!.property).toEqual({ kind: 'workMode', mode: 'remote' });
  });

  it('ignores words that say nothing in a job search, and says so', async () => {
    const p = await plan('fresher ke liye');
    expect(p.concepts.map((c) => c.property?.kind)).toEqual(['fresher']);
    expect(p.report.ignored).toEqual(['ke', 'liye']);
  });

  it('expands abbreviations and synonyms into alternatives', async () => {
    const [sde] = (await plan('sde')).concepts;
    expect(sde!.text.map((a) => a.words)).toEqual(['sde', 'software development engineer', 'software engineer', 'software developer']);
    const [js] = (await plan('js')).concepts;
    expect(js!.text.map((a) => a.words)).toEqual(['javascript']);
    const [node] = (await plan('node js')).concepts;
    expect(node!.text.map((a) => a.words)).toEqual(['nodejs', 'node']);
  });

  it('keeps tech tokens whole: "c++" is not the letter c, "r" alone is R', async () => {
    expect((await plan('c++')).concepts[0]!.text[0]).toMatchObject({ words: 'cplusplus', match: 'phrase' });
    expect((await plan('r')).concepts[0]!.text[0]).toMatchObject({ words: 'r', match: 'phrase' });
  });

  it('matches a last word as a prefix only when it is not a word already and has 3 letters or more', async () => {
    expect((await plan('reac')).concepts[0]!.text[0]).toMatchObject({ words: 'reac', match: 'prefix' });
    // A finished word: itself first; as the prefix of longer words ("javascript") far below.
    expect((await plan('java')).concepts[0]!.text).toEqual([
      { words: 'java', match: 'phrase', factor: 1 },
      { words: 'java', match: 'prefix', factor: 0.6 },
    ]);
    expect((await plan('java developer')).concepts[0]!.text).toEqual([{ words: 'java', match: 'phrase', factor: 1 }]);
    expect((await plan('da')).report.unmatched).toEqual(['da']);
    expect((await plan('reac developer')).report.corrections).toEqual([{ from: 'reac', to: 'react' }]);
  });

  it('corrects only words that match nothing, to the nearest catalogue or lexicon word, and reports it', async () => {
    const p = await plan('pyhton devloper');
    expect(p.concepts.map((c) => c.searched)).toEqual(['python', 'developer']);
    expect(p.report.corrections).toEqual([
      { from: 'pyhton', to: 'python' },
      { from: 'devloper', to: 'developer' },
    ]);
    expect(p.report.correctedQuery).toBe('python developer');
    expect((await plan('developer marketing')).report.corrections).toEqual([]);
    const city = await plan('banglore');
    expect(city.report.correctedQuery).toBe('bangalore');
    expect(city.concepts[0]!.property).toMatchObject({ kind: 'place' });
  });

  it('splits two catalogue words run together, and joins one written as two', async () => {
    expect((await plan('datascience')).concepts[0]!.searched).toBe('data science');
    expect((await plan('java script')).concepts[0]!.text[0]!.words).toBe('javascript');
  });

  it('leaves out, and reports, a word that matches nothing even corrected', async () => {
    const p = await plan('react qwxyz');
    expect(p.concepts.map((c) => c.searched)).toEqual(['react']);
    expect(p.report.unmatched).toEqual(['qwxyz']);
    // The corrected query is what was searched: without the word left out.
    expect((await plan('devloper qwxyz')).report.correctedQuery).toBe('developer');
  });

  it('adds the words typed side by side as a phrase that orders the answer but never narrows it', async () => {
    const concepts = (await plan('data analyst pune')).concepts;
    expect(concepts.map((c) => [c.searched, Boolean(c.soft)])).toEqual([
      ['data', false],
      ['analyst', false],
      ['pune', false],
      ['data analyst', true],
    ]);
    // A level word weighs little, however rare: "sales executive" is a sales job first.
    expect((await plan('executive')).concepts[0]!.weight).toBeLessThan(1);
  });

  it('weighs rare words more than common ones', async () => {
    const [react, developer] = (await plan('react developer')).concepts;
    expect(react!.weight).toBeGreaterThan(developer!.weight);
  });

  it('reads experience: "0 years" is a fresher, "2 years" a range that holds 2', async () => {
    expect((await plan('0 years')).concepts[0]!.property).toEqual({ kind: 'fresher' });
    expect((await plan('2 years python')).concepts[0]!.property).toEqual({ kind: 'years', years: 2 });
  });

  it('reads pay: "5 lpa" a year, "20k" and "₹15,000" a month; a year such as 2025 is no pay', async () => {
    expect((await plan('5 lpa')).concepts[0]!.property).toEqual({ kind: 'pay', atLeast: 500_000 });
    expect((await plan('20k')).concepts[0]!.property).toEqual({ kind: 'pay', atLeast: 240_000 });
    expect((await plan('₹15,000 stipend')).concepts.map((c) => c.property)).toEqual([{ kind: 'pay', atLeast: 180_000 }, { kind: 'stipend' }]);
    const batch = await plan('2025 batch fresher');
    expect(batch.concepts.map((c) => c.property?.kind)).toEqual(['fresher']);
    expect(batch.report.ignored).toEqual(['2025', 'batch']);
  });

  it('says when there is nothing to search for, and when words were left out', async () => {
    expect((await plan('🙂 !!!')).report.nothingToSearch).toBe(true);
    const long = await plan(Array.from({ length: MAX_SEARCH_WORDS + 2 }, () => 'react').join(' '));
    expect(long.concepts.filter((c) => !c.soft)).toHaveLength(MAX_SEARCH_WORDS);
    expect(long.report.truncated).toEqual(['react', 'react']);
  });
});
