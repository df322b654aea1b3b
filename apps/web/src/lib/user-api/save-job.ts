import type { SaveJobResponse } from '@pathway/contracts';
import { loadApiClient } from '@/lib/api-core';

/** `POST /jobs/{id}/save`: idempotent. */
export async function saveJob(jobId: string): Promise<SaveJobResponse> {
  const api = await loadApiClient();
  const { data } = await api.post<SaveJobResponse>(`/jobs/${encodeURIComponent(jobId)}/save`);
  return data;
}
