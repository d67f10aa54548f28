import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { RegistrantActionsInput } from '@portal/domain/my-registration/registrant-actions';
import { orders, refunds } from '../../db/schema/checkout';

export type PaidOrder = NonNullable<RegistrantActionsInput['paid']> & { orderId: string };

/**
 * A registration's payment as the registrant's page reads it (issue 42): what it paid in all (its
 * purchase and the differences of dearer moves, issue 50), what staff or the registrant refunded
 * of it already, and when the purchase was paid; null before paying. `lock` holds the orders' rows
 * until the transaction ends, as staff refunds do (admin-refund.ts).
 */
export async function paidOrderOf(db: NodePgDatabase, registrationId: string, opts: { lock?: boolean } = {}): Promise<PaidOrder | null> {
  const query = db.select().from(orders).where(and(eq(orders.registrationId, registrationId), eq(orders.status, 'paid'))).orderBy(desc(orders.createdAt), desc(orders.id));
  const paid = opts.lock ? await query.for('update') : await query;
  const purchase = paid.find((o) => o.kind === 'purchase') ?? paid[0];
  if (!purchase) return null;
  const [row] = await db.select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` }).from(refunds).where(inArray(refunds.orderId, paid.map((o) => o.id)));
  const totalCents = paid.reduce((sum, o) => sum + o.orderTotalCents, 0);
  return { orderId: purchase.id, totalCents, refundedCents: row.cents, currency: purchase.currency, at: purchase.createdAt };
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
