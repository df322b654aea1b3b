import { describe, expect, it } from 'vitest';
import { markedWords } from './search-index.ts';

// Which of a walk's other words are marked per document first (docs/search.md#prefix-marked): a bit per word.
describe('the words marked before a walk of the rarest word', () => {
  it('marks a prefix of many words whose postings cost less than a look-up in each of its ranges per driver posting', () => {
    // Word 0 drives (1,000 postings); word 1 is a prefix of 40 words with 20,000 postings.
    expect(markedWords([1_000, 20_000], [1, 40], 0)).toBe(0b10);
  });

  it('leaves the driver, words of one or two ranges, and prefixes far more common than the driver unmarked', () => {
    expect(markedWords([1_000, 20_000], [40, 1], 0)).toBe(0);
    expect(markedWords([1_000, 20_000], [1, 2], 0)).toBe(0);
    // 10 postings drive; marking 50,000 would cost more than 10 × 3 look-ups.
    expect(markedWords([10, 50_000], [1, 3], 0)).toBe(0);
    expect(markedWords([500, 2_000, 900], [1, 5, 3], 0)).toBe(0b110);
  });

  it('marks at most eight words, a bit each', () => {
    const sizes = [1, ...Array.from({ length: 10 }, () => 1)];
    const ranges = [1, ...Array.from({ length: 10 }, () => 5)];
    expect(markedWords(sizes, ranges, 0)).toBe(0b1111_1110);
  });
});
