import type { SaveJobResponse } from '@pathway/contracts';
import { loadApiClient } from '@/lib/api-core';

/** `DELETE /jobs/{id}/unsave`: idempotent. */
export async function unsaveJob(jobId: string): Promise<SaveJobResponse> {
  const api = await loadApiClient();
  const { data } = await api.delete<SaveJobResponse>(`/jobs/${encodeURIComponent(jobId)}/unsave`);
  return data;
}

/** What removing a saved job says (docs/product/profile.md#messages). */
export const unsaveMessages = {
  success: 'Job removed from saved jobs.',
  failure: 'Failed to remove job from saved jobs.',
} as const;
