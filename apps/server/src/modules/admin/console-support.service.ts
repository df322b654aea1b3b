import { consoleMessages, type AdminMessage, type ContactMessageStatus } from '@pathway/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { getMessage, lockMessage, replyInConsole, setStatusInConsole } from '../contact/contact.service.ts';

type Deps = Pick<AppDeps, 'database' | 'now' | 'mailer'>;
type Actor = AuditActor & { actorId: string };

const notFound = () => new AppError('NOT_FOUND', consoleMessages.messageNotFound);

export async function consoleMessage(deps: Pick<AppDeps, 'database'>, id: string): Promise<AdminMessage> {
  const message = await getMessage(deps.database.db, id);
  if (!message) throw notFound();
  return message;
}

/** `POST /admin/messages/{id}/reply`: mailed to the sender, stored, the message closed, audited: all or nothing. */
export async function replyToMessage(deps: Deps, actor: Actor, id: string, body: string): Promise<AdminMessage> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const message = await lockMessage(tx, id);
    if (!message) throw notFound();
    await replyInConsole(deps, tx, message, { authorId: actor.actorId, body, at: now });
    // The reply's words are in the inbox; the log says that one went out and what the status became.
    await recordAudit(tx, actor, {
      action: 'message.reply',
      targetType: 'message',
      targetId: id,
      before: { status: message.status },
      after: { status: 'closed', replyLength: body.length },
      at: now,
    });
  });
  return consoleMessage(deps, id);
}

/** `PATCH /admin/messages/{id}`: open or close without a reply. */
export async function setMessageStatus(deps: Deps, actor: Actor, id: string, status: ContactMessageStatus): Promise<AdminMessage> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const message = await lockMessage(tx, id);
    if (!message) throw notFound();
    if (message.status === status) return;
    await setStatusInConsole(tx, id, status, now);
    await recordAudit(tx, actor, { action: 'message.status', targetType: 'message', targetId: id, before: { status: message.status }, after: { status }, at: now });
  });
  return consoleMessage(deps, id);
}
