import type { CalendarTokenResponse, CalendarTokenStatus } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarTokenQueryKey } from './get-calendar-token';

/** `POST /users/calendar-token`: a new private link; the previous one stops working at once. */
export async function newCalendarToken(): Promise<CalendarTokenResponse> {
  const { data } = await api.post<CalendarTokenResponse>('/users/calendar-token');
  return data;
}

export function useNewCalendarToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: newCalendarToken,
    onSuccess: (made) =>
      queryClient.setQueryData<CalendarTokenStatus>(calendarTokenQueryKey, { active: true, createdAt: made.createdAt }),
  });
}
