import { useEffect } from 'react';
import { logError } from '@/lib/log-error';

/** Logs a query's failure once per error (some failures are only logged: docs/product/site.md#errors-and-toasts). */
export function useLogError(context: string, error: unknown): void {
  useEffect(() => {
    if (error) logError(context, error);
  }, [context, error]);
}
