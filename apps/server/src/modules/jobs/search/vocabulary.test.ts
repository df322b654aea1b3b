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

  it('agrees with the textbook recurrence on thousands of pairs, whatever their script or length', () => {
    // The recurrence as written in the literature, for each pair on its own: the reference.
    const reference = (a: string, b: string): number => {
      const s = [...a];
      const t = [...b];
      const d = Array.from({ length: s.length + 1 }, (_, i) => Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
      for (let i = 1; i <= s.length; i += 1) {
        for (let j = 1; j <= t.length; j += 1) {
          d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (s[i - 1] === t[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      }
      return d[s.length]![t.length]!;
    };
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const letters = [...'abcdeilnorstuy', 'ा', 'क', 'र', '😀'];
    const words = ['developer', 'python', 'analyst', 'react', 'bengaluru', 'बेंगलुरु', 'marketing', 'engineering', 'a', '', 'data😀science'];
    const mutate = (word: string) => {
      const chars = [...word];
      for (let k = random(4); k > 0; k -= 1) {
        const at = random(chars.length + 1);
        const op = random(4);
        if (op === 0) chars.splice(at, 0, letters[random(letters.length)]!);
        else if (op === 1) chars.splice(at, 1);
        else if (op === 2) chars[at] = letters[random(letters.length)]!;
        else if (at + 1 < chars.length) [chars[at], chars[at + 1]] = [chars[at + 1]!, chars[at]!];
      }
      return chars.join('');
    };
    let compared = 0;
    for (let round = 0; round < 3000; round += 1) {
      const a = mutate(words[random(words.length)]!);
      const b = random(3) === 0 ? mutate(words[random(words.length)]!) : mutate(a);
      const exact = reference(a, b);
      expect(editDistance(a, b)).toBe(exact);
      for (const max of [0, 1, 2]) expect(editDistance(a, b, max)).toBe(exact <= max ? exact : max + 1);
      compared += 1;
    }
    expect(compared).toBe(3000);
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
