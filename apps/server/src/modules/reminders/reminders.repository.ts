import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/**
 * Who reminder mails go to: address, first name, whether the address is verified, and the two
 * settings. Read-only and in bulk for a whole batch; the users module owns the writes (settings
 * change through its service).
 */
export async function selectRecipients(db: Database, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      emailVerifiedAt: users.emailVerifiedAt,
      deadlineReminders: users.deadlineReminders,
      followUps: users.followUps,
    })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}
export type Recipient = Awaited<ReturnType<typeof selectRecipients>>[number];
