import { LISTING_HEALTH } from '@pathway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { probeLink, type LinkProbeOptions, type LinkProbeResult } from '../../platform/http/link-probe.ts';
import type { DailySchedule, TaskHandler } from '../../platform/tasks/task-runner.ts';
import { applyLinksToCheck, healthChanged, markLinksBroken } from '../jobs/jobs.service.ts';
import { upsertLinkChecks, type LinkCheckWrite } from './listing-health.repository.ts';

/**
 * The apply-link checker (docs/product/listing-health.md#the-link-checker): a daily task that visits
 * active jobs' apply links, a bounded number of hosts at once and one request per host at a time,
 * and marks a link that failed two checks in a row "Link may be broken" (a later success clears it).
 */

type Deps = Pick<AppDeps, 'database' | 'now' | 'config'>;

export const LINK_CHECK_TASK = 'listing-health.check-links';
/** 03:30 India time: the quiet hours of Indian career sites and of our own traffic. */
export const LINK_CHECK_SCHEDULE: DailySchedule = { kind: LINK_CHECK_TASK, hour: 3, minute: 30 };
/** A link checked more recently than this is not checked again (a retried run does not count twice). */
const RECHECK_AFTER_MS = 20 * 60 * 60 * 1000;
/** Links read and written per round. */
const ROUND = 200;

/** Host names that never resolve on the internet (RFC 2606, 6761): such a link is not checked at all. */
const RESERVED_HOST = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/;

export interface LinkCheckRun {
  checked: number;
  failed: number;
  markedBroken: number;
  cleared: number;
  skipped: number;
}

/** Each host's links one after another; `concurrency` hosts at once. */
async function probeByHost(
  links: readonly string[],
  concurrency: number,
  probe: (link: string) => Promise<LinkProbeResult>,
): Promise<Map<string, LinkProbeResult>> {
  const byHost = new Map<string, string[]>();
  for (const link of links) {
    const host = new URL(link).hostname.toLowerCase();
    byHost.set(host, [...(byHost.get(host) ?? []), link]);
  }
  const queue = [...byHost.values()];
  const results = new Map<string, LinkProbeResult>();
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      for (const link of next) results.set(link, await probe(link));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, worker));
  return results;
}

function checkable(link: string, allowPrivateHosts: readonly string[]): boolean {
  try {
    const host = new URL(link).hostname.toLowerCase();
    return allowPrivateHosts.includes(host) || !RESERVED_HOST.test(host);
  } catch {
    return true;
  }
}

/** One run: the due links (at most maxPerRun, the longest unchecked first), checked and recorded round by round. */
export async function checkApplyLinks(deps: Deps, log?: FastifyBaseLogger): Promise<LinkCheckRun> {
  const { linkCheck } = deps.config;
  const db = deps.database.db;
  const options: LinkProbeOptions = { timeoutMs: linkCheck.timeoutMs, allowPrivateHosts: linkCheck.allowPrivateHosts };
  const run: LinkCheckRun = { checked: 0, failed: 0, markedBroken: 0, cleared: 0, skipped: 0 };
  const start = deps.now();
  const due = await applyLinksToCheck(db, start, new Date(start.getTime() - RECHECK_AFTER_MS), linkCheck.maxPerRun);
  const jobs = due.filter((job) => checkable(job.applyLink, linkCheck.allowPrivateHosts));
  run.skipped = due.length - jobs.length;

  for (let i = 0; i < jobs.length; i += ROUND) {
    const round = jobs.slice(i, i + ROUND);
    // Jobs sharing a link share one request.
    const results = await probeByHost([...new Set(round.map((j) => j.applyLink))], linkCheck.concurrency, (link) => probeLink(link, options));
    const checkedAt = deps.now();
    const writes: LinkCheckWrite[] = [];
    const broken: string[] = [];
    const working: string[] = [];
    for (const job of round) {
      const result = results.get(job.applyLink)!;
      // A changed link starts counting afresh.
      const before = job.checkedUrl === job.applyLink ? (job.failures ?? 0) : 0;
      const failures = result.ok ? 0 : before + 1;
      writes.push({ jobId: job.id, url: job.applyLink, checkedAt, consecutiveFailures: failures, lastStatus: result.status, lastError: result.error });
      const isBroken = failures >= LISTING_HEALTH.failuresToMarkBroken;
      if (isBroken && !job.linkBroken) broken.push(job.id);
      if (!isBroken && job.linkBroken) working.push(job.id);
      if (!result.ok) run.failed += 1;
    }
    // A round's checks and marks together: a crash between them cannot count a failure twice.
    const marked = await db.transaction(async (tx) => {
      await upsertLinkChecks(tx, writes);
      return { broken: await markLinksBroken(tx, broken, true), cleared: await markLinksBroken(tx, working, false) };
    });
    // Every round changes what job pages show (when the link was checked): this process drops its
    // cached pages and jobs at once; other processes' within a minute (docs/product/listing-health.md).
    healthChanged(db, round.map((job) => job.id));
    run.checked += round.length;
    run.markedBroken += marked.broken;
    run.cleared += marked.cleared;
  }
  log?.info({ linkCheck: run }, 'apply links checked');
  return run;
}

/** The checker's task, when this app runs it (LINK_CHECKER); none otherwise. */
export function linkCheckTaskHandlers(deps: Deps): Record<string, TaskHandler> {
  if (!deps.config.linkCheck.enabled) return {};
  return {
    [LINK_CHECK_TASK]: async (_payload, context) => {
      await checkApplyLinks(deps, context.log);
    },
  };
}

export function linkCheckSchedules(deps: Deps): DailySchedule[] {
  return deps.config.linkCheck.enabled ? [LINK_CHECK_SCHEDULE] : [];
}
