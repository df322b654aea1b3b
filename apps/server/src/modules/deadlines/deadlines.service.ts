import { APPLICATION_LIMITS, type ApplicationStatus, type ClosingSoonItem } from '@pathway/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { nextStepsFrom, trackedJobsClosingBetween, type NextStep } from '../applications/applications.service.ts';
import { savedJobsClosingBetween } from '../saved-jobs/saved-jobs.service.ts';

/**
 * Deadlines across saved jobs and the tracker (docs/applications-api.md#deadlines): what closes
 * soon on the dashboard, what the calendar feed shows, and which jobs deadline reminders are due for.
 */

type Deps = Pick<AppDeps, 'database' | 'now'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The dashboard lists at most this many jobs closing soon. */
export const CLOSING_SOON_LIMIT = 20;

/** A job that closes in a window and that its user saved or tracks without having applied yet. */
export interface DeadlineCandidate {
  userId: string;
  jobId: string;
  title: string;
  company: string;
  closingDate: Date;
  saved: boolean;
  /** The tracked application (still `clicked`), or null when the job is only saved. */
  applicationId: string | null;
}

/**
 * Saved or tracked jobs closing in [from, to) that are not yet applied to: saved and not tracked,
 * or tracked and still `clicked` (a job saved and tracked is one candidate). One user's, or
 * everyone's when `userId` is undefined; soonest first.
 */
export async function notAppliedClosingBetween(deps: Deps, userId: string | undefined, from: Date, to: Date): Promise<DeadlineCandidate[]> {
  const [saved, tracked] = await Promise.all([
    savedJobsClosingBetween(deps, userId, from, to),
    trackedJobsClosingBetween(deps, userId, from, to),
  ]);
  const key = (u: string, j: string) => `${u}/${j}`;
  const trackedByKey = new Map(tracked.map((t) => [key(t.userId, t.jobId), t]));
  const savedKeys = new Set(saved.map((s) => key(s.userId, s.jobId)));
  const out: DeadlineCandidate[] = [];
  for (const s of saved) {
    const t = trackedByKey.get(key(s.userId, s.jobId));
    if (t && t.status !== 'clicked') continue;
    out.push({ ...s, saved: true, applicationId: t?.applicationId ?? null });
  }
  for (const t of tracked) {
    if (t.status !== 'clicked' || savedKeys.has(key(t.userId, t.jobId))) continue;
    out.push({ userId: t.userId, jobId: t.jobId, title: t.title, company: t.company, closingDate: t.closingDate, saved: false, applicationId: t.applicationId });
  }
  return out.sort((a, b) => a.closingDate.getTime() - b.closingDate.getTime() || a.jobId.localeCompare(b.jobId));
}

/**
 * Everyone's saved or clicked-not-applied jobs whose expiry falls in [from, to): what deadline
 * reminders are sent for (the caller keeps users whose deadline reminders are on).
 */
export function deadlineCandidates(deps: Deps, from: Date, to: Date): Promise<DeadlineCandidate[]> {
  return notAppliedClosingBetween(deps, undefined, from, to);
}

/** The dashboard's "closes in the next 7 days": open now, not applied to, soonest first. */
export async function closingSoon(deps: Deps, userId: string): Promise<ClosingSoonItem[]> {
  const now = deps.now();
  // Just after now: a job whose expiry is this instant has closed.
  const from = new Date(now.getTime() + 1);
  const to = new Date(now.getTime() + APPLICATION_LIMITS.closingSoonDays * DAY_MS);
  const items = await notAppliedClosingBetween(deps, userId, from, to);
  return items.slice(0, CLOSING_SOON_LIMIT).map((i) => ({
    jobId: i.jobId,
    title: i.title,
    company: i.company,
    closingDate: i.closingDate.toISOString(),
    saved: i.saved,
    applicationId: i.applicationId,
  }));
}

/** How far back and ahead the calendar feed reaches, and how many events of each kind at most. */
export const FEED_DAYS_BEHIND = 60;
export const FEED_DAYS_AHEAD = 2 * 366;
export const FEED_MAX_EVENTS = 500;

export interface ClosingEvent {
  jobId: string;
  title: string;
  company: string;
  closingDate: Date;
  /** The tracked stage, or null when only saved. */
  status: ApplicationStatus | null;
}

/**
 * What the user's calendar feed shows: the closing dates of saved and tracked Pathway jobs (one
 * event per job) and the tracker's next steps, from 60 days back.
 */
export async function calendarEntries(deps: Deps, userId: string): Promise<{ closing: ClosingEvent[]; nextSteps: NextStep[] }> {
  const now = deps.now();
  const from = new Date(now.getTime() - FEED_DAYS_BEHIND * DAY_MS);
  const to = new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS);
  const [saved, tracked, nextSteps] = await Promise.all([
    savedJobsClosingBetween(deps, userId, from, to),
    trackedJobsClosingBetween(deps, userId, from, to),
    nextStepsFrom(deps, userId, from, FEED_MAX_EVENTS),
  ]);
  const byJob = new Map<string, ClosingEvent>();
  for (const t of tracked) byJob.set(t.jobId, { jobId: t.jobId, title: t.title, company: t.company, closingDate: t.closingDate, status: t.status });
  for (const s of saved) if (!byJob.has(s.jobId)) byJob.set(s.jobId, { ...s, status: null });
  const closing = [...byJob.values()].sort((a, b) => a.closingDate.getTime() - b.closingDate.getTime()).slice(0, FEED_MAX_EVENTS);
  return { closing, nextSteps };
}
