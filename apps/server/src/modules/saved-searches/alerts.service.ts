import { createHash } from 'node:crypto';
import { savedSearchAddress, savedSearchFilters, wantsAdvancedFilters, type JobListItem } from '@pathway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { API_PREFIX, type AppDeps } from '../../platform/deps.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import { addDays } from '../../platform/tasks/india-time.ts';
import type { TaskContext } from '../../platform/tasks/task-runner.ts';
import { enqueueTask } from '../../platform/tasks/task-queue.ts';
import { trackedJobIds } from '../applications/applications.service.ts';
import { latestJobAddedAt, newJobsMatching } from '../jobs/jobs.service.ts';
import { isPremium } from '../plans/plan.ts';
import { savedJobIds } from '../saved-jobs/saved-jobs.service.ts';
import { signDismiss, signSearchUnsubscribe } from './alert-links.ts';
import { alertMail } from './alerts.mail.ts';
import {
  advanceAlertsSince,
  claimAlertJobs,
  countAlertMailsByDay,
  databaseNow,
  markAlertSent,
  selectAlertMailByTaskKey,
  selectAlertMailJobIds,
  selectDismissedJobIds,
  selectDueSearchIds,
  selectMailedJobIds,
  selectRecipient,
  selectSavedSearchById,
} from './saved-searches.repository.ts';
import { storedParams } from './saved-searches.service.ts';

/**
 * Alert mails of saved searches (docs/product/alerts.md#when). Three batches queue one
 * `alerts.send` task per search that may have something new, keyed by (frequency, search, period):
 * instant every 5 minutes, daily at 08:00 India time, weekly on the first daily batch of the India
 * week. The queue refuses a key it has seen, so no period's mail is sent twice across processes,
 * retries and restarts; the ledger (alert_mail_jobs) refuses a job a search mailed before.
 */

type Deps = Pick<AppDeps, 'config' | 'database' | 'now' | 'mailer'>;

export const ALERT_TASKS = { instant: 'alerts.instant', daily: 'alerts.daily', send: 'alerts.send' } as const;
export const ALERT_DAILY_SCHEDULE = { kind: ALERT_TASKS.daily, hour: 8, minute: 0 } as const;
export const ALERT_INSTANT_INTERVAL = { kind: ALERT_TASKS.instant, everyMs: 5 * 60_000 } as const;

/** Jobs looked at per mail: a mail says "more than" past it. */
export const ALERT_MATCH_LIMIT = 200;
/** Instant searches queued per 5-minute batch; the rest wait for the next (their "new since" has not moved). */
export const INSTANT_BATCH_LIMIT = 500;
const DAILY_BATCH_LIMIT = 50_000;
/**
 * "New since" moves to this long before the look, not to the look itself: a job added by a
 * transaction that began before it but committed after was invisible then and is found next time
 * (the ledger keeps the overlap from being mailed twice).
 */
export const SINCE_MARGIN_MS = 10 * 60_000;

const sendPayloadSchema = z.object({
  savedSearchId: z.uuid(),
  frequency: z.enum(['instant', 'daily', 'weekly']),
  period: z.string().max(40),
});
type SendPayload = z.infer<typeof sendPayloadSchema>;

const sendKey = (p: SendPayload) => `${p.frequency}:${p.savedSearchId}:${p.period}`;

/** The Monday (India) of the week of an India day: a weekly alert's period. */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

async function queueSends(deps: Deps, payloads: SendPayload[], now: Date): Promise<number> {
  let queued = 0;
  for (const payload of payloads) {
    if (await enqueueTask(deps.database.db, { kind: ALERT_TASKS.send, key: sendKey(payload), payload, runAt: now }, now)) queued += 1;
  }
  return queued;
}

/** Every 5 minutes: instant searches that a job added since their last look may concern. */
export async function queueInstantAlerts(deps: Deps, slot: string): Promise<number> {
  const latest = await latestJobAddedAt(deps);
  if (!latest) return 0;
  const ids = await selectDueSearchIds(deps.database.db, 'instant', latest, INSTANT_BATCH_LIMIT);
  return queueSends(deps, ids.map((savedSearchId) => ({ savedSearchId, frequency: 'instant', period: slot })), deps.now());
}

/** 08:00 India time: every daily search, and the weekly ones not yet sent this week. */
export async function queueDailyAlerts(deps: Deps, day: string): Promise<number> {
  const latest = await latestJobAddedAt(deps);
  if (!latest) return 0;
  const db = deps.database.db;
  const [daily, weekly] = await Promise.all([selectDueSearchIds(db, 'daily', latest, DAILY_BATCH_LIMIT), selectDueSearchIds(db, 'weekly', latest, DAILY_BATCH_LIMIT)]);
  const week = weekOf(day);
  return queueSends(
    deps,
    [
      ...daily.map((savedSearchId) => ({ savedSearchId, frequency: 'daily' as const, period: day })),
      ...weekly.map((savedSearchId) => ({ savedSearchId, frequency: 'weekly' as const, period: week })),
    ],
    deps.now(),
  );
}

export type AlertOutcome = { sent: true; jobs: number } | { sent: false; reason: string };

const api = (deps: Pick<Deps, 'config'>) => `${deps.config.publicUrl}${API_PREFIX}`;

export function searchUnsubscribeUrl(deps: Pick<Deps, 'config'>, userId: string, savedSearchId: string): string {
  return `${api(deps)}/unsubscribe/${signSearchUnsubscribe(deps.config.jwtSecret, userId, savedSearchId)}`;
}

export function dismissUrl(deps: Pick<Deps, 'config'>, userId: string, jobId: string): string {
  return `${api(deps)}/alerts/dismiss/${signDismiss(deps.config.jwtSecret, userId, jobId)}`;
}

/**
 * The `alerts.send` task: the jobs added since the search last looked that match it, less those the
 * student saved, tracks (applied, "I won't" …) or dismissed and those it mailed before; none, no mail.
 * The jobs are claimed (recorded) before the mail goes out; a failed send throws, and its retry
 * sends the same claimed jobs again.
 */
export async function sendAlert(deps: Deps, rawPayload: unknown, taskKey: string): Promise<AlertOutcome> {
  const payload = sendPayloadSchema.parse(rawPayload);
  const db = deps.database.db;
  const search = await selectSavedSearchById(db, payload.savedSearchId);
  if (!search) return { sent: false, reason: 'search deleted' };
  if (search.frequency !== payload.frequency) return { sent: false, reason: 'frequency changed' };
  const recipient = await selectRecipient(db, search.userId);
  if (!recipient?.emailVerifiedAt) return { sent: false, reason: 'address not verified' };
  const existing = await selectAlertMailByTaskKey(db, taskKey);
  if (existing?.status === 'sent') return { sent: false, reason: 'already sent' };

  const params = storedParams(search);
  const filters = savedSearchFilters(params);
  const now = deps.now();
  // The plan in force decides, as on /jobs: a lapsed premium's experience or salary search waits.
  if (wantsAdvancedFilters(filters) && !isPremium(recipient, now)) return { sent: false, reason: 'premium filters without premium' };

  const lookedAt = await databaseNow(db);
  const found = await newJobsMatching(deps, { query: params.q, filters }, search.alertsSince, ALERT_MATCH_LIMIT + 1);
  const more = found.length > ALERT_MATCH_LIMIT;
  const [saved, tracked, dismissed] = await Promise.all([savedJobIds(deps, search.userId), trackedJobIds(deps, search.userId), selectDismissedJobIds(db, search.userId)]);
  const excluded = new Set([...saved, ...tracked, ...dismissed]);
  const candidates = found.slice(0, ALERT_MATCH_LIMIT).filter((job) => !excluded.has(job._id));
  const advance = () => advanceAlertsSince(db, search.id, new Date(lookedAt.getTime() - SINCE_MARGIN_MS));

  let alertMailId: string;
  let jobs: JobListItem[];
  if (existing) {
    // A retry: the jobs this mail claimed, those still open.
    const claimed = new Set(await selectAlertMailJobIds(db, existing.id));
    alertMailId = existing.id;
    jobs = found.filter((job) => claimed.has(job._id));
  } else {
    const mailed = await selectMailedJobIds(db, search.id, candidates.map((j) => j._id));
    const fresh = candidates.filter((job) => !mailed.has(job._id));
    if (fresh.length === 0) {
      await advance();
      return { sent: false, reason: 'nothing new' };
    }
    const claim = await claimAlertJobs(db, { savedSearchId: search.id, taskKey, frequency: payload.frequency, jobIds: fresh.map((j) => j._id), now });
    if (!claim) return { sent: false, reason: 'already being sent' };
    const got = new Set(claim.jobIds);
    alertMailId = claim.alertMailId;
    jobs = fresh.filter((job) => got.has(job._id));
  }
  if (jobs.length === 0) {
    await advance();
    return { sent: false, reason: 'nothing new' };
  }

  const { publicUrl } = deps.config;
  const unsubscribe = searchUnsubscribeUrl(deps, search.userId, search.id);
  const rendered = alertMail({
    firstName: recipient.firstName,
    searchName: search.name,
    frequency: payload.frequency,
    jobs: jobs.map((job) => ({ job, url: `${publicUrl}/jobs/${job._id}`, dismissUrl: dismissUrl(deps, search.userId, job._id) })),
    more,
    searchUrl: `${publicUrl}${savedSearchAddress(params)}`,
    savedSearchesUrl: `${publicUrl}/saved-searches`,
    unsubscribeUrl: unsubscribe,
  });
  const host = new URL(publicUrl).hostname;
  const mail: OutgoingMail = {
    ...rendered,
    to: recipient.email,
    // The same Message-ID for a resend after a crash: mailboxes that merge copies show it once.
    messageId: `<alert-${createHash('sha256').update(taskKey).digest('hex').slice(0, 32)}@${host}>`,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
  await deps.mailer.send(mail);
  await markAlertSent(db, alertMailId, search.id, deps.now());
  await advance();
  return { sent: true, jobs: jobs.length };
}

/** The alert tasks for the runner, and the log line of each. */
export function alertTaskHandlers(deps: Deps) {
  return {
    [ALERT_TASKS.instant]: async (_payload: unknown, context: Pick<TaskContext, 'log' | 'key'>) => {
      const queued = await queueInstantAlerts(deps, context.key);
      if (queued > 0) context.log.info({ alerts: { batch: 'instant', slot: context.key, queued } }, 'alert batch queued');
    },
    [ALERT_TASKS.daily]: async (_payload: unknown, context: Pick<TaskContext, 'log' | 'key'>) => {
      const queued = await queueDailyAlerts(deps, context.key);
      context.log.info({ alerts: { batch: 'daily', day: context.key, queued } }, 'alert batch queued');
    },
    [ALERT_TASKS.send]: async (payload: unknown, context: { log: FastifyBaseLogger; key: string }) => {
      const outcome = await sendAlert(deps, payload, context.key);
      if (outcome.sent) context.log.info({ alerts: { jobs: outcome.jobs } }, 'alert sent');
      else context.log.info({ alerts: { reason: outcome.reason } }, 'alert not sent');
    },
  };
}


/**
 * Alert mails sent per India day in [from, to) (the operations overview): counted from alert_mails,
 * which keeps a row per mail after its search or account is deleted.
 */
export function alertMailsSentByDay(deps: Pick<AppDeps, 'database'>, from: Date, to: Date): Promise<{ day: string; sent: number }[]> {
  return countAlertMailsByDay(deps.database.db, from, to);
}
