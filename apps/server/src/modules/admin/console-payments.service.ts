import type { ReconcileResponse } from '@pathway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { reconcileOrder } from '../orders/orders.service.ts';

/** `POST /admin/orders/{id}/reconcile`, with its audit entry in the reconcile's transaction. */
export function reconcileInConsole(
  deps: Pick<AppDeps, 'database' | 'now' | 'payments'>,
  actor: AuditActor,
  log: FastifyBaseLogger,
  id: string,
): Promise<ReconcileResponse> {
  return reconcileOrder(deps, log, id, (tx, { before, after, outcome }) =>
    recordAudit(tx, actor, {
      action: 'order.reconcile',
      targetType: 'order',
      targetId: id,
      before: { status: before.status, paymentId: before.paymentId },
      after: { status: after.status, paymentId: after.paymentId, outcome },
      at: deps.now(),
    }),
  );
}
