import { z } from 'zod';
import {
  experienceBuckets,
  jobTypes,
  joinFilterValues,
  matchFilterValue,
  MAX_FILTER_VALUES,
  MAX_QUERY_LENGTH,
  salaryBuckets,
  splitFilterValues,
  workModes,
  type ExperienceBucket,
  type SalaryBucket,
} from './constants.ts';
import { singleLineText } from './fields.ts';
import type { JobFilters } from './catalogue.ts';
import type { JobType, WorkMode } from './jobs.ts';

/**
 * Saved searches and their alert mails (docs/product/alerts.md, docs/saved-searches-api.md): a
 * /jobs search kept under a name, mailed when new jobs match it, as often as its frequency says.
 */

export const alertFrequencies = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/** What the saved-searches page's select calls each frequency. */
export const alertFrequencyLabels: Readonly<Record<AlertFrequency, string>> = {
  instant: 'As soon as posted',
  daily: 'Daily',
  weekly: 'Weekly',
  off: 'Paused',
};

export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
/** An alert mail lists this many jobs and links to the rest. */
export const ALERT_MAIL_MAX_JOBS = 10;

export const savedSearchMessages = {
  nameRequired: 'Give this search a name.',
  nameTooLong: `name must be at most ${SAVED_SEARCH_NAME_MAX} characters.`,
  frequency: `frequency must be one of ${alertFrequencies.join(', ')}.`,
  limit: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
  notFound: 'We could not find that saved search.',
  nothingToChange: 'Send a name, params or frequency to change.',
  saved: 'Search saved. We will email you new jobs that match it.',
  savedPaused: 'Search saved.',
  updated: 'Saved search updated.',
  deleted: 'Saved search deleted.',
  unsubscribed: (name: string) => `You will get no more alerts for "${name}". Turn them on again on your saved searches page.`,
  dismissed: 'Done. This job will not appear in your alerts again.',
  premiumFilters: 'Experience and salary filters in a saved search need a Premium plan.',
} as const;

const text100 = (label: string) => singleLineText({ error: `${label} must be text.` }).trim().max(100, `${label} must be at most 100 characters.`);

/** A list of allowed values (any case in, the contract's spelling out), duplicates dropped. */
const enumList = <T extends string>(label: string, allowed: readonly T[]) =>
  z
    .array(singleLineText({ error: `${label} values must be text.` }), { error: `${label} must be a list.` })
    .max(MAX_FILTER_VALUES, `${label} can have at most ${MAX_FILTER_VALUES} values.`)
    .transform((values, ctx) => {
      const out: T[] = [];
      for (const value of values) {
        const match = matchFilterValue(value.trim(), allowed);
        if (!match) {
          ctx.addIssue({ code: 'custom', message: `${label} must be one of ${allowed.join(', ')}.` });
          return z.NEVER;
        }
        if (!out.includes(match)) out.push(match);
      }
      return out;
    });

/**
 * A saved search's parameters: what the /jobs address holds (docs/product/catalogue.md#the-job-list),
 * without the page. Empty values are dropped, so one search is stored one way.
 */
export const savedSearchParamsSchema = z
  .strictObject(
    {
      q: singleLineText({ error: 'q must be text.' }).trim().max(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters.`).optional(),
      type: singleLineText({ error: 'type must be text.' })
        .trim()
        .transform((value, ctx) => {
          if (value === '') return undefined;
          const match = matchFilterValue(value, jobTypes);
          if (!match) {
            ctx.addIssue({ code: 'custom', message: `type must be one of ${jobTypes.join(', ')}.` });
            return z.NEVER;
          }
          return match;
        })
        .optional(),
      location: text100('location').optional(),
      domain: text100('domain').optional(),
      companies: z
        .array(text100('companies'), { error: 'companies must be a list.' })
        .max(MAX_FILTER_VALUES, `companies can have at most ${MAX_FILTER_VALUES} values.`)
        .optional(),
      workMode: enumList<WorkMode>('workMode', workModes).optional(),
      experience: enumList<ExperienceBucket>('experience', Object.keys(experienceBuckets) as ExperienceBucket[]).optional(),
      salary: enumList<SalaryBucket>('salary', Object.keys(salaryBuckets) as SalaryBucket[]).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `params may only hold q, type, location, domain, companies, workMode, experience and salary.` : 'params must be an object.') },
  )
  .transform((p) => {
    const out: SavedSearchParams = {};
    if (p.q) out.q = p.q;
    if (p.type) out.type = p.type;
    if (p.location && p.location.toLowerCase() !== 'all') out.location = p.location;
    if (p.domain && p.domain.toLowerCase() !== 'all') out.domain = p.domain;
    const companies = splitFilterValues(p.companies ?? []);
    if (companies.length) out.companies = companies;
    if (p.workMode?.length) out.workMode = workModes.filter((m) => p.workMode!.includes(m));
    if (p.experience?.length) out.experience = p.experience;
    if (p.salary?.length) out.salary = p.salary;
    return out;
  });

export interface SavedSearchParams {
  q?: string;
  type?: JobType;
  location?: string;
  domain?: string;
  companies?: string[];
  workMode?: WorkMode[];
  experience?: ExperienceBucket[];
  salary?: SalaryBucket[];
}

const nameSchema = singleLineText({ error: savedSearchMessages.nameRequired })
  .trim()
  .min(1, savedSearchMessages.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, savedSearchMessages.nameTooLong);

export const alertFrequencySchema = z.enum(alertFrequencies, { error: savedSearchMessages.frequency });

export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  params: z.object({
    q: z.string().optional(),
    type: z.enum(jobTypes).optional(),
    location: z.string().optional(),
    domain: z.string().optional(),
    companies: z.array(z.string()).optional(),
    workMode: z.array(z.enum(workModes)).optional(),
    experience: z.array(z.enum(Object.keys(experienceBuckets) as [ExperienceBucket, ...ExperienceBucket[]])).optional(),
    salary: z.array(z.enum(Object.keys(salaryBuckets) as [SalaryBucket, ...SalaryBucket[]])).optional(),
  }),
  frequency: alertFrequencySchema,
  lastSentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** `POST /saved-searches`. */
export const createSavedSearchRequestSchema = z.strictObject({
  name: nameSchema,
  params: savedSearchParamsSchema,
  frequency: alertFrequencySchema.default('daily'),
});
export type CreateSavedSearchRequest = z.input<typeof createSavedSearchRequestSchema>;

/** `PATCH /saved-searches/{id}`: any of the three, at least one. */
export const updateSavedSearchRequestSchema = z
  .strictObject({
    name: nameSchema.optional(),
    params: savedSearchParamsSchema.optional(),
    frequency: alertFrequencySchema.optional(),
  })
  .refine((b) => b.name !== undefined || b.params !== undefined || b.frequency !== undefined, { message: savedSearchMessages.nothingToChange });
export type UpdateSavedSearchRequest = z.input<typeof updateSavedSearchRequestSchema>;

export const savedSearchListSchema = z.array(savedSearchSchema);

/** `POST /alerts/dismiss/{token}`: the job is left out of the user's alerts from now on. */
export const dismissJobResponseSchema = z.object({ jobId: z.string(), dismissed: z.literal(true) });
export type DismissJobResponse = z.infer<typeof dismissJobResponseSchema>;

/** The catalogue's filter set for a saved search (what GET /jobs would be asked). */
export function savedSearchFilters(params: SavedSearchParams): JobFilters {
  const filters: JobFilters = {};
  if (params.type) filters.type = [params.type];
  if (params.location) filters.location = [params.location];
  if (params.domain) filters.domain = [params.domain];
  if (params.companies?.length) filters.company = [...params.companies];
  if (params.workMode?.length) filters.workMode = [...params.workMode];
  if (params.experience?.length) filters.experience = [...params.experience];
  if (params.salary?.length) filters.salary = [...params.salary];
  return filters;
}

/** The /jobs address of a saved search, in the order the job list writes its address. */
export function savedSearchAddress(params: SavedSearchParams, extra: Record<string, string> = {}): string {
  const pairs: [string, string][] = [];
  if (params.q) pairs.push(['q', params.q]);
  if (params.type) pairs.push(['type', params.type]);
  if (params.location) pairs.push(['location', params.location]);
  if (params.domain) pairs.push(['domain', params.domain]);
  if (params.companies?.length) pairs.push(['companies', joinFilterValues(params.companies)]);
  if (params.workMode?.length) pairs.push(['workMode', joinFilterValues(params.workMode)]);
  if (params.experience?.length) pairs.push(['experience', joinFilterValues(params.experience)]);
  if (params.salary?.length) pairs.push(['salary', joinFilterValues(params.salary)]);
  pairs.push(...Object.entries(extra));
  const query = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return query ? `/jobs?${query}` : '/jobs';
}

/** A name for a search from what it asks ('React · Internship · Bengaluru'), for the save dialog to offer. */
export function defaultSavedSearchName(params: SavedSearchParams): string {
  const parts = [
    params.q,
    params.type,
    params.location,
    params.domain,
    ...(params.companies ?? []),
    ...(params.workMode ?? []).map((m) => (m === 'onsite' ? 'On-site' : m.charAt(0).toUpperCase() + m.slice(1))),
    ...(params.experience ?? []).map((b) => `${b} years`),
    ...(params.salary ?? []).map((b) => `${b} LPA`),
  ].filter((p): p is string => Boolean(p));
  const name = parts.length ? parts.join(' · ') : 'All jobs';
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…` : name;
}
