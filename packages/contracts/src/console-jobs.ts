import { z } from 'zod';
import { consoleReasonSchema, CONSOLE_LIMITS, sortOrderSchema } from './admin.ts';
import { jobTypes } from './constants.ts';
import { multiLineText, singleLineText } from './fields.ts';
import { jobImportRowSchema, jobTypeSchema } from './jobs.ts';
import { jobFlags, jobReportReasons, jobReportStates } from './listing-health-texts.ts';
import { pagedSchema, pageQuerySchema } from './pagination.ts';

// ---------------------------------------------------------------------------------------------
// The console's Overview, Jobs and Moderation (docs/product/console-jobs.md; docs/console-api.md)
// ---------------------------------------------------------------------------------------------

export const consoleJobMessages = {
  jobNotFound: 'We could not find that job.',
  reportNotFound: 'We could not find that report.',
  nothingToChange: 'Choose at least one change.',
  reasonNeeded: 'Give a reason: this changes who can see the listing.',
  restoreNeedsExpiry: 'This job has no future closing date: give an expiryDate after today to restore it.',
  alreadyResolved: 'This report has already been resolved.',
  fileTooLarge: 'The file is larger than 5 MB. Split it into smaller files.',
  invalidFile: 'The file has problems; nothing was imported.',
  updated: 'Job updated.',
  deleted: 'Job deleted.',
  dryRunOk: 'The file is valid. Nothing has been imported yet.',
  imported: 'The file has been imported.',
  reportConfirmed: 'Report confirmed.',
  reportDismissed: 'Report dismissed.',
  rangeTooLong: 'Choose a range of at most 366 days.',
  rangeOrder: 'from must be on or before to.',
} as const;

export const CONSOLE_JOB_LIMITS = {
  /** The import file's text, in bytes as sent (UTF-8). */
  importBytes: 5 * 1024 * 1024,
  /** Bad rows a dry run lists in full; the count says how many more. */
  issuesListed: 500,
  /** Days an Overview range may span. */
  overviewDays: 366,
} as const;

export const adminJobStatuses = ['active', 'expired', 'hidden'] as const;
export const adminJobStatusSchema = z.enum(adminJobStatuses, { error: 'status must be active, expired or hidden.' });
export type AdminJobStatus = z.infer<typeof adminJobStatusSchema>;

const consoleQuery = singleLineText().trim().max(CONSOLE_LIMITS.query, `q must be at most ${CONSOLE_LIMITS.query} characters.`).optional();
const yesNo = (name: string) =>
  z.enum(['true', 'false'], { error: `${name} must be true or false.` }).transform((v) => v === 'true').optional();

export const adminJobListQuerySchema = pageQuerySchema.extend({
  /** Part of the title, company, location or externalId. */
  q: consoleQuery,
  status: adminJobStatusSchema.optional(),
  type: z.enum(jobTypes, { error: `type must be one of ${jobTypes.join(', ')}.` }).optional(),
  featured: yesNo('featured'),
  /** Jobs with an import caution, a fee report or an open report. */
  flagged: yesNo('flagged'),
  sortBy: z
    .enum(['postedDate', 'expiryDate', 'title', 'company', 'applications'], { error: 'sortBy must be postedDate, expiryDate, title, company or applications.' })
    .default('postedDate'),
  sortOrder: sortOrderSchema,
});
export type AdminJobListQuery = z.infer<typeof adminJobListQuerySchema>;
export type AdminJobListParams = z.input<typeof adminJobListQuerySchema>;

export const adminJobSchema = z.object({
  _id: z.uuid(),
  externalId: z.string(),
  title: z.string(),
  company: z.string(),
  type: jobTypeSchema,
  location: z.string(),
  status: adminJobStatusSchema,
  isFeatured: z.boolean(),
  postedDate: z.string(),
  expiryDate: z.string(),
  hiddenAt: z.string().nullable(),
  applicationsCount: z.number().int(),
  openReports: z.number().int(),
  flags: z.array(z.enum(jobFlags)),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
export const adminJobListResponseSchema = pagedSchema(adminJobSchema);
export type AdminJobListResponse = z.infer<typeof adminJobListResponseSchema>;

/** The fields an edit may change: the import's, one by one, each with the import's own rule. */
const importShape = jobImportRowSchema.shape;
const { externalId: _externalId, ...editableShape } = importShape;
export const adminJobEditableFields = Object.keys(editableShape) as (keyof typeof editableShape)[];

/** One job with every field the import sets, as the edit form shows them. */
export const adminJobDetailSchema = adminJobSchema.extend({
  fields: z.object({
    companyLogo: z.string().nullable(),
    workMode: z.string(),
    stipend: z.string(),
    salaryMin: z.number(),
    salaryMax: z.number(),
    experienceMin: z.number(),
    experienceMax: z.number(),
    domains: z.array(z.string()),
    skills: z.array(z.string()),
    description: z.string(),
    applyLink: z.string(),
    isUrgent: z.boolean(),
    eligibleGraduationYears: z.array(z.number()),
    eligibleDegrees: z.array(z.string()),
    minCgpa: z.number().nullable(),
  }),
});
export type AdminJobDetail = z.infer<typeof adminJobDetailSchema>;

/**
 * `PATCH /admin/jobs/{id}`: any of the import's fields (the merged job must pass the import's rules
 * as a whole), `isFeatured`, `status`; a `reason` whenever the status changes.
 */
export const adminJobUpdateSchema = z
  .strictObject({
    // Without the import's defaults: a field left out of an edit keeps its value.
    ...Object.fromEntries(
      Object.entries(editableShape).map(([key, schema]) => [key, (schema instanceof z.ZodDefault ? schema.unwrap() : (schema as z.ZodType)).optional()]),
    ),
    status: adminJobStatusSchema.optional(),
    reason: consoleReasonSchema.optional(),
  } as { [K in keyof typeof editableShape]: z.ZodOptional<(typeof editableShape)[K]> } & {
    status: z.ZodOptional<typeof adminJobStatusSchema>;
    reason: z.ZodOptional<typeof consoleReasonSchema>;
  })
  .refine((v) => Object.entries(v).some(([key, value]) => key !== 'reason' && value !== undefined), { message: consoleJobMessages.nothingToChange, path: ['status'] })
  .refine((v) => v.status === undefined || v.reason !== undefined, { message: consoleJobMessages.reasonNeeded, path: ['reason'] });
export type AdminJobUpdate = z.infer<typeof adminJobUpdateSchema>;
export type AdminJobUpdateInput = z.input<typeof adminJobUpdateSchema>;

export const adminJobDeleteSchema = z.strictObject({ reason: consoleReasonSchema });

export const jobImportFormats = ['csv', 'json'] as const;
export const adminJobImportSchema = z.strictObject({
  format: z.enum(jobImportFormats, { error: 'format must be csv or json.' }),
  /** At most CONSOLE_JOB_LIMITS.importBytes of UTF-8: the server answers 413 beyond (checked there, not here, for its status). */
  content: multiLineText({ error: 'content must be the file as text.' }).min(1, 'The file is empty.'),
  dryRun: z.boolean({ error: 'dryRun must be true or false.' }),
});
export type AdminJobImport = z.infer<typeof adminJobImportSchema>;

export const jobImportProblemSchema = z.object({
  /** Where the row is: "line 7" (CSV) or "item 3" (JSON); "file" for the file as a whole. */
  place: z.string(),
  field: z.string(),
  message: z.string(),
});
export type JobImportProblem = z.infer<typeof jobImportProblemSchema>;

export const adminJobImportResultSchema = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  companiesCreated: z.number().int(),
  duplicatesDropped: z.number().int(),
  flagged: z.number().int(),
});
export type AdminJobImportResult = z.infer<typeof adminJobImportResultSchema>;

// -- Moderation --------------------------------------------------------------------------------

export const adminReportListQuerySchema = pageQuerySchema.extend({
  /** Part of the job's title or company, or the note. */
  q: consoleQuery,
  state: z.enum(jobReportStates, { error: `state must be one of ${jobReportStates.join(', ')}.` }).optional(),
  reason: z.enum(jobReportReasons, { error: `reason must be one of ${jobReportReasons.join(', ')}.` }).optional(),
  sortBy: z.enum(['createdAt'], { error: 'sortBy must be createdAt.' }).default('createdAt'),
  /** The queue: oldest first. */
  sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc.' }).default('asc'),
});
export type AdminReportListQuery = z.infer<typeof adminReportListQuerySchema>;
export type AdminReportListParams = z.input<typeof adminReportListQuerySchema>;

export const adminReportSchema = z.object({
  _id: z.uuid(),
  reason: z.enum(jobReportReasons),
  note: z.string().nullable(),
  state: z.enum(jobReportStates),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  reporterEmail: z.string().nullable(),
  job: z.object({
    _id: z.uuid(),
    title: z.string(),
    company: z.string(),
    status: adminJobStatusSchema,
    flags: z.array(z.enum(jobFlags)),
  }),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportListResponseSchema = pagedSchema(adminReportSchema);

export const reportResolveActions = ['confirm', 'dismiss'] as const;
/** `confirm` takes the job down (`hidden` by default, or `expired`); `dismiss` leaves it listed. */
export const adminReportResolveSchema = z.strictObject({
  action: z.enum(reportResolveActions, { error: 'action must be confirm or dismiss.' }),
  jobStatus: z.enum(['expired', 'hidden'], { error: 'jobStatus must be expired or hidden.' }).optional(),
  reason: consoleReasonSchema,
});
export type AdminReportResolve = z.infer<typeof adminReportResolveSchema>;

// -- Overview ----------------------------------------------------------------------------------

const day = singleLineText().pipe(z.iso.date({ error: 'Dates must look like 2026-01-31.' }));
export const adminOverviewQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: consoleJobMessages.rangeOrder, path: ['from'] })
  .refine(
    (v) => !v.from || !v.to || (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 + 1 <= CONSOLE_JOB_LIMITS.overviewDays,
    { message: consoleJobMessages.rangeTooLong, path: ['to'] },
  );
export type AdminOverviewQuery = z.infer<typeof adminOverviewQuerySchema>;

const dayCount = z.object({ day: z.string(), count: z.number().int() });
export const adminOverviewSchema = z.object({
  /** The range answered, days in India (inclusive). */
  from: z.string(),
  to: z.string(),
  signups: z.array(dayCount.extend({ verified: z.number().int() })),
  activeUsers: z.object({ daily: z.array(dayCount), weekly: z.number().int(), monthly: z.number().int() }),
  jobViews: z.array(dayCount),
  applyClicks: z.array(dayCount),
  applicationsByStage: z.array(z.object({ stage: z.string(), count: z.number().int() })),
  premium: z.array(z.object({ month: z.string(), purchases: z.number().int(), revenue: z.number().int() })),
  mails: z.array(z.object({ kind: z.string(), count: z.number().int() })),
  openReports: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
