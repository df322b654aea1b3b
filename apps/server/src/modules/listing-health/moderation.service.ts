import { consoleJobMessages, type AdminReport, type AdminReportListQuery, type AdminReportResolve, type JobFlag, type Paged } from '@pathway/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { catalogueChanged, setJobStatusIn } from '../jobs/console-jobs.service.ts';
import { lockReport, resolveOpenReports, selectReportPage } from './moderation.repository.ts';
import { syncReportHealth } from './reports.service.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;

/** `GET /admin/reports`: the moderation queue (docs/product/console-jobs.md#moderation). */
export async function listReportsForConsole(deps: Deps, query: AdminReportListQuery): Promise<Paged<AdminReport>> {
  const now = deps.now();
  const { rows, total } = await selectReportPage(deps.database.db, query, now);
  return {
    data: rows.map(({ report, reporterEmail, job }) => ({
      _id: report.id,
      reason: report.reason,
      note: report.note,
      state: report.state,
      createdAt: report.createdAt.toISOString(),
      resolvedAt: report.resolvedAt?.toISOString() ?? null,
      reporterEmail: reporterEmail ?? null,
      job: {
        _id: job.id,
        title: job.title,
        company: job.company,
        status: job.hiddenAt ? 'hidden' : job.expiryDate.getTime() <= now.getTime() ? 'expired' : 'active',
        flags: [...job.flags, ...(job.feeReported ? (['fee_reported'] as JobFlag[]) : [])],
      },
    })),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

/**
 * `POST /admin/reports/{id}/resolve`: confirm (the job is hidden, or expired) or dismiss (it stays;
 * a dismissed fee report lifts the fee warning), together with every other open report of the job
 * that gives the same reason. The job's health marks are recounted in the same transaction.
 */
export async function resolveReportInConsole(
  deps: Deps,
  actor: AuditActor & { actorId: string },
  id: string,
  request: AdminReportResolve,
): Promise<{ resolved: number }> {
  const db = deps.database.db;
  const now = deps.now();
  const resolved = await db.transaction(async (tx) => {
    const report = await lockReport(tx, id);
    if (!report) throw new AppError('NOT_FOUND', consoleJobMessages.reportNotFound);
    if (report.state !== 'open') throw new AppError('CONFLICT', consoleJobMessages.alreadyResolved);
    const state = request.action === 'confirm' ? 'confirmed' : 'dismissed';
    const ids = await resolveOpenReports(tx, report.jobId, report.reason, { state, resolvedAt: now, resolvedBy: actor.actorId });
    const job = request.action === 'confirm' ? await setJobStatusIn(tx, report.jobId, request.jobStatus ?? 'hidden', now) : undefined;
    await syncReportHealth(tx, report.jobId);
    await recordAudit(tx, actor, {
      action: `report.${request.action}`,
      targetType: 'report',
      targetId: id,
      before: { state: 'open', reason: report.reason, jobId: report.jobId, ...(job ? { job: job.before } : {}) },
      after: { state, reports: ids, ...(job ? { job: job.after } : {}) },
      reason: request.reason,
      at: now,
    });
    return ids.length;
  });
  catalogueChanged(deps);
  return { resolved };
}
