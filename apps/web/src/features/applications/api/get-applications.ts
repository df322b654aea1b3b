import type { ApplicationListResponse, ApplicationSortField, ApplicationStatus } from '@pathway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKeys } from '@/lib/user-api/query-keys';

export interface ApplicationListParams {
  page: number;
  limit: number;
  /** Any of these stages; all when empty. */
  status?: ApplicationStatus[];
  /** Words in the title or the company. */
  q?: string;
  sortBy?: ApplicationSortField;
}

/** The query string the API takes: stages comma-joined, empty values left out. */
export function applicationListQuery({ page, limit, status, q, sortBy }: ApplicationListParams): Record<string, string | number> {
  return {
    page,
    limit,
    ...(status && status.length > 0 ? { status: status.join(',') } : {}),
    ...(q ? { q } : {}),
    ...(sortBy && sortBy !== 'updatedAt' ? { sortBy } : {}),
  };
}

/** `GET /applications`: one page of the user's tracked applications. */
export async function getApplications(params: ApplicationListParams, signal?: AbortSignal): Promise<ApplicationListResponse> {
  const { data } = await api.get<ApplicationListResponse>('/applications', { params: applicationListQuery(params), signal });
  return data;
}

export const applicationListsKey = [...userQueryKeys.applications, 'list'] as const;

export const getApplicationsQueryOptions = (params: ApplicationListParams) =>
  queryOptions({
    queryKey: [...applicationListsKey, applicationListQuery(params)],
    queryFn: ({ signal }) => getApplications(params, signal),
    placeholderData: keepPreviousData,
  });

export const useApplications = (params: ApplicationListParams) => useQuery(getApplicationsQueryOptions(params));
