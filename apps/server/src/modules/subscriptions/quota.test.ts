import { quotaExceededDetailsSchema } from '@pathway/contracts';
import { describe, expect, it } from 'vitest';
import { kolkataDate, kolkataMonth, quotaExceeded, quotaExceededMessages } from './quota.ts';

describe('kolkataMonth', () => {
  it('is the calendar month in India, as instants', () => {
    expect(kolkataMonth(new Date('2027-01-15T12:00:00Z'))).toEqual({
      start: new Date('2026-12-31T18:30:00Z'),
      end: new Date('2027-01-31T18:30:00Z'),
      key: '2027-01',
    });
  });

  it('turns at midnight IST, not UTC, and across the year', () => {
    expect(kolkataMonth(new Date('2027-01-31T18:29:59.999Z')).key).toBe('2027-01');
    expect(kolkataMonth(new Date('2027-01-31T18:30:00Z')).key).toBe('2027-02');
    expect(kolkataMonth(new Date('2026-12-31T18:30:00Z'))).toMatchObject({ key: '2027-01' });
    expect(kolkataMonth(new Date('2026-12-31T18:29:00Z'))).toMatchObject({
      key: '2026-12',
      end: new Date('2026-12-31T18:30:00Z'),
    });
    // February of a leap year.
    expect(kolkataMonth(new Date('2028-02-29T12:00:00Z')).end).toEqual(new Date('2028-02-29T18:30:00Z'));
  });

  it('keeps the range and the key of one month together at the boundary (30 Nov 23:59:59 IST, then 1 Dec)', () => {
    const november = kolkataMonth(new Date('2026-11-30T18:29:59Z'));
    expect(november).toEqual({
      start: new Date('2026-10-31T18:30:00Z'),
      end: new Date('2026-11-30T18:30:00Z'),
      key: '2026-11',
    });
    const december = kolkataMonth(new Date('2026-11-30T18:30:00Z'));
    expect(december).toEqual({
      start: new Date('2026-11-30T18:30:00Z'),
      end: new Date('2026-12-31T18:30:00Z'),
      key: '2026-12',
    });
  });
});

describe('dates in India', () => {
  it('names the day the quota starts again, in IST', () => {
    const end = kolkataMonth(new Date('2026-11-30T18:29:59Z')).end;
    expect(kolkataDate(end)).toBe('1 December');
    expect(kolkataDate(new Date('2026-12-31T18:30:00Z'), true)).toBe('1 January 2027');
  });
});

describe('the QUOTA_EXCEEDED refusal', () => {
  const month = kolkataMonth(new Date('2026-11-20T10:00:00Z'));

  it('names the limit and the day it starts again, in India', () => {
    expect(quotaExceededMessages.applications(5, month.end)).toBe(
      'You have used all 5 applications of the Free plan this month. Upgrade to Premium for unlimited applications, or wait until 1 December.',
    );
    expect(quotaExceededMessages.jobViews(5, month.end)).toBe(
      'You have viewed 5 of 5 job details on the Free plan this month. Upgrade to Premium for unlimited access, or wait until 1 December.',
    );
  });

  it('carries the same details for both quotas', () => {
    const applications = quotaExceeded('applications', 5, month);
    const jobViews = quotaExceeded('jobViews', 5, month);
    for (const [error, quota] of [
      [applications, 'applications'],
      [jobViews, 'jobViews'],
    ] as const) {
      expect(error).toMatchObject({ code: 'QUOTA_EXCEEDED', status: 403, message: quotaExceededMessages[quota](5, month.end) });
      expect(quotaExceededDetailsSchema.strict().parse(error.details)).toEqual({
        quota,
        limit: 5,
        used: 5,
        resetsAt: '2026-11-30T18:30:00.000Z',
      });
    }
  });
});
