import { closingDay, followUpAnswerLabels, heardBackQuestion, notificationKindLabels, type FollowUpAnswer, type NotificationKind } from '@pathway/contracts';
import { renderEmail, type RenderedEmail } from '../../platform/mail/render.ts';

/**
 * The reminder mails (docs/product/reminders.md). Subjects name the job and company, never the
 * person (the mailer logs subjects). Every one ends with its kind's unsubscribe link; the mail's
 * List-Unsubscribe headers carry the same link (reminders.service.ts).
 */

const greeting = (firstName: string) => `Hi ${firstName},`;

/** 'Friday, 12 December 2026' for an India day 'YYYY-MM-DD'. */
function longDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

const whyFootnote: Readonly<Record<NotificationKind, string>> = {
  deadlineReminders: 'You get this because deadline reminders are on in your Pathway settings.',
  followUps: 'You get this because follow-ups are on in your Pathway settings.',
};

function unsubscribeLink(kind: NotificationKind, url: string) {
  return { label: `Unsubscribe from ${notificationKindLabels[kind].toLowerCase()}`, url };
}

export interface DeadlineMail {
  firstName: string;
  title: string;
  company: string;
  closingDate: Date;
  /** "Closes in 3 days", "Closes tomorrow", "Closes today" (contracts' closingLabel). */
  label: string;
  saved: boolean;
  jobUrl: string;
  trackerUrl: string;
  unsubscribeUrl: string;
}

/** A saved or clicked job not yet applied to, 3 days and 1 day before it closes. */
export function deadlineReminderMail(m: DeadlineMail): RenderedEmail {
  const what = m.saved ? 'You saved this job on Pathway' : 'You clicked Apply on this job on Pathway';
  return renderEmail({
    kind: 'deadline-reminder',
    subject: `${m.label}: ${m.title} at ${m.company}`,
    preheader: `${what} and have not applied yet.`,
    heading: `${m.title} at ${m.company} ${m.label.charAt(0).toLowerCase()}${m.label.slice(1)}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `${greeting(m.firstName)}\n${what} and have not told us you applied. The last day to apply is ${longDay(closingDay(m.closingDate))} (India time).`,
      },
      { kind: 'button', label: 'Apply before it closes', url: m.jobUrl },
      { kind: 'paragraph', text: `Already applied? Mark it as applied on your tracker so we stop reminding you: ${m.trackerUrl}` },
    ],
    footnote: whyFootnote.deadlineReminders,
    footerLink: unsubscribeLink('deadlineReminders', m.unsubscribeUrl),
  });
}

export interface FollowUpMail {
  firstName: string;
  title: string;
  company: string;
  /** When it became `applied`. */
  appliedAt: Date;
  /** One link per answer offered, in the order shown. */
  answers: { answer: FollowUpAnswer; url: string }[];
  trackerUrl: string;
  unsubscribeUrl: string;
}

const appliedOn = (at: Date) =>
  at.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });

/** 7 days after `applied` with no change: "Heard back from {company}?" with one-click answers. */
export function followUpMail(m: FollowUpMail): RenderedEmail {
  const question = heardBackQuestion(m.company);
  return renderEmail({
    kind: 'follow-up',
    subject: question,
    preheader: `You applied to ${m.title} a week ago. Where does it stand?`,
    heading: question,
    blocks: [
      {
        kind: 'paragraph',
        text: `${greeting(m.firstName)}\nYou applied to ${m.title} at ${m.company} on ${appliedOn(m.appliedAt)}. Where does it stand? Choose one to update your tracker:`,
      },
      ...m.answers.map((a) => ({ kind: 'button' as const, label: followUpAnswerLabels[a.answer], url: a.url })),
      { kind: 'paragraph', text: `Something else, such as an assessment or an offer? Update it on your tracker: ${m.trackerUrl}` },
    ],
    footnote: whyFootnote.followUps,
    footerLink: unsubscribeLink('followUps', m.unsubscribeUrl),
  });
}

/** 30 days after `applied` with no change: an offer to mark it "No response". */
export function noResponseOfferMail(m: FollowUpMail): RenderedEmail {
  return renderEmail({
    kind: 'no-response-offer',
    subject: `No reply from ${m.company} after 30 days?`,
    preheader: `Mark ${m.title} as "No response" to keep your tracker tidy.`,
    heading: `No reply from ${m.company} after 30 days?`,
    blocks: [
      {
        kind: 'paragraph',
        text: `${greeting(m.firstName)}\nYou applied to ${m.title} at ${m.company} on ${appliedOn(m.appliedAt)}, and it has not moved since. Many companies never write back. Mark it as "No response" to keep your tracker tidy; you can move it again at any time.`,
      },
      ...m.answers.map((a) => ({ kind: 'button' as const, label: followUpAnswerLabels[a.answer], url: a.url })),
      { kind: 'paragraph', text: `Your tracker: ${m.trackerUrl}` },
    ],
    footnote: whyFootnote.followUps,
    footerLink: unsubscribeLink('followUps', m.unsubscribeUrl),
  });
}
