import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  codeOf,
  createVerifiedAccount,
  enterCode,
  expectAccessibleHereAtBothWidths,
  EXPIRED_ACCESS_TOKEN,
  loginForm,
  MAIL_SUBJECTS,
  mailTo,
  openWithExpiredAccessToken,
  otpForm,
  postApi,
  REFRESH_COOKIE,
  refreshCookieOf,
  resetLinkOf,
  signIn,
  signInThroughForm,
  storedTokens,
  uniqueEmail,
} from '../support/accounts.ts';
import { expectAccessibleAtBothWidths } from '../support/a11y.ts';
import { accessibleDescription, expectPath, visible } from '../support/dom.ts';
import { toasts } from '../support/jobs.ts';
import { describeJourney, useJourney } from '../support/journey.ts';

const DAY_S = 24 * 60 * 60;

/** The toast that says `text` (title or description). */
function toast(page: Page, text: string) {
  return toasts(page).getByText(text, { exact: true });
}

/** Fills the sign-up form of /register and submits it. */
async function signUp(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill('Asha');
  await form.getByLabel('Last name').fill('Verma');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await form.getByRole('button', { name: 'Create Account' }).click();
}

/** A 6-digit code that is certainly not `code`. */
const wrongCodeFor = (code: string) => `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

describeJourney('accounts: sign up, sign in, stay signed in, recover, sign out', () => {
  const journey = useJourney();

  it('register → the code from the mail → /profile-setup, signed in for this browser session', async () => {
    const { page, context, problems } = await journey.open('/register');
    const email = uniqueEmail('register');
    const password = 'Monsoon#Chai42';

    // The form's own checks first: an empty form is refused with its messages, and nothing is sent.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await visible(page.getByText('Please accept the terms and conditions.'));
    expect(await accessibleDescription(page.getByLabel('First name'))).toContain('Please fill in all required fields.');

    await signUp(page, email, password);
    await visible(toast(page, 'Registration initiated! Please check your email for verification code.'));
    await expectPath(page, '/otp-verification');
    await visible(page.getByRole('heading', { level: 1, name: 'Complete Registration' }));
    await visible(page.getByText(email));
    await expectAccessibleHereAtBothWidths(page);

    const mail = await mailTo(journey.server, email, MAIL_SUBJECTS.register);
    const code = codeOf(mail);

    // A wrong code: the server's reason is shown and the boxes are emptied for another try.
    await enterCode(page, wrongCodeFor(code));
    await visible(toasts(page).getByText(/tries? left|incorrect|not right/i));
    await expect.poll(() => otpForm(page).boxes.evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value).join(''))).toBe('');

    await enterCode(page, code);
    await expectPath(page, '/profile-setup');
    await visible(toast(page, 'Verification successful!'));
    await visible(page.getByRole('banner').getByRole('button', { name: 'Account menu' }));

    // No remember me: the token lives in this tab only, the refresh token only in an HttpOnly cookie.
    const tokens = await storedTokens(page);
    expect(tokens.session).toBeTruthy();
    expect(tokens.local).toBeNull();
    expect(tokens.refresh).toBeNull();
    const cookie = await refreshCookieOf(context);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.path).toBe('/api/v1/users');
    expect(cookie?.expires).toBe(-1);
    // The wrong code was answered 400 on purpose; the browser logs that.
    problems.expectNone({ allow: [/verify-otp 400/, /status of 400/] });
  });

  it('asks for a new code after the 30 s countdown, and the new code works', async () => {
    const { page, problems } = await journey.open('/register');
    const email = uniqueEmail('resend');
    await signUp(page, email, 'Monsoon#Chai42');
    await visible(page.getByRole('heading', { level: 1, name: 'Complete Registration' }));
    const first = await mailTo(journey.server, email, MAIL_SUBJECTS.register);
    await visible(page.getByText(/You can ask for a new one in \d+s/));
    expect(await page.getByRole('button', { name: 'Resend code' }).count()).toBe(0);

    const resend = page.getByRole('button', { name: 'Resend code' });
    await resend.waitFor({ state: 'visible', timeout: 35_000 });
    await resend.click();
    await visible(toast(page, `We sent a new 6-digit code to ${email}.`));
    await visible(page.getByText(/You can ask for a new one in \d+s/));
    const second = await journey.server.mailbox.waitFor(
      (mail) => mail.envelope.to.includes(email) && mail.subject === MAIL_SUBJECTS.register && mail !== first,
    );

    await enterCode(page, codeOf(second));
    await expectPath(page, '/profile-setup');
    problems.expectNone();
  }, 60_000);

  it('a guarded page visited signed out shows /login; signing in returns to it', async () => {
    const account = await createVerifiedAccount(journey.server, 'origin');
    const { page, problems } = await journey.open('/dashboard');
    await expectPath(page, '/login');
    await visible(page.getByRole('heading', { level: 1, name: 'Sign In' }));
    await visible(page.getByText('25,000+ professionals'));

    // Both fields are required.
    await loginForm(page).submit.click();
    await visible(page.getByText('Please fill in all fields.').first());

    await signInThroughForm(page, account);
    await expectPath(page, '/dashboard');
    await visible(toast(page, 'Welcome back!'));

    // Another members page, from a fresh browser: back to it after signing in, with its query.
    const other = await journey.open('/settings?from=mail');
    await expectPath(other.page, '/login');
    await signInThroughForm(other.page, account);
    await expectPath(other.page, '/settings');
    expect(new URL(other.page.url()).search).toBe('?from=mail');
    await visible(other.page.getByRole('heading', { level: 1, name: 'Settings' }));
    problems.expectNone();
    other.problems.expectNone();
  });

  it('a wrong password says so, whether or not the account exists', async () => {
    const account = await createVerifiedAccount(journey.server, 'wrong');
    const { page, problems } = await journey.open('/login');
    const form = loginForm(page);
    await form.email.fill(account.email);
    await form.password.fill('Not-the-password-1');
    await form.submit.click();
    await visible(toast(page, 'Invalid email or password.'));

    await form.email.fill(uniqueEmail('nobody'));
    await form.submit.click();
    await visible(toast(page, 'Invalid email or password.'));
    await expectPath(page, '/login');
    problems.expectNone({ allow: [/users\/login 401/, /status of 401/] });
  });

  it('remember me off: session cookie and sessionStorage; a new tab is a guest', async () => {
    const account = await createVerifiedAccount(journey.server, 'session');
    const { page, context, problems } = await journey.open();
    await signIn(page, account, false);

    const cookie = await refreshCookieOf(context);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.expires).toBe(-1);
    const tokens = await storedTokens(page);
    expect(tokens.session).toBeTruthy();
    expect(tokens.local).toBeNull();
    expect(tokens.refresh).toBeNull();

    // Still signed in after a reload of the tab.
    await page.reload({ waitUntil: 'networkidle' });
    await visible(page.getByRole('heading', { level: 1 }));
    await expectPath(page, '/dashboard');

    const tab = await context.newPage();
    await tab.goto('/dashboard', { waitUntil: 'networkidle' });
    await expectPath(tab, '/login');
    problems.expectNone();
  });

  it('remember me on: a cookie of about 30 days and localStorage; a new tab is signed in', async () => {
    const account = await createVerifiedAccount(journey.server, 'remember');
    const { page, context, problems } = await journey.open();
    await signIn(page, account, true);

    const cookie = await refreshCookieOf(context);
    expect(cookie?.httpOnly).toBe(true);
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(29 * DAY_S);
    expect(lifetime).toBeLessThanOrEqual(30 * DAY_S + 60);
    const tokens = await storedTokens(page);
    expect(tokens.local).toBeTruthy();
    expect(tokens.session).toBeNull();
    expect(tokens.refresh).toBeNull();

    const tab = await context.newPage();
    await tab.goto('/dashboard', { waitUntil: 'networkidle' });
    await visible(tab.getByRole('banner').getByRole('button', { name: 'Account menu' }));
    await expectPath(tab, '/dashboard');
    problems.expectNone();
  });

  it('an expired access token is refreshed once through the cookie, and the page carries on', async () => {
    const account = await createVerifiedAccount(journey.server, 'refresh');
    const { page, context, problems } = await journey.open();
    await signIn(page, account, true);
    const before = await refreshCookieOf(context);

    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/refresh'));
    await openWithExpiredAccessToken(page, '/dashboard');
    expect((await refreshed).status()).toBe(200);
    await expectPath(page, '/dashboard');
    await visible(page.getByRole('banner').getByRole('button', { name: 'Account menu' }));
    const tokens = await storedTokens(page);
    expect(tokens.local).toBeTruthy();
    expect(tokens.local).not.toBe(EXPIRED_ACCESS_TOKEN);
    // The refresh token was rotated.
    expect((await refreshCookieOf(context))?.value).not.toBe(before?.value);
    problems.expectNone({ allow: [/users\/profile 401/, /status of 401/] });
  });

  it('two tabs whose tokens expire together take turns to refresh, and both stay signed in', async () => {
    const account = await createVerifiedAccount(journey.server, 'two-tabs');
    const { page, context, problems } = await journey.open();
    await signIn(page, account, true);
    const other = await context.newPage();
    await other.goto('/dashboard', { waitUntil: 'networkidle' });

    // Both tabs hold a token the server refuses and share one refresh cookie. Were they to send that
    // cookie at once, the second would look like a stolen, reused token and end the session.
    await page.evaluate((token) => localStorage.setItem('auth_token', token), EXPIRED_ACCESS_TOKEN);
    const refreshes: number[] = [];
    context.on('response', (response) => {
      if (response.url().endsWith('/api/v1/users/refresh')) refreshes.push(response.status());
    });
    await Promise.all([page.reload({ waitUntil: 'networkidle' }), other.reload({ waitUntil: 'networkidle' })]);

    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.every((status) => status === 200)).toBe(true);
    for (const tab of [page, other]) {
      await expectPath(tab, '/dashboard');
      await visible(tab.getByRole('banner').getByRole('button', { name: 'Account menu' }));
    }
    problems.expectNone({ allow: [/users\/profile 401/, /status of 401/] });
  });

  it('log out from the avatar menu: the server revokes the session, the old cookie no longer refreshes', async () => {
    const account = await createVerifiedAccount(journey.server, 'logout');
    const { page, context, problems } = await journey.open();
    await signIn(page, account, true);
    const cookie = await refreshCookieOf(context);
    expect(cookie).toBeDefined();

    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await visible(menu.getByText(`${account.firstName} ${account.lastName}`));
    await visible(menu.getByText(account.email));
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await expectPath(page, '/');
    await visible(toast(page, 'You have been successfully signed out.'));
    await visible(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }));
    expect(await refreshCookieOf(context)).toBeUndefined();
    expect(await storedTokens(page)).toEqual({ local: null, session: null, refresh: null });

    const replay = await postApi(journey.server, '/users/refresh', {}, { cookie: `${REFRESH_COOKIE}=${cookie!.value}` });
    expect(replay.status).toBe(401);
    problems.expectNone();
  });

  it('sign out from the mobile drawer at 375 px, with its toast', async () => {
    const account = await createVerifiedAccount(journey.server, 'drawer');
    const { page, context, problems } = await journey.open(undefined, 'mobile');
    await signIn(page, account, false);
    const cookie = await refreshCookieOf(context);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await visible(drawer.getByText(account.email));
    await drawer.getByRole('button', { name: 'Sign Out' }).click();
    await expectPath(page, '/');
    await visible(toast(page, 'Signed out'));
    await visible(toast(page, 'You have been successfully signed out.'));
    const replay = await postApi(journey.server, '/users/refresh', {}, { cookie: `${REFRESH_COOKIE}=${cookie!.value}` });
    expect(replay.status).toBe(401);
    problems.expectNone();
  });

  it('an unverified account signs in through a mailed code and still returns to the origin', async () => {
    const email = uniqueEmail('unverified');
    const password = 'Monsoon#Chai42';
    const registered = await postApi(journey.server, '/users/register', { email, password, firstName: 'Rahul', lastName: 'Nair' });
    expect(registered.status).toBe(201);
    await mailTo(journey.server, email, MAIL_SUBJECTS.register);

    const { page, problems } = await journey.open('/saved-jobs');
    await expectPath(page, '/login');
    const form = loginForm(page);
    await form.email.fill(email);
    await form.password.fill(password);
    await form.remember.check();
    await form.submit.click();
    await expectPath(page, '/otp-verification');
    await visible(page.getByRole('heading', { level: 1, name: 'Verify Your Login' }));

    const mail = await mailTo(journey.server, email, MAIL_SUBJECTS.login);
    await enterCode(page, codeOf(mail));
    await expectPath(page, '/saved-jobs');
    expect((await storedTokens(page)).local).toBeTruthy();
    problems.expectNone({ allow: [/users\/login 403/, /status of 403/] });
  });

  it('forgot → the code from the mail → a new password → sign in with it', async () => {
    const account = await createVerifiedAccount(journey.server, 'forgot-code');
    const { page, problems } = await journey.open('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await visible(page.getByText('Please enter your email address.'));

    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Check Your Email' }));
    await visible(toast(page, 'Password reset instructions sent to your email.'));
    await expectAccessibleHereAtBothWidths(page);

    const mail = await mailTo(journey.server, account.email, MAIL_SUBJECTS.reset);
    await page.getByRole('link', { name: 'Enter the code' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Verify Email' }));
    await enterCode(page, codeOf(mail));

    await expectPath(page, '/reset-password');
    await visible(page.getByRole('heading', { level: 1, name: 'Reset Password' }));
    await expectAccessibleHereAtBothWidths(page);
    const newPassword = 'Backwater#Trip27';
    await page.getByLabel('New password', { exact: true }).fill('newpathway');
    await visible(page.getByText('Password must contain at least one lowercase letter (met)'));
    await page.getByLabel('Confirm new password').fill('newpathway');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await visible(page.locator('#reset-password-error').getByText('Password must contain at least one uppercase letter'));

    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Password Reset Complete' }));
    await visible(toast(page, 'Your password has been reset successfully.'));
    await expectAccessibleHereAtBothWidths(page);
    await page.getByRole('link', { name: 'Continue to Login' }).click();
    await expectPath(page, '/login');

    // The old password is gone; the new one works.
    const form = loginForm(page);
    await form.email.fill(account.email);
    await form.password.fill(account.password);
    await form.submit.click();
    await visible(toast(page, 'Invalid email or password.'));
    await signInThroughForm(page, { email: account.email, password: newPassword });
    await expectPath(page, '/dashboard');
    await mailTo(journey.server, account.email, MAIL_SUBJECTS.changed);
    problems.expectNone({ allow: [/users\/login 401/, /status of 401/] });
  });

  it('forgot → the link from the mail → a new password; the link works only once', async () => {
    const account = await createVerifiedAccount(journey.server, 'forgot-link');
    const { page, problems } = await journey.open('/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Check Your Email' }));
    const link = resetLinkOf(await mailTo(journey.server, account.email, MAIL_SUBJECTS.reset));
    expect(link.startsWith(`${journey.server.baseUrl}/reset-password?token=`)).toBe(true);

    await page.goto(link, { waitUntil: 'networkidle' });
    await visible(page.getByRole('heading', { level: 1, name: 'Reset Password' }));
    // The token leaves the address bar once the page has it.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    const newPassword = 'Himalaya!Trek28';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Password Reset Complete' }));

    // The same link again: refused, with a way to ask for a new one.
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByLabel('New password', { exact: true }).fill('Ghats#Sunrise29');
    await page.getByLabel('Confirm new password').fill('Ghats#Sunrise29');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await visible(page.getByRole('alert').getByRole('link', { name: 'Request a new one' }));

    await page.goto('/login', { waitUntil: 'networkidle' });
    await signInThroughForm(page, { email: account.email, password: newPassword });
    await expectPath(page, '/dashboard');
    problems.expectNone({ allow: [/users\/reset-password 400/, /status of 400/] });
  });

  it("/reset-password without a token or an email says 'Invalid Access' and goes to /forgot-password", async () => {
    const { page, problems } = await journey.open('/reset-password');
    await expectPath(page, '/forgot-password');
    await visible(toast(page, 'Invalid Access'));
    problems.expectNone();
  });

  it("/otp-verification without an email says 'Missing Information' and goes to /login", async () => {
    const { page, problems } = await journey.open('/otp-verification');
    await expectPath(page, '/login');
    await visible(toast(page, 'Missing Information'));
    problems.expectNone();
  });

  for (const path of ['/login', '/register', '/forgot-password', '/reset-password?token=not-checked-until-submit']) {
    it(`${path} is accessible at 1280 px and 375 px`, async () => {
      const { page, problems } = await journey.open();
      await expectAccessibleAtBothWidths(page, path);
      problems.expectNone();
    });
  }
});
