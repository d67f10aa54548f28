import { and, desc, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { RegistrantActionsInput } from '@portal/domain/my-registration/registrant-actions';
import { orders, refunds } from '../../db/schema/checkout';

export type PaidOrder = NonNullable<RegistrantActionsInput['paid']> & { orderId: string };

/**
 * A registration's paid order as the registrant's page reads it (issue 42): its total, what staff or
 * the registrant refunded of it already, and when it was paid; null before paying. `lock` holds the
 * order's row until the transaction ends, as staff refunds do (admin-refund.ts).
 */
export async function paidOrderOf(db: NodePgDatabase, registrationId: string, opts: { lock?: boolean } = {}): Promise<PaidOrder | null> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.registrationId, registrationId), eq(orders.status, 'paid')))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  const [order] = opts.lock ? await query.for('update') : await query;
  if (!order) return null;
  const [{ total }] = await db.select({ total: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` }).from(refunds).where(eq(refunds.orderId, order.id));
  return { orderId: order.id, totalCents: order.orderTotalCents, refundedCents: total, currency: order.currency, at: order.createdAt };
}
