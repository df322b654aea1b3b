import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import {
  createQueryClient,
  QUERY_STALE_TIME_MS,
  queryRetryDelay,
  shouldRetryQuery,
} from './query-client';
import { dismissToast, useActiveToast } from './toast';

const apiError = (status: number, code: ApiError['code'] = 'INTERNAL_ERROR') =>
  new ApiError({ message: `Failed with ${status}`, status, code });

describe('retry rule', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetryQuery(0, apiError(status, 'VALIDATION_ERROR'))).toBe(false);
    }
  });

  it('retries 5xx answers and lost connections up to 3 times', () => {
    for (const error of [apiError(500), apiError(503), new ApiError({ message: 'x', status: 0, code: 'NETWORK_ERROR' })]) {
      expect([0, 1, 2, 3].map((failures) => shouldRetryQuery(failures, error))).toEqual([true, true, true, false]);
    }
  });

  it('backs off from 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('keeps data fresh for 5 minutes', () => {
    expect(QUERY_STALE_TIME_MS).toBe(300_000);
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(300_000);
  });
});

describe('the query client applies the rule', () => {
  let client: QueryClient;

  beforeEach(() => {
    vi.useFakeTimers();
    client = createQueryClient();
  });

  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  it('tries a failing 5xx query 4 times, waiting 1, 2 and 4 s between tries', async () => {
    const calls: number[] = [];
    const queryFn = vi.fn(() => {
      calls.push(Date.now());
      return Promise.reject(apiError(500));
    });
    const result = client.fetchQuery({ queryKey: ['five-hundred'], queryFn }).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(10_000);

    expect(await result).toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(calls.slice(1).map((time, index) => time - (calls[index] ?? 0))).toEqual([1000, 2000, 4000]);
  });

  it('tries a 404 query once', async () => {
    const queryFn = vi.fn(() => Promise.reject(apiError(404, 'NOT_FOUND')));
    const result = client.fetchQuery({ queryKey: ['four-oh-four'], queryFn }).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(10_000);

    expect(await result).toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('mutation toasts', () => {
  afterEach(() => {
    act(() => dismissToast());
  });

  async function runMutation(client: QueryClient, options: ConstructorParameters<typeof MutationObserver>[1]) {
    await new MutationObserver(client, options).mutate(undefined).catch(() => undefined);
  }

  it("shows a destructive 'Error' toast with the message of a failed mutation", async () => {
    const { result } = renderHook(() => useActiveToast());
    await act(() =>
      runMutation(createQueryClient(), { mutationFn: () => Promise.reject(apiError(429, 'RATE_LIMITED')) }),
    );
    expect(result.current).toMatchObject({ title: 'Error', description: 'Failed with 429', variant: 'destructive' });
  });

  it('stays quiet when the mutation suppresses it', async () => {
    const { result } = renderHook(() => useActiveToast());
    await act(() =>
      runMutation(createQueryClient(), {
        mutationFn: () => Promise.reject(apiError(400, 'VALIDATION_ERROR')),
        meta: { suppressErrorToast: true },
      }),
    );
    expect(result.current?.open ?? false).toBe(false);
  });

  it("shows an optional 'Success' toast", async () => {
    const { result } = renderHook(() => useActiveToast());
    await act(() =>
      runMutation(createQueryClient(), {
        mutationFn: () => Promise.resolve('done'),
        meta: { successMessage: 'Job saved successfully!' },
      }),
    );
    expect(result.current).toMatchObject({ title: 'Success', description: 'Job saved successfully!', variant: 'default' });
  });
});
