import { z } from 'zod';
import { multiLineText } from './fields.ts';
import { jobFlags, jobReportReasons, jobReportStates, LISTING_HEALTH } from './listing-health-texts.ts';

export * from './listing-health-texts.ts';

/**
 * Listing health (docs/product/listing-health.md): what students report about a job, what the
 * link checker found, and the cautions the import raises. Written once here for server and web.
 */

/** What a job's answer says about its health (lists and the job page). */
export const jobHealthSchema = z.object({
  /** 3 different students reported it closed or its link broken (docs/product/listing-health.md). */
  reportedClosed: z.boolean(),
  /** The apply link failed the last two checks in a row. */
  linkBroken: z.boolean(),
  /** When the link checker last checked the apply link (ISO), or null before the first check. */
  linkCheckedAt: z.string().nullable(),
  flags: z.array(z.enum(jobFlags)),
});
export type JobHealth = z.infer<typeof jobHealthSchema>;

export const jobReportRequestSchema = z.object({
  reason: z.enum(jobReportReasons, { error: `reason must be one of ${jobReportReasons.join(', ')}.` }),
  note: multiLineText({ error: 'note must be text.' })
    .trim()
    .max(LISTING_HEALTH.noteMaxLength, `note must be at most ${LISTING_HEALTH.noteMaxLength} characters.`)
    .optional(),
});
export type JobReportRequest = z.infer<typeof jobReportRequestSchema>;

export const jobReportSchema = z.object({
  _id: z.string(),
  jobId: z.string(),
  reason: z.enum(jobReportReasons),
  note: z.string().nullable(),
  state: z.enum(jobReportStates),
  createdAt: z.string(),
  /** The job's health after this report. */
  health: jobHealthSchema,
});
export type JobReport = z.infer<typeof jobReportSchema>;
