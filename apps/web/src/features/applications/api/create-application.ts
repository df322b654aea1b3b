import type { Application, CreateApplicationInput } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTracker } from './invalidate-tracker';

/** `POST /applications`: an opening found elsewhere (title, company, link) or a Pathway job (jobId); 201 with it. */
export async function createApplication(body: CreateApplicationInput): Promise<Application> {
  const { data } = await api.post<Application>('/applications', body);
  return data;
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    // The form shows the server's reasons next to its fields.
    meta: { suppressErrorToast: true },
    onSuccess: () => invalidateTracker(queryClient),
  });
}
