import type { NotificationSettings } from '@pathway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USER_QUERY_ROOT } from '@/lib/auth';

/** Under the user's root, so signing out drops it. */
export const notificationSettingsQueryKey = [...USER_QUERY_ROOT, 'notifications'] as const;

/** `GET /users/notifications`: which reminder mails the user gets (both on by default). */
export async function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  const { data } = await api.get<NotificationSettings>('/users/notifications', { signal });
  return data;
}

export const getNotificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationSettingsQueryKey, queryFn: ({ signal }) => getNotificationSettings(signal) });

export const useNotificationSettings = () => useQuery(getNotificationSettingsQueryOptions());
