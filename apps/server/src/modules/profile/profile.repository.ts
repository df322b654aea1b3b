import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, type NewUser, type User } from '../../db/schema.ts';

/** The profile columns the wizard and the profile form write (never email, password or plan). */
export type ProfileColumns = Partial<
  Pick<
    NewUser,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'location'
    | 'dob'
    | 'bio'
    | 'skills'
    | 'educationLevel'
    | 'collegeName'
    | 'courseName'
    | 'graduationYear'
    | 'cgpa'
    | 'experiences'
    | 'projects'
    | 'preferredJobTypes'
    | 'preferredJobLocations'
    | 'preferredDomains'
    | 'linkedinProfile'
    | 'githubProfile'
    | 'website'
    | 'resume'
    | 'profileSetupAt'
  >
>;

/** Writes the given columns of the user's own row; answers the updated row (undefined: no such user). */
export async function updateProfileColumns(db: Database, userId: string, columns: ProfileColumns): Promise<User | undefined> {
  const [row] = await db.update(users).set(columns).where(eq(users.id, userId)).returning();
  return row;
}

export async function findProfileRow(db: Database, userId: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The user's current avatar URL, the row locked until the transaction ends (two uploads queue). */
export async function lockAvatar(db: Database, userId: string): Promise<{ avatar: string | null } | undefined> {
  const [row] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).for('no key update');
  return row;
}

export async function setAvatar(db: Database, userId: string, avatar: string): Promise<void> {
  await db.update(users).set({ avatar }).where(eq(users.id, userId));
}
