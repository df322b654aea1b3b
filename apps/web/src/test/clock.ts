import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Runs each test of the calling file at `moment`: only `Date` is fixed, timers run as usual. For
 * tests whose fixtures carry calendar dates (a deadline in January 2027, "Closes in 12 days"), so
 * that they say the same thing on any day the suite runs, not only until those dates pass.
 */
export function runAt(moment: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(moment));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
