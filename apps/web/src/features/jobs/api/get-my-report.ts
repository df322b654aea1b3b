import type { JobReport } from '@pathway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadApiClient } from '@/lib/api-core';

/** `GET /jobs/{id}/report`: the signed-in student's report of the job, or null. */
export async function getMyReport(jobId: string, signal?: AbortSignal): Promise<JobReport | null> {
  const api = await loadApiClient();
  const { data } = await api.get<JobReport | null>(`/jobs/${encodeURIComponent(jobId)}/report`, { signal });
  return data;
}

export const getMyReportQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: ['job-reports', jobId],
    queryFn: ({ signal }) => getMyReport(jobId, signal),
  });

export const useMyReport = (jobId: string, { enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...getMyReportQueryOptions(jobId), enabled });
