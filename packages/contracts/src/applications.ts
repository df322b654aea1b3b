import { z } from 'zod';
import { MAX_QUERY_LENGTH } from './constants.ts';
import { httpUrlSchema, multiLineText, requiredText, singleLineText, uuidSchema } from './fields.ts';
import { pagedSchema, pageQuerySchema } from './pagination.ts';

/**
 * The application tracker (docs/applications-api.md; docs/product/applications.md): every Apply Now
 * click and every opening a student tracks by hand, with its stage, a dated timeline, notes, a next
 * step and the job's closing date.
 */

// ---------------------------------------------------------------------------------------------
// Stages
// ---------------------------------------------------------------------------------------------

/** The stages, in the board's order. Any stage may follow any other. */
export const applicationStatuses = [
  'clicked',
  'applied',
  'assessment',
  'interview',
  'offer',
  'accepted',
  'rejected',
  'withdrawn',
  'no_response',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** What a person reads for each stage (board columns, menus, mails). */
export const applicationStatusLabels: Readonly<Record<ApplicationStatus, string>> = {
  clicked: 'Clicked Apply',
  applied: 'Applied',
  assessment: 'Assessment',
  interview: 'Interview',
  offer: 'Offer',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  no_response: 'No response',
};

const STATUS_MESSAGE = `status must be one of ${applicationStatuses.join(', ')}.`;
export const applicationStatusSchema = z.enum(applicationStatuses, { error: STATUS_MESSAGE });

// ---------------------------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------------------------

export const APPLICATION_LIMITS = {
  notes: 2000,
  title: 200,
  company: 200,
  /** nextStepAt may be at most this many days ahead (2 years). */
  nextStepDaysAhead: 2 * 366,
  /** …and at most this many days in the past (a step earlier today, or yesterday in another zone). */
  nextStepDaysBehind: 1,
  /** "Not yet" on the did-you-apply prompt: asked again after this many days. */
  askAgainAfterDays: 3,
  /** GET /applications/pending-confirmation answers at most this many, newest click first. */
  pendingConfirmations: 10,
  /** The dashboard's "closes in the next N days". */
  closingSoonDays: 7,
} as const;

export const applicationMessages = {
  notFound: 'We could not find that application.',
  jobNotFound: 'We could not find that job.',
  alreadyTracked: 'You are already tracking this job. Find it on your tracker to change its stage.',
  notesTooLong: `Notes must be at most ${APPLICATION_LIMITS.notes.toLocaleString('en-IN')} characters.`,
  nextStepInvalid: 'nextStepAt must be a date and time in ISO 8601, such as 2026-12-01T10:00:00+05:30.',
  nextStepOutOfRange: 'The next step must be a date within the next 2 years.',
  eitherJobOrOpening: 'Give either a jobId (a job on Pathway) or a title and company (an opening found elsewhere), not both.',
  created: 'Application added to your tracker.',
  updated: 'Application updated.',
  deleted: 'Application removed from your tracker.',
  confirmedYes: 'Marked as applied.',
  confirmedNotYet: "We'll ask again in 3 days.",
  confirmedWont: 'Marked as withdrawn.',
  alreadyAnswered: 'This application was already updated.',
} as const;

/** An instant as ISO 8601 with an offset; a bare date is refused (a next step has a time). */
const isoDateTime = singleLineText({ error: applicationMessages.nextStepInvalid }).pipe(
  z.iso.datetime({ offset: true, error: applicationMessages.nextStepInvalid }),
);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a next step at `at` is allowed when the server's clock reads `now` (the server checks with its own clock). */
export function nextStepInRange(at: Date, now: Date): boolean {
  const t = at.getTime();
  return (
    t >= now.getTime() - APPLICATION_LIMITS.nextStepDaysBehind * DAY_MS &&
    t <= now.getTime() + APPLICATION_LIMITS.nextStepDaysAhead * DAY_MS
  );
}

// ---------------------------------------------------------------------------------------------
// The entity
// ---------------------------------------------------------------------------------------------

export const timelineEntrySchema = z.object({
  status: applicationStatusSchema,
  /** When the application entered this stage, ISO 8601. */
  at: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const applicationSchema = z.object({
  _id: z.string(),
  /** The job on Pathway; null for an opening found elsewhere (or a job since removed from Pathway). */
  jobId: z.string().nullable(),
  title: z.string(),
  company: z.string(),
  /** The link the student gave for an opening found elsewhere; null for Pathway jobs (their page is /jobs/{jobId}). */
  link: z.string().nullable(),
  status: applicationStatusSchema,
  /** Empty when none. */
  notes: z.string(),
  /** The next step (an interview, a test), ISO 8601; null when none. */
  nextStepAt: z.string().nullable(),
  /** The job's expiry date (ISO 8601): the day it stops taking applications; null for openings found elsewhere. */
  closingDate: z.string().nullable(),
  createdAt: z.string(),
  /** The last change of stage, notes or next step. */
  updatedAt: z.string(),
  /** Every stage it went through, oldest first; the last entry is the current status. */
  timeline: z.array(timelineEntrySchema),
});
export type Application = z.infer<typeof applicationSchema>;

// ---------------------------------------------------------------------------------------------
// Requests and answers
// ---------------------------------------------------------------------------------------------

export const applicationSortFields = ['updatedAt', 'closingDate'] as const;
export type ApplicationSortField = (typeof applicationSortFields)[number];

/**
 * `GET /applications`: `status` comma-joined (any of them), `q` over title and company, `sortBy`
 * `updatedAt` (newest change first, the default) or `closingDate` (soonest open first, then
 * closed ones, then those without a date).
 */
/** Stages comma-joined, each checked (the text rule first: a control character is its own fault). */
const stageList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const parts = (value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = parts.filter((s) => !(applicationStatuses as readonly string[]).includes(s));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `Unknown stage "${unknown[0]}": ${STATUS_MESSAGE}` });
      return z.NEVER;
    }
    return [...new Set(parts)] as ApplicationStatus[];
  });

export const applicationListQuerySchema = pageQuerySchema.extend({
  status: singleLineText({ error: STATUS_MESSAGE }).optional().pipe(stageList),
  q: singleLineText({ error: 'q must be text.' })
    .trim()
    .max(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters.`)
    .optional(),
  sortBy: z.enum(applicationSortFields, { error: `sortBy must be one of ${applicationSortFields.join(', ')}.` }).default('updatedAt'),
});
export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

export const applicationListResponseSchema = pagedSchema(applicationSchema);
export type ApplicationListResponse = z.infer<typeof applicationListResponseSchema>;

const notesSchema = multiLineText({ error: 'Notes must be text.' }).trim().max(APPLICATION_LIMITS.notes, applicationMessages.notesTooLong);

/**
 * `POST /applications`: `{jobId}` (a job on Pathway; 409 when already tracked) or `{title, company,
 * link?}` (an opening found elsewhere); `status` defaults to `applied`. Never counts the free plan's
 * monthly applications: only Apply Now does.
 */
export const createApplicationRequestSchema = z
  .object({
    jobId: uuidSchema.optional(),
    title: requiredText('Title', APPLICATION_LIMITS.title).optional(),
    company: requiredText('Company', APPLICATION_LIMITS.company).optional(),
    link: httpUrlSchema.optional(),
    status: applicationStatusSchema.default('applied'),
    notes: notesSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.jobId !== undefined) {
      if (body.title !== undefined || body.company !== undefined || body.link !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['jobId'], message: applicationMessages.eitherJobOrOpening });
      }
      return;
    }
    if (body.title === undefined) ctx.addIssue({ code: 'custom', path: ['title'], message: 'Title is required.' });
    if (body.company === undefined) ctx.addIssue({ code: 'custom', path: ['company'], message: 'Company is required.' });
  });
export type CreateApplicationRequest = z.output<typeof createApplicationRequestSchema>;
export type CreateApplicationInput = z.input<typeof createApplicationRequestSchema>;

/**
 * `PATCH /applications/{id}`: any of `status` (appends to the timeline when it changes), `notes`
 * (empty clears them), `nextStepAt` (null clears it; from yesterday to 2 years ahead).
 */
export const updateApplicationRequestSchema = z
  .object({
    status: applicationStatusSchema.optional(),
    notes: notesSchema.optional(),
    nextStepAt: isoDateTime.nullable().optional(),
  })
  .refine((body) => body.status !== undefined || body.notes !== undefined || body.nextStepAt !== undefined, {
    message: 'Nothing to change: send status, notes or nextStepAt.',
  });
export type UpdateApplicationRequest = z.output<typeof updateApplicationRequestSchema>;

export const applicationResponseSchema = applicationSchema;

/** `DELETE /applications/{id}`. */
export const deleteApplicationResponseSchema = z.object({ deleted: z.literal(true) });

/**
 * `GET /applications/pending-confirmation`: applications still `clicked`, newest click first, to
 * ask "Did you apply to {title} at {company}?" about; one answered "Not yet" is left out for 3 days.
 */
export const pendingConfirmationResponseSchema = z.array(applicationSchema).max(APPLICATION_LIMITS.pendingConfirmations);
export type PendingConfirmationResponse = z.infer<typeof pendingConfirmationResponseSchema>;

/** The prompt's question, worded once for the web. */
export function didYouApplyQuestion(application: Pick<Application, 'title' | 'company'>): string {
  return `Did you apply to ${application.title} at ${application.company}?`;
}

/**
 * `POST /applications/{id}/confirmation`: the prompt's answer. `yes` → `applied` (dated now);
 * `not_yet` → stays `clicked`, asked again after 3 days; `wont` → `withdrawn`. An application no
 * longer `clicked` is left as it is (answered with it). Answers the application.
 */
export const confirmationAnswers = ['yes', 'not_yet', 'wont'] as const;
export type ConfirmationAnswer = (typeof confirmationAnswers)[number];
export const confirmationAnswerLabels: Readonly<Record<ConfirmationAnswer, string>> = {
  yes: 'Yes',
  not_yet: 'Not yet',
  wont: "I won't",
};
export const confirmationRequestSchema = z
  .object({ answer: z.enum(confirmationAnswers, { error: `answer must be one of ${confirmationAnswers.join(', ')}.` }) });
export type ConfirmationRequest = z.infer<typeof confirmationRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Notification settings and the calendar feed
// ---------------------------------------------------------------------------------------------

/** `GET`/`PUT /users/notifications`: which reminder mails the user gets (both on by default). */
export const notificationSettingsSchema = z
  .object({
    /** A saved or clicked job not yet applied to: 3 days and 1 day before it closes. */
    deadlineReminders: z.boolean({ error: 'deadlineReminders must be true or false.' }),
    /** 7 days after `applied` with no change: "Heard back?"; after 30 days: mark as no response. */
    followUps: z.boolean({ error: 'followUps must be true or false.' }),
  });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationKinds = ['deadlineReminders', 'followUps'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * `GET /users/calendar-token`: whether a private calendar link exists (the token itself is shown
 * once, when made: only its hash is kept).
 */
export const calendarTokenStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarTokenStatus = z.infer<typeof calendarTokenStatusSchema>;

/**
 * `POST /users/calendar-token`: a new private link; the previous one answers 404 from now on.
 * `url` is `https://…/api/v1/calendar/{token}.ics` (calendar apps also take it as `webcal://…`).
 */
export const calendarTokenResponseSchema = z.object({
  token: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type CalendarTokenResponse = z.infer<typeof calendarTokenResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Deadlines and the dashboard
// ---------------------------------------------------------------------------------------------

// The closing-date rule (closingDay, daysUntilClosing, closingLabel) lives in deadlines.ts, zod-free for the web.

/** How many tracked applications are in each stage (all stages present, 0 when none). */
export const applicationStageCountsSchema = z.object(
  Object.fromEntries(applicationStatuses.map((s) => [s, z.number().int().nonnegative()])) as Record<
    ApplicationStatus,
    z.ZodNumber
  >,
);
export type ApplicationStageCounts = z.infer<typeof applicationStageCountsSchema>;

/** A job closing soon that the user saved or tracks and has not applied to yet. */
export const closingSoonItemSchema = z.object({
  jobId: z.string(),
  title: z.string(),
  company: z.string(),
  closingDate: z.string(),
  /** Saved on Pathway. */
  saved: z.boolean(),
  /** The tracked application (status `clicked`), or null when only saved. */
  applicationId: z.string().nullable(),
});
export type ClosingSoonItem = z.infer<typeof closingSoonItemSchema>;

/** This calendar month in India against the previous one. */
export const monthComparisonSchema = z.object({
  thisMonth: z.number().int().nonnegative(),
  lastMonth: z.number().int().nonnegative(),
});
export type MonthComparison = z.infer<typeof monthComparisonSchema>;

/** "+20% vs last month" style change: null when last month had none (no honest percentage). */
export function monthChangePercent(figure: MonthComparison): number | null {
  if (figure.lastMonth === 0) return null;
  return Math.round(((figure.thisMonth - figure.lastMonth) / figure.lastMonth) * 100);
}
