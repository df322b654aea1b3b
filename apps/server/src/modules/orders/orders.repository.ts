import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, paymentEvents, type Order } from '../../db/schema.ts';

export type OrderRow = Order;

export async function insertOrder(
  db: Database,
  order: Pick<Order, 'id' | 'userId' | 'planName' | 'billingCycle' | 'amount' | 'currency' | 'providerOrderId' | 'createdAt'>,
): Promise<OrderRow> {
  const [row] = await db
    .insert(orders)
    .values({ ...order, updatedAt: order.createdAt })
    .returning();
  return row!;
}

export async function findOrderByProviderId(db: Database, providerOrderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)).limit(1);
  return row;
}

/**
 * The order, locked until the transaction ends (SELECT … FOR UPDATE): of a verification and a
 * webhook (or two of either) for one payment, the second waits here and then sees the order paid.
 */
export async function lockOrderByProviderId(tx: Database, providerOrderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)).for('update');
  return row;
}

export async function markOrderPaid(tx: Database, id: string, paymentId: string, paidAt: Date): Promise<void> {
  await tx.update(orders).set({ status: 'paid', paymentId, paidAt, updatedAt: paidAt }).where(eq(orders.id, id));
}

/** The user's orders, newest first. */
export async function selectOrdersOf(db: Database, userId: string, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
}

/** Records a webhook event once; answers false when it was already recorded (a duplicate delivery). */
export async function insertPaymentEvent(
  db: Database,
  event: { providerEventId: string; eventType: string; payload: unknown; createdAt: Date },
): Promise<boolean> {
  const rows = await db.insert(paymentEvents).values(event).onConflictDoNothing().returning({ id: paymentEvents.id });
  return rows.length === 1;
}
