import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { refundOfMove } from '@portal/domain/checkout/money-standing';
import { AppError } from '@portal/domain/errors/app-error';
import { registrationMoves, type MoveState } from '../../db/schema/moves';
import type { Offering } from '../../db/schema/offerings';
import type { RegistrationRow } from '../../db/schema/registration';
import { newPublicId } from '../../platform/security/ids';
import { moveLockedRegistration, type MoveOptions } from '../registration/admin-actions';
import { refundRegistration, type RefundDeps } from '../registration/admin-refund';
import { writeAudit, type Actor } from '../staff/audit';
import { quoteMove, type MoveQuote } from './money';

export const MOVE_MSG = {
  notPriced: 'admin:registrations.errors.notPricedInCurrency',
  differenceDue: 'admin:registrations.errors.differenceDue',
} as const;

/** What the door lets happen when the target is dearer: staff waive it or leave it due (with a reason); the registrant's page pays it first (hold.ts), so its plain move refuses. */
export type DearerChoice = { kind: 'refuse'; key?: string } | { kind: 'waive' | 'due'; reason: string };

export interface SettleOptions {
  dearer: DearerChoice;
  refund: RefundDeps;
  /**
   * Test only: `false` moves the seat and settles nothing, as every move did before issue 50 (the
   * control run that shows the hole, and that `npm run db:audit` reports it).
   */
  settle?: boolean;
}

/** The refund key of a registration's nth move: a retried transaction or a second instance refunds once. */
export const moveRefundKey = (registrationId: string, n: number) => `move-${registrationId}-${n + 1}`;

/**
 * The one way a registration moves (issue 50, "money follows the seat"; pretix's
 * OrderChangeManager in spirit), for staff and the registrant's page alike, in the caller's
 * transaction with the registration locked: the seats move (admin-actions.ts) and the price
 * difference is settled with the paid order's terms (domain checkout/move-price.ts). Cheaper: the
 * difference is refunded through the provider with its credit note (the staff refund's path).
 * Dearer: refused unless staff waive it or leave it due (recorded, audited with their reason); the
 * registrant pays it first through hold.ts. A target not priced in the currency paid is refused.
 * A registration with nothing paid here (still in the funnel, imported) moves with nothing to settle.
 */
export async function moveAndSettle(tx: NodePgDatabase, actor: Actor, row: RegistrationRow, targetId: string, move: MoveOptions, opts: SettleOptions) {
  const quoted: { quote: MoveQuote | null } = { quote: null };
  const settle = opts.settle ?? true;
  const moved = await moveLockedRegistration(tx, actor, row, targetId, {
    ...move,
    beforeSeats: async (current, target) => {
      await move.beforeSeats?.(current, target);
      if (!settle) return;
      quoted.quote = await quoteMove(tx, row, target);
      refuseUnsettled(quoted.quote, opts.dearer);
    },
  });
  if (quoted.quote) await settleMove(tx, actor, row, moved.target, moved.seats, quoted.quote, opts);
  return moved;
}

/** Refuses a move whose price cannot be settled at this door (before any seat moves). */
export function refuseUnsettled(quote: MoveQuote | null, dearer: DearerChoice) {
  if (!quote) return;
  if (!quote.price || !quote.difference) throw new AppError(409, MOVE_MSG.notPriced, { currency: quote.currency });
  if (quote.difference.kind === 'due' && dearer.kind === 'refuse') {
    throw new AppError(409, dearer.key ?? MOVE_MSG.differenceDue, { amount: (quote.difference.cents / 100).toFixed(2), currency: quote.currency });
  }
}

/** Records the move's settlement and, for a cheaper one, refunds the difference (what can be paid back; the rest shrinks a waiver). */
async function settleMove(tx: NodePgDatabase, actor: Actor, row: RegistrationRow, target: Offering, seats: number, quote: MoveQuote, opts: SettleOptions) {
  const diff = quote.difference!;
  const id = newPublicId();
  let state: MoveState = 'none';
  let adjustedCents = 0;
  let refundCents = 0;
  if (diff.kind === 'refund') {
    const split = refundOfMove(diff.cents, quote.cashCents);
    refundCents = split.refundCents;
    adjustedCents = -split.unwaivedCents;
    state = 'refunded';
  } else if (diff.kind === 'due') {
    if (opts.dearer.kind === 'refuse') throw new AppError(409, MOVE_MSG.differenceDue);
    state = opts.dearer.kind === 'waive' ? 'waived' : 'due';
    adjustedCents = diff.cents;
  }
  const reason = opts.dearer.kind === 'refuse' ? null : opts.dearer.reason;
  const now = new Date();
  await tx.insert(registrationMoves).values({
    id, registrationId: row.id, fromOfferingId: row.offeringId, toOfferingId: target.id, seats, currency: quote.currency, priceCents: quote.price!.orderTotalCents,
    taxes: quote.price!.taxes, heldCents: Math.max(0, quote.heldCents), state, adjustedCents, reason: state === 'waived' || state === 'due' ? reason : null, createdBy: actor.label, settledAt: now,
  });
  if (refundCents > 0) {
    await refundRegistration(tx, opts.refund, actor, row.id, { amountCents: refundCents, reason: 'moved to a cheaper session', idempotencyKey: moveRefundKey(row.id, quote.movesBefore) }, { moveId: id });
  }
  await writeAudit(tx, actor, {
    entity: 'registration', entityId: row.id, action: 'move_settled',
    after: { moveId: id, toOfferingId: target.id, settlement: state, priceCents: quote.price!.orderTotalCents, heldCents: quote.heldCents, differenceCents: diff.cents, refundCents, adjustedCents, currency: quote.currency, ...(reason && adjustedCents > 0 ? { reason } : {}) },
  });
}
