/**
 * Listing health's words and limits (docs/product/listing-health.md), without zod: the job page and
 * the job card import them, and those load before any library kept for later (docs/web-performance.md).
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
