import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { jobs } from '../../apps/server/src/db/schema.ts';
import { createVerifiedAccount, signIn } from '../support/accounts.ts';
import { expectAccessibleAtBothWidths } from '../support/a11y.ts';
import { expectPath, visible } from '../support/dom.ts';
import { jobList, toasts } from '../support/jobs.ts';
import { describeJourney, useJourney } from '../support/journey.ts';

/**
 * Issue 6: the wizard, the profile, saving and removing jobs, applying, and the dashboard
 * reflecting each, against the issue-6 server (`POST /users/setup-profile`, `PUT /users/profile`,
 * `POST /users/avatar`, `/users/stats`, `/users/activity`, `/users/saved-jobs` (and `/ids`),
 * save/unsave and apply, as docs/profile-api.md says).
 */

function toast(page: Page, text: string) {
  return toasts(page).getByText(text, { exact: true });
}

async function continueTo(page: Page, step: number, title: string) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await visible(page.getByText(`Step ${step} of 8`));
  await visible(page.getByRole('heading', { level: 2, name: title }));
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describeJourney('profile, saved jobs, applying and the dashboard', () => {
  // The demo jobs, for saving and applying.
  const journey = useJourney({ seed: 'demo' });

  it('walks the whole wizard, and the profile and dashboard show what was entered', async () => {
    const account = await createVerifiedAccount(journey.server, 'wizard');
    const { page, problems } = await journey.open();
    await signIn(page, account, true);
    await page.goto('/profile-setup', { waitUntil: 'networkidle' });
    await visible(page.getByText('Step 1 of 8'));
    await expectAccessibleAtBothWidths(page, '/profile-setup');

    await page.getByLabel(/^Phone/).fill('98765 43210');
    await page.getByLabel(/^Location/).fill('Pune');
    await continueTo(page, 2, 'Education');
    await page.getByLabel('Education level').selectOption('Undergraduate');
    await page.getByLabel(/^Graduation year/).fill('2026');
    await page.getByLabel(/^CGPA/).fill('8.7');
    await continueTo(page, 3, 'Skills & Bio');
    const skill = page.getByRole('textbox', { name: /^Skills/ });
    for (const name of ['React', 'react', 'SQL']) {
      await skill.fill(name);
      await skill.press('Enter');
    }
    await page.getByRole('textbox', { name: 'Bio' }).fill('Final-year computer engineering student.');
    await continueTo(page, 4, 'Experience');
    await page.getByRole('button', { name: 'Add experience' }).click();
    await page.getByLabel('Company (required)').fill('Zoho');
    await page.getByLabel('Role (required)').fill('Frontend Intern');
    await page.getByLabel(/^Duration/).fill('6 months');
    await continueTo(page, 5, 'Projects');
    await continueTo(page, 6, 'Preferences');
    await page.getByRole('checkbox', { name: 'Internship' }).check();
    await page.getByRole('checkbox', { name: 'Web Development' }).check();
    await continueTo(page, 7, 'Social Links');
    await page.getByLabel('GitHub profile').fill('https://github.com/asha');
    await continueTo(page, 8, 'Review');

    // Progress survives a reload.
    await page.reload({ waitUntil: 'networkidle' });
    await visible(page.getByText('Step 8 of 8'));
    await visible(page.getByRole('region', { name: 'Experience' }).getByText('Frontend Intern at Zoho'));

    await page.getByRole('button', { name: 'Complete Profile Setup' }).click();
    await visible(toast(page, 'Your profile has been set up successfully.'));
    await expectPath(page, '/dashboard');
    await visible(page.getByText('Welcome, Asha!'));
    // First and last name, email, phone, location, bio, a skill and the education level: 100%.
    await expect
      .poll(() => page.getByRole('progressbar', { name: 'Profile Completion' }).getAttribute('aria-valuenow'))
      .toBe('100');
    await expectAccessibleAtBothWidths(page, '/dashboard');

    await page.goto('/profile', { waitUntil: 'networkidle' });
    await visible(page.getByText('+91 98765 43210'));
    await visible(page.getByRole('list', { name: 'Skills' }).getByText('SQL'));
    await expectAccessibleAtBothWidths(page, '/profile');
    problems.expectNone();
  });

  it('edits the profile and uploads an avatar', async () => {
    const account = await createVerifiedAccount(journey.server, 'profile-edit');
    const { page } = await journey.open();
    await signIn(page, account, true);
    await page.goto('/profile', { waitUntil: 'networkidle' });

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Full name').fill('Asha Rani Verma');
    await page.getByLabel('Phone').fill('70123 45678');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(toast(page, 'Profile Updated.'));
    await page.reload({ waitUntil: 'networkidle' });
    await visible(page.getByRole('heading', { level: 2, name: 'Asha Rani Verma' }));
    await visible(page.getByText('+91 70123 45678'));

    await page.getByLabel('Profile photo file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await visible(toast(page, 'Please select an image file.'));
    await page.getByLabel('Profile photo file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await visible(toast(page, 'Avatar Updated.'));
    await expect.poll(() => page.locator('header img').first().getAttribute('src')).toMatch(/^\/uploads\/avatars\//);
  });

  it('saves and removes a job, applies in a new tab without opener, and the dashboard counts both', async () => {
    const account = await createVerifiedAccount(journey.server, 'save-apply');
    const { page, context } = await journey.open();
    await signIn(page, account, true);
    await page.goto('/jobs', { waitUntil: 'networkidle' });
    const card = jobList(page).cards.first();
    const title = (await card.getByRole('heading').textContent())!.trim();

    await card.getByRole('button', { name: 'Save Job' }).click();
    await visible(card.getByRole('button', { name: 'Saved', pressed: true }));
    await visible(toast(page, 'Job saved successfully!'));

    // The new tab must go through our redirect, which answers 302 to the job's own apply link. (The
    // portal itself is outside this machine: its page does not load, but the tab goes there.)
    const redirectPath = /\/api\/v1\/jobs\/redirect\/([^/?]+)$/;
    const redirected = context.waitForEvent('response', (r) => redirectPath.test(new URL(r.url()).pathname));
    const toPortal = context.waitForEvent('request', (r) => redirectPath.test(new URL(r.redirectedFrom()?.url() ?? 'http://x/').pathname));
    const [portal] = await Promise.all([context.waitForEvent('page'), card.getByRole('button', { name: 'Apply Now' }).click()]);
    await visible(toast(page, 'Redirected To Career Portal'));
    const redirect = await redirected;
    expect(redirect.status()).toBe(302);
    const jobId = redirectPath.exec(new URL(redirect.url()).pathname)![1]!;
    const [stored] = await journey.server.app.deps.database.db
      .select({ applyLink: jobs.applyLink, title: jobs.title })
      .from(jobs)
      .where(eq(jobs.id, jobId));
    expect(stored?.title).toBe(title);
    expect(redirect.headers()['location']).toBe(stored!.applyLink);
    expect((await toPortal).url()).toBe(stored!.applyLink);
    // Wait until the tab has left our redirect (it ends on the portal, or Chromium's page for a host
    // it cannot reach), then check it has no handle on Pathway's tab.
    await expect.poll(() => portal.url()).not.toMatch(/^about:blank|\/api\/v1\/jobs\/redirect\//);
    await portal.waitForLoadState();
    expect(await portal.evaluate(() => window.opener)).toBeNull();

    // The dashboard counts the saved job and the application.
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    const stat = (label: string) => page.getByRole('main').locator('dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
    await expect.poll(() => stat('Saved Jobs').textContent()).toBe('1');
    await expect.poll(() => stat('Applications').textContent()).toBe('1');

    await page.goto('/saved-jobs', { waitUntil: 'networkidle' });
    const saved = page.getByRole('article', { name: title });
    await visible(saved);
    await visible(page.getByText('Showing 1 of 1 saved job'));
    await expectAccessibleAtBothWidths(page, '/saved-jobs');
    await saved.getByRole('button', { name: 'Remove' }).click();
    await visible(toast(page, 'Job removed from saved jobs.'));
    await visible(page.getByRole('heading', { name: 'No saved jobs yet' }));

    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    const recent = page.getByRole('region', { name: 'Recent Activity' });
    await visible(recent.getByText(`Applied to ${title}`, { exact: false }));
    await visible(recent.getByText(`Saved ${title}`, { exact: false }));
    await expect.poll(() => stat('Saved Jobs').textContent()).toBe('0');
    await expect.poll(() => stat('Applications').textContent()).toBe('1');
  });
});
