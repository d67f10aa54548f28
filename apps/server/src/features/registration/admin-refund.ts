import { and, desc, eq, sql } from 'drizzle-orm';
import { isRefundedInFull } from '@portal/domain/registration/ended';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import type { RefundBody } from '@portal/domain/registration/admin-schemas';
import type { ReceiptCompany } from '@portal/domain/receipts/receipt';
import { orders, refunds } from '../../db/schema/checkout';
import { offerings } from '../../db/schema/offerings';
import { registrations, teamMembers, type RegistrationRow } from '../../db/schema/registration';
import { enqueueMail } from '../../platform/mail/outbox';
import type { PaymentProvider } from '../../platform/payments/provider';
import { refundReceiptMail } from '../receipts/refund-mail';
import { issueRefundReceipt, receiptOfRefund } from '../receipts/service';
import { newPublicId } from '../../platform/security/ids';
import { voidTickets } from '../check-in/tickets';
import { writeAudit, type Actor } from '../staff/audit';
import { mintLink } from '../my-registration/links';
import { emitWebhookEvent } from '../webhooks/emit';
import { offerFreedSeats } from '../waiting-list/service';

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
 * The refund's credit note is numbered in the same transaction, after the refund's other rows, and
 * e-mailed to the registrant (its PDF drawn from the frozen note when the mail is sent).
 * The refund that brings the total refunded to what was paid ends the registration (ended.ts):
 * `refunded_at` is set and its seats go back to the session (and its waiting list) unless staff
 * chose to keep them; a partial refund leaves the registration as it is.
 */
export interface RefundDeps {
  payments: PaymentProvider;
  /** The seller printed on the credit note (configuration). */
  company: ReceiptCompany;
  /** The site's address, for the waiting-list offers of the seats a full refund releases. */
  publicUrl?: string;
}

export async function refundRegistration(
  db: NodePgDatabase,
  { payments, company, publicUrl }: RefundDeps,
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
    const ended = isRefundedInFull(order.orderTotalCents, refunded + amount) ? await endByRefund(tx, registrationId, body.keepSeats ?? false, publicUrl) : null;
    await emitWebhookEvent(tx, 'payment.refunded', {
      refundId: refund.id, orderId: order.id, registrationId, currency: order.currency, amountCents: amount, refundedCents: refunded + amount, full: isRefundedInFull(order.orderTotalCents, refunded + amount), refundedAt: refund.createdAt.toISOString(),
    });
    // The credit note after the refund's other rows: the series' row is held from here to commit,
    // for the note, its mail (whose subject names the number) and the audit row. Its PDF is drawn
    // from the frozen row when the mail is sent, after commit.
    const note = await issueRefundReceipt(tx, refund, order, { registration, offering, company });
    // Every receipt's mail carries a link to the registration's own page (issue 42).
    const manageUrl = publicUrl ? await mintLink(tx, { id: registration.id, locale: registration.locale, offering }, publicUrl, 'mail') : undefined;
    await enqueueMail(tx, refundReceiptMail({ to: registration.email, firstName: registration.firstName, document: note.document, receipt: receiptOfRefund(refund.id), manageUrl }));
    await writeAudit(tx, actor, {
      entity: 'registration',
      entityId: registrationId,
      action: 'refund',
      before: { refundedCents: refunded },
      after: { refundedCents: refunded + amount, amountCents: amount, currency: order.currency, reason: body.reason, providerReference: result.providerReference, receiptNumber: note.number, ...(ended ?? {}) },
    });
    return summary(tx, order, refund);
  });
}

/**
 * Ends the registration after its full refund, under its row lock (no key update: the refund rows
 * that reference it stay insertable): seats released unless kept, and not released twice (a
 * cancelled registration already gave them back).
 */
async function endByRefund(tx: NodePgDatabase, id: string, keepSeats: boolean, publicUrl: string | undefined) {
  const [row]: RegistrationRow[] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('no key update');
  if (row.refundedAt) return null;
  let seatsReleased = 0;
  if (!keepSeats && !row.cancelledAt) {
    const [{ team }] = await tx.select({ team: sql<number>`count(*)::int` }).from(teamMembers).where(eq(teamMembers.registrationId, id));
    seatsReleased = 1 + team;
    await tx.update(offerings).set({ seatsTaken: sql`greatest(${offerings.seatsTaken} - ${seatsReleased}, 0)` }).where(eq(offerings.id, row.offeringId));
    // The freed seats go to the session's waiting list first, as after a cancellation.
    if (publicUrl) await offerFreedSeats(tx, row.offeringId, publicUrl);
  }
  const now = new Date();
  await tx.update(registrations).set({ refundedAt: now, refundKeptSeats: keepSeats, updatedAt: now }).where(eq(registrations.id, id));
  await voidTickets(tx, id, 'refunded', now);
  return { registrationRefundedAt: now.toISOString(), seatsReleased, seatsKept: keepSeats };
}

/** What was refunded of an order so far, in cents (staff's refunds and the registrant's own). */
export async function refundedCents(tx: NodePgDatabase, orderId: string): Promise<number> {
  const [row] = await tx.select({ total: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` }).from(refunds).where(eq(refunds.orderId, orderId));
  return row.total;
}

async function summary(tx: NodePgDatabase, order: typeof orders.$inferSelect, refund: typeof refunds.$inferSelect) {
  const refunded = await refundedCents(tx, order.id);
  return { refund, paidCents: order.orderTotalCents, refundedCents: refunded, leftCents: order.orderTotalCents - refunded, currency: order.currency };
}
