import { jobImportRowSchema, type JobImportRow } from '@pathway/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { companies, jobs, type NewJobRow } from '../../db/schema.ts';
import { notifyCatalogueChanged } from './catalogue-version.ts';
import { DUPLICATE_WINDOW_MS, importFlagsOf, openingKey } from './listing-safety.ts';

export interface JobImportIssue {
  /** 1-based position of the row in the input. */
  row: number;
  /** Dotted path of the offending field (`domains.2`), or `(row)` when the row itself is not an object. */
  field: string;
  message: string;
}

/** Thrown when any row is invalid; nothing has been written. */
export class JobImportValidationError extends Error {
  override name = 'JobImportValidationError';
  constructor(readonly issues: JobImportIssue[]) {
    const rows = new Set(issues.map((i) => i.row)).size;
    const first = issues
      .slice(0, 3)
      .map((i) => `row ${i.row} ${i.field}: ${i.message}`)
      .join('; ');
    super(`${rows} row${rows === 1 ? '' : 's'} failed validation (${first}${issues.length > 3 ? '; …' : ''}).`);
  }
}

export interface ImportJobsOptions {
  /** Rows per multi-row INSERT. Bounded by PostgreSQL's 65,535 bind parameters per statement. */
  chunkSize?: number;
  /** Called after each chunk of jobs is written (inside the transaction). */
  onProgress?: (written: number, total: number) => void;
  /**
   * Keeps one listing of an opening imported from two sources (docs/product/listing-health.md#duplicates):
   * a row with a new externalId whose company, normalised title and location match a job already in
   * the catalogue, or an earlier row of the same import, posted within 30 days of it, is not written.
   * The CLI, the admin import and the demo seed turn it on; test fixtures that load look-alike rows do not.
   */
  dropDuplicates?: boolean;
}

export interface ImportJobsResult {
  created: number;
  updated: number;
  companiesCreated: number;
  /** Rows not written because they repeat an opening already listed (dropDuplicates). */
  duplicatesDropped: number;
  /** Jobs written with at least one caution (jobs.flags). */
  flagged: number;
}

const DEFAULT_CHUNK_SIZE = 500;
const MAX_CHUNK_SIZE = 2_000; // ~25 parameters a row stays far below 65,535

/**
 * Validates every row, then in one transaction creates missing companies (matched by name, case
 * insensitively) and inserts or updates jobs by externalId. Any invalid row rejects the whole import.
 */
export async function importJobs(
  db: Database,
  rows: unknown[],
  opts: ImportJobsOptions = {},
): Promise<ImportJobsResult> {
  const valid = validateRows(rows);
  if (valid.length === 0) return { created: 0, updated: 0, companiesCreated: 0, duplicatesDropped: 0, flagged: 0 };

  // The triggers of 0004_catalogue_version.sql bump the catalogue version inside this transaction
  // (seen by every process); the notification after the commit clears this process's caches at once.
  const result = await db.transaction((tx) => writeImportRows(tx, valid, opts));
  notifyCatalogueChanged(db);
  return result;
}

/**
 * The import's writes for rows validateImportRows() accepted, in the caller's transaction (the
 * console's import and edit run exactly these, next to their audit entry). Notify after the commit.
 */
export async function writeImportRows(tx: Transaction, valid: JobImportRow[], opts: ImportJobsOptions = {}): Promise<ImportJobsResult> {
  const chunkSize = Math.min(Math.max(1, Math.floor(opts.chunkSize ?? DEFAULT_CHUNK_SIZE)), MAX_CHUNK_SIZE);
  {
    const rows = opts.dropDuplicates ? await withoutDuplicates(tx, valid, chunkSize) : valid;
    const duplicatesDropped = valid.length - rows.length;
    const { byKey, created: companiesCreated } = await upsertCompanies(tx, rows, chunkSize);

    let created = 0;
    let updated = 0;
    let flagged = 0;
    for (let start = 0; start < rows.length; start += chunkSize) {
      const chunk = rows.slice(start, start + chunkSize).map((row) => {
        const company = byKey.get(companyKey(row.company));
        if (!company) throw new Error(`Company "${row.company}" was not created`);
        return toJobRow(row, company);
      });
      const written = await tx
        .insert(jobs)
        .values(chunk)
        .onConflictDoUpdate({
          target: jobs.externalId,
          set: {
            companyId: sql`excluded.company_id`,
            companyName: sql`excluded.company_name`,
            title: sql`excluded.title`,
            type: sql`excluded.type`,
            location: sql`excluded.location`,
            workMode: sql`excluded.work_mode`,
            stipend: sql`excluded.stipend`,
            salaryMin: sql`excluded.salary_min`,
            salaryMax: sql`excluded.salary_max`,
            experienceMin: sql`excluded.experience_min`,
            experienceMax: sql`excluded.experience_max`,
            domains: sql`excluded.domains`,
            skills: sql`excluded.skills`,
            description: sql`excluded.description`,
            applyLink: sql`excluded.apply_link`,
            postedDate: sql`excluded.posted_date`,
            // A job the console hid stays hidden: the file's expiry waits in listed_until for a restore.
            expiryDate: sql`CASE WHEN ${jobs.hiddenAt} IS NULL THEN excluded.expiry_date ELSE ${jobs.expiryDate} END`,
            listedUntil: sql`CASE WHEN ${jobs.hiddenAt} IS NULL THEN NULL ELSE excluded.expiry_date END`,
            isUrgent: sql`excluded.is_urgent`,
            isFeatured: sql`excluded.is_featured`,
            flags: sql`excluded.flags`,
            eligibleGraduationYears: sql`excluded.eligible_graduation_years`,
            eligibleDegrees: sql`excluded.eligible_degrees`,
            minCgpa: sql`excluded.min_cgpa`,
            updatedAt: sql`now()`,
          },
        })
        // xmax is 0 exactly for rows this statement inserted (an updated row carries our xid).
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      for (const { inserted } of written) {
        if (inserted) created += 1;
        else updated += 1;
      }
      flagged += chunk.filter((job) => job.flags && job.flags.length > 0).length;
      opts.onProgress?.(Math.min(start + chunkSize, rows.length), rows.length);
    }
    return { created, updated, companiesCreated, duplicatesDropped, flagged };
  }
}

/** Every row checked against the contract; throws JobImportValidationError listing each bad one. */
export function validateImportRows(rows: unknown[]): JobImportRow[] {
  return validateRows(rows);
}

function validateRows(rows: unknown[]): JobImportRow[] {
  const issues: JobImportIssue[] = [];
  const valid: JobImportRow[] = [];
  const firstRowOfExternalId = new Map<string, number>();

  rows.forEach((input, index) => {
    const row = index + 1;
    const parsed = jobImportRowSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        issues.push({ row, field: issue.path.map(String).join('.') || '(row)', message: issue.message });
      }
      return;
    }
    // The same externalId twice would make one INSERT … ON CONFLICT touch a row twice; refuse it clearly.
    const earlier = firstRowOfExternalId.get(parsed.data.externalId);
    if (earlier !== undefined) {
      issues.push({ row, field: 'externalId', message: `externalId "${parsed.data.externalId}" already appears in row ${earlier}.` });
      return;
    }
    firstRowOfExternalId.set(parsed.data.externalId, row);
    valid.push(parsed.data);
  });

  if (issues.length > 0) throw new JobImportValidationError(issues);
  return valid;
}

const companyKey = (name: string) => name.toLowerCase();

interface CompanyRef {
  id: string;
  /** The stored spelling, which jobs copy whatever spelling the import used. */
  name: string;
}

/** Returns every company of the import by its lower-cased name; creates the missing ones (first spelling wins). */
async function upsertCompanies(
  tx: Transaction,
  rows: JobImportRow[],
  chunkSize: number,
): Promise<{ byKey: Map<string, CompanyRef>; created: number }> {
  const wanted = new Map<string, { name: string; logo: string | undefined }>();
  for (const row of rows) {
    const key = companyKey(row.company);
    const entry = wanted.get(key);
    if (!entry) wanted.set(key, { name: row.company, logo: row.companyLogo });
    else if (row.companyLogo) entry.logo = row.companyLogo;
  }

  const byKey = new Map<string, CompanyRef>();
  const logoUpdates: { id: string; logo: string }[] = [];
  let created = 0;
  const keys = [...wanted.keys()];

  for (let start = 0; start < keys.length; start += chunkSize) {
    const chunkKeys = keys.slice(start, start + chunkSize);
    const existing = await selectCompanies(tx, chunkKeys);
    for (const company of existing) {
      const key = companyKey(company.name);
      byKey.set(key, { id: company.id, name: company.name });
      const logo = wanted.get(key)?.logo;
      if (logo && logo !== company.logo) logoUpdates.push({ id: company.id, logo });
    }

    const missing = chunkKeys.filter((key) => !byKey.has(key));
    if (missing.length === 0) continue;
    const inserted = await tx
      .insert(companies)
      .values(missing.map((key) => ({ name: wanted.get(key)!.name, logo: wanted.get(key)!.logo ?? null })))
      // A concurrent import may have created the same company since our SELECT: keep theirs.
      .onConflictDoNothing()
      .returning({ id: companies.id, name: companies.name });
    created += inserted.length;
    for (const company of inserted) byKey.set(companyKey(company.name), company);

    const raced = missing.filter((key) => !byKey.has(key));
    if (raced.length > 0) {
      for (const company of await selectCompanies(tx, raced)) {
        byKey.set(companyKey(company.name), { id: company.id, name: company.name });
      }
    }
  }

  for (let start = 0; start < logoUpdates.length; start += chunkSize) {
    const values = sql.join(
      logoUpdates.slice(start, start + chunkSize).map((u) => sql`(${u.id}::uuid, ${u.logo})`),
      sql`, `,
    );
    await tx.execute(
      sql`UPDATE ${companies} SET logo = v.logo FROM (VALUES ${values}) AS v(id, logo) WHERE ${companies.id} = v.id`,
    );
  }

  return { byKey, created };
}

function selectCompanies(tx: Transaction, lowerNames: string[]) {
  // `lower(name) IN (…)` is answered by the unique index on lower(name).
  return tx
    .select({ id: companies.id, name: companies.name, logo: companies.logo })
    .from(companies)
    .where(sql`lower(${companies.name}) IN (${sql.join(lowerNames.map((n) => sql`${n}`), sql`, `)})`);
}

const IST_OFFSET = '+05:30';

/** ISO date-time as given; a bare date is a day in India: postings start at its first moment, expiries end with its last. */
function toInstant(value: string, edge: 'start' | 'end'): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  const start = new Date(`${value}T00:00:00${IST_OFFSET}`);
  return edge === 'start' ? start : new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

function toJobRow(row: JobImportRow, company: CompanyRef): NewJobRow {
  return {
    externalId: row.externalId,
    companyId: company.id,
    companyName: company.name,
    title: row.title,
    type: row.type,
    location: row.location,
    workMode: row.workMode,
    stipend: row.stipend,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    experienceMin: row.experienceMin,
    experienceMax: row.experienceMax,
    domains: row.domains,
    skills: row.skills,
    description: row.description,
    applyLink: row.applyLink,
    postedDate: toInstant(row.postedDate, 'start'),
    expiryDate: toInstant(row.expiryDate, 'end'),
    isUrgent: row.isUrgent,
    isFeatured: row.isFeatured,
    flags: importFlagsOf(row),
    // An empty list is no rule: stored as null, like a rule never given.
    eligibleGraduationYears: row.eligibleGraduationYears?.length ? row.eligibleGraduationYears : null,
    eligibleDegrees: row.eligibleDegrees?.length ? row.eligibleDegrees : null,
    minCgpa: row.minCgpa ?? null,
  };
}

/** An arbitrary fixed key: imports that drop duplicates take turns, so two cannot each keep one copy. */
const IMPORT_LOCK_KEY = 0x6a6f_6273; // 'jobs'

/**
 * The rows to write, duplicates of an opening left out (ImportJobsOptions.dropDuplicates): the
 * listing already in the catalogue wins, then the earlier row of the file. A row whose externalId
 * is already stored is always written (it updates its own job).
 */
async function withoutDuplicates(tx: Transaction, rows: JobImportRow[], chunkSize: number): Promise<JobImportRow[]> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
  const stored = new Set<string>();
  const seen = new Map<string, { externalId: string; posted: number }[]>();
  const companyNames = [...new Set(rows.map((r) => r.company.toLowerCase()))];
  for (let start = 0; start < companyNames.length; start += chunkSize) {
    const names = companyNames.slice(start, start + chunkSize);
    const existing = await tx
      .select({ externalId: jobs.externalId, company: jobs.companyName, title: jobs.title, location: jobs.location, postedDate: jobs.postedDate })
      .from(jobs)
      .where(sql`lower(${jobs.companyName}) IN (${sql.join(names.map((n) => sql`${n}`), sql`, `)})`);
    for (const job of existing) {
      stored.add(job.externalId);
      const key = openingKey(job);
      seen.set(key, [...(seen.get(key) ?? []), { externalId: job.externalId, posted: job.postedDate.getTime() }]);
    }
  }
  return rows.filter((row) => {
    const key = openingKey(row);
    const posted = toInstant(row.postedDate, 'start').getTime();
    const others = seen.get(key) ?? [];
    if (!stored.has(row.externalId) && others.some((o) => o.externalId !== row.externalId && Math.abs(o.posted - posted) <= DUPLICATE_WINDOW_MS)) {
      return false;
    }
    seen.set(key, [...others, { externalId: row.externalId, posted }]);
    return true;
  });
}
