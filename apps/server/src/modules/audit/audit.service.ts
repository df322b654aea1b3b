import type { AuditEntry, AuditLogQuery, Paged } from '@pathway/contracts';
import type { Database } from '../../db/client.ts';
import { insertAuditRow, selectAuditPage } from './audit.repository.ts';

/** Who did a console action and from where: the signed-in actor, or null for the shell and ADMIN_EMAILS. */
export interface AuditActor {
  actorId: string | null;
  ip: string | null;
}

/** One console action (docs/product/console.md#audit-log); before/after never hold secrets. */
export interface AuditEvent {
  action: string;
  targetType: string;
  targetId: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
  at: Date;
}

/** Fields that must never reach the log, whatever a caller passes in before/after. */
const SECRET_KEYS = /password|hash|token|secret|otp|code/i;

function scrub(value: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!value) return null;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET_KEYS.test(key)));
}

/**
 * Appends an entry. Call it with the transaction that makes the change, so the change and its entry
 * are written together or not at all. No function here updates or deletes: the table refuses it.
 */
export async function recordAudit(tx: Database, actor: AuditActor, event: AuditEvent): Promise<void> {
  await insertAuditRow(tx, {
    actorId: actor.actorId,
    ip: actor.ip,
    action: event.action,
    targetType: event.targetType,
    targetId: event.targetId,
    before: scrub(event.before),
    after: scrub(event.after),
    reason: event.reason ?? null,
    at: event.at,
  });
}

/** `GET /admin/audit-log`: newest first unless asked otherwise, filtered by actor, action, target and time. */
export async function listAudit(db: Database, query: AuditLogQuery): Promise<Paged<AuditEntry>> {
  const { rows, total } = await selectAuditPage(
    db,
    {
      actorId: query.actorId,
      action: query.action || undefined,
      targetType: query.targetType || undefined,
      targetId: query.targetId || undefined,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
    },
    { offset: (query.page - 1) * query.limit, limit: query.limit, order: query.sortOrder },
  );
  return {
    data: rows.map(({ entry, actorEmail }) => ({
      _id: entry.id,
      actorId: entry.actorId,
      actorEmail: actorEmail ?? null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason,
      at: entry.at.toISOString(),
      ip: entry.ip,
    })),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
