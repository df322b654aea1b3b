import { describe, expect, it } from 'vitest';
import { escapeLike } from './saved-jobs.repository.ts';

describe('escapeLike', () => {
  it("takes LIKE's wildcards and its escape character literally", () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(escapeLike('react')).toBe('react');
  });
});
