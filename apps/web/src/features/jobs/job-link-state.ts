/**
 * What a link from the job list leaves in the location state of the detail page: the list's own
 * query, so 'Back to jobs' returns to the same filters and page.
 */
export interface JobListLinkState {
  jobListSearch: string;
}

export function jobListSearchOf(state: unknown): string | null {
  const value = (state as Partial<JobListLinkState> | null)?.jobListSearch;
  return typeof value === 'string' ? value : null;
}
