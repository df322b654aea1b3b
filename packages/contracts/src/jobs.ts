import { z } from 'zod';
import { httpUrlSchema, requiredText } from './fields.ts';

export const jobTypes = ['Internship', 'Full-time', 'Part-time', 'Freelance', 'Contract'] as const;
export const jobTypeSchema = z.enum(jobTypes, { error: `type must be one of ${jobTypes.join(', ')}.` });
export type JobType = z.infer<typeof jobTypeSchema>;

export const workModes = ['onsite', 'remote', 'hybrid'] as const;
export const workModeSchema = z.enum(workModes, { error: `workMode must be one of ${workModes.join(', ')}.` });
export type WorkMode = z.infer<typeof workModeSchema>;

/** Experience buckets in years; a job matches when its range overlaps the bucket. */
export const experienceBuckets = {
  '0-1': { min: 0, max: 1 },
  '1-3': { min: 1, max: 3 },
  '3-5': { min: 3, max: 5 },
  '5+': { min: 5, max: null },
} as const;
export type ExperienceBucket = keyof typeof experienceBuckets;

/** Salary buckets in LPA (lakh rupees a year); a job matches when its range overlaps the bucket. */
export const salaryBuckets = {
  '0-3': { min: 0, max: 3 },
  '3-6': { min: 3, max: 6 },
  '6-10': { min: 6, max: 10 },
  '10+': { min: 10, max: null },
} as const;
export type SalaryBucket = keyof typeof salaryBuckets;

export const RUPEES_PER_LAKH = 100_000;
export const FEATURED_JOBS_DEFAULT = 3;
export const MAX_SKILLS_PER_JOB = 30;
export const MAX_DOMAINS_PER_JOB = 10;

const isoDate = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be an ISO 8601 date-time.` }).or(
    z.iso.date({ error: `${label} must be an ISO 8601 date.` }),
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

const stringList = (label: string, max: number) =>
  z
    .array(z.string().trim().min(1).max(80), { error: `${label} must be a list of text.` })
    .max(max, `${label} can have at most ${max} entries.`);

/**
 * One job as the import file and the demo seed describe it (PRODUCT.md "Jobs catalogue").
 * CSV rows are turned into this shape (lists split on '|') before validation.
 */
export const jobImportRowSchema = z
  .object({
    externalId: requiredText('externalId', 120),
    title: requiredText('title', 200),
    company: requiredText('company', 200),
    companyLogo: httpUrlSchema.optional().or(z.literal('').transform(() => undefined)),
    type: jobTypeSchema,
    location: requiredText('location', 120),
    workMode: workModeSchema,
    stipend: z.string().trim().max(120).default(''),
    salaryMin: rupees('salaryMin'),
    salaryMax: rupees('salaryMax'),
    experienceMin: years('experienceMin'),
    experienceMax: years('experienceMax'),
    domains: stringList('domains', MAX_DOMAINS_PER_JOB).min(1, 'domains needs at least one entry.'),
    skills: stringList('skills', MAX_SKILLS_PER_JOB),
    description: requiredText('description', 20_000),
    applyLink: httpUrlSchema,
    postedDate: isoDate('postedDate'),
    expiryDate: isoDate('expiryDate'),
    isUrgent: z.coerce.boolean().default(false),
    isFeatured: z.coerce.boolean().default(false),
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

/** A job as the API answers it (SPEC §3 plus PRODUCT.md's fields). */
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
  applyLink: z.string(),
});
export type Job = z.infer<typeof jobSchema>;
