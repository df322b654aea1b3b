import { z } from 'zod';
import { applicationStatusSchema, notificationKinds, type ApplicationStatus, type NotificationKind } from './applications.ts';

/**
 * Reminder mails and their one-click links (docs/product/reminders.md): deadline reminders for saved
 * or clicked jobs not yet applied to, follow-ups after applying, one-click answers that move a
 * tracked application, and one-click unsubscribe (RFC 8058).
 */

/** What a reminder mail is about; each belongs to one notification setting. */
export const reminderTypes = ['deadline-3', 'deadline-1', 'follow-up-7', 'follow-up-30'] as const;
export type ReminderType = (typeof reminderTypes)[number];

export const reminderSetting: Readonly<Record<ReminderType, NotificationKind>> = {
  'deadline-3': 'deadlineReminders',
  'deadline-1': 'deadlineReminders',
  'follow-up-7': 'followUps',
  'follow-up-30': 'followUps',
};

/** What the settings page calls each kind (the unsubscribe page names it the same way). */
export const notificationKindLabels: Readonly<Record<NotificationKind, string>> = {
  deadlineReminders: 'Deadline reminders',
  followUps: 'Follow-ups after you apply',
};

/** A follow-up mail's one-click answers: the stage it moves the application to, or nothing (`not_yet`). */
export const followUpAnswers = ['interview', 'rejected', 'no_response', 'not_yet'] as const;
export type FollowUpAnswer = (typeof followUpAnswers)[number];

export const followUpAnswerStatus: Readonly<Record<FollowUpAnswer, ApplicationStatus | null>> = {
  interview: 'interview',
  rejected: 'rejected',
  no_response: 'no_response',
  not_yet: null,
};

export const followUpAnswerLabels: Readonly<Record<FollowUpAnswer, string>> = {
  interview: 'Interview',
  rejected: 'Rejected',
  no_response: 'Mark as no response',
  not_yet: 'Not yet',
};

/** The question of the follow-up 7 days after applying (issue 21's wording). */
export function heardBackQuestion(company: string): string {
  return `Heard back from ${company}?`;
}

export const reminderMessages = {
  linkInvalid: 'This link does not work. It may be incomplete or too old; open Pathway to change your settings or your tracker.',
  unsubscribed: (kind: NotificationKind) => `You will get no more ${notificationKindLabels[kind].toLowerCase()} by email. Turn them on again in Settings.`,
  answerUnknown: `answer must be one of ${followUpAnswers.join(', ')}.`,
  answered: (status: ApplicationStatus | null) =>
    status === null ? 'Thanks. Good luck, we hope you hear back soon.' : 'Your tracker is updated.',
  alreadyChanged: 'This application was already updated.',
  applicationGone: 'This application is no longer on your tracker.',
} as const;

/** `POST /unsubscribe/{token}` (RFC 8058 one-click, or the confirming page's button). */
export const unsubscribeResponseSchema = z.object({
  /** A setting, or `savedSearch`: one saved search's alerts (docs/product/alerts.md). */
  kind: z.enum([...notificationKinds, 'savedSearch']),
  /** With `savedSearch`: which one (it is now paused). */
  savedSearchId: z.string().optional(),
  unsubscribed: z.literal(true),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** `?answer=` of the follow-up answer links. */
export const followUpAnswerQuerySchema = z.object({
  answer: z.enum(followUpAnswers, { error: reminderMessages.answerUnknown }),
});

/** `POST /reminders/answer/{token}?answer=…`: whether the tracker changed, and the stage it is in now. */
export const followUpAnswerResponseSchema = z.object({
  changed: z.boolean(),
  status: applicationStatusSchema,
});
export type FollowUpAnswerResponse = z.infer<typeof followUpAnswerResponseSchema>;
