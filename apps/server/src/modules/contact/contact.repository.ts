import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

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
