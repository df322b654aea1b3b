import { type ApplicationSortField, type ApplicationStatus, applicationStatuses } from '@pathway/contracts';

/** What the tracker shows, as the address holds it: `/applications?status=applied,interview&q=zoho&sort=closingDate&page=2`. */
export interface TrackerSearch {
  status: ApplicationStatus[];
  q: string;
  sort: ApplicationSortField;
  page: number;
}

const isStatus = (value: string): value is ApplicationStatus => (applicationStatuses as readonly string[]).includes(value);

/** Reads the address; unknown stages, sorts and pages are ignored rather than sent. */
export function parseTrackerSearch(params: URLSearchParams): TrackerSearch {
  const status = [...new Set((params.get('status') ?? '').split(',').map((s) => s.trim()).filter(isStatus))];
  // The board's order, whatever order the address gave.
  status.sort((a, b) => applicationStatuses.indexOf(a) - applicationStatuses.indexOf(b));
  const page = Number(params.get('page'));
  return {
    status,
    q: (params.get('q') ?? '').trim(),
    sort: params.get('sort') === 'closingDate' ? 'closingDate' : 'updatedAt',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address for a search: only what differs from the defaults. */
export function trackerSearchParams({ status, q, sort, page }: TrackerSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (status.length > 0) params.set('status', status.join(','));
  if (q) params.set('q', q);
  if (sort !== 'updatedAt') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** A stage filter toggled on or off. */
export function toggleStatus(current: readonly ApplicationStatus[], status: ApplicationStatus): ApplicationStatus[] {
  return current.includes(status) ? current.filter((s) => s !== status) : [...current, status];
}
