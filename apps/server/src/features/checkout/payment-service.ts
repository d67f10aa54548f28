import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { CHECKOUT_MSG } from '@portal/domain/checkout/messages';
import type { PaymentRequest } from '@portal/domain/checkout/schema';
import type { PaymentDone, PaymentNeedsAction } from '@portal/domain/checkout/views';
import { AppError } from '@portal/domain/errors/app-error';
import type { ReceiptCompany } from '@portal/domain/receipts/receipt';
import type { SiteHosts } from '@portal/domain/site/links';
import type { OrderRow } from '../../db/schema/checkout';
import { IdempotencyMismatchError, type DeclineReason, type PaymentProvider, type PaymentResult } from '../../platform/payments/provider';
import { newPublicId } from '../../platform/security/ids';
import { isUniqueViolation } from './clin-id';
import type { PaymentDeps } from './payment-deps';
import { confirmPaid, paidAnswer, settlePending, type Settled } from './settle';

export type { PaymentDeps } from './payment-deps';
import type { NumberingTest } from '../receipts/numbering';
import { paymentRequestHash } from './request-hash';
import { loadCheckout, priceOrder } from './pricing';
import { couponHasLimit } from '@portal/domain/checkout/coupon';
import { claimCoupon, findOrderAndPending, insertOrder, lockRegistration } from './store';

/** Test-only switches: the race test's control run turns the coupon lock off to prove it can see a double claim. */
export interface PaymentTestOptions {
  couponLock?: boolean;
  /** The receipt concurrency tests: control runs (numbers taken outside the transaction or by max()+1) and pauses around the number. */
  receiptNumbering?: NumberingTest;
  /** The currency test's control run: a session not priced in the registration's currency is priced at 0, as before issue 50. */
  currencyCheck?: boolean;
}

const DECLINE_KEYS: Record<DeclineReason, string> = {
  declined: CHECKOUT_MSG.declined,
  insufficient_funds: CHECKOUT_MSG.insufficientFunds,
  token_invalid: CHECKOUT_MSG.tokenExpired,
  authentication_failed: CHECKOUT_MSG.authenticationFailed,
};

class Declined extends Error {
  constructor(readonly result: Extract<PaymentResult, { status: 'declined' }>) {
    super('declined');
  }
}

/**
 * POST /api/payment/, in one transaction: the registration row is locked (a second tab or a
 * doubled click waits here), a request with a known idempotency key gets the first result (or,
 * for a payment waiting on 3-D Secure, the provider's answer now), an earlier attempt still
 * waiting on its bank is settled or cancelled, the price is computed again on the server, the
 * coupon use is claimed, the provider charges with the idempotency key, then the order, the
 * ClinID, the status, the e-mail (naming the receipt, drawn when sent) and, last, the receipt are written
 * (numbered at commit, as an unlimited coupon's use is counted then). A decline is recorded (so a retry of the same
 * attempt answers the same) and gives the coupon use back; a payment the bank wants the
 * cardholder to authenticate is recorded as pending (coupon kept) and answered 202; any error
 * rolls everything back.
 */
export async function pay(deps: PaymentDeps, req: PaymentRequest, test: PaymentTestOptions = {}): Promise<PaymentDone | PaymentNeedsAction> {
  const outcome = await deps.db
    .transaction(async (tx): Promise<Settled> => {
      await lockRegistration(tx, req.registrationId);
      const requestHash = paymentRequestHash(req);
      const { earlier, pending } = await findOrderAndPending(tx, req.idempotencyKey, req.registrationId);
      if (earlier) return replay(tx, deps, earlier, req.registrationId, requestHash);
      const waiting = await settleEarlierAttempts(tx, deps, pending);
      if (waiting) return waiting;

      const ctx = await loadCheckout(tx, req.registrationId);
      if (req.termsVersion !== deps.termsVersion()) throw new AppError(409, CHECKOUT_MSG.termsChanged);
      const billing = { country: req.billing.country, region: req.billing.state };
      const priced = await priceOrder(tx, ctx, { couponCode: req.couponCode, scannerTrial: req.scannerTrial, billing, currencyCheck: test.currencyCheck });
      if (priced.couponStatus === 'invalid') throw new AppError(400, CHECKOUT_MSG.invalidCoupon);
      const { summary } = priced;
      // A limited coupon's use is claimed before the charge; an unlimited one's is counted when the
      // order commits (couponHasLimit; the trigger orders_count_coupon_at_commit, migration 0042).
      const limitedCoupon = priced.coupon && couponHasLimit(priced.coupon) ? priced.coupon : null;

      let result: PaymentResult | null = null;
      try {
        // A savepoint when a coupon use is claimed: a decline rolls the claim back but keeps the
        // transaction going. Without one there is nothing to roll back (two statements saved).
        const step = <T>(work: (sp: NodePgDatabase) => Promise<T>) => (limitedCoupon ? tx.transaction(work) : work(tx));
        result = await step(async (sp) => {
          if (limitedCoupon && !(await claimCoupon(sp, limitedCoupon.code, { lock: test.couponLock ?? true }))) {
            throw new AppError(400, CHECKOUT_MSG.invalidCoupon);
          }
          if (summary.orderTotalCents === 0) return null;
          const intent = await deps.payments.prepare({
            amountCents: summary.orderTotalCents,
            currency: summary.currency,
            reference: ctx.row.id,
            description: ctx.offering.titleEn,
          });
          const r = await deps.payments.execute(intent.paymentIntentId, req.paymentToken, req.idempotencyKey);
          if (r.status === 'declined') throw new Declined(r);
          return r;
        });
      } catch (err) {
        if (err instanceof IdempotencyMismatchError) throw new AppError(409, CHECKOUT_MSG.idempotencyReused);
        if (!(err instanceof Declined)) throw err;
        result = err.result;
      }

      const order = {
        id: newPublicId(),
        registrationId: ctx.row.id,
        offeringId: ctx.offering.id,
        idempotencyKey: req.idempotencyKey,
        requestHash,
        currency: summary.currency,
        courseFeeCents: summary.courseFeeCents,
        discountCents: summary.discountCents,
        taxCents: summary.taxCents,
        taxes: summary.taxes,
        courseTotalCents: summary.courseTotalCents,
        scannerTrial: summary.scannerTrial,
        scannerTrialCents: summary.scannerTrialCents,
        orderTotalCents: summary.orderTotalCents,
        billing: req.billing,
        termsVersion: req.termsVersion,
        termsAcceptedAt: new Date(),
        provider: result ? deps.payments.name : 'none',
        providerReference: result?.providerReference ?? null,
        cardBrand: result?.status === 'requires_action' ? null : (result?.brand ?? null),
        cardLast4: result?.status === 'requires_action' ? null : (result?.last4 ?? null),
      };
      if (result?.status === 'declined') {
        await insertOrder(tx, { ...order, status: 'declined', declineReason: result.reason, couponCode: null });
        return { kind: 'declined', reason: result.reason };
      }
      if (result?.status === 'requires_action') {
        await insertOrder(tx, { ...order, status: 'pending', couponCode: priced.coupon?.code ?? null });
        return { kind: 'action', clientSecret: result.clientSecret, orderId: order.id };
      }
      const paid = await insertOrder(tx, { ...order, status: 'paid', couponCode: priced.coupon?.code ?? null });
      return { kind: 'paid', done: await confirmPaid(tx, deps, ctx.row, ctx.offering, paid, test.receiptNumbering) };
    })
    .catch((err: unknown) => {
      // Two different registrations racing with one key: the loser hits the unique key.
      if (isUniqueViolation(err, 'orders_idempotency_key_unique')) throw new AppError(409, CHECKOUT_MSG.idempotencyReused);
      throw err;
    });
  if (outcome.kind === 'declined') throw new AppError(402, DECLINE_KEYS[outcome.reason as DeclineReason] ?? CHECKOUT_MSG.declined);
  if (outcome.kind === 'action') return { next: 'authenticate', orderId: outcome.orderId, clientSecret: outcome.clientSecret };
  return outcome.done;
}

/** The first answer to an attempt, for a retried or doubled request; a pending one asks the provider again. */
async function replay(tx: NodePgDatabase, deps: PaymentDeps, order: OrderRow, registrationId: string, requestHash: string): Promise<Settled> {
  if (order.registrationId !== registrationId) throw new AppError(409, CHECKOUT_MSG.idempotencyReused);
  // Rows written before request hashes were kept have none: they replay as before.
  if (order.requestHash && order.requestHash !== requestHash) throw new AppError(409, CHECKOUT_MSG.idempotencyMismatch);
  if (order.status === 'declined') return { kind: 'declined', reason: order.declineReason ?? 'declined' };
  if (order.status === 'pending') return settlePending(tx, deps, order, await deps.payments.retrieve(order.providerReference!));
  return { kind: 'paid', done: await paidAnswer(tx, order) };
}

/**
 * A new attempt while an earlier one waits on 3-D Secure (the cardholder closed the bank's window
 * and tries again, perhaps with another card): the earlier one is asked about first. Paid after
 * all: that answer stands. Still waiting: it is cancelled at the provider (so it can never be
 * completed later and charge twice) and declined here, giving its coupon use back.
 */
async function settleEarlierAttempts(tx: NodePgDatabase, deps: PaymentDeps, pending: OrderRow[]): Promise<Settled | null> {
  for (const order of pending) {
    let state = await deps.payments.retrieve(order.providerReference!);
    if (state.status === 'requires_action') state = await deps.payments.cancel(order.providerReference!);
    const settled = await settlePending(tx, deps, order, state);
    if (settled.kind === 'paid') return settled;
  }
  return null;
}
