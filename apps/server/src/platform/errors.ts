import { errorStatus, type ErrorCode, type ErrorEnvelope } from '@pathway/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** The one error class of the server: a code from the closed list, a message a person understands. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = errorStatus[code];
  }
}

const defaultMessages: Partial<Record<ErrorCode, string>> = {
  VALIDATION_ERROR: 'Some fields are not valid.',
  UNAUTHORIZED: 'Please sign in to continue.',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'We could not find what you were looking for.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
  INTERNAL_ERROR: 'Something went wrong on our side. Please try again.',
};

export function errorBody(
  code: ErrorCode,
  message: string | undefined,
  requestId: string,
  details?: Record<string, unknown>,
): ErrorEnvelope {
  return {
    success: false,
    status: errorStatus[code],
    message: message ?? defaultMessages[code] ?? 'An error occurred',
    code,
    ...(details ? { details } : {}),
    requestId,
  };
}

/** Seconds a client is asked to wait when a dependency (the database) does not answer. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

// Node's network errors and PostgreSQL's connection-class SQLSTATEs: 08xxx connection exceptions,
// 57P01-57P03 admin/crash shutdown and "cannot connect now", 53300 too many connections.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout|Connection ended unexpectedly/i;

/**
 * True when `err` (or what it wraps: drizzle's DrizzleQueryError keeps the driver's error as
 * `cause`, a failed dual-stack connect is an AggregateError) says the database could not be
 * reached or dropped the connection, as opposed to a bug or a refused statement.
 */
export function isUnavailableError(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isUnavailableError(inner, depth + 1))) return true;
  return isUnavailableError(e.cause, depth + 1);
}

export function serviceUnavailable(message = defaultMessages.SERVICE_UNAVAILABLE!): AppError {
  return new AppError('SERVICE_UNAVAILABLE', message, undefined, { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
}

/** `/body/email` → `email`; the part (body, querystring, params) is dropped unless it is all there is. */
function fieldName(instancePath: string, context: string | undefined): string {
  const name = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return name || context || 'request';
}

/** Maps anything thrown to the closed list of codes; hides 5xx details behind the request id. */
function toAppError(err: FastifyError | AppError | Error, request: FastifyRequest): AppError {
  if (err instanceof AppError) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    const details: Record<string, string> = {};
    for (const issue of err.validation) {
      const key = fieldName(issue.instancePath, err.validationContext);
      details[key] ??= issue.message ?? 'This value is not valid.';
    }
    return new AppError('VALIDATION_ERROR', defaultMessages.VALIDATION_ERROR!, details);
  }
  const fe = err as FastifyError;
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('VALIDATION_ERROR', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return fe.statusCode === 415
        ? new AppError('UNSUPPORTED_MEDIA_TYPE', `Content type ${request.headers['content-type'] ?? '(none)'} is not supported.`)
        : new AppError('VALIDATION_ERROR', 'The request body does not match its Content-Length.');
  }
  if (fe.validation) {
    return new AppError('VALIDATION_ERROR', fe.message);
  }
  if (fe.statusCode === 429) return new AppError('RATE_LIMITED', defaultMessages.RATE_LIMITED!);
  if (fe.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  if (fe.statusCode === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported.');
  if (fe.statusCode === 404) return new AppError('NOT_FOUND', defaultMessages.NOT_FOUND!);
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return new AppError('VALIDATION_ERROR', 'The request could not be understood.');
  }
  if (isUnavailableError(err)) return serviceUnavailable();
  return new AppError('INTERNAL_ERROR', defaultMessages.INTERNAL_ERROR!);
}

/** The code of the error envelope each reply carried, for the metrics (platform/metrics.ts). */
const sentCodes = new WeakMap<FastifyReply, ErrorCode>();

export function errorCodeOf(reply: FastifyReply): ErrorCode | undefined {
  return sentCodes.get(reply);
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  sentCodes.set(reply, error.code);
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.status).type('application/json; charset=utf-8').send(errorBody(error.code, error.message, reply.request.id, error.details));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const appError = toAppError(err, request);
    if (appError.code === 'SERVICE_UNAVAILABLE' && !(err instanceof AppError)) {
      // An outage answers every request this way: one line each, without the stack, and with the
      // driver's own message (drizzle's wrapper repeats the query and its parameters).
      let root: unknown = err;
      while (root instanceof Error && root.cause instanceof Error) root = root.cause;
      const reason = root instanceof Error ? root.message : String(root);
      request.log.warn({ reason, code: (root as { code?: unknown }).code }, 'database unavailable');
    } else if (appError.status >= 500) {
      // Response serialisation failures are our bug, never the client's: log them as errors too.
      request.log.error({ err, serialization: isResponseSerializationError(err) }, 'request failed');
    } else if (!(err instanceof AppError)) {
      request.log.info({ code: appError.code, reason: err.message }, 'request refused');
    }
    return sendError(reply, appError);
  });

}
