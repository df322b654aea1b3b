import { type ClientErrorCode, type ErrorCode, errorCodeSchema } from '@pathway/contracts';
import axios, { type AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { clearTokens, getAuthToken } from './auth-token';
import { paths } from './routes';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * A 401 still clears the session, but does not send the user to /login. For callers that
     * handle a lost session themselves (the session check at start-up).
     */
    redirectOnUnauthorized?: boolean;
  }
}

export const API_BASE_URL = '/api/v1';
export const API_TIMEOUT_MS = 30_000;

/** SPEC §8's texts for failures without a usable server message. */
export const ERROR_MESSAGES = {
  server: 'An error occurred',
  network: 'Network error. Please check your connection.',
  unexpected: 'An unexpected error occurred',
} as const;

export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** Every failed request rejects with this (SPEC §8), except a request cancelled on purpose. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details?: Record<string, unknown>;
  readonly requestId?: string;

  constructor(init: {
    message: string;
    status: number;
    code: ApiErrorCode;
    details?: Record<string, unknown>;
    requestId?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.requestId = init.requestId;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Turns anything a request can throw into an ApiError, as SPEC §8 describes. */
export function normalizeError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    if (error.response) {
      const body: unknown = error.response.data;
      const envelope = isRecord(body) ? body : {};
      const code = errorCodeSchema.safeParse(envelope.code);
      return new ApiError({
        message:
          typeof envelope.message === 'string' && envelope.message.trim() ? envelope.message : ERROR_MESSAGES.server,
        status: error.response.status,
        // A body that is not our envelope (a proxy's error page, say) carries no code.
        code: code.success ? code.data : 'UNKNOWN_ERROR',
        details: isRecord(envelope.details) ? envelope.details : undefined,
        requestId: typeof envelope.requestId === 'string' ? envelope.requestId : undefined,
      });
    }
    if (error.request) {
      return new ApiError({ message: ERROR_MESSAGES.network, status: 0, code: 'NETWORK_ERROR' });
    }
  }
  const message = error instanceof Error && error.message ? error.message : ERROR_MESSAGES.unexpected;
  return new ApiError({ message, status: 0, code: 'UNKNOWN_ERROR' });
}

/** The field → message map of a VALIDATION_ERROR, keeping only text messages. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.details) return {};
  return Object.fromEntries(
    Object.entries(error.details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

let redirectToLogin: () => void = () => {
  window.location.assign(paths.login);
};

/** The app replaces the full-page redirect with a router navigation that remembers the origin. */
export function setLoginRedirect(redirect: () => void): void {
  redirectToLogin = redirect;
}

function handleUnauthorized(config: InternalAxiosRequestConfig | undefined) {
  // Issue 5 adds one refresh attempt (one in flight at a time) here, before the session is given up.
  clearTokens();
  if (config?.redirectOnUnauthorized === false) return;
  if (window.location.pathname !== paths.login) redirectToLogin();
}

/** The one HTTP client of the app (SPEC §7): bearer token in, envelope unwrapped, errors normalised. */
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
    const body: unknown = response.data;
    // SPEC §7: the answer's `data` field when present, else the whole body.
    if (isRecord(body) && 'data' in body) response.data = body.data;
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
