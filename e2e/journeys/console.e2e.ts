import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { codeOf, createVerifiedAccount, MAIL_SUBJECTS, mailTo, postApi, signInThroughForm, type Account } from '../support/accounts.ts';
import { expectAccessible, expectAccessibleAtBothWidths, expectNoHorizontalScroll } from '../support/a11y.ts';
import { MOBILE } from '../support/browser.ts';
import { expectPath, visible } from '../support/dom.ts';
import { toasts } from '../support/jobs.ts';
import { describeJourney, useJourney } from '../support/journey.ts';

/** ADMIN_EMAILS makes this account the console's first admin when it verifies. */
const ADMIN: Account = { email: 'ops.admin@pathway.example.in', password: 'Monsoon#Chai42', firstName: 'Meera', lastName: 'Iyer' };

function toast(page: Page, text: string) {
  return toasts(page).getByText(text, { exact: true });
}

describeJourney('the operations console', () => {
  const journey = useJourney({ env: { ADMIN_EMAILS: ADMIN.email } });

  async function adminAccount(): Promise<Account> {
    const registered = await postApi(journey.server, '/users/register', ADMIN);
    if (registered.status === 201) {
      const mail = await mailTo(journey.server, ADMIN.email, MAIL_SUBJECTS.register);
      const verified = await postApi(journey.server, '/users/verify-otp', { email: ADMIN.email, otp: codeOf(mail), type: 'register' });
      expect(verified.status).toBe(200);
    }
    return ADMIN;
  }

  /** The admin signed in (remember me, so reloads keep the session) on `path`. */
  async function openAsAdmin(path: string) {
    const admin = await adminAccount();
    const opened = await journey.open(path);
    await expectPath(opened.page, '/login');
    await signInThroughForm(opened.page, admin, true);
    await expectPath(opened.page, path);
    return opened;
  }

  async function openUser(page: Page, student: Account) {
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('searchbox', { name: 'Email or name' }).fill(student.email);
    await page.keyboard.press('Enter');
    // The one account with that email (the list keeps the previous rows until the answer comes).
    await visible(page.getByText('1 account', { exact: true }));
    await page.getByRole('link', { name: `${student.firstName} ${student.lastName}` }).click();
    await visible(page.getByRole('heading', { level: 1, name: `${student.firstName} ${student.lastName}` }));
  }

  it('disables a user who then cannot sign in', async () => {
    const student = await createVerifiedAccount(journey.server, 'console-disable');
    const { page, problems } = await openAsAdmin('/admin');
    await expectPath(page, '/admin/users');
    await visible(page.getByRole('navigation', { name: 'Console' }));
    await openUser(page, student);

    await page.getByRole('button', { name: 'Disable account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable this account?' });
    await visible(dialog);
    await expectAccessible(page);
    // No reason: refused in the dialog, nothing sent.
    await dialog.getByRole('button', { name: 'Disable account' }).click();
    await visible(dialog.getByText('Reason is required.'));
    await dialog.getByLabel('Reason').fill('Spam reports from three companies');
    await dialog.getByRole('button', { name: 'Disable account' }).click();
    await visible(toast(page, 'Account disabled'));
    await visible(page.getByText('Disabled', { exact: true }));
    await visible(page.getByRole('button', { name: 'Enable account' }));
    problems.expectNone();

    const other = await journey.open('/login');
    await signInAttempt(other.page, student);
    await visible(toasts(other.page).getByText('This account has been disabled. Please contact support.'));
    await expectPath(other.page, '/login');
    other.problems.expectNone({ allow: [/POST .*\/users\/login 403/, /403 \(Forbidden\).*\/users\/login/] });
  });

  it('grants premium and sees it in the audit log', async () => {
    const student = await createVerifiedAccount(journey.server, 'console-premium');
    const { page, problems } = await openAsAdmin('/admin/users');
    await openUser(page, student);

    await page.getByRole('button', { name: 'Grant premium' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant or extend premium' });
    await visible(dialog);
    await dialog.getByLabel('Days').fill('45');
    await dialog.getByLabel('Reason').fill('Campus ambassador, Pune chapter');
    await dialog.getByRole('button', { name: 'Grant premium' }).click();
    await visible(toast(page, 'Premium granted'));
    await visible(page.getByRole('definition').filter({ hasText: /^Premium$/ }));

    await page.getByRole('link', { name: 'Audit log' }).click();
    await expectPath(page, '/admin/audit-log');
    await page.getByLabel('Action').selectOption({ label: 'Granted premium' });
    const entries = page.getByRole('region', { name: 'Audit log entries' });
    const row = entries.getByRole('row').filter({ hasText: 'Campus ambassador, Pune chapter' });
    await visible(row);
    expect(await row.textContent()).toContain(ADMIN.email);
    expect(await row.textContent()).toContain('premiumDays45');
    problems.expectNone();
  });

  it('every console page is accessible at 1280 px and 375 px, and usable on a tablet', async () => {
    const student = await createVerifiedAccount(journey.server, 'console-a11y');
    await postApi(journey.server, '/stats/contact', { name: 'Priya Menon', email: student.email, subject: 'Saved jobs missing', message: 'They vanished.' });
    const { page, problems } = await openAsAdmin('/admin/users');
    for (const path of ['/admin/users', '/admin/support', '/admin/payments', '/admin/audit-log']) {
      await expectAccessibleAtBothWidths(page, path);
    }
    await page.goto('/admin/support', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Saved jobs missing' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Saved jobs missing' }));
    await expectAccessibleAtBothWidths(page, new URL(page.url()).pathname);
    await page.getByLabel('Reply to Priya Menon').fill('Hello Priya, they are back now.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await visible(toast(page, 'Reply sent'));
    const reply = await journey.server.mailbox.waitFor((m) => m.to.includes(student.email) && m.subject === 'Re: Saved jobs missing');
    expect(reply.text).toContain('they are back now');

    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/admin/users', { waitUntil: 'networkidle' });
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ ...MOBILE });
    await openUser(page, student);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    problems.expectNone();
  });

  it('a student sees no console link and is told the console is not theirs', async () => {
    const student = await createVerifiedAccount(journey.server, 'console-student');
    const { page, problems } = await journey.open('/admin/users');
    await signInThroughForm(page, student, true);
    await expectPath(page, '/admin/users');
    await visible(page.getByRole('heading', { level: 1, name: 'You do not have access to the console' }));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await visible(page.getByRole('menuitem', { name: 'Settings' }));
    expect(await page.getByRole('menuitem', { name: 'Operations console' }).count()).toBe(0);
    problems.expectNone();
  });
});

async function signInAttempt(page: Page, account: Account) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
