import { z } from 'zod';
import { applicationStageCountsSchema, closingSoonItemSchema, monthComparisonSchema } from './applications.ts';
import { ACTIVITY_LIMIT } from './constants.ts';
import { activityTypeSchema } from './users.ts';

export { ACTIVITY_LIMIT } from './constants.ts';

/** The dashboard: stats and activity (docs/product/profile.md#dashboard). */

export const userStatsSchema = z.object({
  savedJobsCount: z.number().int().nonnegative(),
  /** profileCompletion() of the user, 0-100. */
  profileCompletion: z.number().int().min(0).max(100),
  /** Apply Now clicks on Pathway jobs, all time (what the free plan's monthly quota counts, per month). */
  applicationCount: z.number().int().nonnegative(),
  /** Tracked applications per stage (the pipeline); their sum is the tracker's total. */
  applicationsByStage: applicationStageCountsSchema,
  /**
   * This calendar month in India against the previous one, from the data: jobs saved (and still
   * saved) and applications added to the tracker in each month.
   */
  thisMonth: z.object({ savedJobs: monthComparisonSchema, applications: monthComparisonSchema }),
  /** Saved or tracked jobs not applied to yet that close in the next 7 days, soonest first (at most 20). */
  closingSoon: z.array(closingSoonItemSchema).max(20),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const activityItemSchema = z.object({
  id: z.string(),
  type: activityTypeSchema,
  /** What happened, in words: 'Saved Frontend Developer Intern at Zoho'. */
  title: z.string(),
  /** When, ISO 8601 date-time. */
  time: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** `GET /users/activity`: the latest ACTIVITY_LIMIT items, newest first. */
export const activityListResponseSchema = z.array(activityItemSchema).max(ACTIVITY_LIMIT);
export type ActivityListResponse = z.infer<typeof activityListResponseSchema>;
