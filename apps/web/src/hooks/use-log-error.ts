import { useEffect } from 'react';
import { logError } from '@/lib/log-error';

/** Logs a query's failure once per error (SPEC §8: some failures are only logged). */
export function useLogError(context: string, error: unknown): void {
  useEffect(() => {
    if (error) logError(context, error);
  }, [context, error]);
}
