import { describe, expect, it } from 'vitest';
import { parseTrackerSearch, toggleStatus, trackerSearchParams } from './tracker-search';

describe('the tracker address', () => {
  it('reads stages (in board order), search, sort and page, ignoring what it does not know', () => {
    expect(parseTrackerSearch(new URLSearchParams('status=interview,applied,nope,applied&q=%20zoho%20&sort=closingDate&page=2'))).toEqual({
      status: ['applied', 'interview'],
      q: 'zoho',
      sort: 'closingDate',
      page: 2,
    });
    expect(parseTrackerSearch(new URLSearchParams('sort=salary&page=-3'))).toEqual({ status: [], q: '', sort: 'updatedAt', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(trackerSearchParams({ status: [], q: '', sort: 'updatedAt', page: 1 }).toString()).toBe('');
    expect(trackerSearchParams({ status: ['applied', 'no_response'], q: 'tata', sort: 'closingDate', page: 3 }).toString()).toBe(
      'status=applied%2Cno_response&q=tata&sort=closingDate&page=3',
    );
  });

  it('toggles a stage filter', () => {
    expect(toggleStatus(['applied'], 'offer')).toEqual(['applied', 'offer']);
    expect(toggleStatus(['applied', 'offer'], 'applied')).toEqual(['offer']);
  });
});
