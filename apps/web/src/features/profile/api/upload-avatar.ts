import { AVATAR_FIELD_NAME, type AvatarUploadResponse, type User } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKeys } from '@/lib/user-api/query-keys';

/** `POST /users/avatar`: multipart with the file in the field `avatar`. */
export async function uploadAvatar(file: File): Promise<AvatarUploadResponse> {
  const body = new FormData();
  body.append(AVATAR_FIELD_NAME, file);
  const { data } = await api.post<AvatarUploadResponse>('/users/avatar', body);
  return data;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    meta: { suppressErrorToast: true },
    onSuccess: ({ avatarUrl }) => {
      // The header's avatar reads the same cached profile, so it changes too.
      queryClient.setQueryData<User>(userQueryKeys.profile, (user) => (user ? { ...user, avatar: avatarUrl } : user));
      return queryClient.invalidateQueries({ queryKey: userQueryKeys.activity });
    },
  });
}
