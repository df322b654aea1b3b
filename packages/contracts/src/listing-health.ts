import { z } from 'zod';
import { multiLineText } from './fields.ts';

/**
 * Listing health (docs/product/listing-health.md): what students report about a job, what the
 * link checker found, and the cautions the import raises. Written once here for server and web.
 */

export const jobReportReasons = ['closed', 'broken_link', 'fee', 'duplicate', 'wrong_details'] as const;
export type JobReportReason = (typeof jobReportReasons)[number];

export const jobReportReasonLabels: Readonly<Record<JobReportReason, string>> = {
  closed: 'It is closed or no longer hiring',
  broken_link: 'The apply link does not work',
  fee: 'It asks for a fee or a deposit',
  duplicate: 'It is a duplicate of another listing',
  wrong_details: 'Some details are wrong',
};

/** A report's place in the moderation queue: a moderator confirms or dismisses an open report. */
export const jobReportStates = ['open', 'confirmed', 'dismissed'] as const;
export type JobReportState = (typeof jobReportStates)[number];

/**
 * Cautions a job can carry: the first three are raised by the import from the listing itself,
 * `fee_reported` while a student's fee report waits for (or was confirmed by) a moderator.
 */
export const jobFlags = ['asks_for_money', 'shortened_link', 'free_mail_apply', 'fee_reported'] as const;
export type JobFlag = (typeof jobFlags)[number];

export const jobFlagLabels: Readonly<Record<JobFlag, string>> = {
  asks_for_money: 'This listing asks applicants for money (a fee or a deposit). Genuine employers never charge to apply.',
  shortened_link: 'The apply link goes through a link shortener, so you cannot see where it leads.',
  free_mail_apply: 'Applications go to a free e-mail address rather than a company one.',
  fee_reported: 'Students reported that this listing asks for a fee.',
};

export const LISTING_HEALTH = {
  /** Different students reporting "closed" or "broken link" before a job shows as reported closed. */
  reportsToMarkClosed: 3,
  /** Consecutive failed checks of the apply link before it shows as possibly broken. */
  failuresToMarkBroken: 2,
  noteMaxLength: 500,
} as const;

export const listingHealthTexts = {
  reportedClosed: 'Reported closed by students',
  linkBroken: 'Link may be broken',
  linkCheckedOn: (date: string) => `Link checked on ${date}`,
  reportAction: 'Report a problem',
  reported: 'Thanks: your report was sent.',
  alreadyReported: 'You have already reported this job.',
  feeWarningTitle: 'Students reported that this listing asks for a fee',
  feeWarning:
    'Students reported that this listing asks for a fee. Genuine employers never charge students to apply; a moderator is checking it. Continue only if you are sure.',
  feeContinue: 'I understand, show Apply Now',
  caution: 'Be careful with this listing',
} as const;

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
