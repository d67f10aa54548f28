import { and, eq, gt, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PaymentDone } from '@portal/domain/checkout/views';
import { coupons, orders, paymentEvents, type OrderRow } from '../../db/schema/checkout';
import type { Offering } from '../../db/schema/offerings';
import type { RegistrationRow } from '../../db/schema/registration';
import { enqueueMail } from '../../platform/mail/outbox';
import type { PaymentEvent, PaymentResult } from '../../platform/payments/provider';
import { confirmationOf } from '../completion/confirmation-mail';
import { findOffering } from '../offerings/store';
import { advance } from '../registration/progress';
import { findRegistration } from '../registration/store';
import { issueTickets } from '../check-in/tickets';
import { ticketsForMail } from '../check-in/mail-tickets';
import { emitWebhookEvent } from '../webhooks/emit';
import { mintLink } from '../my-registration/links';
import { completePaidMove } from '../moves/complete';
import { assignClinId } from './clin-id';
import type { NumberingTest } from '../receipts/numbering';
import { issuePaymentReceipt, receiptOfOrder } from '../receipts/service';
import { lockRegistration } from './store';
import type { PaymentDeps } from './payment-deps';
import { bookOf, sessionBook } from '../disclosures/store';

/**
 * What happens once a payment is known to be paid, wherever that was learnt (the charge itself,
 * the browser asking again after 3-D Secure, or the provider's webhook): the ClinID, the status,
 * the door tickets, the confirmation e-mail and the webhook event, then the numbered receipt, in
 * the caller's transaction, then the receipt, numbered at commit (receipts/numbering.ts): the
 * series' row is held only inside the commit, so concurrent payments do all of this side by side.
 * The mail carries a reference to the receipt; its PDF is drawn from the frozen row when it is sent.
 */
export async function confirmPaid(
  tx: NodePgDatabase,
  deps: SettleDeps & { db?: NodePgDatabase },
  row: RegistrationRow,
  offering: Offering,
  order: OrderRow,
  numbering?: NumberingTest,
): Promise<PaymentDone> {
  const clinId = await assignClinId(tx, row.id);
  const status = await advance(tx, row, 'paid');
  // A live session's door tickets, before the e-mail that carries their QR codes.
  await issueTickets(tx, row.id, { offeringId: row.offeringId, courseType: offering.courseType, status, cancelledAt: row.cancelledAt, refundedAt: row.refundedAt });
  const tickets = await ticketsForMail(tx, row.id, deps.publicUrl);
  const manageUrl = await mintLink(tx, { id: row.id, locale: row.locale, offering }, deps.publicUrl, 'mail');
  await enqueueMail(tx, confirmationOf(row, offering, order, clinId, deps, receiptOfOrder(order.id), tickets, manageUrl, await disclosuresOf(tx, deps, offering)));
  await emitWebhookEvent(tx, 'registration.paid', {
    registrationId: row.id, sessionId: offering.id, orderId: order.id, clinId, currency: order.currency, totalCents: order.orderTotalCents, paidAt: new Date().toISOString(),
  });
  await issuePaymentReceipt(tx, order, { registration: row, offering, company: deps.company, numbering: numbering && { db: deps.db, ...numbering } });
  return { orderId: order.id, clinId, status, step: 'complete' };
}

/** The session's disclosures for the confirmation: the instance's kept copy, or read in the transaction. */
async function disclosuresOf(tx: NodePgDatabase, deps: SettleDeps, offering: Offering) {
  const kept = deps.disclosures?.();
  return kept ? bookOf(kept, offering) : sessionBook(tx, offering);
}

/** What settling a payment needs: links for the e-mail and the company for the receipt. */
export type SettleDeps = Pick<PaymentDeps, 'hosts' | 'publicUrl' | 'company' | 'disclosures'>;

export type Settled = { kind: 'paid'; done: PaymentDone } | { kind: 'declined'; reason: string } | { kind: 'action'; clientSecret: string; orderId: string };

/**
 * Applies a payment provider's answer to a pending order (the registration row already locked by
 * the caller): paid (order completed, then `confirmPaid`), declined (the coupon use given back),
 * or still waiting for the cardholder. A pending order is settled once: the row is re-read under
 * lock and anything but `pending` is left as it is.
 */
export async function settlePending(tx: NodePgDatabase, deps: SettleDeps, order: OrderRow, result: PaymentResult): Promise<Settled> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
  if (current.status === 'paid') return { kind: 'paid', done: await paidAnswer(tx, current) };
  if (current.status === 'declined') return { kind: 'declined', reason: current.declineReason ?? 'declined' };
  if (result.status === 'requires_action') return { kind: 'action', clientSecret: result.clientSecret, orderId: current.id };
  if (result.status === 'declined') {
    await tx.update(orders).set({ status: 'declined', declineReason: result.reason }).where(eq(orders.id, current.id));
    if (current.couponCode) await giveCouponBack(tx, current.couponCode);
    return { kind: 'declined', reason: result.reason };
  }
  const [paid] = await tx
    .update(orders)
    .set({ status: 'paid', providerReference: result.providerReference, cardBrand: result.brand, cardLast4: result.last4 })
    .where(eq(orders.id, current.id))
    .returning();
  // A dearer move's difference (issue 50): the move happens now, on the seats its hold kept.
  if (paid.kind === 'move_difference') {
    await completePaidMove(tx, deps, paid);
    return { kind: 'paid', done: await paidAnswer(tx, paid) };
  }
  const row = (await findRegistration(tx, current.registrationId))!;
  const offering = (await findOffering(tx, row.offeringId))!;
  return { kind: 'paid', done: await confirmPaid(tx, deps, row, offering, paid) };
}

/** The first answer again for an order already paid. */
export async function paidAnswer(tx: NodePgDatabase, order: OrderRow): Promise<PaymentDone> {
  const row = await findRegistration(tx, order.registrationId);
  return { orderId: order.id, clinId: row!.clinId!, status: row!.status, step: 'complete' };
}

async function giveCouponBack(tx: NodePgDatabase, code: string) {
  await tx.update(coupons).set({ timesUsed: sql`${coupons.timesUsed} - 1` }).where(and(eq(coupons.code, code), gt(coupons.timesUsed, 0)));
}

export type EventOutcome = 'applied' | 'duplicate' | 'no_pending_order' | 'ignored';

/**
 * A verified webhook event, applied exactly once: the event's row is inserted first in the same
 * transaction (a second delivery, or the same delivery on another instance, finds it and stops),
 * then a payment event settles the pending order it names, asking the provider for the details
 * (card brand and last 4) as the browser's retry would. Refund events are recorded only: refunds
 * are made and recorded by the back office, synchronously.
 */
export async function applyPaymentEvent(
  db: NodePgDatabase,
  deps: SettleDeps & Pick<PaymentDeps, 'payments'>,
  event: PaymentEvent,
  // `once: false` exists only for the two-instance test's control run: it skips the events row to
  // show that two deliveries really reach the settlement together (where the order's lock holds).
  test: { once?: boolean } = {},
): Promise<EventOutcome> {
  if (event.kind === 'ignored') return 'ignored';
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ provider: deps.payments.name, eventId: event.id, kind: event.kind, providerReference: event.providerReference })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId });
    if (inserted.length === 0 && (test.once ?? true)) return 'duplicate';
    if (event.kind !== 'payment_succeeded' && event.kind !== 'payment_failed') return 'applied';
    const [pending] = await tx.select().from(orders).where(and(eq(orders.providerReference, event.providerReference), eq(orders.status, 'pending')));
    if (!pending) return 'no_pending_order';
    await lockRegistration(tx, pending.registrationId);
    // Another delivery or the browser's retry may have settled it while this one waited for the lock.
    const [still] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, pending.id)).for('update');
    if (still.status !== 'pending') return 'no_pending_order';
    await settlePending(tx, deps, pending, await deps.payments.retrieve(event.providerReference));
    return 'applied';
  });
}
