import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { type AxiosAdapter, AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { AppRouterProvider } from '@/app/app-router-provider';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';

/** A query client with the app's defaults, minus retries and their waiting. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}

/** Renders the real app (providers, routes, guards) at `path`, in memory. */
export function renderApp(path: string, options: { routes?: RouteObject[]; state?: unknown } = {}) {
  const url = new URL(path, 'http://localhost');
  const router = createMemoryRouter(options.routes ?? routes, {
    initialEntries: [{ pathname: url.pathname, search: url.search, hash: url.hash, state: options.state }],
  });
  const queryClient = createTestQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <AppRouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

export type FakeHandler = (
  config: InternalAxiosRequestConfig,
) => { status: number; data?: unknown } | Promise<{ status: number; data?: unknown }>;

/**
 * Answers the app's requests in place of the network: the axios adapter is the one seam the
 * library offers for this, so the client's own interceptors still run for real.
 */
export function fakeServer(handler: FakeHandler) {
  const requests: InternalAxiosRequestConfig[] = [];
  const previous = api.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const { status, data } = await handler(config);
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    const validate = config.validateStatus ?? ((s: number) => s >= 200 && s < 300);
    if (validate(status)) return response;
    throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
  };
  api.defaults.adapter = adapter;
  return {
    requests,
    restore: () => {
      api.defaults.adapter = previous;
    },
  };
}

export const ok = (data: unknown, status = 200) => ({
  status,
  data: { success: true, status, message: 'OK', data },
});

export const testUser = { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in', avatar: null };
