import { z } from 'zod';
import { CGPA_MAX, CGPA_MIN, GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN } from './constants.ts';
import { singleLineText } from './fields.ts';

/** Who may apply to a job, and how a job fits a student (docs/product/matches.md). */

export const MAX_ELIGIBLE_GRADUATION_YEARS = 10;
export const MAX_ELIGIBLE_DEGREES = 20;
/** Jobs on the dashboard's "Recommended for you". */
export const RECOMMENDED_JOBS = 6;

const yearMessage = `eligibleGraduationYears must be years from ${GRADUATION_YEAR_MIN} to ${GRADUATION_YEAR_MAX}.`;
const cgpaMessage = `minCgpa must be a number from ${CGPA_MIN} to ${CGPA_MAX}.`;

/** CSV cells arrive as text: a year is a whole number written in digits. */
const graduationYear = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number({ error: yearMessage }).int(yearMessage).min(GRADUATION_YEAR_MIN, yearMessage).max(GRADUATION_YEAR_MAX, yearMessage),
);

/**
 * The import's eligibility columns (docs/product/catalogue.md#import): each optional, an empty
 * list meaning no rule. Lists are joined with '|' in CSV.
 */
export const eligibilityImportFields = {
  eligibleGraduationYears: z
    .array(graduationYear, { error: 'eligibleGraduationYears must be a list of years.' })
    .max(MAX_ELIGIBLE_GRADUATION_YEARS, `eligibleGraduationYears can have at most ${MAX_ELIGIBLE_GRADUATION_YEARS} years.`)
    .transform((years) => [...new Set(years)].sort((a, b) => a - b))
    .optional(),
  eligibleDegrees: z
    .array(singleLineText().trim().min(1, 'eligibleDegrees entries cannot be empty.').max(80), {
      error: 'eligibleDegrees must be a list of degree names.',
    })
    .max(MAX_ELIGIBLE_DEGREES, `eligibleDegrees can have at most ${MAX_ELIGIBLE_DEGREES} entries.`)
    .optional(),
  minCgpa: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: cgpaMessage })
      .min(CGPA_MIN, cgpaMessage)
      .max(CGPA_MAX, cgpaMessage)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'minCgpa can have at most 2 decimal places.')
      .optional(),
  ),
};

/** A job's eligibility as the API answers it: absent when anyone may apply; each rule only when set. */
export const jobEligibilitySchema = z.object({
  graduationYears: z.array(z.number().int()).optional(),
  degrees: z.array(z.string()).optional(),
  minCgpa: z.number().optional(),
});
export type JobEligibility = z.infer<typeof jobEligibilitySchema>;

export const eligibilityRules = ['graduationYear', 'degree', 'cgpa'] as const;
export type EligibilityRule = (typeof eligibilityRules)[number];

/**
 * A job's eligibility against the signed-in student's profile: `eligible` true (every rule the job
 * sets admits the profile, or it sets none), false (a rule excludes it, named in `failed`), or null
 * (no rule excludes it, but the profile does not say enough to know: `unknown`).
 */
export const eligibilityCheckSchema = z.object({
  eligible: z.boolean().nullable(),
  failed: z.array(z.enum(eligibilityRules)),
  unknown: z.array(z.enum(eligibilityRules)),
});
export type EligibilityCheck = z.infer<typeof eligibilityCheckSchema>;

/**
 * How a job fits the signed-in student (only when the profile lists skills): the job's skills the
 * profile has and lacks, in the job's spelling; location and type against the stated preferences
 * and eligibility (null: the profile does not say).
 */
export const jobMatchSchema = z.object({
  skills: z.object({ matched: z.array(z.string()), missing: z.array(z.string()) }),
  location: z.boolean().nullable(),
  type: z.boolean().nullable(),
  eligible: z.boolean().nullable(),
});
export type JobMatch = z.infer<typeof jobMatchSchema>;

/** `eligible=me` on GET /jobs (and in POST /jobs/search's filters): only jobs the profile is not excluded from. */
export const eligibleFilterSchema = z.literal('me', { error: "eligible must be 'me'." });
