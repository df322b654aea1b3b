import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import type { Config } from '../../src/config.ts';
import { loggerOptions } from '../../src/platform/logging.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../helpers/smtp.ts';

export const API = '/api/v1';

/** A clock that runs with real time, and that a test can move forward (codes, links and tokens expire). */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
  };
}

export interface Accounts {
  t: TestApp;
  smtp: SmtpCapture;
  clock: TestClock;
  close(): Promise<void>;
}

/** The real app with mail going to a real SMTP peer and a movable clock. */
export async function startAccounts(
  options: {
    configure?: (config: Config) => Config;
    env?: Record<string, string>;
    /** Every line the app's own logger writes (debug, JSON: all a server could write) is pushed here. */
    logLines?: string[];
  } = {},
): Promise<Accounts> {
  const smtp = await startSmtpCapture();
  const clock = testClock();
  const { logLines } = options;
  const stream = logLines && new Writable({ write: (chunk, _enc, cb) => (logLines.push(String(chunk)), cb()) });
  const t = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost:3000', ...(stream ? { LOG_LEVEL: 'debug' } : {}), ...options.env },
    now: clock.now,
    ...(options.configure ? { configure: options.configure } : {}),
    ...(stream ? { logger: { ...(loggerOptions({ logLevel: 'debug', logFormat: 'json' }) as object), stream } } : {}),
  });
  return {
    t,
    smtp,
    clock,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

let ipCounter = 0;
/** A fresh client address, so the per-IP limits of one test do not leak into the next. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;
export function freshEmail(label = 'student'): string {
  emailCounter += 1;
  return `${label}.${Date.now().toString(36)}.${emailCounter}@example.in`;
}

export const STRONG_PASSWORD = 'Chai-Masala-Monsoon-42';

export interface CallOptions {
  token?: string;
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export function call(
  a: Accounts,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  opts: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  return a.t.app.inject({
    method,
    url: `${API}${path}`,
    ...(payload ? { payload } : {}),
    headers,
    remoteAddress: opts.ip ?? freshIp(),
  });
}

/** Waits until at least `count` mails match and answers the newest of them. */
export async function waitForMail(
  smtp: SmtpCapture,
  match: (mail: CapturedMail) => boolean,
  count = 1,
  timeoutMs = 5000,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.mails.filter(match);
    if (found.length >= count) return found[found.length - 1]!;
    if (Date.now() > deadline) throw new Error(`expected ${count} matching mails, got ${found.length} (${smtp.mails.length} in all)`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const mailsTo = (smtp: SmtpCapture, email: string, subject?: string) =>
  smtp.mails.filter((m) => m.to.includes(email) && (subject === undefined || m.subject === subject));

/** Lets mail that is being sent in the background arrive (to prove that none was sent). */
export const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));

export const SUBJECTS = {
  verify: 'Verify your email for Pathway',
  login: 'Your Pathway sign-in code',
  reset: 'Reset your Pathway password',
  changed: 'Your Pathway password was changed',
} as const;

/** The 6-digit code of a mail, read from its text part. */
export function codeOf(mail: CapturedMail): string {
  const match = /^\s*(\d{6})\s*$/m.exec(mail.text);
  if (!match) throw new Error(`no code in mail "${mail.subject}"`);
  return match[1]!;
}

/** The reset link's token, read from the text part. */
export function resetTokenOf(mail: CapturedMail): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in mail "${mail.subject}"`);
  return decodeURIComponent(match[1]!);
}

export interface ParsedCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

/** The Set-Cookie headers of an answer, parsed. */
export function setCookies(res: LightMyRequestResponse): ParsedCookie[] {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list.map((line) => {
    const [pair, ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair!.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const attr of attrs) {
      const i = attr.indexOf('=');
      if (i === -1) attributes[attr.toLowerCase()] = true;
      else attributes[attr.slice(0, i).toLowerCase()] = attr.slice(i + 1);
    }
    return { name: pair!.slice(0, eq), value: pair!.slice(eq + 1), attributes };
  });
}

export function refreshCookie(res: LightMyRequestResponse): ParsedCookie | undefined {
  return setCookies(res).find((c) => c.name === 'pathway_refresh' || c.name === '__Secure-pathway_refresh');
}

/** The device cookie (login-limits) an answer sets, if any. */
export function deviceCookie(res: LightMyRequestResponse): ParsedCookie | undefined {
  return setCookies(res).find((c) => c.name === 'pathway_device' || c.name === '__Secure-pathway_device');
}

export interface SignedInUser {
  email: string;
  password: string;
  token: string;
  refreshToken: string;
  /** `name=value` for a Cookie header. */
  cookie: string;
  /** The device cookie that verification set, `name=value`. */
  deviceCookie: string;
  userId: string;
}

/** Registers, reads the code from the mail and verifies: a verified, signed-in account. */
export async function createVerifiedUser(
  a: Accounts,
  fields: { email?: string; password?: string; firstName?: string; lastName?: string; rememberMe?: boolean } = {},
): Promise<SignedInUser> {
  const email = fields.email ?? freshEmail();
  const password = fields.password ?? STRONG_PASSWORD;
  const reg = await call(a, 'POST', '/users/register', {
    email,
    password,
    firstName: fields.firstName ?? 'Asha',
    lastName: fields.lastName ?? 'Verma',
  });
  if (reg.statusCode !== 201) throw new Error(`register answered ${reg.statusCode}: ${reg.body}`);
  const mail = await waitForMail(a.smtp, (m) => m.to.includes(email) && m.subject === SUBJECTS.verify);
  // As a browser does: the cookie of the session registration started comes along, and is replaced.
  const started = refreshCookie(reg)!;
  const res = await call(
    a,
    'POST',
    '/users/verify-otp',
    { email, otp: codeOf(mail), type: 'register', rememberMe: fields.rememberMe },
    { cookie: `${started.name}=${started.value}` },
  );
  if (res.statusCode !== 200) throw new Error(`verify-otp answered ${res.statusCode}: ${res.body}`);
  const data = res.json().data;
  const cookie = refreshCookie(res)!;
  const device = deviceCookie(res);
  return {
    email,
    password,
    token: data.token,
    refreshToken: data.refreshToken,
    cookie: `${cookie.name}=${cookie.value}`,
    deviceCookie: device ? `${device.name}=${device.value}` : '',
    userId: data.user._id,
  };
}

/** Median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
