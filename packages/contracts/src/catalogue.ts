import { z } from 'zod';
import {
  type ExperienceBucket,
  experienceBuckets,
  jobSortFields,
  jobTypes,
  matchFilterValue,
  MAX_FILTER_VALUES,
  MAX_QUERY_LENGTH,
  type SalaryBucket,
  salaryBuckets,
  sortOrders,
  splitFilterValues,
  workModes,
} from './constants.ts';
import { singleLineText } from './fields.ts';
import { jobSchema, type JobType, type WorkMode } from './jobs.ts';
import { eligibleFilterSchema } from './matches.ts';
import { pageQuerySchema, pagedSchema, paginationSchema } from './pagination.ts';

export {
  COUNT_BOUND,
  JOB_SUMMARY_LENGTH,
  joinFilterValues,
  type JobSortField,
  jobSortFields,
  MAX_FILTER_VALUES,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_WORDS,
  type SortOrder,
  sortOrders,
  splitFilterValues,
} from './constants.ts';

/** Catalogue requests and answers (docs/product/catalogue.md). */

const experienceKeys = Object.keys(experienceBuckets) as ExperienceBucket[];
const salaryKeys = Object.keys(salaryBuckets) as SalaryBucket[];

/**
 * A multi-valued filter: comma-joined text (`a,b`) or a repeated parameter; trimmed, empties and
 * duplicates dropped (case-insensitively), at most MAX_FILTER_VALUES values of 100 characters.
 */
const valueList = (label: string) =>
  z
    .union([singleLineText(), z.array(singleLineText())], { error: `${label} must be text.` })
    .transform(splitFilterValues)
    .pipe(
      z
        .array(z.string().max(100, `${label} values must be at most 100 characters.`))
        .max(MAX_FILTER_VALUES, `${label} can have at most ${MAX_FILTER_VALUES} values.`),
    );

const oneOf = <T extends string>(label: string, allowed: readonly T[]) =>
  valueList(label).pipe(
    z.array(
      z.string().transform((value, ctx) => {
        const match = matchFilterValue(value, allowed);
        if (!match) {
          ctx.addIssue({ code: 'custom', message: `${label} must be one of ${allowed.join(', ')}.` });
          return z.NEVER;
        }
        return match;
      }),
    ),
  );

/** The filter set (docs/product/catalogue.md#filters); each dimension is OR within, AND across. */
export const jobFiltersSchema = z.object({
  type: oneOf<JobType>('type', jobTypes).optional(),
  location: valueList('location').optional(),
  domain: valueList('domain').optional(),
  company: valueList('company').optional(),
  workMode: oneOf<WorkMode>('workMode', workModes).optional(),
  experience: oneOf<ExperienceBucket>('experience', experienceKeys).optional(),
  salary: oneOf<SalaryBucket>('salary', salaryKeys).optional(),
  /** Signed in only: jobs whose eligibility admits the profile (docs/product/matches.md). */
  eligible: eligibleFilterSchema.optional(),
});
export type JobFilters = z.output<typeof jobFiltersSchema>;
export type JobFiltersInput = z.input<typeof jobFiltersSchema>;

/** The premium-only filters (docs/product/catalogue.md#advanced-filters): the server refuses them to free accounts. */
export const advancedFilterKeys = ['experience', 'salary'] as const satisfies readonly (keyof JobFilters)[];

/** Whether a filter set uses any advanced filter. */
export function wantsAdvancedFilters(filters: Pick<JobFilters, (typeof advancedFilterKeys)[number]> | undefined): boolean {
  return advancedFilterKeys.some((key) => Boolean(filters?.[key]?.length));
}

const querySchema = singleLineText({ error: 'query must be text.' })
  .trim()
  .max(MAX_QUERY_LENGTH, `query must be at most ${MAX_QUERY_LENGTH} characters.`);

const sortSchema = {
  sortBy: z.enum(jobSortFields, { error: `sortBy must be one of ${jobSortFields.join(', ')}.` }).optional(),
  sortOrder: z.enum(sortOrders, { error: 'sortOrder must be asc or desc.' }).optional(),
};

/** `GET /jobs` query string. */
export const jobListQuerySchema = pageQuerySchema.extend({
  query: querySchema.optional(),
  ...jobFiltersSchema.shape,
  ...sortSchema,
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;

/** `POST /jobs/search` body. */
export const jobSearchRequestSchema = pageQuerySchema.extend({
  query: querySchema.optional(),
  filters: jobFiltersSchema.default({}),
  ...sortSchema,
});
export type JobSearchRequest = z.output<typeof jobSearchRequestSchema>;

/** A job in a list: the whole job but for a description cut to JOB_SUMMARY_LENGTH characters. */
export const jobListItemSchema = jobSchema;
export type JobListItem = z.infer<typeof jobListItemSchema>;

/**
 * How a search was read (docs/search.md#what-the-answer-reports), so that the page can say so rather
 * than show a silent empty page. Present whenever the request had a query.
 */
export const searchReportSchema = z.object({
  /** The query as searched, when a word was corrected ("devloper" → "developer"). */
  correctedQuery: z.string().optional(),
  corrections: z.array(z.object({ from: z.string(), to: z.string() })),
  /** Words that matched no job, even corrected: left out of the search. */
  unmatched: z.array(z.string()),
  /** No job matched enough of the query: these jobs match part of it, best first. */
  partial: z.boolean(),
  /** Words that carry no meaning in a job search ("job", "for", "ke", "liye"): not searched for. */
  ignored: z.array(z.string()),
  /** Words past MAX_SEARCH_WORDS: not searched for. */
  truncated: z.array(z.string()),
  /** The query had no letters or digits to search for: the list is every job, as without a query. */
  nothingToSearch: z.boolean(),
});
export type SearchReport = z.infer<typeof searchReportSchema>;

/**
 * A job list's paging. Past COUNT_BOUND matching jobs `total` is COUNT_BOUND (at least that many),
 * `totalPages` follows from it and `totalIsEstimate` is true; otherwise the total is exact and the
 * flag absent (docs/product/catalogue.md#totals).
 */
export const jobListPaginationSchema = paginationSchema.extend({ totalIsEstimate: z.boolean().optional() });
export type JobListPagination = z.infer<typeof jobListPaginationSchema>;

export const jobListResponseSchema = pagedSchema(jobListItemSchema).extend({
  pagination: jobListPaginationSchema,
  search: searchReportSchema.optional(),
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

/**
 * `GET /jobs/recommended`: the best matches the profile is eligible for (docs/product/matches.md);
 * `needsSkills` when the profile lists no skills, and then no jobs.
 */
export const recommendedJobsResponseSchema = z.object({ data: z.array(jobSchema), needsSkills: z.boolean() });
export type RecommendedJobsResponse = z.infer<typeof recommendedJobsResponseSchema>;

/** The landing's featured jobs always carry their apply link: the companies pay for that reach. */
export const featuredJobSchema = jobSchema
  .pick({
    _id: true,
    title: true,
    company: true,
    logo: true,
    location: true,
    type: true,
    stipend: true,
    expiryDate: true,
  })
  .extend({ applyLink: z.string() });
export type FeaturedJob = z.infer<typeof featuredJobSchema>;
export const featuredQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be from 1 to 12.').max(12, 'limit must be from 1 to 12.').default(3),
});

export const categoryCountSchema = z.object({ _id: z.string(), count: z.number().int() });
export type CategoryCount = z.infer<typeof categoryCountSchema>;

export const platformStatsSchema = z.object({
  totalJobs: z.number().int(),
  totalCompanies: z.number().int(),
  totalUsers: z.number().int(),
  newJobsThisWeek: z.number().int(),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;

export const companySchema = z.object({
  _id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  activeJobs: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;
export const companyListQuerySchema = pageQuerySchema.extend({ query: querySchema.optional() });
export const companyListResponseSchema = pagedSchema(companySchema);

export const idParamsSchema = z.object({ id: z.uuid('That id is not valid.') });
