import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The profile fields a job match reads (modules/jobs/matches), with the row's version (xmin): one primary-key read. */
export async function selectMatchingProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      stamp: sql<string>`${users}.xmin::text`,
      skills: users.skills,
      graduationYear: users.graduationYear,
      courseName: users.courseName,
      educationLevel: users.educationLevel,
      cgpa: users.cgpa,
      preferredJobTypes: users.preferredJobTypes,
      preferredJobLocations: users.preferredJobLocations,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
