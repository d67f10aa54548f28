import { and, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { CHECKOUT_MSG } from '@portal/domain/checkout/messages';
import { differenceTaxes } from '@portal/domain/checkout/move-price';
import { moneyStanding, outstandingDue } from '@portal/domain/checkout/money-standing';
import type { TaxLine } from '@portal/domain/checkout/tax';
import type { PaymentNeedsAction } from '@portal/domain/checkout/views';
import { AppError } from '@portal/domain/errors/app-error';
import type { MovePaymentRequest } from '@portal/domain/my-registration/actions';
import { orders, type OrderRow } from '../../db/schema/checkout';
import { registrationMoves } from '../../db/schema/moves';
import { offerings } from '../../db/schema/offerings';
import { IdempotencyMismatchError, type DeclineReason, type PaymentProvider } from '../../platform/payments/provider';
import { newPublicId } from '../../platform/security/ids';
import { paymentRequestHash } from '../checkout/request-hash';
import { insertOrder } from '../checkout/store';
import { registrationOfToken } from '../my-registration/links';
import { CHANGE_MSG, lockOwnRegistration } from '../my-registration/own-registration';
import { completePaidMove, type CompleteDeps } from './complete';
import { moneyFactsOf, quoteMove } from './money';

export type PayDifferenceDeps = CompleteDeps & { payments: PaymentProvider };

/** Test only: the race test's control run reads the registration and the hold without their row locks. */
export interface PayHooks {
  lock?: boolean;
  afterRowRead?: () => Promise<void>;
}

const DECLINES: Record<DeclineReason, string> = {
  declined: CHECKOUT_MSG.declined,
  insufficient_funds: CHECKOUT_MSG.insufficientFunds,
  token_invalid: CHECKOUT_MSG.tokenExpired,
  authentication_failed: CHECKOUT_MSG.authenticationFailed,
};

type Outcome = { kind: 'done' } | { kind: 'declined'; reason: string } | { kind: 'action'; orderId: string; clientSecret: string };

/**
 * POST /api/my-registration/{token}/move-payment (issue 50): a held dearer move's difference (or a
 * difference staff left due on a move: `holdId` names that move, the amount is what is left of it),
 * paid through the checkout's provider (the same card token, idempotency key and 3-D Secure), then
 * the move. In one transaction with the registration locked (a second tab or instance waits, then
 * finds the move paid: one charge): a known key answers as first; the hold must still be held and
 * the registration must hold what it held when the hold was made; the amount is the hold's, decided
 * by the server. Paid: the move happens (complete.ts). The bank asks to authenticate: the order
 * waits as `pending` (the hold with it) and the page answers 202, as the checkout does; the browser's
 * retry with the same key, or the provider's webhook, settles it (checkout/settle.ts).
 */
export async function payMoveDifference(db: NodePgDatabase, deps: PayDifferenceDeps, token: string, req: MovePaymentRequest, hooks: PayHooks = {}): Promise<{ done: true } | PaymentNeedsAction> {
  const id = await registrationOfToken(db, token);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const row = await lockOwnRegistration(tx, id, { lock: hooks.lock });
    await hooks.afterRowRead?.();
    const requestHash = paymentRequestHash(req as never);
    const [earlier] = await tx.select().from(orders).where(eq(orders.idempotencyKey, req.idempotencyKey));
    if (earlier) return replay(tx, deps, earlier, id, requestHash);
    const holdQuery = tx.select().from(registrationMoves).where(and(eq(registrationMoves.id, req.holdId), eq(registrationMoves.registrationId, id)));
    const [hold] = (hooks.lock ?? true) ? await holdQuery.for('update') : await holdQuery;
    if (!hold) throw new AppError(404, 'errors:notFound');
    // A second tab, after the first paid: the move is done, nothing more to charge.
    if (hold.state === 'paid') return { kind: 'done' };
    // A difference staff left due (issue 50): no hold, no lapse; what is left of it is the server's to say.
    const leftDue = hold.state === 'due';
    if (!leftDue && (hold.state !== 'held' || hold.holdExpiresAt! <= new Date())) throw new AppError(409, CHANGE_MSG.holdLapsed);
    for (const waiting of await tx.select().from(orders).where(and(eq(orders.moveId, hold.id), eq(orders.status, 'pending')))) {
      // An earlier attempt waiting on its bank: asked first, then cancelled so it can never charge later.
      let state = await deps.payments.retrieve(waiting.providerReference!);
      if (state.status === 'requires_action') state = await deps.payments.cancel(waiting.providerReference!);
      if (state.status === 'succeeded') return settle(tx, deps, waiting, state);
      await tx.update(orders).set({ status: 'declined', declineReason: state.status === 'declined' ? state.reason : 'declined' }).where(eq(orders.id, waiting.id));
    }
    const [target] = await tx.select().from(offerings).where(eq(offerings.id, hold.toOfferingId));
    const facts = await moneyFactsOf(tx, row);
    const purchase = facts.purchase!;
    let due: number;
    let taxes: TaxLine[];
    if (leftDue) {
      // What is still due of it, from the registration's money facts (a later move may have settled part); shown as one amount, taxes included.
      due = outstandingDue(moneyStanding(facts));
      if (due <= 0) throw new AppError(409, CHANGE_MSG.nothingDue);
      taxes = [];
    } else {
      const quote = await quoteMove(tx, row, target);
      if (!quote || quote.heldCents !== hold.heldCents) throw new AppError(409, CHANGE_MSG.differenceChanged);
      due = hold.priceCents - hold.heldCents;
      taxes = differenceTaxes(hold.taxes, quote.heldTaxes, due);
    }
    const taxCents = taxes.reduce((s, l) => s + l.cents, 0);
    let result;
    try {
      const intent = await deps.payments.prepare({ amountCents: due, currency: hold.currency, reference: id, description: `${target.titleEn}: ${leftDue ? 'difference due' : 'move difference'}` });
      result = await deps.payments.execute(intent.paymentIntentId, req.paymentToken, req.idempotencyKey);
    } catch (err) {
      if (err instanceof IdempotencyMismatchError) throw new AppError(409, CHECKOUT_MSG.idempotencyReused);
      throw err;
    }
    const order = {
      id: newPublicId(), registrationId: id, offeringId: hold.toOfferingId, kind: 'move_difference' as const, moveId: hold.id, idempotencyKey: req.idempotencyKey, requestHash,
      currency: hold.currency, courseFeeCents: due - taxCents, discountCents: 0, taxCents, taxes, courseTotalCents: due, scannerTrial: false, scannerTrialCents: 0, orderTotalCents: due,
      couponCode: null, billing: purchase.billing, termsVersion: purchase.termsVersion, termsAcceptedAt: new Date(), provider: deps.payments.name,
      providerReference: result.providerReference ?? null,
      cardBrand: result.status === 'requires_action' ? null : result.brand, cardLast4: result.status === 'requires_action' ? null : result.last4,
    };
    if (result.status === 'declined') {
      await insertOrder(tx, { ...order, status: 'declined', declineReason: result.reason });
      return { kind: 'declined', reason: result.reason };
    }
    if (result.status === 'requires_action') {
      await insertOrder(tx, { ...order, status: 'pending' });
      return { kind: 'action', orderId: order.id, clientSecret: result.clientSecret };
    }
    await completePaidMove(tx, deps, await insertOrder(tx, { ...order, status: 'paid' }));
    return { kind: 'done' };
  });
  if (outcome.kind === 'declined') throw new AppError(402, DECLINES[outcome.reason as DeclineReason] ?? CHECKOUT_MSG.declined);
  if (outcome.kind === 'action') return { next: 'authenticate', orderId: outcome.orderId, clientSecret: outcome.clientSecret };
  return { done: true };
}

/** A retried or doubled request: the first answer; a payment waiting on 3-D Secure asks the provider again. */
async function replay(tx: NodePgDatabase, deps: PayDifferenceDeps, order: OrderRow, registrationId: string, requestHash: string): Promise<Outcome> {
  if (order.registrationId !== registrationId || order.kind !== 'move_difference') throw new AppError(409, CHECKOUT_MSG.idempotencyReused);
  if (order.requestHash && order.requestHash !== requestHash) throw new AppError(409, CHECKOUT_MSG.idempotencyMismatch);
  if (order.status === 'declined') return { kind: 'declined', reason: order.declineReason ?? 'declined' };
  if (order.status === 'paid') return { kind: 'done' };
  const state = await deps.payments.retrieve(order.providerReference!);
  if (state.status === 'requires_action') return { kind: 'action', orderId: order.id, clientSecret: state.clientSecret };
  if (state.status === 'declined') {
    await tx.update(orders).set({ status: 'declined', declineReason: state.reason }).where(eq(orders.id, order.id));
    return { kind: 'declined', reason: state.reason };
  }
  return settle(tx, deps, order, state);
}

/** A pending difference the provider now says is paid: the order completed, then the move. */
async function settle(tx: NodePgDatabase, deps: PayDifferenceDeps, order: OrderRow, state: { providerReference: string; brand: string | null; last4: string | null }): Promise<Outcome> {
  const [paid] = await tx.update(orders).set({ status: 'paid', providerReference: state.providerReference, cardBrand: state.brand, cardLast4: state.last4 }).where(eq(orders.id, order.id)).returning();
  await completePaidMove(tx, deps, paid);
  return { kind: 'done' };
}
