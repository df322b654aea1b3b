import type { AdminUser, AdminUserUpdate } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { consoleQueryKey } from './query-keys';

/** `PATCH /admin/users/{id}`: role, disabled, premiumDays, always with a reason. */
export async function updateConsoleUser({ id, change }: { id: string; change: AdminUserUpdate }): Promise<AdminUser> {
  const { data } = await api.patch<AdminUser>(`/admin/users/${encodeURIComponent(id)}`, change);
  return data;
}

export function useUpdateConsoleUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsoleUser,
    // The list, the detail and the audit log all changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey }),
  });
}
