import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  createVerifiedAccount,
  MAIL_SUBJECTS,
  mailTo,
  openWithExpiredAccessToken,
  postApi,
  signIn,
  signInThroughForm,
  storedTokens,
} from '../support/accounts.ts';
import { expectAccessible, expectAccessibleAtBothWidths, expectNoHorizontalScroll } from '../support/a11y.ts';
import { MOBILE } from '../support/browser.ts';
import { expectPath, visible } from '../support/dom.ts';
import { toasts } from '../support/jobs.ts';
import { describeJourney, useJourney } from '../support/journey.ts';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

function toast(page: Page, text: string) {
  return toasts(page).getByText(text, { exact: true });
}

/** The change-password form of /settings. */
function passwordForm(page: Page) {
  const form = page.getByRole('form', { name: 'Change password' });
  return {
    current: form.getByLabel('Current password'),
    next: form.getByLabel('New password', { exact: true }),
    confirm: form.getByLabel('Confirm new password'),
    submit: form.getByRole('button', { name: 'Update password' }),
  };
}

describeJourney('settings: password, sessions, my data, deleting the account', () => {
  const journey = useJourney();

  it('is for signed-in users, and accessible at 1280 px and 375 px (with the delete dialog open too)', async () => {
    const account = await createVerifiedAccount(journey.server, 'settings-a11y');
    const { page, problems } = await journey.open('/settings');
    await expectPath(page, '/login');
    // Remember me, so the session survives the reloads of the accessibility check.
    await signInThroughForm(page, account, true);
    await expectPath(page, '/settings');
    await visible(page.getByRole('heading', { level: 1, name: 'Settings' }));
    await expectAccessibleAtBothWidths(page, '/settings');

    await page.setViewportSize({ ...MOBILE });
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await visible(dialog);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    problems.expectNone();
  });

  it('changes the password with the current one; other sessions end; the new password signs in', async () => {
    const account = await createVerifiedAccount(journey.server, 'change');
    const other = await journey.open();
    await signIn(other.page, account, true);
    const { page, problems } = await journey.open();
    await signIn(page, account, true);
    await page.goto('/settings', { waitUntil: 'networkidle' });

    const form = passwordForm(page);
    await form.current.fill('Not-my-password-9');
    await form.next.fill('Cardamom#Hills31');
    await form.confirm.fill('Cardamom#Hills31');
    await form.submit.click();
    await visible(page.locator('#settings-current-password-error').getByText('Your current password is incorrect.'));

    await form.current.fill(account.password);
    await form.submit.click();
    await visible(toasts(page).getByText(/Your password has been changed/));
    await expect.poll(() => form.current.inputValue()).toBe('');
    await mailTo(journey.server, account.email, MAIL_SUBJECTS.changed);

    // This tab stays signed in; the other browser's session was revoked.
    await page.reload({ waitUntil: 'networkidle' });
    await expectPath(page, '/settings');
    const refreshOther = await other.page.request.post('/api/v1/users/refresh');
    expect(refreshOther.status()).toBe(401);

    const fresh = await journey.open();
    await signIn(fresh.page, { email: account.email, password: 'Cardamom#Hills31' });
    problems.expectNone({ allow: [/change-password 400/, /status of 400/] });
  });

  it('signs out of every other session, keeping this one', async () => {
    const account = await createVerifiedAccount(journey.server, 'revoke');
    const other = await journey.open();
    await signIn(other.page, account, true);
    const { page, problems } = await journey.open();
    await signIn(page, account, true);
    await page.goto('/settings', { waitUntil: 'networkidle' });

    await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
    // The other browser, and the two sessions that registering and verifying through the API opened.
    await visible(toast(page, 'Signed out of 3 other sessions.'));

    // The other browser can no longer refresh: once its access token is refused it is signed out.
    expect((await other.page.request.post('/api/v1/users/refresh')).status()).toBe(401);
    await openWithExpiredAccessToken(other.page, '/settings');
    await expectPath(other.page, '/login');

    await page.reload({ waitUntil: 'networkidle' });
    await expectPath(page, '/settings');
    problems.expectNone();
    other.problems.expectNone({ allow: [/users\/(refresh|profile) 401/, /status of 401/] });
  });

  it("lists where you're signed in and signs another device out, accessible at 375 px", async () => {
    const account = await createVerifiedAccount(journey.server, 'sessions');
    const phone = await journey.open(undefined, 'mobile');
    await phone.context.setExtraHTTPHeaders({ 'User-Agent': IPHONE_UA });
    await signIn(phone.page, account, true);
    const phoneToken = (await storedTokens(phone.page)).local;
    const { page, problems } = await journey.open();
    await signIn(page, account, true);
    await page.goto('/settings', { waitUntil: 'networkidle' });

    const list = page.getByRole('list', { name: 'Your sessions' });
    const thisDevice = list.getByRole('listitem').filter({ hasText: 'This device' });
    await visible(thisDevice);
    expect(await thisDevice.textContent()).toMatch(/Linux computer.*Chrome \d+ on Linux.*This network/);
    const iphone = list.getByRole('listitem').filter({ hasText: 'iPhone' });
    expect(await iphone.textContent()).toMatch(/Safari 17 on iOS 17\.1.*This network.*Last used today/);
    // The place is only ever coarse: no address of the test server's loopback shows.
    expect(await list.textContent()).not.toContain('127.0.0.1');

    // At 375 px, laid out afresh (as expectAccessibleAtBothWidths does), with the whole list on it.
    await page.setViewportSize({ ...MOBILE });
    await page.reload({ waitUntil: 'networkidle' });
    await visible(iphone);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    // From the keyboard: the button names the device it signs out.
    await iphone.getByRole('button', { name: 'Sign out iPhone (Safari 17)' }).focus();
    await page.keyboard.press('Enter');
    await visible(toast(page, 'iPhone (Safari 17) has been signed out.'));
    await iphone.waitFor({ state: 'detached' });
    await visible(thisDevice);

    // The phone's access token is refused at once, and its refresh token no longer refreshes.
    const profile = await phone.page.request.get('/api/v1/users/profile', { headers: { authorization: `Bearer ${phoneToken}` } });
    expect(profile.status()).toBe(401);
    expect((await phone.page.request.post('/api/v1/users/refresh')).status()).toBe(401);
    await phone.page.reload({ waitUntil: 'networkidle' });
    await expectPath(phone.page, '/login');

    problems.expectNone();
    phone.problems.expectNone({ allow: [/users\/(refresh|profile) 401/, /status of 401/] });
  });

  it('downloads my data as pathway-data.json', async () => {
    const account = await createVerifiedAccount(journey.server, 'export');
    const { page, problems } = await journey.open();
    await signIn(page, account);
    await page.goto('/settings', { waitUntil: 'networkidle' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('pathway-data.json');
    const data = JSON.parse(await fs.readFile((await file.path())!, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(['activity', 'applications', 'calendarFeed', 'dismissedJobs', 'exportedAt', 'notificationSettings', 'orders', 'profile', 'savedJobs', 'savedSearches', 'tracker']);
    expect((data.profile as { email: string }).email).toBe(account.email);
    await visible(toasts(page).getByText(/pathway-data\.json/));
    problems.expectNone();
  });

  it('deletes the account after the password is confirmed; the email can register again', async () => {
    const account = await createVerifiedAccount(journey.server, 'delete');
    const { page, context, problems } = await journey.open();
    await signIn(page, account, true);
    await page.goto('/settings', { waitUntil: 'networkidle' });

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const password = dialog.getByLabel('Password', { exact: true });
    await expect.poll(() => password.evaluate((el) => el === document.activeElement)).toBe(true);
    await password.fill('Not-my-password-9');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await visible(dialog.getByText('Your password is incorrect.'));

    await password.fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expectPath(page, '/');
    await visible(toast(page, 'Account deleted'));
    await visible(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }));
    expect(await storedTokens(page)).toEqual({ local: null, session: null, refresh: null });
    expect((await context.cookies()).some((c) => c.name === 'pathway_refresh')).toBe(false);

    // Gone: the password no longer signs in, and the address is free again.
    const login = await postApi(journey.server, '/users/login', { email: account.email, password: account.password });
    expect(login.status).toBe(401);
    const again = await postApi(journey.server, '/users/register', account);
    expect(again.status, await again.text()).toBe(201);
    problems.expectNone({ allow: [/users\/account 400/, /status of 400/] });
  });
});
