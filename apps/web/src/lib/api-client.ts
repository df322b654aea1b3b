import axios, { type AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import {
  API_BASE_URL,
  API_TIMEOUT_MS,
  ApiError,
  errorFromResponse,
  goToLogin,
  networkError,
  unexpectedError,
  unwrapEnvelope,
} from './api-core';
import { clearTokens, getAuthToken, setAuthToken } from './auth-token';

// What callers of the client use, from one place; the definitions live in the axios-free api-core.
export {
  API_BASE_URL,
  API_TIMEOUT_MS,
  ApiError,
  type ApiErrorCode,
  ERROR_MESSAGES,
  setLoginRedirect,
} from './api-core';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * A 401 still clears the session, but does not send the user to /login. For callers that
     * handle a lost session themselves (the session check at start-up).
     */
    redirectOnUnauthorized?: boolean;
    /**
     * The call does not rely on the session (sign-in, sign-up, codes, reset, logout, refresh): a
     * 401 is its answer (a wrong password), not a lost session, so nothing is refreshed or cleared.
     */
    sessionless?: boolean;
  }
}

/** Internal: marks the one retry of a request after its session was refreshed. */
interface RetriedConfig extends InternalAxiosRequestConfig {
  _retriedAfterRefresh?: boolean;
}

/** Where the web app asks for a new access token; the refresh token rides along as an HttpOnly cookie. */
export const REFRESH_PATH = '/users/refresh';

/** Turns anything a request can throw into an ApiError (docs/product/site.md#errors-and-toasts). */
export function normalizeError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    if (error.response) {
      const retryAfter: unknown = error.response.headers?.['retry-after'];
      return errorFromResponse(
        error.response.status,
        error.response.data,
        typeof retryAfter === 'string' ? retryAfter : undefined,
      );
    }
    if (error.request) return networkError();
  }
  return unexpectedError(error);
}

/** The field → message map of a VALIDATION_ERROR, keeping only text messages. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.details) return {};
  return Object.fromEntries(
    Object.entries(error.details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The app's HTTP client (docs/product/site.md#talking-to-the-api): bearer token in, envelope unwrapped, errors normalised. Only the
 * landing page's public reads go around it (`public-api.ts`), to keep axios off the first page.
 */
export const api = axios.create({
  baseURL: API_BASE_URL,
  timeout: API_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
});

api.interceptors.request.use((config) => {
  const token = getAuthToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

let refreshing: Promise<string> | null = null;

/**
 * Tabs share the refresh cookie, and the server treats a rotated refresh token that comes back as
 * stolen (the whole session ends). So tabs take turns: under a Web Lock each refresh starts after
 * the last one has stored its rotated cookie. Browsers without Web Locks refresh as before.
 */
function acrossTabs<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('pathway-session-refresh', refresh) : refresh();
}

/**
 * One refresh at a time (docs/product/accounts.md#sessions-and-tokens): every 401 that arrives while a refresh is in
 * flight waits for that same refresh. Resolves with the new access token.
 */
function refreshAccessToken(): Promise<string> {
  const post = () => api.post<{ token: string }>(REFRESH_PATH, undefined, { sessionless: true });
  refreshing ??= acrossTabs(post)
    .then(({ data }) => {
      if (typeof data?.token !== 'string' || !data.token) throw new Error('The refresh answer has no token.');
      // Signed out while the refresh was in flight: the new token must not sign the user back in.
      if (getAuthToken() === null) throw new Error('Signed out during the refresh.');
      setAuthToken(data.token);
      return data.token;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers?.get?.('Authorization') ?? config.headers?.Authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

function endSession(config: InternalAxiosRequestConfig) {
  clearTokens();
  if (config.redirectOnUnauthorized === false) return;
  goToLogin();
}

/**
 * A 401 on a request that carried the session (docs/product/site.md#talking-to-the-api): refresh once, then send the
 * request again with the new token; when the refresh fails, end the session and go to /login.
 * The refresh call itself and the retried request never come back here, so nothing loops.
 */
async function recoverFromUnauthorized(config: RetriedConfig, apiError: ApiError): Promise<AxiosResponse> {
  const sentToken = bearerOf(config);
  if (!sentToken || config._retriedAfterRefresh) {
    endSession(config);
    throw apiError;
  }
  const current = getAuthToken();
  // The session ended while this request was in flight (a sign-out): nothing to recover or redirect.
  if (current === null) throw apiError;
  let token: string;
  try {
    // Another request refreshed the session since this one was sent: use that token.
    token = current !== sentToken ? current : await refreshAccessToken();
  } catch {
    endSession(config);
    throw apiError;
  }
  const retry: RetriedConfig = { ...config, _retriedAfterRefresh: true };
  retry.headers.set('Authorization', `Bearer ${token}`);
  return api.request(retry);
}

api.interceptors.response.use(
  (response: AxiosResponse) => {
    response.data = unwrapEnvelope(response.data);
    return response;
  },
  (error: unknown) => {
    // TanStack Query cancels on purpose (unmount, newer request); that is not a failure to report.
    if (axios.isCancel(error)) return Promise.reject(error);
    const apiError = normalizeError(error);
    const config = (error as AxiosError).config as RetriedConfig | undefined;
    if (apiError.status === 401 && config && !config.sessionless) return recoverFromUnauthorized(config, apiError);
    return Promise.reject(apiError);
  },
);
