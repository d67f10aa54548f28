import { and, asc, eq, inArray } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { heldForMoves } from '@portal/domain/checkout/money-standing';
import { moveDifference, priceAt, type MoveDifference } from '@portal/domain/checkout/move-price';
import type { OrderSummary } from '@portal/domain/checkout/pricing';
import { endedState } from '@portal/domain/registration/ended';
import { coupons } from '../../db/schema/checkout';
import { registrationMoves } from '../../db/schema/moves';
import { moneyFactsWhere, SETTLED, type RegistrationMoney } from './money-facts';
import type { Offering } from '../../db/schema/offerings';
import type { RegistrationRow } from '../../db/schema/registration';
import { configuredRates } from '../checkout/store';

/** A registration's money as the domain reads it (money-facts.ts, shared with `npm run db:audit`). */
export async function moneyFactsOf(db: NodePgDatabase, row: Pick<RegistrationRow, 'id' | 'offeringId' | 'cancelledAt' | 'refundedAt'>): Promise<RegistrationMoney> {
  const facts = (await moneyFactsWhere(db, row.id)).get(row.id);
  if (!facts) throw new Error(`registration ${row.id} not found`);
  // The row as the caller holds it (locked, perhaps changed in its transaction) says where it stands.
  return { ...facts, currentOfferingId: row.offeringId, ended: endedState(row) !== null };
}

/** What a move to `target` costs a registration, with the terms it paid with; null when nothing was paid here (unpaid, imported): then nothing is settled. */
export interface MoveQuote {
  currency: 'USD' | 'CAD';
  /** The price at the target; null when the target is not priced in the currency paid (no target then). */
  price: OrderSummary | null;
  heldCents: number;
  /** What is held in money (paid minus every refund): the most a cheaper move can give back. */
  cashCents: number;
  difference: MoveDifference | null;
  /** The tax lines of the price held now (the purchase's, or the last move's), to split a difference's. */
  heldTaxes: OrderSummary['taxes'];
  /** How many moves this registration settled before: a cheaper move's refund key is derived from it. */
  movesBefore: number;
}

export async function quoteMove(db: NodePgDatabase, row: RegistrationRow, target: Pick<Offering, 'feeUsdCents' | 'feeCadCents'>, at = new Date()): Promise<MoveQuote | null> {
  return (await moveQuoter(db, row, at))(target);
}

/** The quote of any number of targets for one registration, its money read once (the page's list of sessions). */
export async function moveQuoter(db: NodePgDatabase, row: RegistrationRow, at = new Date()): Promise<(target: Pick<Offering, 'feeUsdCents' | 'feeCadCents'>) => MoveQuote | null> {
  const facts = await moneyFactsOf(db, row);
  const { purchase } = facts;
  if (!purchase) return () => null;
  const coupon = purchase.couponCode ? (await db.select().from(coupons).where(eq(coupons.code, purchase.couponCode)))[0] ?? null : null;
  const terms = { currency: purchase.currency, coupon, billing: { country: purchase.billing.country, region: purchase.billing.state }, configuredRates: await configuredRates(db) };
  const heldCents = heldForMoves(facts);
  const settled = await db.select({ taxes: registrationMoves.taxes }).from(registrationMoves).where(and(eq(registrationMoves.registrationId, row.id), inArray(registrationMoves.state, SETTLED))).orderBy(asc(registrationMoves.createdAt));
  return (target) => {
    const price = priceAt(target, terms, at);
    return {
      currency: purchase.currency,
      price,
      heldCents,
      cashCents: facts.cashCents,
      difference: price ? moveDifference(price.orderTotalCents, Math.max(0, heldCents)) : null,
      heldTaxes: settled.at(-1)?.taxes ?? purchase.taxes,
      movesBefore: facts.moves.length,
    };
  };
}
