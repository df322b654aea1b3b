import type { Application, ConfirmationAnswer } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKeys } from '@/lib/user-api/query-keys';
import { invalidateTracker } from './invalidate-tracker';

export interface ConfirmationVariables {
  id: string;
  answer: ConfirmationAnswer;
}

/** `POST /applications/{id}/confirmation`: Yes → applied today, Not yet → asked again in 3 days, I won't → withdrawn. */
export async function answerConfirmation({ id, answer }: ConfirmationVariables): Promise<Application> {
  const { data } = await api.post<Application>(`/applications/${encodeURIComponent(id)}/confirmation`, { answer });
  return data;
}

export function useAnswerConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerConfirmation,
    onMutate: async ({ id }) => {
      // The question leaves at once; the next one (if any) takes its place.
      await queryClient.cancelQueries({ queryKey: userQueryKeys.pendingConfirmations });
      queryClient.setQueryData<Application[]>(userQueryKeys.pendingConfirmations, (list) => list?.filter((item) => item._id !== id));
    },
    onSettled: () => invalidateTracker(queryClient),
  });
}
