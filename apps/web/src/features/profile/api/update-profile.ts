import type { UpdateProfileRequest, User } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKeys } from '@/lib/user-api/query-keys';

/** `PUT /users/profile`: answers the whole updated user. */
export async function updateProfile(body: UpdateProfileRequest): Promise<User> {
  const { data } = await api.put<User>('/users/profile', body);
  return data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { suppressErrorToast: true },
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKeys.profile, user);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKeys.stats }),
        queryClient.invalidateQueries({ queryKey: userQueryKeys.activity }),
      ]);
    },
  });
}
