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
import { clearTokens, getAuthToken } from './auth-token';

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
  }
}

/** Turns anything a request can throw into an ApiError, as SPEC §8 describes. */
export function normalizeError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    if (error.response) return errorFromResponse(error.response.status, error.response.data);
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

function handleUnauthorized(config: InternalAxiosRequestConfig | undefined) {
  // Issue 5 adds one refresh attempt (one in flight at a time) here, before the session is given up.
  clearTokens();
  if (config?.redirectOnUnauthorized === false) return;
  goToLogin();
}

/**
 * The app's HTTP client (SPEC §7): bearer token in, envelope unwrapped, errors normalised. Only the
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

api.interceptors.response.use(
  (response: AxiosResponse) => {
    response.data = unwrapEnvelope(response.data);
    return response;
  },
  (error: unknown) => {
    // TanStack Query cancels on purpose (unmount, newer request); that is not a failure to report.
    if (axios.isCancel(error)) return Promise.reject(error);
    const apiError = normalizeError(error);
    if (apiError.status === 401) handleUnauthorized((error as AxiosError).config);
    return Promise.reject(apiError);
  },
);
