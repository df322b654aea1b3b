import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { orders, paymentEvents, users, type Order } from '../../db/schema.ts';

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

export async function setPaymentEventOutcome(tx: Database, providerEventId: string, outcome: string): Promise<void> {
  await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.providerEventId, providerEventId));
}

// ---------------------------------------------------------------------------------------------
// The operations console (docs/console-api.md#payments)
// ---------------------------------------------------------------------------------------------

export async function lockOrderById(tx: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** A page of every buyer's orders with the buyer's email, and the total. */
export async function selectOrderPage(
  db: Database,
  filter: { status?: OrderRow['status'] | undefined; q?: string | undefined },
  page: { offset: number; limit: number; order: 'asc' | 'desc' },
) {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  const condition = and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    pattern ? or(ilike(users.email, pattern), ilike(orders.providerOrderId, pattern), ilike(orders.paymentId, pattern), sql`${orders.id}::text = ${filter.q}`) : undefined,
  );
  const direction = page.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, userEmail: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(condition)
      .orderBy(direction(orders.createdAt), direction(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findOrderWithEmail(db: Database, id: string) {
  const [row] = await db.select({ order: orders, userEmail: users.email }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, id));
  return row;
}

/** A page of received webhook events (what was kept of them), and the total. */
export async function selectPaymentEventPage(db: Database, q: string | undefined, page: { offset: number; limit: number; order: 'asc' | 'desc' }) {
  const pattern = q ? containsPattern(q) : undefined;
  const condition = pattern
    ? or(ilike(paymentEvents.providerEventId, pattern), ilike(paymentEvents.eventType, pattern), ilike(sql`${paymentEvents.payload}::text`, pattern))
    : undefined;
  const direction = page.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(paymentEvents).where(condition).orderBy(direction(paymentEvents.createdAt), direction(paymentEvents.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(paymentEvents).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}
