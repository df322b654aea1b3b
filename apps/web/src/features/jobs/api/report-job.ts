import type { JobReport, JobReportRequest } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadApiClient } from '@/lib/api-core';
import { jobsQueryRoot } from './get-jobs';
import { getMyReportQueryOptions } from './get-my-report';

/** `POST /jobs/{id}/report`: once per student and job (409 after); 201 with the report and the job's health. */
export async function reportJob(jobId: string, body: JobReportRequest): Promise<JobReport> {
  const api = await loadApiClient();
  const { data } = await api.post<JobReport>(`/jobs/${encodeURIComponent(jobId)}/report`, body);
  return data;
}

export function useReportJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobReportRequest) => reportJob(jobId, body),
    // The form says what went wrong next to itself.
    meta: { suppressErrorToast: true },
    onSuccess: (report) => {
      queryClient.setQueryData(getMyReportQueryOptions(jobId).queryKey, report);
      // The job's health may have changed: its page and the lists read it again.
      void queryClient.invalidateQueries({ queryKey: jobsQueryRoot });
    },
  });
}
