import { and, desc, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { RegistrantActionsInput } from '@portal/domain/my-registration/registrant-actions';
import { orders } from '../../db/schema/checkout';
import { refundedCents } from '../registration/admin-refund';

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
  return { orderId: order.id, totalCents: order.orderTotalCents, refundedCents: await refundedCents(db, order.id), currency: order.currency, at: order.createdAt };
}
