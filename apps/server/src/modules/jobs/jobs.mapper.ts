import { JOB_SUMMARY_LENGTH, type FeaturedJob, type Job, type JobHealth } from '@pathway/contracts';
import type { JobCountersRow, JobDetailRow, JobListRow, selectFeatured } from './jobs.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The public summary of a description: white space collapsed, cut at a word boundary to at most
 * JOB_SUMMARY_LENGTH characters with '…'. This is all that a list, the job card and search engines
 * (seo) ever get; the full text is only in GET /jobs/:id.
 */
export function summarize(description: string, sourceWasCut = false): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= JOB_SUMMARY_LENGTH && !sourceWasCut) return text;
  const room = text.slice(0, JOB_SUMMARY_LENGTH - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > JOB_SUMMARY_LENGTH * 0.6 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/** A row of `jobListColumns` (a list page adds paging fields; saved jobs add when they were saved). */
type ListRow = Omit<JobListRow, 'catalogueVersion' | 'cursorDate'>;
type Row = ListRow | JobDetailRow;

export function toJob(row: Row, description: string): Job {
  return {
    _id: row.id,
    title: row.title,
    company: row.companyName,
    companyId: row.companyId,
    logo: row.logo ?? null,
    type: row.type,
    isUrgent: row.isUrgent,
    isFeatured: row.isFeatured,
    location: row.location,
    workMode: row.workMode,
    stipend: row.stipend,
    salary: { min: row.salaryMin, max: row.salaryMax },
    experienceMin: row.experienceMin,
    experienceMax: row.experienceMax,
    postedDate: iso(row.postedDate),
    expiryDate: iso(row.expiryDate),
    applicationsCount: row.applicationsCount,
    domain: row.domains,
    skills: row.skills,
    description,
    applyLink: row.applyLink,
    ...eligibilityOf(row),
    health: toJobHealth(row),
  };
}

/** The job's health as its answer carries it: the import's flags plus a fee report under review. */
export function toJobHealth(row: Pick<Row, 'flags' | 'reportedClosed' | 'feeReported' | 'linkBroken' | 'linkCheckedAt'>): JobHealth {
  return {
    reportedClosed: row.reportedClosed,
    linkBroken: row.linkBroken,
    linkCheckedAt: row.linkCheckedAt === null ? null : iso(row.linkCheckedAt),
    flags: row.feeReported ? [...row.flags, 'fee_reported'] : [...row.flags],
  };
}

/** What of a job moves without a catalogue version, as its answer carries it (list-rows.ts reads it again). */
export interface JobCounters {
  id: string;
  applicationsCount: number;
  linkCheckedAt: string | null;
}

export function toJobCounters(row: JobCountersRow): JobCounters {
  return { id: row.id, applicationsCount: row.applicationsCount, linkCheckedAt: row.linkCheckedAt === null ? null : iso(row.linkCheckedAt) };
}

/** A list item: the job with its description cut to the summary. */
export function toJobListItem(row: ListRow): Job {
  return toJob(row, summarize(row.description, row.descriptionCut));
}

/** The job's eligibility rules, each only when set; no key at all when anyone may apply. */
function eligibilityOf(row: Pick<Row, 'eligibleGraduationYears' | 'eligibleDegrees' | 'minCgpa'>): Pick<Job, 'eligibility'> {
  const eligibility: NonNullable<Job['eligibility']> = {};
  if (row.eligibleGraduationYears?.length) eligibility.graduationYears = row.eligibleGraduationYears;
  if (row.eligibleDegrees?.length) eligibility.degrees = row.eligibleDegrees;
  if (row.minCgpa !== null) eligibility.minCgpa = row.minCgpa;
  return Object.keys(eligibility).length > 0 ? { eligibility } : {};
}

export function toFeaturedJob(row: Awaited<ReturnType<typeof selectFeatured>>[number]): FeaturedJob {
  return {
    _id: row.id,
    title: row.title,
    company: row.companyName,
    logo: row.logo ?? null,
    location: row.location,
    type: row.type,
    stipend: row.stipend,
    expiryDate: iso(row.expiryDate),
    applyLink: row.applyLink,
  };
}
