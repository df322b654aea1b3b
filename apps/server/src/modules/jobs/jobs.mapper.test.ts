import { describe, expect, it } from 'vitest';
import { summarize } from './jobs.mapper.ts';

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
