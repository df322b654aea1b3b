import { describe, expect, it } from 'vitest';
import { QueryParams } from './prepared-statements.ts';

describe('QueryParams', () => {
  const shapeOf = (fill: (p: QueryParams) => void) => {
    const p = new QueryParams();
    fill(p);
    return p;
  };

  it('gives queries that bind the same names and fix the same choices one shape, whatever the values', () => {
    const a = shapeOf((p) => (p.bind('now', 'x'), p.bind('location0', 'pune'), p.fix('postedDate:desc')));
    const b = shapeOf((p) => (p.bind('now', 'y'), p.bind('location0', 'mumbai'), p.fix('postedDate:desc')));
    expect(a.shape).toBe(b.shape);
    expect(b.values).toEqual({ now: 'y', location0: 'mumbai' });
  });

  it('tells shapes apart by names, their number, their order and the choices', () => {
    const base = shapeOf((p) => (p.bind('now', 1), p.bind('type0', 'Internship')));
    expect(shapeOf((p) => (p.bind('now', 1), p.bind('type0', 'a'), p.bind('type1', 'b'))).shape).not.toBe(base.shape);
    expect(shapeOf((p) => (p.bind('type0', 'Internship'), p.bind('now', 1))).shape).not.toBe(base.shape);
    expect(shapeOf((p) => (p.bind('now', 1), p.bind('type0', 'Internship'), p.fix('salary:0-3'))).shape).not.toBe(base.shape);
  });

  it('refuses a name bound twice (its values would collide)', () => {
    expect(() => shapeOf((p) => (p.bind('now', 1), p.bind('now', 2)))).toThrow(/twice/);
  });
});
