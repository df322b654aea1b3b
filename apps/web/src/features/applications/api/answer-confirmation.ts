import { type Application, applicationMessages, type ConfirmationAnswer } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
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

const answeredMessages: Record<ConfirmationAnswer, string> = {
  yes: applicationMessages.confirmedYes,
  not_yet: applicationMessages.confirmedNotYet,
  wont: applicationMessages.confirmedWont,
};

/** The answer, confirmed in a toast here: the question (and its component) is gone before the server answers. */
export function useAnswerConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerConfirmation,
    onMutate: async ({ id }) => {
      // The question leaves at once; the next one (if any) takes its place.
      await queryClient.cancelQueries({ queryKey: userQueryKeys.pendingConfirmations });
      queryClient.setQueryData<Application[]>(userQueryKeys.pendingConfirmations, (list) => list?.filter((item) => item._id !== id));
    },
    onSuccess: (_application, { answer }) => toast({ title: 'Success', description: answeredMessages[answer] }),
    onSettled: () => invalidateTracker(queryClient),
  });
}
