import { and, desc, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import type { RefundBody } from '@portal/domain/registration/admin-schemas';
import type { ReceiptCompany } from '@portal/domain/receipts/receipt';
import { orders, refunds } from '../../db/schema/checkout';
import { offerings } from '../../db/schema/offerings';
import { registrations } from '../../db/schema/registration';
import { enqueueMail } from '../../platform/mail/outbox';
import type { PaymentProvider } from '../../platform/payments/provider';
import { refundReceiptMail } from '../receipts/refund-mail';
import { issueRefundReceipt } from '../receipts/service';
import { newPublicId } from '../../platform/security/ids';
import { writeAudit, type Actor } from '../staff/audit';

const MSG = {
  notPaid: 'admin:registrations.errors.notPaid',
  tooLarge: 'admin:registrations.refund.tooLarge',
  nothingLeft: 'admin:registrations.refund.nothingLeft',
  failed: 'admin:registrations.refund.failed',
  keyReused: 'admin:registrations.refund.keyReused',
} as const;

/**
 * Refunds all or part of a registration's payment through the payment provider's `refund`. The
 * paid order's row stays locked from reading what was already refunded until the refund is
 * recorded, so two staff members refunding at once can never give back more than was paid. The
 * idempotency key goes to the provider too: a retried request refunds once and answers the same.
 * The refund's credit note is numbered in the same transaction and e-mailed to the registrant.
 */
export interface RefundDeps {
  payments: PaymentProvider;
  /** The seller printed on the credit note (configuration). */
  company: ReceiptCompany;
}

export async function refundRegistration(
  db: NodePgDatabase,
  { payments, company }: RefundDeps,
  actor: Actor,
  registrationId: string,
  body: RefundBody,
  // `lock: false` exists only for the race test's control run, which must be able to over-refund.
  opts: { lock?: boolean } = {},
) {
  return db.transaction(async (tx) => {
    const query = tx
      .select()
      .from(orders)
      .where(and(eq(orders.registrationId, registrationId), eq(orders.status, 'paid')))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    const [order] = (opts.lock ?? true) ? await query.for('update') : await query;
    if (!order || !order.providerReference) throw new AppError(409, MSG.notPaid);
    const [same] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, body.idempotencyKey));
    if (same) {
      if (same.orderId !== order.id || (body.amountCents !== undefined && body.amountCents !== same.amountCents)) throw new AppError(409, MSG.keyReused);
      return summary(tx, order, same);
    }
    const refunded = await refundedCents(tx, order.id);
    const left = order.orderTotalCents - refunded;
    if (left <= 0) throw new AppError(409, MSG.nothingLeft);
    const amount = body.amountCents ?? left;
    if (amount > left) throw new AppError(409, MSG.tooLarge, { left: (left / 100).toFixed(2), currency: order.currency });
    const result = await payments.refund({ providerReference: order.providerReference, amountCents: amount, currency: order.currency, idempotencyKey: body.idempotencyKey });
    if (result.status !== 'succeeded') throw new AppError(409, MSG.failed, { reason: result.reason });
    const [refund] = await tx
      .insert(refunds)
      .values({
        id: newPublicId(),
        orderId: order.id,
        registrationId,
        amountCents: amount,
        currency: order.currency,
        reason: body.reason,
        idempotencyKey: body.idempotencyKey,
        provider: payments.name,
        providerReference: result.providerReference,
        createdBy: actor.label,
      })
      .returning();
    const [registration] = await tx.select().from(registrations).where(eq(registrations.id, registrationId));
    const [offering] = await tx.select().from(offerings).where(eq(offerings.id, registration.offeringId));
    const receipt = await issueRefundReceipt(tx, refund, order, { registration, offering, company });
    await enqueueMail(tx, refundReceiptMail({ to: registration.email, firstName: registration.firstName, document: receipt.row.document, receipt: receipt.attachment }));
    await writeAudit(tx, actor, {
      entity: 'registration',
      entityId: registrationId,
      action: 'refund',
      before: { refundedCents: refunded },
      after: { refundedCents: refunded + amount, amountCents: amount, currency: order.currency, reason: body.reason, providerReference: result.providerReference, receiptNumber: receipt.row.number },
    });
    return summary(tx, order, refund);
  });
}

async function refundedCents(tx: NodePgDatabase, orderId: string): Promise<number> {
  const [row] = await tx.select({ total: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` }).from(refunds).where(eq(refunds.orderId, orderId));
  return row.total;
}

async function summary(tx: NodePgDatabase, order: typeof orders.$inferSelect, refund: typeof refunds.$inferSelect) {
  const refunded = await refundedCents(tx, order.id);
  return { refund, paidCents: order.orderTotalCents, refundedCents: refunded, leftCents: order.orderTotalCents - refunded, currency: order.currency };
}
