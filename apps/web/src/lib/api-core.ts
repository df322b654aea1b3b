import { type ClientErrorCode, type ErrorCode, isErrorCode } from '@pathway/contracts/constants';
import { paths } from './routes';

/**
 * What every way of calling the API shares (docs/product/site.md#talking-to-the-api): the base path, the timeout, the error
 * type and how an answer becomes data or an error. No HTTP library here, so that pages which only
 * read public data (the landing page) load none: `api-client.ts` holds the axios client.
 */
export const API_BASE_URL = '/api/v1';
export const API_TIMEOUT_MS = 30_000;

/**
 * The axios client (with the token, its renewal and the login redirect), loaded on first use:
 * pages a guest opens read public data with `getPublic` and never load it.
 */
export const loadApiClient = () => import('./api-client').then((module) => module.api);

/** The texts for failures without a usable server message (docs/product/site.md#errors-and-toasts). */
export const ERROR_MESSAGES = {
  server: 'An error occurred',
  network: 'Network error. Please check your connection.',
  unexpected: 'An unexpected error occurred',
} as const;

export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** Every failed request rejects with this (docs/product/site.md#errors-and-toasts), except a request cancelled on purpose. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details?: Record<string, unknown>;
  readonly requestId?: string;
  /** A 429's wait before trying again, in seconds (the Retry-After header). */
  readonly retryAfterSeconds?: number;

  constructor(init: {
    message: string;
    status: number;
    code: ApiErrorCode;
    details?: Record<string, unknown>;
    requestId?: string;
    retryAfterSeconds?: number;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer's `data` field when present, else the whole body. */
export function unwrapEnvelope(body: unknown): unknown {
  return isRecord(body) && 'data' in body ? body.data : body;
}

/** Seconds from a Retry-After header (delta-seconds or an HTTP date), else from `details.retryAfter`. */
function retryAfterOf(header: string | null | undefined, details: Record<string, unknown> | undefined): number | undefined {
  if (header) {
    const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
    if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  }
  const fromDetails = details?.retryAfter;
  return typeof fromDetails === 'number' && Number.isFinite(fromDetails) ? Math.max(0, Math.ceil(fromDetails)) : undefined;
}

/** The ApiError for an error answer with this status, body and Retry-After header. */
export function errorFromResponse(status: number, body: unknown, retryAfterHeader?: string | null): ApiError {
  const envelope = isRecord(body) ? body : {};
  const details = isRecord(envelope.details) ? envelope.details : undefined;
  return new ApiError({
    message: typeof envelope.message === 'string' && envelope.message.trim() ? envelope.message : ERROR_MESSAGES.server,
    status,
    // A body that is not our envelope (a proxy's error page, say) carries no code.
    code: isErrorCode(envelope.code) ? envelope.code : 'UNKNOWN_ERROR',
    details,
    requestId: typeof envelope.requestId === 'string' ? envelope.requestId : undefined,
    retryAfterSeconds: status === 429 ? retryAfterOf(retryAfterHeader, details) : undefined,
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
