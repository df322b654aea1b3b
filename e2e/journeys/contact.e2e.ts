import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/a11y.ts';
import { accessibleDescription, pause, visible } from '../support/dom.ts';
import { describeJourney, useJourney } from '../support/journey.ts';

const SUPPORT = 'support@pathway.in';
const CONTACT_API = '/api/v1/stats/contact';

let counter = 0;
/** A sender no other test uses, so the per-email limit and the mailbox never mix tests up. */
function uniqueEmail(tag: string): string {
  counter += 1;
  return `asha.${tag}.${Date.now().toString(36)}${counter}@example.in`;
}

function contactForm(page: Page) {
  const main = page.getByRole('main');
  return {
    name: main.getByLabel(/^name/i),
    email: main.getByLabel(/^email/i),
    subject: main.getByLabel(/^subject/i),
    message: main.getByLabel(/^message/i),
    submit: main.getByRole('button', { name: /send/i }),
  };
}

/** The toast region (Radix's viewport, labelled 'Notifications'). */
function toasts(page: Page) {
  return page.getByRole('region', { name: /notifications/i });
}

/** Counts the browser's POSTs to the contact API. */
function countContactPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === CONTACT_API) posts += 1;
  });
  return () => posts;
}

describeJourney('contact: validation, delivery to support, and a refusal shown to the user', () => {
  const journey = useJourney();

  it('shows an error on every empty field and sends nothing', async () => {
    const { page, problems } = await journey.open('/contact');
    const posts = countContactPosts(page);
    const form = contactForm(page);
    await visible(form.name);
    await form.submit.click();

    const expected = [
      [form.name, 'Name is required.'],
      [form.email, 'Email is required.'],
      [form.subject, 'Subject is required.'],
      [form.message, 'Message is required.'],
    ] as const;
    for (const [field, message] of expected) {
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      // The message is visible and tied to its field, so a screen reader announces it there.
      await visible(page.getByText(message, { exact: true }));
      expect(await accessibleDescription(field)).toContain(message);
    }
    // Focus goes to the first field in error.
    await expect.poll(() => form.name.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page);

    await pause(1000);
    expect(posts()).toBe(0);
    expect(journey.server.mailbox.all()).toHaveLength(0);
    problems.expectNone();
  });

  it('delivers a valid message to support with the sender as Reply-To, then clears the form', async () => {
    const { page, problems } = await journey.open('/contact');
    const form = contactForm(page);
    const email = uniqueEmail('sent');
    const subject = `Internship listing question ${Date.now()}`;
    const message = 'Namaste! Is the Pune data science internship open to second-year B.Tech students?\nThank you.';

    await form.name.fill('Asha Verma');
    await form.email.fill(email);
    await form.subject.fill(subject);
    await form.message.fill(message);
    await form.submit.click();

    await visible(toasts(page).getByText('Message Sent!'));
    for (const field of [form.name, form.email, form.subject, form.message]) {
      await expect.poll(() => field.inputValue()).toBe('');
    }

    const mail = await journey.server.mailbox.waitFor((m) => m.subject === `[Contact] ${subject}`);
    expect(mail.envelope.to).toEqual([SUPPORT]);
    expect(mail.to).toEqual([SUPPORT]);
    expect(mail.replyTo).toEqual([email]);
    expect(mail.text).toContain('Asha Verma');
    for (const line of message.split('\n')) expect(mail.text).toContain(line);
    await pause(500);
    expect(journey.server.mailbox.all().filter((m) => m.subject === `[Contact] ${subject}`)).toHaveLength(1);
    await expectAccessible(page);
    problems.expectNone();
  });

  it('tells the user when the server refuses the message (the sixth in an hour from one email)', async () => {
    const { page, problems } = await journey.open('/contact');
    const email = uniqueEmail('limited');
    // Five messages use up this sender's hourly allowance (sent from the same browser, so the same IP).
    for (let i = 1; i <= 5; i++) {
      const response = await page.request.post(CONTACT_API, {
        data: { name: 'Rahul Nair', email, subject: `Allowance ${i}`, message: `Message number ${i}.` },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    await journey.server.mailbox.waitFor((m) => m.subject === '[Contact] Allowance 5');

    const form = contactForm(page);
    const subject = 'One message too many';
    await form.name.fill('Rahul Nair');
    await form.email.fill(email);
    await form.subject.fill(subject);
    await form.message.fill('This one should be refused by the per-email limit.');
    await form.submit.click();

    // The server's reason reaches the user in an error toast (destructive, titled 'Error').
    const toast = toasts(page).getByRole('listitem').filter({ hasText: /too many attempts/i });
    await visible(toast);
    await visible(toast.getByText('Error', { exact: true }));
    expect(await toasts(page).getByText('Message Sent!').count()).toBe(0);
    // What the user typed is kept, so nothing is lost.
    expect(await form.subject.inputValue()).toBe(subject);
    await expectAccessible(page);

    await pause(500);
    expect(journey.server.mailbox.all().filter((m) => m.subject === `[Contact] ${subject}`)).toHaveLength(0);
    // The browser logs the 429 itself; anything else is a problem.
    problems.expectNone({ allow: [/\/api\/v1\/stats\/contact 429/, /status of 429/] });
  });
});
