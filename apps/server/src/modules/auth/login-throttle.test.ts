import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../config.ts';
import { delayAfter } from './login-throttle.ts';

describe('delayAfter', () => {
  it('is free for the first 5 failures, then waits 1 s, 2 s, 4 s … and never more than 5 minutes', () => {
    const rule = defaultRateLimits.loginFailuresPerEmail;
    const delays = Array.from({ length: 16 }, (_, i) => delayAfter(rule, i + 1) / 1000);
    expect(delays).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
    expect(delayAfter(rule, 10_000)).toBe(300_000);
  });
});
