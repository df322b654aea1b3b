import { USER_QUERY_ROOT } from '@/lib/auth';

/** Every console query, under the user's root so that signing out drops them. */
export const consoleQueryKey = [...USER_QUERY_ROOT, 'console'] as const;

/** A query string of the filters that are set (empty values left out). */
export function searchOf(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
