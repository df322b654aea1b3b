import { describe, expect, it } from 'vitest';
import { closingDay, closingLabel, closingOf, daysUntilClosing, lastOpenInstant } from './deadlines.ts';

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
    ['in two days', ist('2026-11-27T12:00:00'), 'Closes in 2 days'],
    ['in three days', ist('2026-11-28T12:00:00'), 'Closes in 3 days'],
    ['in a month', ist('2026-12-25T12:00:00'), 'Closes in 30 days'],
    ['earlier today', ist('2026-11-25T09:59:00'), 'Closed'],
    ['at this very moment', now, 'Closed'],
    ['last week', ist('2026-11-18T12:00:00'), 'Closed'],
  ])('an expiry %s reads "%s"', (_, expiry, label) => {
    expect(closingLabel(expiry.toISOString(), now)).toBe(label);
    expect(closingLabel(expiry, now)).toBe(label);
  });

  it('uses the calendar day in India, not in UTC: 02:00 in India is still the previous day in UTC', () => {
    const earlyMorning = ist('2026-11-26T02:00:00');
    expect(earlyMorning.toISOString()).toBe('2026-11-25T20:30:00.000Z');
    expect(closingLabel(ist('2026-11-26T23:00:00').toISOString(), earlyMorning)).toBe('Closes today');
    expect(closingLabel(ist('2026-11-27T10:00:00').toISOString(), earlyMorning)).toBe('Closes tomorrow');
    // 22:30 in India: an expiry at 00:30 the next morning (still the same day in UTC) is tomorrow's.
    const lateEvening = new Date('2026-11-10T17:00:00Z');
    expect(closingLabel('2026-11-10T18:00:00Z', lateEvening)).toBe('Closes today');
    expect(closingLabel('2026-11-10T19:00:00Z', lateEvening)).toBe('Closes tomorrow');
  });

  it('marks 3 days or fewer as closing soon, and gives the days left', () => {
    expect(closingOf(ist('2026-11-28T12:00:00'), now)).toEqual({ label: 'Closes in 3 days', days: 3, state: 'soon' });
    expect(closingOf(ist('2026-11-29T12:00:00'), now)).toEqual({ label: 'Closes in 4 days', days: 4, state: 'open' });
    expect(closingOf(ist('2026-11-24T12:00:00'), now)).toEqual({ label: 'Closed', days: null, state: 'closed' });
    expect(daysUntilClosing(ist('2026-11-25T10:00:00.001'), now)).toBe(0);
  });

  it('says nothing about a date it cannot read', () => {
    expect(closingOf('not a date', now)).toBeNull();
    expect(closingLabel('', now)).toBe('');
    expect(daysUntilClosing('soon', now)).toBeNull();
    expect(lastOpenInstant('never')).toBeNull();
    expect(() => closingDay('never')).toThrow(RangeError);
  });
});

describe('the closing day', () => {
  it('is the India date of the moment before the expiry, so a midnight expiry closes with the day before', () => {
    expect(lastOpenInstant(ist('2026-11-26T00:00:00'))).toBe('2026-11-25T18:29:59.999Z');
    expect(closingDay('2026-11-30T18:30:00Z')).toBe('2026-11-30');
    expect(closingDay('2026-11-30T18:29:59.999Z')).toBe('2026-11-30');
    expect(closingDay('2026-11-30T18:30:00.001Z')).toBe('2026-12-01');
  });

  it('is the day on which the count reaches 0, at every hour of two weeks', () => {
    const start = ist('2026-11-20T00:00:00').getTime();
    for (const expiry of ['2026-11-27T00:00:00.000Z', '2026-11-26T18:30:00.000Z', '2026-11-30T12:45:00+05:30']) {
      for (let hour = 0; hour < 14 * 24; hour += 1) {
        const at = new Date(start + hour * 3_600_000);
        const today = new Date(at.getTime() + (5 * 60 + 30) * 60_000).toISOString().slice(0, 10);
        const days = daysUntilClosing(expiry, at);
        if (days === null) expect(at.getTime(), `${expiry} at ${at.toISOString()}`).toBeGreaterThan(Date.parse(expiry) - 1);
        else expect(days === 0, `${expiry} at ${at.toISOString()}`).toBe(today === closingDay(expiry));
      }
    }
  });
});
