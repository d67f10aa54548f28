import { and, desc, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { RegistrantActionsInput } from '@portal/domain/my-registration/registrant-actions';
import { orders, refunds } from '../../db/schema/checkout';
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

/**
 * What was refunded of a registration in all, staff's refunds and the registrant's own (the page
 * says it once the registration has ended, with the credit notes), and when the last one was
 * made; null when nothing was. A registration pays in one currency (its one paid order).
 */
export async function refundedOf(db: NodePgDatabase, registrationId: string): Promise<{ refundedCents: number; currency: string; lastRefundAt: string } | null> {
  const [row] = await db
    .select({ cents: sql<number>`sum(${refunds.amountCents})::int`, currency: sql<string>`min(${refunds.currency})`, last: sql<Date>`max(${refunds.createdAt})` })
    .from(refunds)
    .where(eq(refunds.registrationId, registrationId));
  if (!row?.cents) return null;
  return { refundedCents: row.cents, currency: row.currency, lastRefundAt: new Date(row.last).toISOString() };
}
