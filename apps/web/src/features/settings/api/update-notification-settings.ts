import type { NotificationSettings } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationSettingsQueryKey } from './get-notification-settings';

/** `PUT /users/notifications`: both settings at once; answers them as saved. */
export async function updateNotificationSettings(settings: NotificationSettings): Promise<NotificationSettings> {
  const { data } = await api.put<NotificationSettings>('/users/notifications', settings);
  return data;
}

/** A switch turns at once; if the server refuses, it turns back (the card says why). */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    meta: { suppressErrorToast: true },
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsQueryKey });
      const previous = queryClient.getQueryData<NotificationSettings>(notificationSettingsQueryKey);
      queryClient.setQueryData(notificationSettingsQueryKey, settings);
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous) queryClient.setQueryData(notificationSettingsQueryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsQueryKey, saved),
  });
}
