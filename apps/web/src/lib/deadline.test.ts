import { daysUntilClosing as contractDaysUntilClosing } from '@pathway/contracts';
import { describe, expect, it } from 'vitest';
import { closingLabel, closingOf, daysUntilClosing, lastOpenInstant } from './deadline';

/** An instant written in India time. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('closing labels, counted in India calendar days', () => {
  // 10:00 on 25 November in India.
  const now = ist('2026-11-25T10:00:00');

  it.each([
    ['later today', ist('2026-11-25T18:00:00'), 'Closes today'],
    ['at the last minute of today', ist('2026-11-25T23:59:00'), 'Closes today'],
    ['at midnight tonight (the expiry instant is already closed)', ist('2026-11-26T00:00:00'), 'Closes today'],
    ['a minute past midnight', ist('2026-11-26T00:01:00'), 'Closes tomorrow'],
    ['tomorrow evening', ist('2026-11-26T20:00:00'), 'Closes tomorrow'],
    ['in three days', ist('2026-11-28T12:00:00'), 'Closes in 3 days'],
    ['in a month', ist('2026-12-25T12:00:00'), 'Closes in 30 days'],
    ['earlier today', ist('2026-11-25T09:59:00'), 'Closed'],
    ['at this very moment', now, 'Closed'],
    ['last week', ist('2026-11-18T12:00:00'), 'Closed'],
  ])('an expiry %s reads "%s"', (_, expiry, label) => {
    expect(closingLabel(expiry.toISOString(), now)).toBe(label);
  });

  it('uses the calendar day in India, not in UTC: 02:00 in India is still the previous day in UTC', () => {
    const earlyMorning = ist('2026-11-26T02:00:00');
    expect(earlyMorning.toISOString()).toBe('2026-11-25T20:30:00.000Z');
    expect(closingLabel(ist('2026-11-26T23:00:00').toISOString(), earlyMorning)).toBe('Closes today');
    expect(closingLabel(ist('2026-11-27T10:00:00').toISOString(), earlyMorning)).toBe('Closes tomorrow');
  });

  it('marks 3 days or fewer as closing soon, and gives the days left', () => {
    expect(closingOf(ist('2026-11-28T12:00:00'), now)).toEqual({ label: 'Closes in 3 days', days: 3, state: 'soon' });
    expect(closingOf(ist('2026-11-29T12:00:00'), now)).toEqual({ label: 'Closes in 4 days', days: 4, state: 'open' });
    expect(closingOf(ist('2026-11-24T12:00:00'), now)).toEqual({ label: 'Closed', days: null, state: 'closed' });
  });

  it('says nothing about a date it cannot read', () => {
    expect(closingOf('not a date', now)).toBeNull();
    expect(closingLabel('', now)).toBe('');
    expect(daysUntilClosing('soon', now)).toBeNull();
  });

  it('counts the days exactly as the server does (packages/contracts), every hour for two weeks', () => {
    const start = ist('2026-11-20T00:00:00').getTime();
    for (let hour = 0; hour < 14 * 24; hour += 1) {
      const at = new Date(start + hour * 3_600_000);
      for (const expiry of ['2026-11-27T00:00:00.000Z', '2026-11-26T18:30:00.000Z', '2026-11-30T12:45:00+05:30']) {
        expect(daysUntilClosing(expiry, at), `${expiry} at ${at.toISOString()}`).toBe(contractDaysUntilClosing(expiry, at));
      }
    }
  });
});

describe('lastOpenInstant', () => {
  it('is the moment before the expiry, so a midnight expiry is applied to by the day before', () => {
    expect(lastOpenInstant(ist('2026-11-26T00:00:00'))).toBe('2026-11-25T18:29:59.999Z');
    expect(lastOpenInstant('never')).toBeNull();
  });
});
