import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance, Vocabulary } from './vocabulary.ts';

const vocabulary = new Vocabulary({
  jobs: 100,
  words: [
    { word: 'react', jobs: 20, stop: false },
    { word: 'reactive', jobs: 1, stop: false },
    { word: 'developer', jobs: 40, stop: false },
    { word: 'python', jobs: 25, stop: false },
    { word: 'and', jobs: 90, stop: true },
  ],
  phrases: ['machine learning'],
  locations: [{ location: 'bengaluru', jobs: 30 }],
  types: [],
  workModes: [],
  fresher: 0,
  paid: 0,
  unpaid: 0,
  stipend: 0,
  urgent: 0,
  version: 1,
});

describe('editDistance (optimal string alignment)', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expect(editDistance('devloper', 'developer')).toBe(1);
    expect(editDistance('pyhton', 'python')).toBe(1);
    expect(editDistance('analyist', 'analyst')).toBe(1);
    expect(editDistance('sofware', 'software')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('gives up past the allowed number of edits', () => {
    expect(editDistance('marketing', 'engineering', 2)).toBe(3);
  });

  it('allows no correction below 4 letters, one up to 5, two from 6', () => {
    expect(['go', 'sql', 'java', 'react', 'python'].map(allowedEdits)).toEqual([0, 0, 1, 1, 2]);
  });
});

describe('Vocabulary', () => {
  it('knows the words, keeps stop words apart, and finds longer words by prefix', () => {
    expect(vocabulary.words.has('react')).toBe(true);
    expect(vocabulary.words.has('and')).toBe(false);
    expect(vocabulary.stopWords.has('and')).toBe(true);
    expect(vocabulary.hasLongerWord('reac')).toBe(true);
    expect(vocabulary.hasLongerWord('react')).toBe(true); // reactive
    expect(vocabulary.hasLongerWord('python')).toBe(false);
    expect(vocabulary.hasLongerWord('zz')).toBe(false);
  });

  it('lists the words within reach of a misspelling', () => {
    expect(vocabulary.wordsNear('devloper', 2)).toEqual([{ word: 'developer', edits: 1 }]);
    expect(vocabulary.wordsNear('reactt', 1).map((w) => w.word)).toEqual(['react']);
  });
});
