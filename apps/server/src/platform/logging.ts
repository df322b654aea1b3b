import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/**
 * What the logs must never hold (docs/observability.md). One list: the pino redaction paths are made
 * from it (the field at the top of a log line and one level down), and the error serializer drops the
 * same fields at any depth of an error.
 */
export const SENSITIVE_FIELDS = [
  // credentials
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'resetToken',
  'tokenHash',
  'codeHash',
  'otp',
  'code',
  'secret',
  'authorization',
  'cookie',
  'razorpay_signature',
  // personal data
  'email',
  'firstName',
  'lastName',
  'phone',
  'dob',
  'to',
  'replyTo',
  // nodemailer's refusals list the addresses
  'rejected',
  'accepted',
  'rejectedErrors',
  'envelope',
  // whatever a person typed, and what a query carried
  'body',
  'payload',
  'params',
  'parameters',
  'queryOptions',
  'values',
  'detail',
] as const;

const SENSITIVE = new Set<string>(SENSITIVE_FIELDS);
/** `code` at the top of a line is the error code of a refusal (errors.ts), never a one-time code. */
const ALLOWED_AT_TOP = new Set(['code']);
/** An error's machine code (ECONNREFUSED, 23505, FST_ERR_…), which a 6-digit one-time code never looks like. */
const MACHINE_CODE = /^(?!\d{6}$)[A-Za-z0-9_.-]{2,48}$/;

export const REDACTED = '[redacted]';

/** The redaction paths of every log line: each sensitive field at the top and one level down. */
export const REDACT_PATHS: string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SENSITIVE_FIELDS.flatMap((field) => (ALLOWED_AT_TOP.has(field) ? [`*.${field}`] : [field, `*.${field}`])),
];

const SECRET_QUERY_PARAMS = /([?&](?:token|code|otp|resetToken|refreshToken|ticket)=)[^&]*/gi;

/**
 * Paths that carry a secret themselves: the private calendar feed's token (docs/applications-api.md),
 * the tokens of reminder mails' links (docs/product/reminders.md#links).
 */
const SECRET_PATH_SEGMENTS = /(\/calendar\/)[^/?#]+(\.ics)/gi;
const MAIL_LINK_SEGMENTS = /(\/(?:unsubscribe|reminders\/answer)\/)[^/?#]+/gi;

export function redactUrl(url: string): string {
  return url
    .replace(SECRET_QUERY_PARAMS, `$1${REDACTED}`)
    .replace(SECRET_PATH_SEGMENTS, `$1${REDACTED}$2`)
    .replace(MAIL_LINK_SEGMENTS, `$1${REDACTED}`);
}

/**
 * Values that database errors copy into their text: drizzle's "Failed query: … params: …", and
 * PostgreSQL's "Key (email)=(…)", "Failing row contains (…)" and "invalid input syntax for type …: "…"".
 */
const SECRET_TEXT: [RegExp, string][] = [
  [/(\nparams: )[\s\S]*$/, `$1${REDACTED}`],
  [/(Key \([^)]*\)=\()[\s\S]*?(\) (?:already exists|is not present|conflicts))/g, `$1${REDACTED}$2`],
  [/(Key \([^)]*\)=\()(?!\[redacted\]\))[^\n]*/g, `$1${REDACTED})`],
  [/(Failing row contains )[^\n]*/g, `$1${REDACTED}`],
  [/(invalid input (?:syntax|value) for [^:\n]*: )[^\n]*/g, `$1${REDACTED}`],
  // An SMTP server's answer often names the recipient ("550 <asha@…>: mailbox unavailable").
  // (Not a package path in a stack frame: "node_modules/@fastify/…" has no name before the @.)
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, REDACTED],
];

export function scrubText(text: string): string {
  return SECRET_TEXT.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** The stack names the message first: that part is replaced by the scrubbed message, the frames kept. */
function scrubStack(stack: string, name: string, message: string, scrubbedMessage: string): string {
  const head = message ? `${name}: ${message}` : name;
  if (stack.startsWith(head)) return `${message ? `${name}: ${scrubbedMessage}` : name}${stack.slice(head.length)}`;
  // Not the usual layout: cut from "params:" to the first frame, then the other patterns.
  return scrubText(stack.replace(/(\nparams: )[\s\S]*?(?=\n\s+at |$)/, `$1${REDACTED}`));
}

const MAX_DEPTH = 4;

function safeValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  if (value instanceof Error) return serializeErrorAt(value, depth, seen);
  if (depth >= MAX_DEPTH || seen.has(value)) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => safeValue(v, depth + 1, seen));
  if (value instanceof Date) return value.toISOString();
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (SENSITIVE.has(key)) continue;
    out[key] = safeValue(v, depth + 1, seen);
  }
  return out;
}

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  [key: string]: unknown;
}

function serializeErrorAt(err: Error, depth: number, seen: WeakSet<object>, context: { query?: string } = {}): SerializedError | string {
  if (depth >= MAX_DEPTH || seen.has(err)) return '[…]';
  seen.add(err);
  const message = typeof err.message === 'string' ? err.message : String(err.message);
  const scrubbed = scrubText(message);
  const out: SerializedError = { type: err.constructor?.name || err.name || 'Error', message: scrubbed };
  if (typeof err.stack === 'string') out.stack = scrubStack(err.stack, err.name, message, scrubbed);
  const code: unknown = (err as { code?: unknown }).code;
  // Kept under its own name: `code` itself is on the redaction list.
  if ((typeof code === 'string' && MACHINE_CODE.test(code)) || typeof code === 'number') out.errorCode = code;
  for (const [key, value] of Object.entries(err)) {
    if (key === 'message' || key === 'stack' || key === 'cause') continue;
    if (SENSITIVE.has(key)) continue;
    // drizzle's message and the driver's error repeat the statement: once is enough.
    if (key === 'query' && typeof value === 'string' && (message.includes(value) || context.query === value)) continue;
    const safe = safeValue(value, depth + 1, seen);
    if (safe !== undefined) out[key] = safe;
  }
  if (err.cause !== undefined) {
    const own = (err as { query?: unknown }).query;
    const query = typeof own === 'string' ? own : context.query;
    out.cause = err.cause instanceof Error ? serializeErrorAt(err.cause, depth + 1, seen, { query }) : safeValue(err.cause, depth + 1, seen);
  }
  if (err instanceof AggregateError) out.errors = safeValue(err.errors, depth + 1, seen);
  return out;
}

/**
 * The `err` serializer of every log line: type, message, stack and the error's own fields, but no
 * query parameters, no `detail` of a PostgreSQL error and none of the sensitive fields, at any
 * depth of `cause`.
 */
export function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return safeValue(err, 0, new WeakSet());
  return serializeErrorAt(err, 0, new WeakSet());
}

type RequestLike = { method: string; url: string; ip?: string; headers?: Record<string, unknown> };

/** Where a request's logger keeps its request id (requestLogger). */
const REQUEST_ID = Symbol('requestId');
type WithRequestId = { [REQUEST_ID]?: unknown };

/**
 * Fastify's logger of each request (its `childLoggerFactory`): the request id is kept on it and
 * written into its lines by the `mixin` of loggerOptions, not bound to it. Pino runs each binding
 * through the redaction of every path (`*.password`, …) when the logger is made: 2% of the server's
 * CPU under a varied list load, for a line most requests never write (the level is `info` and up).
 */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (logger, bindings, opts) {
  const child = logger.child({}, opts);
  // A logger that is off (tests pass `logger: false`) answers itself: nothing to keep on it.
  if (child !== logger) (child as WithRequestId)[REQUEST_ID] = bindings.requestId;
  return child;
};

/** Pino options of the app: level, redaction, serializers; pretty on a terminal (config.logFormat). */
export function loggerOptions(config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'logFormat'>>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    // A request's lines carry its id (requestLogger); the loggers made from it inherit the id.
    mixin: (_object: object, _level: number, logger: object) => {
      const id = (logger as WithRequestId)[REQUEST_ID];
      return id === undefined ? {} : { requestId: id };
    },
    serializers: {
      // Method, address and client; never the headers or the body.
      req: (req: RequestLike) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
        userAgent: req.headers?.['user-agent'],
      }),
      // Fastify types `err` as its standard serializer's shape; this one returns a subset of it.
      err: serializeError as never,
      error: serializeError,
    },
    ...(config.logFormat === 'pretty'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true } } }
      : {}),
  };
}
