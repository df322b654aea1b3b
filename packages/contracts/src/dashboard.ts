import { z } from 'zod';
import { ACTIVITY_LIMIT } from './constants.ts';
import { activityTypeSchema } from './users.ts';

export { ACTIVITY_LIMIT } from './constants.ts';

/** The dashboard: stats and activity (docs/product/profile.md#dashboard). */

export const userStatsSchema = z.object({
  savedJobsCount: z.number().int().nonnegative(),
  /** profileCompletion() of the user, 0-100. */
  profileCompletion: z.number().int().min(0).max(100),
  applicationCount: z.number().int().nonnegative(),
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
