import type { User } from '@pathway/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { type AxiosAdapter, AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { AppRouterProvider } from '@/app/app-router-provider';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { api } from '@/lib/api-client';
import { API_BASE_URL } from '@/lib/api-core';
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
 * Answers the app's requests in place of the network: the axios client's through its adapter (the
 * one seam the library offers, so the client's own interceptors still run for real), and the
 * `fetch` calls of `lib/public-api.ts` (a guest's catalogue reads) through the same handler, which
 * sees them as a config with their method, path and query parameters (as strings, as sent).
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

  const previousFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
    const url = new URL(request.url);
    if (url.origin !== window.location.origin || !url.pathname.startsWith(`${API_BASE_URL}/`)) return previousFetch(input, init);
    const config = {
      method: request.method.toLowerCase(),
      url: url.pathname.slice(API_BASE_URL.length),
      params: Object.fromEntries(url.searchParams),
      headers: new AxiosHeaders(Object.fromEntries(request.headers)),
    } as InternalAxiosRequestConfig;
    requests.push(config);
    const { status, data } = await handler(config);
    request.signal.throwIfAborted();
    return new Response(data === undefined ? null : JSON.stringify(data), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };

  return {
    requests,
    restore: () => {
      api.defaults.adapter = previous;
      globalThis.fetch = previousFetch;
    },
  };
}

export const ok = (data: unknown, status = 200) => ({
  status,
  data: { success: true, status, message: 'OK', data },
});

/** A signed-in user as `GET /users/profile` answers (the contract's User). */
export const testUser: User = {
  _id: '4f1c2b8e-9a7d-4e3b-8c1a-2d5e6f7a8b9c',
  email: 'asha@example.in',
  emailVerified: true,
  firstName: 'Asha',
  lastName: 'Verma',
  phone: null,
  location: null,
  dob: null,
  bio: null,
  skills: [],
  educationLevel: null,
  collegeName: null,
  courseName: null,
  graduationYear: null,
  cgpa: null,
  experiences: [],
  projects: [],
  prefferedJobTypes: [],
  prefferedJobLocations: [],
  prefferedDomains: [],
  linkedInProfile: null,
  githubProfile: null,
  website: null,
  resume: null,
  avatar: null,
  profileCompletion: 38,
  profileSetupComplete: false,
  subscriptionTier: 'free',
  subscriptionStatus: 'inactive',
  subscriptionExpiresAt: null,
  role: 'user',
  createdAt: '2026-11-01T10:00:00.000Z',
};

export const failure = (status: number, code: string, message: string, details?: Record<string, unknown>) => ({
  status,
  data: { success: false, status, message, code, ...(details ? { details } : {}) },
});

type FakeAnswer = { status: number; data?: unknown };
export type FakeRoutes = Record<string, FakeAnswer | FakeHandler>;

/**
 * `fakeServer` with a route table: keys are 'METHOD /path' (e.g. 'POST /users/login'); anything
 * else answers our 404 envelope. The table may be changed during a test.
 */
export function fakeApi(routes: FakeRoutes) {
  return fakeServer((config) => {
    const route = routes[`${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`];
    if (!route) return failure(404, 'NOT_FOUND', 'Not found.');
    return typeof route === 'function' ? route(config) : route;
  });
}

/** The JSON body a request was sent with. */
export function bodyOf(config: InternalAxiosRequestConfig | undefined): unknown {
  const data: unknown = config?.data;
  return typeof data === 'string' ? JSON.parse(data) : data;
}

/** A sign-in answer for `user`: token, refresh token, user. */
export const authAnswer = (user: User = testUser, token = 'access-token-1') => ({
  token,
  refreshToken: 'refresh-token-in-a-cookie',
  user,
});

/** The toast region (Radix's viewport, labelled 'Notifications'). */
export function toastRegion(): HTMLElement {
  return screen.getByRole('region', { name: /notifications/i });
}
