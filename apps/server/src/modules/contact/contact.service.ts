import {
  SUPPORT_EMAIL,
  type AdminMessage,
  type AdminMessageListQuery,
  type AdminMessageSummary,
  type ContactMessageStatus,
  type ContactRequest,
  type Paged,
} from '@pathway/contracts';
import type { Database } from '../../db/client.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { contactMessageMail, supportReplyMail } from './contact.mail.ts';
import {
  deleteContactMessage,
  findMessage,
  insertContactMessage,
  insertReply,
  selectMessagePage,
  selectReplies,
  setMessageStatus,
  type ContactMessageRow,
} from './contact.repository.ts';

export type ContactOutcome = 'sent' | 'dropped';

/**
 * Stores the message and mails it to support. A filled honeypot drops it silently (the bot sees
 * success); a mail that cannot be sent removes the stored copy so that nothing half-done remains.
 */
export async function submitContactMessage(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: ContactRequest,
  ip: string,
): Promise<ContactOutcome> {
  const { rateLimiter, config, database, mailer } = deps;
  await rateLimiter.consume('contact-ip', ip, config.rateLimits.contactPerIp);

  if (input.website && input.website.trim() !== '') {
    log.info('contact message dropped by the honeypot');
    return 'dropped';
  }

  await rateLimiter.consume('contact-email', input.email, config.rateLimits.contactPerEmail);

  const { website: _honeypot, ...message } = input;
  const id = await insertContactMessage(database.db, { ...message, ip });
  try {
    await mailer.send({ ...contactMessageMail(message, deps.now()), to: SUPPORT_EMAIL, replyTo: message.email });
  } catch (err) {
    log.error({ err, contactMessageId: id }, 'could not mail a contact message');
    await deleteContactMessage(database.db, id);
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `We could not send your message right now. Please try again in a few minutes, or write to ${SUPPORT_EMAIL}.`,
    );
  }
  log.info({ contactMessageId: id }, 'contact message received');
  return 'sent';
}

// ---------------------------------------------------------------------------------------------
// The support inbox (docs/console-api.md#support); the admin module records the audit entries.
// ---------------------------------------------------------------------------------------------

function toSummary(row: ContactMessageRow, replyCount: number): AdminMessageSummary {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    status: row.status,
    replyCount,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

export async function listMessages(deps: Pick<AppDeps, 'database'>, query: AdminMessageListQuery): Promise<Paged<AdminMessageSummary>> {
  const { rows, total } = await selectMessagePage(
    deps.database.db,
    { status: query.status, q: query.q || undefined },
    { offset: (query.page - 1) * query.limit, limit: query.limit, order: query.sortOrder },
  );
  return {
    data: rows.map((r) => toSummary(r.message, r.replyCount)),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

/** One message with its replies; undefined when there is none. */
export async function getMessage(db: Database, id: string): Promise<AdminMessage | undefined> {
  const row = await findMessage(db, id);
  if (!row) return undefined;
  const replies = await selectReplies(db, id);
  return {
    ...toSummary(row, replies.length),
    message: row.message,
    replies: replies.map(({ reply, authorEmail }) => ({
      _id: reply.id,
      body: reply.body,
      authorEmail: authorEmail ?? null,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}

/** The message locked for a console change, or undefined. */
export function lockMessage(tx: Database, id: string): Promise<ContactMessageRow | undefined> {
  return findMessage(tx, id, { lock: true });
}

/**
 * Stores the reply and closes the message in `tx`, then mails the reply to the sender before the
 * transaction commits: a mail that cannot be sent rolls the reply back (503), so the inbox never
 * shows a reply nobody received.
 */
export async function replyInConsole(
  deps: Pick<AppDeps, 'mailer'>,
  tx: Database,
  message: ContactMessageRow,
  reply: { authorId: string; body: string; at: Date },
): Promise<void> {
  await insertReply(tx, { messageId: message.id, authorId: reply.authorId, body: reply.body, createdAt: reply.at });
  await setMessageStatus(tx, message.id, 'closed', reply.at);
  try {
    await deps.mailer.send({ ...supportReplyMail(message, reply.body), to: message.email, replyTo: SUPPORT_EMAIL });
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', 'We could not send the reply right now. Nothing was saved; please try again in a few minutes.');
  }
}

export function setStatusInConsole(tx: Database, id: string, status: ContactMessageStatus, at: Date): Promise<void> {
  return setMessageStatus(tx, id, status, at);
}
