/**
 * Whether a registration's money stands where its seat is (issue 50): what it paid minus what was
 * refunded against what its current session and team cost (a team member's seat costs nothing:
 * the fee is per registration), or the difference recorded as due or waived by staff. This is the
 * one reading of the rule for `npm run db:audit`; moves write the facts it reads (registration_moves).
 *
 * Legitimate cases, each defined here so none reads as a breach:
 * - nothing paid here (an imported record, paid elsewhere, or not yet paid): nothing to compare;
 * - a free course: an order of 0 (or none), held 0, priced 0;
 * - a coupon: the price is the order's total, the coupon taken off (a move keeps its terms);
 * - a cancellation keeping a late share, or a staff refund that ended it: an ended registration
 *   stands when 0 <= refunded <= paid (the policy's share is kept, never more given back);
 * - a staff partial refund on a live registration (a goodwill gesture, with its credit note): it
 *   lowers what is held below the price, and is counted apart from the refunds of moves;
 * - a move's difference waived or left due by staff: counted as if paid (and a later cheaper
 *   move that gives back more than was paid shrinks the waiver instead: `refundOfMove`).
 */

export interface MoneyFacts {
  /** The registration's session now. */
  currentOfferingId: string;
  /** Cancelled or refunded in full. */
  ended: boolean;
  /** Its paid orders: the purchase (and the session it bought, null for rows older than issue 50) and the differences of dearer moves. */
  orders: { kind: 'purchase' | 'move_difference'; totalCents: number; offeringId: string | null; at: Date }[];
  /** Its refunds, each with the move it settled (null: a staff refund or a cancellation). */
  refunds: { amountCents: number; moveId: string | null }[];
  /** Its settled moves of a paid registration, with the price at the target and how the difference was settled. */
  moves: MoveFact[];
}

/**
 * A settled move: the price at its target, how its difference was settled, and the part of it
 * settled without money changing hands (`adjustedCents`: + a difference waived or left due by
 * staff, - what a cheaper move could not give back because it had been waived or left due).
 */
export interface MoveFact {
  id: string;
  toOfferingId: string;
  priceCents: number;
  settlement: MoveSettlement;
  adjustedCents: number;
  at: Date;
}

/** How a move's difference was settled: none to settle, refunded, paid first, waived or left due by staff. */
export type MoveSettlement = 'none' | 'refunded' | 'paid' | 'waived' | 'due';

export type MoneyBreach =
  | { kind: 'overRefunded'; paidCents: number; refundedCents: number }
  | { kind: 'movedUnsettled'; pricedOfferingId: string; currentOfferingId: string }
  | { kind: 'mismatch'; expectedCents: number; heldCents: number; staffRefundedCents: number; waivedCents: number; dueCents: number };

export interface MoneyStanding {
  paidCents: number;
  refundedCents: number;
  /** What its current session costs it (the last price it was settled at); null when nothing was paid here. */
  expectedCents: number | null;
  waivedCents: number;
  dueCents: number;
  breach: MoneyBreach | null;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * What a registration holds towards its seat, as a move reads it: paid, less what moves refunded,
 * plus the differences staff waived or left due. A staff refund that is not a move's (a goodwill
 * gesture, with its credit note) is the registrant's to keep: a later move neither charges it back
 * nor counts it as still held.
 */
export function heldForMoves(f: Pick<MoneyFacts, 'orders' | 'refunds' | 'moves'>): number {
  const paid = sum(f.orders.map((o) => o.totalCents));
  const moveRefunds = sum(f.refunds.filter((r) => r.moveId !== null).map((r) => r.amountCents));
  return paid - moveRefunds + sum(f.moves.map((m) => m.adjustedCents));
}

/**
 * A cheaper move's refund as it can be paid out: what is held in money (paid minus every refund)
 * goes back; any remainder stood for a difference staff waived or left due, and that adjustment
 * shrinks by as much (a negative `waived`), so nothing is given back that was never paid.
 */
export function refundOfMove(differenceCents: number, cashHeldCents: number): { refundCents: number; unwaivedCents: number } {
  const refundCents = Math.max(0, Math.min(differenceCents, cashHeldCents));
  return { refundCents, unwaivedCents: differenceCents - refundCents };
}

export function moneyStanding(f: MoneyFacts): MoneyStanding {
  const paidCents = sum(f.orders.map((o) => o.totalCents));
  const refundedCents = sum(f.refunds.map((r) => r.amountCents));
  const dueCents = sum(f.moves.filter((m) => m.settlement === 'due').map((m) => m.adjustedCents));
  const waivedCents = sum(f.moves.filter((m) => m.settlement !== 'due').map((m) => m.adjustedCents));
  const base = { paidCents, refundedCents, waivedCents, dueCents };
  if (refundedCents > paidCents) return { ...base, expectedCents: null, breach: { kind: 'overRefunded', paidCents, refundedCents } };
  const purchase = [...f.orders].filter((o) => o.kind === 'purchase').sort((a, b) => a.at.getTime() - b.at.getTime()).at(-1);
  // Nothing paid here (imported, paid elsewhere, not yet paid), or ended (a cancellation's kept share, a full refund): nothing more to compare.
  if (!purchase || f.ended) return { ...base, expectedCents: null, breach: null };
  // The last time the price was set: the purchase, or a move settled after it.
  const lastMove = [...f.moves].filter((m) => m.at >= purchase.at).sort((a, b) => a.at.getTime() - b.at.getTime()).at(-1);
  const pricedOfferingId = lastMove ? lastMove.toOfferingId : purchase.offeringId;
  const expectedCents = lastMove ? lastMove.priceCents : purchase.totalCents;
  if (pricedOfferingId !== null && pricedOfferingId !== f.currentOfferingId) {
    return { ...base, expectedCents, breach: { kind: 'movedUnsettled', pricedOfferingId, currentOfferingId: f.currentOfferingId } };
  }
  const heldCents = paidCents - refundedCents;
  const staffRefundedCents = sum(f.refunds.filter((r) => r.moveId === null).map((r) => r.amountCents));
  const ok = heldForMoves(f) === expectedCents;
  return { ...base, expectedCents, breach: ok ? null : { kind: 'mismatch', expectedCents, heldCents, staffRefundedCents, waivedCents, dueCents } };
}

/**
 * What is still to pay of the differences staff left due (issue 50), as the back office and the
 * registrant's page show it: the due differences, but never more than the current session's price
 * less what is held in money (a later cheaper move may have settled part of it by giving back
 * less). 0 when nothing is due, the registration ended, or its money does not stand.
 */
export function outstandingDue(s: MoneyStanding): number {
  if (s.breach || s.expectedCents === null || s.dueCents <= 0) return 0;
  return Math.max(0, Math.min(s.dueCents, s.expectedCents - (s.paidCents - s.refundedCents)));
}
