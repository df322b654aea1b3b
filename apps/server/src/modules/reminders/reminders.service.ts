import { createHash } from 'node:crypto';
import {
  closingDay,
  closingLabel,
  daysUntilClosing,
  followUpAnswerStatus,
  reminderMessages,
  reminderSetting,
  reminderTypes,
  type Application,
  type ApplicationStatus,
  type FollowUpAnswer,
  type NotificationKind,
  type ReminderType,
} from '@pathway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { API_PREFIX, type AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import { addDays, daysBetween, kolkataDay, kolkataInstant } from '../../platform/tasks/india-time.ts';
import { enqueueTask } from '../../platform/tasks/task-queue.ts';
import { applicationsInStatusSince, getApplication, setApplicationStatus } from '../applications/applications.service.ts';
import { deadlineCandidates, notAppliedClosingBetween } from '../deadlines/deadlines.service.ts';
import { setNotificationSettings } from '../users/users.service.ts';
import { signAnswer, signUnsubscribe, verifyAnswer, verifyUnsubscribe, type FollowUpType } from './mail-links.ts';
import { deadlineReminderMail, followUpMail, noResponseOfferMail } from './reminders.mail.ts';
import { selectRecipients, type Recipient } from './reminders.repository.ts';

/**
 * Reminder mails (docs/product/reminders.md). A daily batch (08:00 India time, a task of its own)
 * decides which reminders are due and queues one `reminders.send` task each, keyed by (type, user,
 * job or application, due day): the queue refuses a key it has seen, so two processes, a retried
 * batch or a restart cannot queue, and so cannot send, the same reminder twice. Each send looks
 * again (still due, still in its window, setting still on) right before it mails.
 */

type Deps = Pick<AppDeps, 'config' | 'database' | 'now' | 'mailer'>;

export const REMINDER_TASKS = { batch: 'reminders.batch', send: 'reminders.send' } as const;
/** The daily batch: 08:00 in India. */
export const REMINDER_BATCH_SCHEDULE = { kind: REMINDER_TASKS.batch, hour: 8, minute: 0 } as const;

type DeadlineType = Extract<ReminderType, 'deadline-3' | 'deadline-1'>;

/**
 * Deadline reminders by days left until the closing day (India): each is due `lead` days before it
 * and may still go out the day after (a batch missed while the server was down), never once the
 * job has closed. A later one replaces an earlier one that was missed.
 */
const DEADLINES: Readonly<Record<DeadlineType, { lead: number; latest: number }>> = {
  'deadline-3': { lead: 3, latest: 2 },
  'deadline-1': { lead: 1, latest: 0 },
};

/** Follow-ups by whole days since the application became `applied`: from `after` to `until`. */
const FOLLOW_UPS: Readonly<Record<FollowUpType, { after: number; until: number }>> = {
  'follow-up-7': { after: 7, until: 13 },
  'follow-up-30': { after: 30, until: 36 },
};

/** The one-click answers each follow-up offers, in the mail's order. */
export const followUpOffers: Readonly<Record<FollowUpType, readonly FollowUpAnswer[]>> = {
  'follow-up-7': ['interview', 'rejected', 'not_yet'],
  'follow-up-30': ['no_response', 'interview', 'rejected'],
};

function deadlineTypeFor(daysLeft: number | null): DeadlineType | undefined {
  if (daysLeft === null) return undefined;
  return (Object.keys(DEADLINES) as DeadlineType[]).find((t) => daysLeft <= DEADLINES[t].lead && daysLeft >= DEADLINES[t].latest);
}

function followUpTypeFor(daysSince: number): FollowUpType | undefined {
  return (Object.keys(FOLLOW_UPS) as FollowUpType[]).find((t) => daysSince >= FOLLOW_UPS[t].after && daysSince <= FOLLOW_UPS[t].until);
}

const reminderPayloadSchema = z.object({
  type: z.enum(reminderTypes),
  userId: z.uuid(),
  /** Deadline reminders: the job. */
  jobId: z.uuid().optional(),
  /** Follow-ups: the tracked application. */
  applicationId: z.uuid().optional(),
  /** The India day it is due, 'YYYY-MM-DD'; part of its key. */
  dueDay: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type ReminderPayload = z.infer<typeof reminderPayloadSchema>;

/** (type, user, job or application, due day): one mail, ever. */
export function reminderKey(p: ReminderPayload): string {
  return `${p.type}:${p.userId}:${p.jobId ?? p.applicationId}:${p.dueDay}`;
}

/** Deadline candidates closing in the window of any deadline reminder as seen at `now`: open, at most 3 days left. */
function deadlineWindow(now: Date): { from: Date; to: Date } {
  const lastDay = addDays(kolkataDay(now), DEADLINES['deadline-3'].lead);
  // An expiry at the very start of the next day still closes with `lastDay` (contracts' closingDay).
  return { from: new Date(now.getTime() + 1), to: new Date(kolkataInstant(addDays(lastDay, 1)).getTime() + 1) };
}

const usable = (r: Recipient | undefined, setting: NotificationKind): r is Recipient => Boolean(r?.emailVerifiedAt && r[setting]);

export interface BatchOutcome {
  queued: number;
  /** Due but queued before (by an earlier batch or another process). */
  alreadyQueued: number;
}

/** The daily batch: queues every reminder due at `now` (a missed day's too, while still in its window). */
export async function queueDueReminders(deps: Deps): Promise<BatchOutcome> {
  const now = deps.now();
  const today = kolkataDay(now);
  const window = deadlineWindow(now);
  const [closing, applied] = await Promise.all([
    deadlineCandidates(deps, window.from, window.to),
    // Became `applied` on days today-36 … today-7 (India) and has not changed since.
    applicationsInStatusSince(deps, 'applied', kolkataInstant(addDays(today, -FOLLOW_UPS['follow-up-30'].until)), kolkataInstant(addDays(today, -6))),
  ]);
  const recipients = new Map(
    (await selectRecipients(deps.database.db, [...new Set([...closing.map((c) => c.userId), ...applied.map((a) => a.userId)])])).map((r) => [r.id, r]),
  );

  const due: ReminderPayload[] = [];
  for (const c of closing) {
    const type = deadlineTypeFor(daysUntilClosing(c.closingDate, now));
    if (!type || !usable(recipients.get(c.userId), 'deadlineReminders')) continue;
    due.push({ type, userId: c.userId, jobId: c.jobId, dueDay: addDays(closingDay(c.closingDate), -DEADLINES[type].lead) });
  }
  for (const a of applied) {
    const since = kolkataDay(a.statusChangedAt);
    const type = followUpTypeFor(daysBetween(since, today));
    if (!type || !a.followUps || !usable(recipients.get(a.userId), 'followUps')) continue;
    due.push({ type, userId: a.userId, applicationId: a.applicationId, dueDay: addDays(since, FOLLOW_UPS[type].after) });
  }

  let queued = 0;
  for (const payload of due) {
    if (await enqueueTask(deps.database.db, { kind: REMINDER_TASKS.send, key: reminderKey(payload), payload, runAt: now }, now)) queued += 1;
  }
  return { queued, alreadyQueued: due.length - queued };
}

// ---------------------------------------------------------------------------------------------
// Sending one
// ---------------------------------------------------------------------------------------------

const api = (deps: Pick<Deps, 'config'>) => `${deps.config.publicUrl}${API_PREFIX}`;

export function unsubscribeUrl(deps: Pick<Deps, 'config'>, userId: string, kind: NotificationKind): string {
  return `${api(deps)}/unsubscribe/${signUnsubscribe(deps.config.jwtSecret, userId, kind)}`;
}

export function answerUrl(deps: Pick<Deps, 'config'>, token: string, answer: FollowUpAnswer): string {
  return `${api(deps)}/reminders/answer/${token}?answer=${answer}`;
}

/**
 * RFC 8058: the https link a mail app POSTs `List-Unsubscribe=One-Click` to (no mailto: nobody
 * reads mail sent to Pathway), and a Message-ID of the reminder's own, so that the one resend a
 * crash between the SMTP answer and the task's commit could cause is dropped by mailboxes that
 * merge copies (docs/decisions/013-task-queue.md).
 */
function reminderMail(deps: Deps, recipient: Recipient, payload: ReminderPayload, rendered: ReturnType<typeof deadlineReminderMail>): OutgoingMail {
  const host = new URL(deps.config.publicUrl).hostname;
  const id = createHash('sha256').update(reminderKey(payload)).digest('hex').slice(0, 32);
  return {
    ...rendered,
    to: recipient.email,
    messageId: `<reminder-${id}@${host}>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl(deps, recipient.id, reminderSetting[payload.type])}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Why a due reminder was not sent after all, or undefined when it was. */
export type SendOutcome = { sent: true } | { sent: false; reason: string };

async function trackedApplication(deps: Deps, userId: string, applicationId: string): Promise<Application | undefined> {
  try {
    return await getApplication(deps, userId, applicationId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
}

/** The `reminders.send` task: sends one reminder if it is still due; a mail failure throws (the task is retried). */
export async function sendReminder(deps: Deps, rawPayload: unknown): Promise<SendOutcome> {
  const payload = reminderPayloadSchema.parse(rawPayload);
  const now = deps.now();
  const [recipient] = await selectRecipients(deps.database.db, [payload.userId]);
  if (!recipient) return { sent: false, reason: 'account deleted' };
  if (!usable(recipient, reminderSetting[payload.type])) return { sent: false, reason: 'turned off in settings' };
  const trackerUrl = `${deps.config.publicUrl}/applications`;
  const unsubscribe = unsubscribeUrl(deps, recipient.id, reminderSetting[payload.type]);

  if (payload.type === 'deadline-3' || payload.type === 'deadline-1') {
    const window = deadlineWindow(now);
    const items = await notAppliedClosingBetween(deps, payload.userId, window.from, window.to);
    const item = items.find((i) => i.jobId === payload.jobId);
    if (!item) return { sent: false, reason: 'applied, no longer saved, or closed' };
    if (deadlineTypeFor(daysUntilClosing(item.closingDate, now)) !== payload.type) return { sent: false, reason: 'outside its window' };
    if (addDays(closingDay(item.closingDate), -DEADLINES[payload.type].lead) !== payload.dueDay) return { sent: false, reason: 'closing date changed' };
    const rendered = deadlineReminderMail({
      firstName: recipient.firstName,
      title: item.title,
      company: item.company,
      closingDate: item.closingDate,
      label: closingLabel(item.closingDate, now),
      saved: item.saved,
      jobUrl: `${deps.config.publicUrl}/jobs/${item.jobId}`,
      trackerUrl,
      unsubscribeUrl: unsubscribe,
    });
    await deps.mailer.send(reminderMail(deps, recipient, payload, rendered));
    return { sent: true };
  }

  const type = payload.type;
  const application = payload.applicationId ? await trackedApplication(deps, payload.userId, payload.applicationId) : undefined;
  if (!application) return { sent: false, reason: 'no longer on the tracker' };
  if (application.status !== 'applied') return { sent: false, reason: 'stage changed' };
  const appliedAt = new Date(application.timeline.at(-1)?.at ?? application.updatedAt);
  const since = kolkataDay(appliedAt);
  if (addDays(since, FOLLOW_UPS[type].after) !== payload.dueDay) return { sent: false, reason: 'stage changed' };
  if (followUpTypeFor(daysBetween(since, kolkataDay(now))) !== type) return { sent: false, reason: 'outside its window' };
  const token = signAnswer(deps.config.jwtSecret, { userId: payload.userId, applicationId: application._id, type }, now);
  const content = {
    firstName: recipient.firstName,
    title: application.title,
    company: application.company,
    appliedAt,
    answers: followUpOffers[type].map((answer) => ({ answer, url: answerUrl(deps, token, answer) })),
    trackerUrl,
    unsubscribeUrl: unsubscribe,
  };
  const rendered = type === 'follow-up-7' ? followUpMail(content) : noResponseOfferMail(content);
  await deps.mailer.send(reminderMail(deps, recipient, payload, rendered));
  return { sent: true };
}

/** Both reminder tasks for the runner, and the log line of each send. */
export function reminderTaskHandlers(deps: Deps) {
  return {
    [REMINDER_TASKS.batch]: async (_payload: unknown, context: { log: FastifyBaseLogger; key: string }) => {
      const outcome = await queueDueReminders(deps);
      context.log.info({ reminders: { batch: context.key, ...outcome } }, 'reminder batch queued');
    },
    [REMINDER_TASKS.send]: async (payload: unknown, context: { log: FastifyBaseLogger; key: string }) => {
      const outcome = await sendReminder(deps, payload);
      const type = (payload as { type?: unknown }).type;
      if (outcome.sent) context.log.info({ reminders: { type } }, 'reminder sent');
      else context.log.info({ reminders: { type, reason: outcome.reason } }, 'reminder not sent: no longer due');
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The links in the mails (no sign-in)
// ---------------------------------------------------------------------------------------------

const invalidLink = () => new AppError('NOT_FOUND', reminderMessages.linkInvalid);

/** What an unsubscribe link would turn off (the confirming page); undefined for a link that is not ours. */
export function unsubscribeTarget(deps: Pick<Deps, 'config'>, token: string): { userId: string; kind: NotificationKind } | undefined {
  return verifyUnsubscribe(deps.config.jwtSecret, token);
}

/** `POST /unsubscribe/{token}`: that kind of mail off for that user. 404 for a link that is not ours or a deleted account. */
export async function unsubscribe(deps: Pick<Deps, 'config' | 'database' | 'now'>, token: string): Promise<{ kind: NotificationKind }> {
  const target = unsubscribeTarget(deps, token);
  if (!target) throw invalidLink();
  try {
    await setNotificationSettings(deps, target.userId, { [target.kind]: false });
  } catch (error) {
    // The account is gone: nothing left to unsubscribe, and nothing to say about whose it was.
    if (error instanceof AppError && error.code === 'UNAUTHORIZED') throw invalidLink();
    throw error;
  }
  return { kind: target.kind };
}

export interface AnswerView {
  userId: string;
  type: FollowUpType;
  answer: FollowUpAnswer;
  application: Application;
}

/** What a follow-up answer link would do (the confirming page). 404 for a bad link, 400 for an answer it does not offer. */
export async function previewAnswer(deps: Pick<Deps, 'config' | 'database' | 'now'>, token: string, answer: FollowUpAnswer): Promise<AnswerView> {
  const link = verifyAnswer(deps.config.jwtSecret, token, deps.now());
  if (!link) throw invalidLink();
  if (!followUpOffers[link.type].includes(answer)) {
    throw new AppError('VALIDATION_ERROR', reminderMessages.answerUnknown, { answer: reminderMessages.answerUnknown });
  }
  const application = await trackedApplication(deps as Deps, link.userId, link.applicationId);
  if (!application) throw new AppError('NOT_FOUND', reminderMessages.applicationGone);
  return { userId: link.userId, type: link.type, answer, application };
}

/**
 * `POST /reminders/answer/{token}?answer=…`: moves the application to the answer's stage (its
 * timeline records it) while it is still `applied`; "Not yet" changes nothing. An application
 * moved since the mail is left as it is (`changed: false`).
 */
export async function answerFollowUp(
  deps: Pick<Deps, 'config' | 'database' | 'now'>,
  token: string,
  answer: FollowUpAnswer,
): Promise<{ changed: boolean; status: ApplicationStatus; view: AnswerView }> {
  const view = await previewAnswer(deps, token, answer);
  const target = followUpAnswerStatus[answer];
  if (view.application.status !== 'applied' || target === null) return { changed: false, status: view.application.status, view };
  const application = await setApplicationStatus(deps, view.userId, view.application._id, target);
  return { changed: true, status: application.status, view: { ...view, application } };
}
