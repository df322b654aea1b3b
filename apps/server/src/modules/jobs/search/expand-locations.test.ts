import { describe, expect, it } from 'vitest';
import { expandLocations } from './search.service.ts';

describe('expandLocations', () => {
  it('adds the lexicon’s cities to a place’s alias and "remote" to WFH, lower-cased, each once', () => {
    expect(expandLocations(['Bangalore'])?.sort()).toEqual(['bangalore', 'bengaluru']);
    expect(expandLocations(['Bengaluru', 'Bangalore'])?.sort()).toEqual(['bangalore', 'bengaluru']);
    expect(expandLocations(['WFH'])?.sort()).toEqual(['remote', 'wfh']);
    expect(expandLocations(['Pune'])).toContain('pune');
    expect(expandLocations([])).toBeUndefined();
    expect(expandLocations(undefined)).toBeUndefined();
  });

  it('gives every caller a list of its own, though the expansion is remembered', () => {
    const first = expandLocations(['Delhi NCR'])!;
    expect(first).toEqual(expect.arrayContaining(['delhi ncr', 'gurugram', 'noida']));
    first.length = 0;
    first.push('changed');
    expect(expandLocations(['Delhi NCR'])).toEqual(expect.arrayContaining(['delhi ncr', 'gurugram', 'noida']));
    expect(expandLocations(['Delhi NCR'])).not.toBe(expandLocations(['Delhi NCR']));
  });
});
