import type { CalendarTokenStatus } from '@pathway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USER_QUERY_ROOT } from '@/lib/auth';

/** Under the user's root, so signing out drops it. */
export const calendarTokenQueryKey = [...USER_QUERY_ROOT, 'calendar-token'] as const;

/** `GET /users/calendar-token`: whether a private calendar link exists, and since when (never the link itself). */
export async function getCalendarToken(signal?: AbortSignal): Promise<CalendarTokenStatus> {
  const { data } = await api.get<CalendarTokenStatus>('/users/calendar-token', { signal });
  return data;
}

export const getCalendarTokenQueryOptions = () =>
  queryOptions({ queryKey: calendarTokenQueryKey, queryFn: ({ signal }) => getCalendarToken(signal), staleTime: 0 });

export const useCalendarToken = () => useQuery(getCalendarTokenQueryOptions());
