import { ACTIVITY_LIMIT, type ActivityItem, type ActivityType } from '@pathway/contracts';
import type { Database } from '../../db/client.ts';
import { insertActivity, selectRecentActivities } from './activity.repository.ts';

/**
 * The activity feed (docs/product/profile.md#activity): the server writes a row
 * when the event happens, with the words the dashboard shows. Modules call `recordActivity` with
 * the transaction that makes the change, so an event and its row are written together or not at all.
 */
export interface ActivityEvent {
  userId: string;
  type: ActivityType;
  title: string;
  /** When it happened: the app's clock (`deps.now()`), so tests can move time. */
  at: Date;
}

export async function recordActivity(db: Database, event: ActivityEvent): Promise<void> {
  await insertActivity(db, { userId: event.userId, type: event.type, title: event.title, createdAt: event.at });
}

/** The words of each event this part of the server writes. */
export const activityTitles = {
  saved: (job: JobNames) => `Saved ${job.title} at ${job.company}`,
  unsaved: (job: JobNames) => `Removed ${job.title} at ${job.company} from saved jobs`,
  applied: (job: JobNames) => `Applied to ${job.title} at ${job.company}`,
  profileSetup: 'Completed your profile setup',
  profileUpdated: 'Updated your profile',
  avatarUpdated: 'Updated your profile photo',
} as const;

export interface JobNames {
  title: string;
  company: string;
}

/** `GET /users/activity`: the caller's latest ACTIVITY_LIMIT items, newest first. */
export async function listRecentActivity(db: Database, userId: string): Promise<ActivityItem[]> {
  const rows = await selectRecentActivities(db, userId, ACTIVITY_LIMIT);
  return rows.map((row) => ({ id: row.id, type: row.type, title: row.title, time: row.createdAt.toISOString() }));
}
