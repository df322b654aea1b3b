import type { AdminReportResolve } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey } from './query-keys';

/** `POST /admin/reports/{id}/resolve`: confirm (the job is taken down) or dismiss. */
export async function resolveReport({ id, resolution }: { id: string; resolution: AdminReportResolve }): Promise<{ resolved: number }> {
  const { data } = await api.post<{ resolved: number }>(`/admin/reports/${encodeURIComponent(id)}/resolve`, resolution);
  return data;
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resolveReport, onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey }) });
}
