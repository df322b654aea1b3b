import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activities, type Activity } from '../../db/schema.ts';

export type NewActivity = Pick<Activity, 'userId' | 'type' | 'title' | 'createdAt'>;

export async function insertActivity(db: Database, activity: NewActivity): Promise<void> {
  await db.insert(activities).values(activity);
}

/** The user's latest activity rows, newest first (ties broken by id so the order is stable). */
export async function selectRecentActivities(db: Database, userId: string, limit: number) {
  return db
    .select({ id: activities.id, type: activities.type, title: activities.title, createdAt: activities.createdAt })
    .from(activities)
    .where(eq(activities.userId, userId))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
}
