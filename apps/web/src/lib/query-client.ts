import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, ERROR_MESSAGES } from './api-core';
import { toast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The mutation reports its own failure, so the generic 'Error' toast stays quiet. */
      suppressErrorToast?: boolean;
      /** Shown in a toast titled 'Success' when the mutation succeeds (docs/product/site.md#errors-and-toasts). */
      successMessage?: string;
    };
  }
}

/** docs/product/site.md#talking-to-the-api: data queries retry 3 times, backing off from 1 s, doubling, at most 30 s. */
export const QUERY_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;
export const QUERY_STALE_TIME_MS = 5 * 60 * 1_000;

/** A 4xx answer will not change on a retry; a 5xx or a lost connection may. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** Delay before retry number `failureCount + 1`: 1 s, 2 s, 4 s … capped at 30 s. */
export function queryRetryDelay(failureCount: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** failureCount, RETRY_MAX_DELAY_MS);
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : ERROR_MESSAGES.unexpected;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        staleTime: QUERY_STALE_TIME_MS,
      },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (mutation.meta?.suppressErrorToast) return;
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      },
      onSuccess: (_data, _variables, _result, mutation) => {
        const message = mutation.meta?.successMessage;
        if (message) toast({ title: 'Success', description: message });
      },
    }),
  });
}
