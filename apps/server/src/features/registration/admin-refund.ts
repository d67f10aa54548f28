import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { isRefundedInFull } from '@portal/domain/registration/ended';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import type { RefundBody } from '@portal/domain/registration/admin-schemas';
import type { ReceiptCompany } from '@portal/domain/receipts/receipt';
import { orders, refunds, type OrderRow, type RefundRow } from '../../db/schema/checkout';
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
  // `moveId`: the refund settles a cheaper move (issue 50): recorded as that move's, and it never
  // ends the registration (the registration keeps its seat in the cheaper session).
  opts: { lock?: boolean; moveId?: string } = {},
) {
  return db.transaction(async (tx) => {
    // Every paid order of the registration (its purchase and the differences of dearer moves),
    // newest first: a refund gives back the newest money first.
    const query = tx.select().from(orders).where(and(eq(orders.registrationId, registrationId), eq(orders.status, 'paid'))).orderBy(desc(orders.createdAt), desc(orders.id));
    const paid = (opts.lock ?? true) ? await query.for('update') : await query;
    const order = paid.find((o) => o.kind === 'purchase') ?? paid[0];
    if (!order || !paid.some((o) => o.providerReference)) throw new AppError(409, MSG.notPaid);
    const [same] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, body.idempotencyKey));
    if (same) {
      if (same.registrationId !== registrationId || (body.amountCents !== undefined && body.amountCents !== (await keyTotal(tx, body.idempotencyKey)))) throw new AppError(409, MSG.keyReused);
      return summary(tx, paid, same);
    }
    const paidCents = paid.reduce((sum, o) => sum + o.orderTotalCents, 0);
    const refunded = await refundedOfOrders(tx, paid.map((o) => o.id));
    const left = paidCents - [...refunded.values()].reduce((a, b) => a + b, 0);
    if (left <= 0) throw new AppError(409, MSG.nothingLeft);
    const amount = body.amountCents ?? left;
    if (amount > left) throw new AppError(409, MSG.tooLarge, { left: (left / 100).toFixed(2), currency: order.currency });
    const [registration] = await tx.select().from(registrations).where(eq(registrations.id, registrationId));
    const [offering] = await tx.select().from(offerings).where(eq(offerings.id, registration.offeringId));
    const refundedNow = paidCents - left + amount;
    // Ended before the credit notes: numbering holds the series' row until commit, so it comes last.
    const ended = !opts.moveId && isRefundedInFull(paidCents, refundedNow) ? await endByRefund(tx, registrationId, body.keepSeats ?? false, publicUrl) : null;
    const manageUrl = publicUrl ? await mintLink(tx, { id: registration.id, locale: registration.locale, offering }, publicUrl, 'mail') : undefined;
    const parts: { refund: RefundRow; note: string }[] = [];
    let remaining = amount;
    for (const [i, from] of paid.entries()) {
      const take = Math.min(remaining, from.orderTotalCents - (refunded.get(from.id) ?? 0));
      if (take <= 0 || !from.providerReference) continue;
      // The first part keeps the caller's key (a retry finds it); each further order's part a key derived from it.
      const idempotencyKey = parts.length === 0 ? body.idempotencyKey : `${body.idempotencyKey}.${i}`;
      const result = await payments.refund({ providerReference: from.providerReference, amountCents: take, currency: from.currency, idempotencyKey });
      if (result.status !== 'succeeded') throw new AppError(409, MSG.failed, { reason: result.reason });
      const [refund] = await tx
        .insert(refunds)
        .values({
          id: newPublicId(), orderId: from.id, registrationId, amountCents: take, currency: from.currency, reason: body.reason, moveId: opts.moveId ?? null,
          idempotencyKey, provider: payments.name, providerReference: result.providerReference, createdBy: actor.label,
        })
        .returning();
      remaining -= take;
      const total = paidCents - left + amount - remaining;
      await emitWebhookEvent(tx, 'payment.refunded', {
        refundId: refund.id, orderId: from.id, registrationId, currency: from.currency, amountCents: take, refundedCents: total, full: !opts.moveId && isRefundedInFull(paidCents, total), refundedAt: refund.createdAt.toISOString(),
      });
      // The credit note after the refund's other rows: the series' row is held from here to commit,
      // for the note, its mail (whose subject names the number) and the audit row. Its PDF is drawn
      // from the frozen row when the mail is sent, after commit.
      const note = await issueRefundReceipt(tx, refund, from, { registration, offering, company });
      // Every receipt's mail carries a link to the registration's own page (issue 42).
      await enqueueMail(tx, refundReceiptMail({ to: registration.email, firstName: registration.firstName, document: note.document, receipt: receiptOfRefund(refund.id), manageUrl }));
      parts.push({ refund, note: note.number });
      if (remaining === 0) break;
    }
    if (remaining > 0) throw new AppError(409, MSG.nothingLeft);
    await writeAudit(tx, actor, {
      entity: 'registration',
      entityId: registrationId,
      action: 'refund',
      before: { refundedCents: refundedNow - amount },
      after: {
        refundedCents: refundedNow, amountCents: amount, currency: order.currency, reason: body.reason, providerReference: parts[0].refund.providerReference,
        receiptNumber: parts.map((p) => p.note).join(', '), ...(opts.moveId ? { moveId: opts.moveId } : {}), ...(ended ?? {}),
      },
    });
    return summary(tx, paid, parts[0].refund);
  });
}

/** What was refunded of each of these orders so far. */
async function refundedOfOrders(tx: NodePgDatabase, orderIds: string[]): Promise<Map<string, number>> {
  const rows = await tx.select({ orderId: refunds.orderId, total: sql<number>`sum(${refunds.amountCents})::int` }).from(refunds).where(inArray(refunds.orderId, orderIds)).groupBy(refunds.orderId);
  return new Map(rows.map((r) => [r.orderId, r.total]));
}

/** What one refund request gave back in all (its parts over several orders share its key). */
async function keyTotal(tx: NodePgDatabase, key: string): Promise<number> {
  const [row] = await tx.select({ total: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` }).from(refunds).where(sql`${refunds.idempotencyKey} = ${key} or ${refunds.idempotencyKey} like ${`${key}.%`}`);
  return row.total;
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

async function summary(tx: NodePgDatabase, paid: OrderRow[], refund: RefundRow) {
  const paidCents = paid.reduce((sum, o) => sum + o.orderTotalCents, 0);
  const refunded = [...(await refundedOfOrders(tx, paid.map((o) => o.id))).values()].reduce((a, b) => a + b, 0);
  return { refund, paidCents, refundedCents: refunded, leftCents: paidCents - refunded, currency: refund.currency };
}
