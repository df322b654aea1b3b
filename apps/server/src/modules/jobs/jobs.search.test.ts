import { describe, expect, it } from 'vitest';
import { summarize } from './jobs.mapper.ts';
import { fuzzyMatches, fuzzyTerm, searchWords, similarity } from './jobs.search.ts';

describe('searchWords', () => {
  it('splits on white space, keeps inner punctuation, drops words without letters or digits', () => {
    expect(searchWords('  React   node.js  C++ !!! ')).toEqual({ words: ['React', 'node.js', 'C++'], text: 'react node.js c++' });
    expect(searchWords('&|!() ...')).toBeUndefined();
    expect(searchWords(undefined)).toBeUndefined();
    expect(searchWords('a\u0000b')?.words).toEqual(['a', 'b']);
  });
});

describe('trigram similarity (as pg_trgm computes it)', () => {
  it('scores the typos we promise to forgive above the threshold, and unrelated words below', () => {
    expect(similarity('pyton', 'python')).toBeCloseTo(4 / 9);
    expect(similarity('infosis', 'infosys')).toBeCloseTo(5 / 11);
    expect(similarity('Café', 'cafe')).toBe(1);
    expect(similarity('java', 'javascript')).toBeLessThan(0.4);
  });

  it('corrects words of 4 or more letters to the closest terms, never to an exact word, never short words', () => {
    const skills = ['Python', 'Pytorch', 'JavaScript', 'Go', 'Google Ads', 'React Native'].map((s) => fuzzyTerm(s, s));
    expect(fuzzyMatches('Pyton', skills)).toEqual(['Python']);
    expect(fuzzyMatches('python', skills)).toEqual([]);
    expect(fuzzyMatches('go', skills)).toEqual([]);
    expect(fuzzyMatches('Reactt', skills)).toEqual(['React Native']);
    const companies = [fuzzyTerm('Infosys', 'id-1'), fuzzyTerm('Tata Consultancy Services', 'id-2')];
    expect(fuzzyMatches('Infosis', companies)).toEqual(['id-1']);
    expect(fuzzyMatches('consultency', companies)).toEqual(['id-2']);
  });
});

describe('summarize', () => {
  it('keeps short text whole and cuts long text at a word boundary with an ellipsis', () => {
    expect(summarize('Short   text\n\nhere.')).toBe('Short text here.');
    const long = `${'word '.repeat(100)}end`;
    const summary = summarize(long);
    expect(summary.length).toBeLessThanOrEqual(280);
    expect(summary).toMatch(/word…$/);
    expect(summarize('Cut at the source.', true)).toBe('Cut at the source.…'.replace('.…', '…'));
  });
});
