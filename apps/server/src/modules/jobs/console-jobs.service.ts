import {
  CONSOLE_JOB_LIMITS,
  consoleJobMessages,
  jobImportRowSchema,
  type AdminJob,
  type AdminJobDetail,
  type AdminJobImport,
  type AdminJobImportResult,
  type AdminJobListQuery,
  type AdminJobStatus,
  type AdminJobUpdate,
  type JobFlag,
  type JobImportProblem,
  type Paged,
} from '@pathway/contracts';
import type { Database } from '../../db/client.ts';
import type { JobRow } from '../../db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { notifyCatalogueChanged } from './catalogue-version.ts';
import { deleteJobRow, selectConsoleJob, selectConsoleJobs, updateJobVisibility } from './console-jobs.repository.ts';
import { JobsFileError, parseCsv, parseJson } from './jobs-file.ts';
import { JobImportValidationError, validateImportRows, writeImportRows } from './jobs-import.service.ts';

type Deps = Pick<AppDeps, 'database' | 'now'>;
type Actor = AuditActor;

const notFound = () => new AppError('NOT_FOUND', consoleJobMessages.jobNotFound);

type ConsoleRow = { job: JobRow; status: AdminJobStatus; openReports: number };

function toAdminJob({ job, status, openReports }: ConsoleRow): AdminJob {
  return {
    _id: job.id,
    externalId: job.externalId,
    title: job.title,
    company: job.companyName,
    type: job.type,
    location: job.location,
    status,
    isFeatured: job.isFeatured,
    postedDate: job.postedDate.toISOString(),
    expiryDate: job.expiryDate.toISOString(),
    hiddenAt: job.hiddenAt?.toISOString() ?? null,
    applicationsCount: job.applicationsCount,
    openReports,
    flags: [...job.flags, ...(job.feeReported ? (['fee_reported'] as JobFlag[]) : [])],
  };
}

function toAdminJobDetail(row: ConsoleRow): AdminJobDetail {
  const { job } = row;
  return {
    ...toAdminJob(row),
    fields: {
      companyLogo: null,
      workMode: job.workMode,
      stipend: job.stipend,
      salaryMin: job.salaryMin,
      salaryMax: job.salaryMax,
      experienceMin: job.experienceMin,
      experienceMax: job.experienceMax,
      domains: job.domains,
      skills: job.skills,
      description: job.description,
      applyLink: job.applyLink,
      isUrgent: job.isUrgent,
      eligibleGraduationYears: job.eligibleGraduationYears ?? [],
      eligibleDegrees: job.eligibleDegrees ?? [],
      minCgpa: job.minCgpa ?? null,
    },
  };
}

/** What the audit log keeps of a job: what the console shows and changes, never the description. */
function auditFieldsOf(row: ConsoleRow): Record<string, unknown> {
  const { job } = row;
  return {
    title: job.title,
    company: job.companyName,
    status: row.status,
    isFeatured: job.isFeatured,
    expiryDate: job.expiryDate.toISOString(),
    listedUntil: job.listedUntil?.toISOString() ?? null,
  };
}

/** `GET /admin/jobs`: every job whatever its status, searched, filtered, sorted and paged. */
export async function listJobsForConsole(deps: Deps, query: AdminJobListQuery): Promise<Paged<AdminJob>> {
  const { rows, total } = await selectConsoleJobs(deps.database.db, query, deps.now());
  return {
    data: rows.map(toAdminJob),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

export async function consoleJob(deps: Deps, id: string): Promise<AdminJobDetail> {
  const row = await selectConsoleJob(deps.database.db, id, deps.now());
  if (!row) throw notFound();
  return toAdminJobDetail(row);
}

/** The stored job as an import row, so that an edit is checked as a whole by the import's rules. */
function asImportInput(job: JobRow, listedExpiry: Date): Record<string, unknown> {
  return {
    externalId: job.externalId,
    title: job.title,
    company: job.companyName,
    type: job.type,
    location: job.location,
    workMode: job.workMode,
    stipend: job.stipend,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    experienceMin: job.experienceMin,
    experienceMax: job.experienceMax,
    domains: job.domains,
    skills: job.skills,
    description: job.description,
    applyLink: job.applyLink,
    postedDate: job.postedDate.toISOString(),
    expiryDate: listedExpiry.toISOString(),
    isUrgent: job.isUrgent,
    isFeatured: job.isFeatured,
    eligibleGraduationYears: job.eligibleGraduationYears ?? [],
    eligibleDegrees: job.eligibleDegrees ?? [],
    ...(job.minCgpa === null || job.minCgpa === undefined ? {} : { minCgpa: job.minCgpa }),
  };
}

/**
 * Where the job's visibility ends up: hiding pulls its expiry to now (so every public query drops
 * it) and keeps the one it had in listed_until; restoring puts that one back.
 */
function visibilityAfter(row: ConsoleRow, status: AdminJobStatus, listedExpiry: Date, now: Date) {
  const later = listedExpiry.getTime() > now.getTime() ? listedExpiry : null;
  switch (status) {
    case 'active':
      if (!later) throw new AppError('VALIDATION_ERROR', consoleJobMessages.restoreNeedsExpiry, { expiryDate: consoleJobMessages.restoreNeedsExpiry });
      return { expiryDate: listedExpiry, hiddenAt: null, listedUntil: null };
    case 'expired':
      return { expiryDate: later ? now : listedExpiry, hiddenAt: null, listedUntil: later };
    case 'hidden':
      return { expiryDate: later ? now : listedExpiry, hiddenAt: row.job.hiddenAt ?? now, listedUntil: later };
  }
}

/**
 * `PATCH /admin/jobs/{id}`: the import's fields (the merged job checked by the import's own rules
 * and written by its own code), isFeatured, and the status; the change and its audit entry in one
 * transaction, every process's lists told through the catalogue version.
 */
export async function updateJobInConsole(deps: Deps, actor: Actor, id: string, patch: AdminJobUpdate): Promise<AdminJob> {
  const db = deps.database.db;
  const now = deps.now();
  const { status, reason, ...fields } = patch;
  const after = await db.transaction(async (tx) => {
    const before = await selectConsoleJob(tx, id, now, true);
    if (!before) throw notFound();
    // The expiry the job would have if listed: the console's expiry and hide keep it in listed_until.
    const storedListed = before.job.listedUntil ?? before.job.expiryDate;
    const merged = { ...asImportInput(before.job, storedListed), ...fields };
    const parsed = jobImportRowSchema.safeParse(merged);
    if (!parsed.success) {
      const details: Record<string, string> = {};
      for (const issue of parsed.error.issues) details[issue.path.map(String).join('.') || 'job'] ??= issue.message;
      throw new AppError('VALIDATION_ERROR', 'Some fields are not valid.', details);
    }
    await writeImportRows(tx, [parsed.data]);
    const written = await selectConsoleJob(tx, id, now, true);
    if (!written) throw notFound();
    // The import keeps a hidden job's expiry and puts the file's in listed_until.
    const listedExpiry = fields.expiryDate === undefined ? storedListed : (written.job.hiddenAt ? written.job.listedUntil : null) ?? written.job.expiryDate;
    const visibility = status
      ? visibilityAfter(written, status, listedExpiry, now)
      : before.status === 'hidden'
        ? visibilityAfter(written, 'hidden', listedExpiry, now)
        : fields.expiryDate !== undefined
          ? // A new closing date says by itself whether the job is listed.
            { expiryDate: listedExpiry, hiddenAt: null, listedUntil: null }
          : // Any other edit leaves the job as listed, expired or hidden as it was.
            { expiryDate: before.job.expiryDate, hiddenAt: before.job.hiddenAt, listedUntil: before.job.listedUntil };
    await updateJobVisibility(tx, id, visibility);
    const after = await selectConsoleJob(tx, id, now);
    if (!after) throw notFound();
    await recordAudit(tx, actor, {
      action: status && status !== before.status ? `job.${status === 'active' ? 'restore' : status === 'expired' ? 'expire' : 'hide'}` : fields.isFeatured !== undefined && Object.keys(fields).length === 1 ? (fields.isFeatured ? 'job.feature' : 'job.unfeature') : 'job.update',
      targetType: 'job',
      targetId: id,
      before: auditFieldsOf(before),
      after: { ...auditFieldsOf(after), changed: Object.keys(fields) },
      reason: reason ?? null,
      at: now,
    });
    return after;
  });
  notifyCatalogueChanged(db);
  return toAdminJob(after);
}

/**
 * Takes a job down or puts it back for another module's console action (moderation), in the
 * caller's transaction; the caller audits and notifies.
 */
export async function setJobStatusIn(tx: Database, id: string, status: AdminJobStatus, now: Date): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> } | undefined> {
  const before = await selectConsoleJob(tx, id, now, true);
  if (!before) return undefined;
  await updateJobVisibility(tx, id, visibilityAfter(before, status, before.job.listedUntil ?? before.job.expiryDate, now));
  const after = await selectConsoleJob(tx, id, now);
  return { before: auditFieldsOf(before), after: auditFieldsOf(after!) };
}

export function catalogueChanged(deps: Deps): void {
  notifyCatalogueChanged(deps.database.db);
}

/** `DELETE /admin/jobs/{id}`: the job and what hangs on it (reports, views, saves); trackers keep their copy. */
export async function deleteJobInConsole(deps: Deps, actor: Actor, id: string, reason: string): Promise<void> {
  const db = deps.database.db;
  const now = deps.now();
  await db.transaction(async (tx) => {
    const before = await selectConsoleJob(tx, id, now, true);
    if (!before) throw notFound();
    await deleteJobRow(tx, id);
    await recordAudit(tx, actor, { action: 'job.delete', targetType: 'job', targetId: id, before: auditFieldsOf(before), after: null, reason, at: now });
  });
  notifyCatalogueChanged(db);
}

/** Rolls a dry run's transaction back once its counts are known. */
class DryRunDone extends Error {
  constructor(readonly result: Omit<AdminJobImportResult, 'dryRun' | 'rows'>) {
    super('dry run');
  }
}

/** The problems of a file, each at its place in it, at most CONSOLE_JOB_LIMITS.issuesListed. */
export class JobImportProblems extends AppError {
  constructor(readonly problems: JobImportProblem[], total: number) {
    super('VALIDATION_ERROR', consoleJobMessages.invalidFile, { problems, problemCount: total });
  }
}

/**
 * `POST /admin/jobs/import`: the same reading, rules and writes as `npm run jobs:import` (duplicates
 * dropped, cautions raised). A dry run runs the whole import and rolls it back, so its counts are
 * the commit's; a commit is all or nothing and audited with the counts.
 */
export async function importJobsInConsole(deps: Deps, actor: Actor, request: AdminJobImport): Promise<AdminJobImportResult> {
  if (Buffer.byteLength(request.content, 'utf8') > CONSOLE_JOB_LIMITS.importBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', consoleJobMessages.fileTooLarge);
  }
  const name = `The ${request.format.toUpperCase()} file`;
  let file;
  try {
    file = request.format === 'csv' ? parseCsv(name, request.content) : parseJson(name, request.content);
  } catch (error) {
    if (error instanceof JobsFileError) throw new JobImportProblems([{ place: 'file', field: '(file)', message: error.message }], 1);
    throw error;
  }
  let valid;
  try {
    valid = validateImportRows(file.rows);
  } catch (error) {
    if (!(error instanceof JobImportValidationError)) throw error;
    const problems = error.issues.map((issue) => ({ place: file.position(issue.row - 1), field: issue.field, message: issue.message }));
    throw new JobImportProblems(problems.slice(0, CONSOLE_JOB_LIMITS.issuesListed), problems.length);
  }
  const db = deps.database.db;
  const now = deps.now();
  try {
    const counts = await db.transaction(async (tx) => {
      const written = await writeImportRows(tx, valid, { dropDuplicates: true });
      if (request.dryRun) throw new DryRunDone(written);
      await recordAudit(tx, actor, {
        action: 'job.import',
        targetType: 'job',
        targetId: null,
        after: { format: request.format, rows: valid.length, ...written },
        at: now,
      });
      return written;
    });
    notifyCatalogueChanged(db);
    return { dryRun: false, rows: valid.length, ...counts };
  } catch (error) {
    if (error instanceof DryRunDone) return { dryRun: true, rows: valid.length, ...error.result };
    throw error;
  }
}
