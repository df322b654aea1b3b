import type { SaveJobResponse } from '@pathway/contracts';
import { api } from '@/lib/api-client';

/** `POST /jobs/{id}/save`: idempotent. */
export async function saveJob(jobId: string): Promise<SaveJobResponse> {
  const { data } = await api.post<SaveJobResponse>(`/jobs/${encodeURIComponent(jobId)}/save`);
  return data;
}
