import { type ClientErrorCode, type ErrorCode, isErrorCode } from '@pathway/contracts/constants';
import { paths } from './routes';

/**
 * What every way of calling the API shares (SPEC §7-8): the base path, the timeout, the error
 * type and how an answer becomes data or an error. No HTTP library here, so that pages which only
 * read public data (the landing page) load none: `api-client.ts` holds the axios client.
 */
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

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** SPEC §7: the answer's `data` field when present, else the whole body. */
export function unwrapEnvelope(body: unknown): unknown {
  return isRecord(body) && 'data' in body ? body.data : body;
}

/** The ApiError for an error answer with this status and body (SPEC §8). */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const envelope = isRecord(body) ? body : {};
  return new ApiError({
    message: typeof envelope.message === 'string' && envelope.message.trim() ? envelope.message : ERROR_MESSAGES.server,
    status,
    // A body that is not our envelope (a proxy's error page, say) carries no code.
    code: isErrorCode(envelope.code) ? envelope.code : 'UNKNOWN_ERROR',
    details: isRecord(envelope.details) ? envelope.details : undefined,
    requestId: typeof envelope.requestId === 'string' ? envelope.requestId : undefined,
  });
}

export const networkError = () => new ApiError({ message: ERROR_MESSAGES.network, status: 0, code: 'NETWORK_ERROR' });

export function unexpectedError(error: unknown): ApiError {
  const message = error instanceof Error && error.message ? error.message : ERROR_MESSAGES.unexpected;
  return new ApiError({ message, status: 0, code: 'UNKNOWN_ERROR' });
}

let redirectToLogin: () => void = () => {
  window.location.assign(paths.login);
};

/** The app replaces the full-page redirect with a router navigation that remembers the origin. */
export function setLoginRedirect(redirect: () => void): void {
  redirectToLogin = redirect;
}

/** Sends the user to /login after a 401, unless they are there already. */
export function goToLogin(): void {
  if (window.location.pathname !== paths.login) redirectToLogin();
}
