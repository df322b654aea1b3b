import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { contactMessages, contactReplies, users } from '../../db/schema.ts';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string;
}

export async function insertContactMessage(db: Database, message: NewContactMessage): Promise<string> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}

export async function deleteContactMessage(db: Database, id: string): Promise<void> {
  await db.delete(contactMessages).where(eq(contactMessages.id, id));
}

// ---------------------------------------------------------------------------------------------
// The support inbox (docs/console-api.md#support)
// ---------------------------------------------------------------------------------------------

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function selectMessagePage(
  db: Database,
  filter: { status?: 'open' | 'closed' | undefined; q?: string | undefined },
  page: { offset: number; limit: number; order: 'asc' | 'desc' },
) {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  const condition = and(
    filter.status ? eq(contactMessages.status, filter.status) : undefined,
    pattern ? or(ilike(contactMessages.email, pattern), ilike(contactMessages.name, pattern), ilike(contactMessages.subject, pattern)) : undefined,
  );
  const direction = page.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        message: contactMessages,
        replyCount: sql<number>`(SELECT count(*) FROM ${contactReplies} WHERE ${contactReplies.messageId} = ${contactMessages.id})`.mapWith(Number),
      })
      .from(contactMessages)
      .where(condition)
      .orderBy(direction(contactMessages.createdAt), direction(contactMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(contactMessages).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findMessage(db: Database, id: string, options: { lock?: boolean } = {}): Promise<ContactMessageRow | undefined> {
  const query = db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function selectReplies(db: Database, messageId: string) {
  return db
    .select({ reply: contactReplies, authorEmail: users.email })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.authorId))
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
}

export async function insertReply(db: Database, reply: { messageId: string; authorId: string; body: string; createdAt: Date }): Promise<void> {
  await db.insert(contactReplies).values(reply);
}

export async function setMessageStatus(db: Database, id: string, status: 'open' | 'closed', at: Date): Promise<void> {
  await db
    .update(contactMessages)
    .set({ status, closedAt: status === 'closed' ? at : null })
    .where(eq(contactMessages.id, id));
}
