import type { Job } from '@pathway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobsQueryRoot } from './get-jobs';
import { loadApiClient } from '@/lib/api-core';

/**
 * `GET /jobs/{id}`: one job with its full description. Guests get 401
 * (docs/product/plans-and-payments.md#job-views): the page asks them to sign in, so the client
 * does not send them to /login itself.
 */
export async function getJob(id: string, signal?: AbortSignal): Promise<Job> {
  const api = await loadApiClient();
  const { data } = await api.get<Job>(`/jobs/${encodeURIComponent(id)}`, { signal, redirectOnUnauthorized: false });
  return data;
}

export const getJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...jobsQueryRoot, 'detail', id],
    queryFn: ({ signal }) => getJob(id, signal),
  });

/** `enabled: false` for a guest: the answer would only be 401 (and a console error in the browser). */
export const useJob = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getJobQueryOptions(id), enabled });
