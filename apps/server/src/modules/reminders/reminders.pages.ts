import {
  applicationStatusLabels,
  followUpAnswerLabels,
  followUpAnswerStatus,
  heardBackQuestion,
  notificationKindLabels,
  reminderMessages,
  savedSearchMessages,
  type ApplicationStatus,
  type NotificationKind,
} from '@pathway/contracts';
import type { AnswerView } from './reminders.service.ts';

/**
 * The small pages a reminder mail's links open (docs/product/reminders.md#links): served by the
 * API itself, without the web app, so they work from any mail app without signing in and without
 * JavaScript. A GET only shows; the change is a POST from the page's button, because mail
 * scanners open every link of a mail (RFC 8058 §1).
 */

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const font = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const buttonStyle =
  'display:inline-block;background:#1d4ed8;color:#ffffff;border:0;text-decoration:none;font-weight:600;font-size:16px;padding:12px 24px;border-radius:8px;cursor:pointer';

export interface PageContent {
  title: string;
  paragraphs: string[];
  /** A form that POSTs to `action` (same origin) with one button. */
  form?: { action: string; label: string };
  links: { label: string; href: string }[];
}

export function renderPage(page: PageContent): string {
  const paragraphs = page.paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${escapeHtml(p)}</p>`).join('\n');
  const form = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}" style="margin:8px 0 24px"><button type="submit" style="${buttonStyle}">${escapeHtml(page.form.label)}</button></form>`
    : '';
  const links = page.links
    .map((l) => `<a href="${escapeHtml(l.href)}" style="color:#1d4ed8;font-size:15px;margin-right:16px">${escapeHtml(l.label)}</a>`)
    .join('');
  // The web app's icon: without it a browser asks for /favicon.ico, which nothing serves (a 404).
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${escapeHtml(page.title)} · Pathway</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;${font}">
<main style="max-width:560px;margin:48px auto;padding:24px;background:#ffffff;border-radius:12px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#1d4ed8">Pathway</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#111827">${escapeHtml(page.title)}</h1>
${paragraphs}
${form}
<p style="margin:0">${links}</p>
</main>
</body></html>`;
}

const settingsLink = (publicUrl: string) => ({ label: 'Your settings', href: `${publicUrl}/settings` });
const trackerLink = (publicUrl: string) => ({ label: 'Open your tracker', href: `${publicUrl}/applications` });
const homeLink = (publicUrl: string) => ({ label: 'Open Pathway', href: `${publicUrl}/` });

export function invalidLinkPage(publicUrl: string, message: string = reminderMessages.linkInvalid): string {
  return renderPage({ title: 'This link does not work', paragraphs: [message], links: [homeLink(publicUrl)] });
}

export function confirmUnsubscribePage(publicUrl: string, kind: NotificationKind, action: string): string {
  const label = notificationKindLabels[kind].toLowerCase();
  return renderPage({
    title: `Unsubscribe from ${label}?`,
    paragraphs: [`We will stop emailing you ${label}. You can turn them on again in your settings at any time.`],
    form: { action, label: 'Unsubscribe' },
    links: [settingsLink(publicUrl)],
  });
}

export function unsubscribedPage(publicUrl: string, kind: NotificationKind): string {
  return renderPage({ title: "You're unsubscribed", paragraphs: [reminderMessages.unsubscribed(kind)], links: [settingsLink(publicUrl)] });
}

const stageOf = (status: ApplicationStatus) => applicationStatusLabels[status];

export function confirmAnswerPage(publicUrl: string, view: AnswerView, action: string): string {
  const { application: a } = view;
  const title = view.type === 'follow-up-7' ? heardBackQuestion(a.company) : `No reply from ${a.company} after 30 days?`;
  if (a.status !== 'applied') {
    return renderPage({
      title,
      paragraphs: [`${reminderMessages.alreadyChanged} ${a.title} at ${a.company} is at "${stageOf(a.status)}" on your tracker.`],
      links: [trackerLink(publicUrl)],
    });
  }
  const question =
    view.answer === 'not_yet'
      ? `Still waiting to hear about ${a.title} at ${a.company}? Your tracker stays as it is.`
      : `Move ${a.title} at ${a.company} to "${stageOf(followUpAnswerStatus[view.answer]!)}" on your tracker?`;
  return renderPage({
    title,
    paragraphs: [question],
    form: { action, label: followUpAnswerLabels[view.answer] },
    links: [trackerLink(publicUrl)],
  });
}

export function answeredPage(publicUrl: string, result: { changed: boolean; status: ApplicationStatus; view: AnswerView }): string {
  const { application: a } = result.view;
  if (result.view.answer === 'not_yet' && result.status === 'applied') {
    return renderPage({ title: 'Thanks', paragraphs: [reminderMessages.answered(null)], links: [trackerLink(publicUrl)] });
  }
  if (!result.changed) {
    return renderPage({
      title: reminderMessages.alreadyChanged,
      paragraphs: [`${a.title} at ${a.company} is at "${stageOf(result.status)}" on your tracker.`],
      links: [trackerLink(publicUrl)],
    });
  }
  return renderPage({
    title: reminderMessages.answered(result.status),
    paragraphs: [`${a.title} at ${a.company} is now at "${stageOf(result.status)}".`],
    links: [trackerLink(publicUrl)],
  });
}

// Alert mails' links (docs/product/alerts.md#links): one search's unsubscribe, and "Not interested".

const savedSearchesLink = (publicUrl: string) => ({ label: 'Your saved searches', href: `${publicUrl}/saved-searches` });

export function confirmSearchUnsubscribePage(publicUrl: string, name: string, action: string): string {
  return renderPage({
    title: `Stop alerts for "${name}"?`,
    paragraphs: [`We will stop emailing you new jobs for your saved search "${name}". The search stays saved; turn its alerts on again at any time.`],
    form: { action, label: 'Unsubscribe' },
    links: [savedSearchesLink(publicUrl)],
  });
}

export function searchUnsubscribedPage(publicUrl: string, name: string): string {
  return renderPage({ title: "You're unsubscribed", paragraphs: [savedSearchMessages.unsubscribed(name)], links: [savedSearchesLink(publicUrl)] });
}

export function confirmDismissPage(publicUrl: string, job: { title: string; company: string }, action: string): string {
  return renderPage({
    title: `Not interested in ${job.title} at ${job.company}?`,
    paragraphs: ['We will leave this job out of your job alerts from now on.'],
    form: { action, label: 'Not interested' },
    links: [savedSearchesLink(publicUrl)],
  });
}

export function dismissedPage(publicUrl: string, job: { title: string; company: string }): string {
  return renderPage({
    title: savedSearchMessages.dismissed,
    paragraphs: [`${job.title} at ${job.company} will not appear in your alerts again.`],
    links: [savedSearchesLink(publicUrl)],
  });
}
