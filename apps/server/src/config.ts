import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { COUNT_BOUND, OTP_DAILY_LIMIT, OTP_RESEND_SECONDS } from '@pathway/contracts';
import { z } from 'zod';

/** Every environment variable the server reads, parsed and validated in one place (README "Configuration"). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Pathway <no-reply@pathway.in>'),
  PAYMENTS_MODE: z.enum(['razorpay', 'sandbox']).optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty` for people, `json` for machines; unset: pretty when standard output is a terminal. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** The bearer token of GET /metrics; unset, /metrics answers 404 (docs/observability.md). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** `off`: the catalogue's in-process response cache answers nothing (every lookup misses), to measure the database path (bench/README.md). */
  CATALOGUE_CACHE: z.enum(['on', 'off']).default('on'),
  /** `off`: searches and lists are answered by SQL alone, never by the in-memory search index (docs/search.md#the-in-memory-index). */
  SEARCH_INDEX: z.enum(['on', 'off']).default('on'),
  /** `off`: this process runs no background tasks (reminder mails); others sharing the database do (docs/operations.md#background-tasks). */
  TASK_RUNNER: z.enum(['on', 'off']).default('on'),
  /** `off`: the daily check of apply links is not run by this process (docs/product/listing-health.md#the-link-checker). */
  LINK_CHECKER: z.enum(['on', 'off']).default('on'),
  /**
   * Comma-joined host names the link checker may reach on private or loopback addresses (tests,
   * an intranet); unset: none, every link must resolve to a public address.
   */
  LINK_CHECK_ALLOW_PRIVATE_HOSTS: z
    .string()
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
    .refine((list) => list.every((h) => /^[a-z0-9.:[\]-]+$/.test(h)), 'must be comma-joined host names or addresses')
    .default([]),
  /** Comma-joined emails whose verified accounts become admins when they sign in (docs/product/console.md#the-first-admins). */
  ADMIN_EMAILS: z
    .string()
    .transform((v) => v.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean))
    .refine((list) => list.every((e) => /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(e)), 'must be comma-joined email addresses')
    .default([]),
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((v) => /^(true|false|\d+|[\d.:a-fA-F/,\s]+)$/.test(v), 'must be true, false, a hop count or a list of addresses'),
});

export type PaymentsMode = 'razorpay' | 'sandbox';

/** Addresses only this machine reaches: the sandbox may run there without anyone asking for it. */
const LOCAL_URL = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|\/|$)/;

/** A fixed-window limit: at most `max` hits per `windowMs`. */
export interface RateRule {
  max: number;
  windowMs: number;
}

/**
 * Progressive delays: `max` failures in `windowMs` are free; after each further one the next attempt
 * waits `firstDelayMs`, doubling each time, never more than `maxDelayMs` (login-throttle.ts).
 */
export interface BackoffRule extends RateRule {
  firstDelayMs: number;
  maxDelayMs: number;
}

const MINUTE = 60_000;
/** An idle task runner looks for due tasks this often; reminders are daily, so seconds do not matter. */
const TASK_POLL_MS = 10_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every rate limit of the server, in one table (docs/product/accounts.md#rate-limits,
 * docs/decisions/003-rate-limits.md). Per-IP limits are generous, since a whole college may share
 * one address; the tight ones are per account or per email.
 */
export const defaultRateLimits = {
  /** Every API request, per IP. */
  globalPerIp: { max: 1200, windowMs: MINUTE },
  contactPerIp: { max: 30, windowMs: HOUR },
  contactPerEmail: { max: 5, windowMs: HOUR },

  // Accounts (docs/decisions/003-rate-limits.md). "Failures" rules count only failed attempts and
  // are keyed by the email typed (whether or not an account has it) or by the account id; a
  // window ends and the count starts again, so no limit is a permanent lock.
  registerPerIp: { max: 100, windowMs: HOUR },
  registerPerEmail: { max: 10, windowMs: HOUR },
  /** Failed sign-ins only (a college behind one address stays far under); device cookies pass beyond. */
  loginFailuresPerIp: { max: 1000, windowMs: HOUR },
  /** Per email typed, for browsers without its device cookie: 5 free, then waits of 1 s, 2 s, 4 s … 5 min. */
  loginFailuresPerEmail: { max: 5, windowMs: DAY, firstDelayMs: 1000, maxDelayMs: 5 * MINUTE },
  /** Per device cookie: past this, the cookie is ignored and its attempts count as the email's. */
  loginFailuresPerDevice: { max: 10, windowMs: DAY },
  /** Every try counts; per email, the 5 tries per code and the code limits below bound guessing. */
  verifyOtpPerIp: { max: 300, windowMs: HOUR },
  resendOtpPerIp: { max: 100, windowMs: HOUR },
  /** A new code for the same email and purpose no sooner than 30 s after the last (docs/product/accounts.md#codes). */
  otpResend: { max: 1, windowMs: OTP_RESEND_SECONDS * 1000 },
  /** Codes for the same email and purpose in any 24 hours. */
  otpDaily: { max: OTP_DAILY_LIMIT, windowMs: DAY },
  forgotPasswordPerIp: { max: 100, windowMs: HOUR },
  /** Per email and address (or device cookie): a stranger elsewhere cannot use up the owner's. */
  forgotPasswordPerEmailAndIp: { max: 5, windowMs: HOUR },
  resetPasswordPerIp: { max: 100, windowMs: HOUR },
  resetPasswordPerAccount: { max: 10, windowMs: HOUR },
  /** A signed-in browser refreshes every 15 minutes; a whole hostel behind one address stays well under. */
  refreshPerIp: { max: 3000, windowMs: HOUR },
  refreshPerAccount: { max: 120, windowMs: HOUR },
  logoutPerIp: { max: 300, windowMs: HOUR },
  /** Keyed by the account of the refresh token and of the bearer token, whichever come. */
  logoutPerAccount: { max: 60, windowMs: MINUTE },
  /** Every page load of a signed-in browser reads it; a person never gets near this. */
  profilePerAccount: { max: 600, windowMs: MINUTE },
  /** Settings → "Where you're signed in": read on opening the page and after each change. */
  sessionsListPerAccount: { max: 120, windowMs: MINUTE },
  endSessionPerAccount: { max: 60, windowMs: MINUTE },
  changePasswordPerIp: { max: 100, windowMs: HOUR },
  changePasswordFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE },
  deleteAccountPerIp: { max: 50, windowMs: HOUR },
  deleteAccountFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE },

  // Uploads: each avatar is decoded and re-encoded, so a loop of uploads costs real CPU.
  avatarUploadsPerAccount: { max: 20, windowMs: HOUR },
  avatarUploadsPerIp: { max: 200, windowMs: HOUR },

  // Payments (docs/payments-api.md): each order is a call to Razorpay; verification is an HMAC and a lock.
  createOrderPerAccount: { max: 30, windowMs: HOUR },
  createOrderPerIp: { max: 300, windowMs: HOUR },
  verifyPaymentPerAccount: { max: 60, windowMs: HOUR },
  sandboxPayPerIp: { max: 300, windowMs: HOUR },
} satisfies Record<string, RateRule | BackoffRule>;
export type RateLimits = typeof defaultRateLimits;

export interface LinkCheckConfig {
  enabled: boolean;
  allowPrivateHosts: string[];
  /** Hosts checked at once (one request per host at a time). */
  concurrency: number;
  /** Per request (each redirect hop): connecting and the answer's headers. */
  timeoutMs: number;
  /** Links checked per daily run at most, the longest unchecked first. */
  maxPerRun: number;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute path; holds the embedded database, the outbox, uploads and generated secrets. */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  payments: {
    mode: PaymentsMode;
    /** PAYMENTS_MODE=sandbox given explicitly: every page says "Test mode" (docs/operations.md). */
    testModeRibbon: boolean;
    keyId: string;
    keySecret: string;
    webhookSecret: string;
  };
  jwtSecret: string;
  publicUrl: string;
  seed: 'demo' | 'none';
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  logFormat: 'json' | 'pretty';
  /** GET /metrics is served only with this bearer token; undefined: not served. */
  metricsToken: string | undefined;
  /** CATALOGUE_CACHE: the in-process catalogue cache serves answers (true, the default) or misses every lookup (false). */
  catalogueCache: boolean;
  /** SEARCH_INDEX: the in-memory search index answers searches and lists (true, the default), or SQL alone (false). */
  searchIndex: boolean;
  /**
   * The background task runner (platform/tasks; docs/decisions/013-task-queue.md): whether this
   * process runs one (TASK_RUNNER), and how often it looks for due tasks when idle (not an
   * environment setting: tests lower it).
   */
  tasks: { runner: boolean; pollMs: number };
  /**
   * The apply-link checker (modules/listing-health): whether it runs (LINK_CHECKER), the hosts it may
   * reach on private addresses (LINK_CHECK_ALLOW_PRIVATE_HOSTS), and its bounds (not environment
   * settings: tests lower them).
   */
  linkCheck: LinkCheckConfig;
  trustProxy: boolean | number | string;
  /** ADMIN_EMAILS, lower-cased: these accounts become admins once verified. */
  adminEmails: string[];
  rateLimits: RateLimits;
  /**
   * A job list counts its matches exactly up to this many, then answers "at least this many"
   * (docs/product/catalogue.md#totals). COUNT_BOUND; not an environment setting: tests lower it.
   */
  catalogueCountBound: number;
  /** Settings that start but that an operator should hear about (logged at start by main.ts). */
  warnings: string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type GeneratedSecrets = { jwtSecret: string; razorpayKeySecret: string; razorpayWebhookSecret: string };

/** Secrets that are not given are generated once and kept in DATA_DIR, so tokens survive restarts. */
function loadGeneratedSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<GeneratedSecrets> = {};
  if (fs.existsSync(file)) {
    try {
      stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<GeneratedSecrets>;
    } catch {
      throw new ConfigError(`${file} is not valid JSON; fix or delete it (tokens signed with it will stop working).`);
    }
  }
  const secret = () => randomBytes(32).toString('base64url');
  const secrets: GeneratedSecrets = {
    jwtSecret: stored.jwtSecret ?? secret(),
    razorpayKeySecret: stored.razorpayKeySecret ?? secret(),
    razorpayWebhookSecret: stored.razorpayWebhookSecret ?? secret(),
  };
  if (JSON.stringify(secrets) !== JSON.stringify(stored)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** What the process runs on, beside its environment (main.ts passes the real one). */
export interface Runtime {
  /** Standard output is a terminal: logs are then pretty unless LOG_FORMAT says otherwise. */
  stdoutIsTTY?: boolean;
}

/** The runtime facts of this process, for main.ts (whose logs are pretty on a terminal). */
export function processRuntime(): Runtime {
  return { stdoutIsTTY: Boolean(process.stdout.isTTY) };
}

/** Reads the environment once; a bad value throws a ConfigError that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, runtime: Runtime = {}): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;

  const keysGiven = Boolean(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET);
  const mode: PaymentsMode = e.PAYMENTS_MODE ?? (keysGiven ? 'razorpay' : 'sandbox');
  if (mode === 'razorpay' && !keysGiven) {
    throw new ConfigError('Invalid environment:\n  PAYMENTS_MODE: razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  }

  const dataDir = path.resolve(e.DATA_DIR);
  const generated = loadGeneratedSecrets(dataDir);

  const warnings: string[] = [];
  if (mode === 'razorpay' && !e.RAZORPAY_WEBHOOK_SECRET) {
    warnings.push(
      "RAZORPAY_WEBHOOK_SECRET is not set: Razorpay's webhooks will be refused, so a payment whose browser closed before verification will not upgrade the account until the buyer contacts support.",
    );
  }
  const publicSite = Boolean(e.PUBLIC_URL && !LOCAL_URL.test(e.PUBLIC_URL));
  if (mode === 'sandbox' && publicSite && !e.PAYMENTS_MODE) {
    // The sandbox's pay call needs no card: on a public site it would hand out Premium for free.
    throw new ConfigError(
      'Invalid environment:\n  PAYMENTS_MODE: PUBLIC_URL is a public address and no RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET are set, ' +
        'so payments would run in the sandbox, where anyone gets Premium without paying. Set the Razorpay keys, ' +
        'or PAYMENTS_MODE=sandbox for a test deployment (every page then shows a "Test mode" ribbon).',
    );
  }

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    payments: {
      mode,
      testModeRibbon: mode === 'sandbox' && e.PAYMENTS_MODE === 'sandbox',
      keyId: e.RAZORPAY_KEY_ID ?? 'rzp_test_sandbox',
      keySecret: e.RAZORPAY_KEY_SECRET ?? generated.razorpayKeySecret,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? generated.razorpayWebhookSecret,
    },
    jwtSecret: e.JWT_SECRET ?? generated.jwtSecret,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (runtime.stdoutIsTTY ? 'pretty' : 'json'),
    metricsToken: e.METRICS_TOKEN,
    catalogueCache: e.CATALOGUE_CACHE === 'on',
    searchIndex: e.SEARCH_INDEX === 'on',
    tasks: { runner: e.TASK_RUNNER === 'on', pollMs: TASK_POLL_MS },
    linkCheck: {
      enabled: e.LINK_CHECKER === 'on',
      allowPrivateHosts: e.LINK_CHECK_ALLOW_PRIVATE_HOSTS,
      concurrency: 8,
      timeoutMs: 10_000,
      maxPerRun: 5_000,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    adminEmails: e.ADMIN_EMAILS,
    rateLimits: defaultRateLimits,
    catalogueCountBound: COUNT_BOUND,
    warnings,
  };
}
