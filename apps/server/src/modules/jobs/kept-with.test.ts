import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { KeptWith } from './kept-with.ts';

describe('a value kept with an object', () => {
  it('is found again on that object only, and never seen by spreading, JSON or deep equality', () => {
    const json = new KeptWith<string>('json');
    const job = { _id: 'a', applyLink: 'https://example.com' };
    expect(json.get(job)).toBeUndefined();
    expect(json.set(job, '{"_id":"a"}')).toBe('{"_id":"a"}');
    expect(json.get(job)).toBe('{"_id":"a"}');
    expect(json.get({ ...job })).toBeUndefined();
    const { applyLink: _link, ...rest } = job;
    expect(json.get(rest)).toBeUndefined();
    expect(JSON.stringify(job)).toBe('{"_id":"a","applyLink":"https://example.com"}');
    expect(Object.keys(job)).toEqual(['_id', 'applyLink']);
    expect(isDeepStrictEqual(job, { _id: 'a', applyLink: 'https://example.com' })).toBe(true);
    // Two kinds of value on one object stay apart.
    const other = new KeptWith<number>('other');
    expect(other.get(job)).toBeUndefined();
  });

  it('is not kept with a frozen object, and the value is still returned', () => {
    const json = new KeptWith<string>('json');
    const frozen = Object.freeze({ _id: 'b' });
    expect(json.set(frozen, 'x')).toBe('x');
    expect(json.get(frozen)).toBeUndefined();
  });
});
