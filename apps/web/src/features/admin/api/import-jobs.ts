import type { AdminJobImport, AdminJobImportResult } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey } from './query-keys';

/** `POST /admin/jobs/import`: a dry run, or the commit. */
export async function importJobsFile(request: AdminJobImport): Promise<AdminJobImportResult> {
  const { data } = await api.post<AdminJobImportResult>('/admin/jobs/import', request);
  return data;
}

export function useImportJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importJobsFile,
    onSuccess: (result) => {
      if (!result.dryRun) void queryClient.invalidateQueries({ queryKey: consoleQueryKey });
    },
  });
}
