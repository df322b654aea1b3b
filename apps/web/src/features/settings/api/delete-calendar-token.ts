import type { CalendarTokenStatus } from '@pathway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarTokenQueryKey } from './get-calendar-token';

/** `DELETE /users/calendar-token`: the private link stops working; no new one is made. */
export async function deleteCalendarToken(): Promise<void> {
  await api.delete('/users/calendar-token');
}

export function useDeleteCalendarToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarToken,
    onSuccess: () => queryClient.setQueryData<CalendarTokenStatus>(calendarTokenQueryKey, { active: false, createdAt: null }),
  });
}
