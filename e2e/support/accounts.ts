import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible, expectNoHorizontalScroll } from './a11y.ts';
import { DESKTOP, MOBILE } from './browser.ts';
import { expectPath, visible } from './dom.ts';
import type { CapturedMail } from './mail.ts';
import type { TestServer } from './server.ts';

/**
 * Helpers for the account journeys (issue 5): unique users, codes and links read from captured
 * mail, accounts made through the API, the sign-in form, and what the browser keeps of a session.
 */

export const REFRESH_COOKIE = 'pathway_refresh';
export const MAIL_SUBJECTS = {
  register: 'Verify your email for Pathway',
  login: 'Your Pathway sign-in code',
  reset: 'Reset your Pathway password',
  changed: 'Your Pathway password was changed',
} as const;

let counter = 0;
/** An address no other test uses, so per-email limits and the mailbox never mix tests up. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `asha.${tag}.${Date.now().toString(36)}${counter}@example.in`;
}

/** The 6-digit code in a mail's text. */
export function codeOf(mail: CapturedMail): string {
  const match = /(?<!\d)(\d{6})(?!\d)/.exec(mail.text);
  if (!match) throw new Error(`No 6-digit code in "${mail.subject}":\n${mail.text}`);
  return match[1]!;
}

/** The reset link (`/reset-password?token=…`) in a mail's text. */
export function resetLinkOf(mail: CapturedMail): string {
  const match = /https?:\/\/\S+\/reset-password\?token=[^\s)>\]"]+/.exec(mail.text);
  if (!match) throw new Error(`No reset link in "${mail.subject}":\n${mail.text}`);
  return match[0];
}

/** Waits for the next mail with `subject` to `email` that arrived after `since` mails had. */
export function mailTo(server: TestServer, email: string, subject: string, after = 0): Promise<CapturedMail> {
  return server.mailbox.waitFor(
    (mail) => mail.subject === subject && mail.envelope.to.includes(email) && server.mailbox.to(email).indexOf(mail) >= after,
  );
}

/** A POST to the API from outside any browser (no cookie jar). */
export function postApi(server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close', ...headers },
    body: JSON.stringify(body),
  });
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Registers and verifies an account through the API (the browser under test keeps no cookie of it). */
export async function createVerifiedAccount(server: TestServer, tag: string, password = 'Monsoon#Chai42'): Promise<Account> {
  const account = { email: uniqueEmail(tag), password, firstName: 'Asha', lastName: 'Verma' };
  const registered = await postApi(server, '/users/register', account);
  expect(registered.status, await registered.text()).toBe(201);
  const mail = await mailTo(server, account.email, MAIL_SUBJECTS.register);
  const verified = await postApi(server, '/users/verify-otp', { email: account.email, otp: codeOf(mail), type: 'register' });
  expect(verified.status, await verified.text()).toBe(200);
  return account;
}

/** A bearer token for `account` from `POST /users/login` (for API calls that need a signed-in user). */
export async function apiToken(server: TestServer, account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const response = await postApi(server, '/users/login', { email: account.email, password: account.password });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The sign-in form of /login. */
export function loginForm(page: Page) {
  const form = page.getByRole('form', { name: 'Sign in' });
  return {
    form,
    email: form.getByLabel('Email'),
    password: form.getByLabel('Password', { exact: true }),
    remember: form.getByRole('checkbox', { name: 'Remember me' }),
    submit: form.getByRole('button', { name: 'Sign In', exact: true }),
  };
}

/** Signs in through the form on /login (the page must be showing it); waits to leave /login. */
export async function signInThroughForm(page: Page, account: Pick<Account, 'email' | 'password'>, remember = false) {
  const form = loginForm(page);
  await visible(form.email);
  await form.email.fill(account.email);
  await form.password.fill(account.password);
  if (remember) await form.remember.check();
  await form.submit.click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).not.toBe('/login');
}

/** Opens /login and signs in; ends on /dashboard. */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>, remember = false) {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await signInThroughForm(page, account, remember);
  await expectPath(page, '/dashboard');
}

/** The six code boxes of /otp-verification. */
export function otpForm(page: Page) {
  const group = page.getByRole('group', { name: 'Verification code' });
  return {
    group,
    boxes: group.getByRole('textbox'),
    verify: page.getByRole('button', { name: 'Verify', exact: true }),
  };
}

/** Types a code into the boxes (digit by digit, as a person would) and submits it. */
export async function enterCode(page: Page, code: string) {
  const otp = otpForm(page);
  await otp.boxes.first().click();
  await page.keyboard.type(code);
  await otp.verify.click();
}

/** What the journeys put in place of the access token: the server refuses it, as one past its 15 minutes. */
export const EXPIRED_ACCESS_TOKEN = 'expired.access.token';

/**
 * Opens `path` as if the stored access token had expired while the app was closed: the token is
 * swapped before the new page's scripts run, and only once. Swapping it under the running app (as
 * the journeys once did) raced that page's own late requests: a dashboard query sent with the
 * refused token refreshed the session from the old page while the test reloaded it.
 */
export async function openWithExpiredAccessToken(page: Page, path: string): Promise<void> {
  await page.addInitScript((token) => {
    if (sessionStorage.getItem('e2e-token-expired')) return;
    sessionStorage.setItem('e2e-token-expired', 'yes');
    localStorage.setItem('auth_token', token);
  }, EXPIRED_ACCESS_TOKEN);
  await page.goto(path, { waitUntil: 'networkidle' });
}

export async function refreshCookieOf(context: BrowserContext): Promise<Cookie | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === REFRESH_COOKIE);
}

/** Where the page keeps its tokens: auth_token and refresh_token in both web storages. */
export function storedTokens(page: Page) {
  return page.evaluate(() => ({
    local: localStorage.getItem('auth_token'),
    session: sessionStorage.getItem('auth_token'),
    refresh: localStorage.getItem('refresh_token') ?? sessionStorage.getItem('refresh_token'),
  }));
}

/**
 * axe at 1280 px and 375 px on the page as it is now, without reloading it (for screens that live
 * on navigation state, such as the code page); at 375 px nothing may scroll sideways.
 */
export async function expectAccessibleHereAtBothWidths(page: Page): Promise<void> {
  const original = page.viewportSize();
  try {
    for (const size of [DESKTOP, MOBILE]) {
      await page.setViewportSize({ ...size });
      await expectAccessible(page);
      if (size.width === MOBILE.width) await expectNoHorizontalScroll(page);
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}
