import { z } from 'zod';
import { jobTypes, MAX_DOMAINS_PER_JOB, MAX_SKILLS_PER_JOB, workModes } from './constants.ts';
import { httpUrlSchema, requiredText, singleLineText } from './fields.ts';
import { eligibilityCheckSchema, eligibilityImportFields, jobEligibilitySchema, jobMatchSchema } from './matches.ts';
import { jobHealthSchema } from './listing-health.ts';

export {
  type ExperienceBucket,
  experienceBuckets,
  FEATURED_JOBS_DEFAULT,
  jobTypes,
  MAX_DOMAINS_PER_JOB,
  MAX_SKILLS_PER_JOB,
  RUPEES_PER_LAKH,
  type SalaryBucket,
  salaryBuckets,
  workModes,
} from './constants.ts';

export const jobTypeSchema = z.enum(jobTypes, { error: `type must be one of ${jobTypes.join(', ')}.` });
export type JobType = z.infer<typeof jobTypeSchema>;

export const workModeSchema = z.enum(workModes, { error: `workMode must be one of ${workModes.join(', ')}.` });
export type WorkMode = z.infer<typeof workModeSchema>;

const isoDate = (label: string) =>
  singleLineText({ error: `${label} must be an ISO 8601 date-time.` }).pipe(
    z.iso.datetime({ offset: true, error: `${label} must be an ISO 8601 date-time.` }).or(z.iso.date({ error: `${label} must be an ISO 8601 date.` })),
  );

const rupees = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number of rupees.` })
    .int(`${label} must be a whole number of rupees.`)
    .min(0, `${label} cannot be negative.`)
    .max(100_000_000, `${label} is too large.`);

const years = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number of years.` })
    .int(`${label} must be a whole number of years.`)
    .min(0, `${label} cannot be negative.`)
    .max(50, `${label} must be at most 50.`);

/**
 * A yes/no field of an import: a boolean, or the text true/false, yes/no, 1/0 (any case), or 1/0.
 * (z.coerce.boolean() would read the text "false" as true.)
 */
const BOOLEAN_WORDS: Record<string, boolean> = { true: true, false: false, yes: true, no: false, '1': true, '0': false };
const booleanish = (label: string) =>
  z.preprocess(
    (value) => {
      if (typeof value === 'number' && (value === 0 || value === 1)) return value === 1;
      if (typeof value === 'string') return BOOLEAN_WORDS[value.trim().toLowerCase()] ?? value;
      return value;
    },
    z.boolean({ error: `${label} must be true or false (or yes/no, 1/0).` }),
  );

const stringList = (label: string, max: number) =>
  z
    .array(singleLineText().trim().min(1).max(80), { error: `${label} must be a list of text.` })
    .max(max, `${label} can have at most ${max} entries.`);

/**
 * One job as the import file and the demo seed describe it (docs/product/catalogue.md#import).
 * CSV rows are turned into this shape (lists split on '|') before validation.
 */
export const jobImportRowSchema = z
  .object({
    externalId: requiredText('externalId', 120),
    title: requiredText('title', 200),
    company: requiredText('company', 200),
    // The control-character rule first, so that its message wins over the either-or of the link.
    companyLogo: singleLineText().optional().pipe(httpUrlSchema.optional().or(z.literal('').transform(() => undefined))),
    type: jobTypeSchema,
    location: requiredText('location', 120),
    workMode: workModeSchema,
    stipend: singleLineText().trim().max(120).default(''),
    salaryMin: rupees('salaryMin'),
    salaryMax: rupees('salaryMax'),
    experienceMin: years('experienceMin'),
    experienceMax: years('experienceMax'),
    domains: stringList('domains', MAX_DOMAINS_PER_JOB).min(1, 'domains needs at least one entry.'),
    skills: stringList('skills', MAX_SKILLS_PER_JOB),
    description: requiredText('description', 20_000, { multiLine: true }),
    applyLink: httpUrlSchema,
    postedDate: isoDate('postedDate'),
    expiryDate: isoDate('expiryDate'),
    isUrgent: booleanish('isUrgent').default(false),
    isFeatured: booleanish('isFeatured').default(false),
    ...eligibilityImportFields,
  })
  .refine((r) => r.salaryMax >= r.salaryMin, { path: ['salaryMax'], message: 'salaryMax must be at least salaryMin.' })
  .refine((r) => r.experienceMax >= r.experienceMin, {
    path: ['experienceMax'],
    message: 'experienceMax must be at least experienceMin.',
  })
  .refine((r) => new Date(r.expiryDate) > new Date(r.postedDate), {
    path: ['expiryDate'],
    message: 'expiryDate must be after postedDate.',
  });
export type JobImportRow = z.infer<typeof jobImportRowSchema>;
export type JobImportInput = z.input<typeof jobImportRowSchema>;

/** A job as the API answers it (docs/product/catalogue.md#jobs). */
export const jobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  company: z.string(),
  companyId: z.string(),
  logo: z.string().nullable(),
  type: z.string(),
  isUrgent: z.boolean(),
  isFeatured: z.boolean(),
  location: z.string(),
  workMode: workModeSchema,
  stipend: z.string(),
  salary: z.object({ min: z.number(), max: z.number() }),
  experienceMin: z.number(),
  experienceMax: z.number(),
  postedDate: z.string(),
  expiryDate: z.string(),
  applicationsCount: z.number(),
  domain: z.array(z.string()),
  skills: z.array(z.string()),
  description: z.string(),
  /**
   * The company's own apply page: only for premium accounts and for jobs the account has applied
   * to. Everyone else reaches it through `PUT /jobs/apply/{id}`, which counts the monthly quota
   * (docs/profile-api.md "Applying").
   */
  applyLink: z.string().optional(),
  /** Who may apply (docs/product/matches.md); absent when anyone may. */
  eligibility: jobEligibilitySchema.optional(),
  /** Signed-in answers only: the job's eligibility against the viewer's profile, when the job sets any. */
  eligibilityCheck: eligibilityCheckSchema.optional(),
  /** Signed-in answers only, when the profile lists skills: how the job fits it. */
  match: jobMatchSchema.optional(),
  /** Reports, the link checker and the import's cautions (docs/product/listing-health.md). */
  health: jobHealthSchema,
});
export type Job = z.infer<typeof jobSchema>;

/**
 * The heading of a job's page, public like the job card it repeats: the server writes it into the
 * page's HTML (rendered, and as JSON for the app) so that it paints before any code has run.
 */
export const jobSummarySchema = jobSchema.pick({
  _id: true,
  title: true,
  company: true,
  logo: true,
  type: true,
  workMode: true,
  isUrgent: true,
});
export type JobSummary = z.infer<typeof jobSummarySchema>;
/** The id of the `<script type="application/json">` that carries it in the page. */
export { JOB_SUMMARY_ELEMENT_ID } from './constants.ts';
