import { z } from 'zod';
import { MAX_QUERY_LENGTH } from './constants.ts';
import { singleLineText } from './fields.ts';
import { jobSchema } from './jobs.ts';
import { pagedSchema, pageQuerySchema } from './pagination.ts';

/** Saved jobs (docs/product/profile.md#saved-jobs). */

export const savedJobSortFields = ['savedAt', 'closingDate'] as const;
export type SavedJobSortField = (typeof savedJobSortFields)[number];

/**
 * `GET /users/saved-jobs`: page, limit and an optional search over the saved jobs; `sortBy`
 * `savedAt` (newest save first, the default) or `closingDate` (open jobs closing soonest first,
 * then closed ones, most recently closed first).
 */
export const savedJobsQuerySchema = pageQuerySchema.extend({
  query: singleLineText({ error: 'query must be text.' })
    .trim()
    .max(MAX_QUERY_LENGTH, `query must be at most ${MAX_QUERY_LENGTH} characters.`)
    .optional(),
  sortBy: z.enum(savedJobSortFields, { error: `sortBy must be one of ${savedJobSortFields.join(', ')}.` }).default('savedAt'),
});
export type SavedJobsQuery = z.output<typeof savedJobsQuerySchema>;

/** A saved job as the list shows it: still there after it expires, marked so. */
export const savedJobSchema = jobSchema.extend({ isExpired: z.boolean() });
export type SavedJob = z.infer<typeof savedJobSchema>;

export const savedJobItemSchema = z.object({
  /** The saved job's id: one save per user and job, so this is the job's id. */
  _id: z.string(),
  /** When it was saved, ISO 8601. */
  savedAt: z.string(),
  job: savedJobSchema,
});
export type SavedJobItem = z.infer<typeof savedJobItemSchema>;

/** Newest save first. */
export const savedJobsResponseSchema = pagedSchema(savedJobItemSchema);
export type SavedJobsResponse = z.infer<typeof savedJobsResponseSchema>;

/** `GET /users/saved-jobs/ids`: the id of every job the user saved, so each card shows it. */
export const savedJobIdsResponseSchema = z.array(z.string());
export type SavedJobIdsResponse = z.infer<typeof savedJobIdsResponseSchema>;

/**
 * The saved-jobs search (web and server match alike): every word of `query` appears, case
 * ignored, in the title, company, location, type, a skill or a domain.
 */
export function savedJobMatches(
  job: Pick<SavedJob, 'title' | 'company' | 'location' | 'type' | 'skills' | 'domain'>,
  query: string,
): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [job.title, job.company, job.location, job.type, ...job.skills, ...job.domain].join('\n').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** `POST /jobs/{id}/save` and `DELETE /jobs/{id}/unsave`: idempotent; the state after the call. */
export const saveJobResponseSchema = z.object({ saved: z.boolean() });
export type SaveJobResponse = z.infer<typeof saveJobResponseSchema>;
