import type { SetupProfileRequest, SetupProfileResponse } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKeys } from '@/lib/user-api/query-keys';

/** `POST /users/setup-profile`: the whole wizard object. */
export async function setupProfile(body: SetupProfileRequest): Promise<SetupProfileResponse> {
  const { data } = await api.post<SetupProfileResponse>('/users/setup-profile', body);
  return data;
}

export function useSetupProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setupProfile,
    meta: { suppressErrorToast: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKeys.profile }),
        queryClient.invalidateQueries({ queryKey: userQueryKeys.stats }),
        queryClient.invalidateQueries({ queryKey: userQueryKeys.activity }),
      ]),
  });
}
