import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { MoneyFacts, MoveSettlement } from '@portal/domain/checkout/money-standing';
import { endedState } from '@portal/domain/registration/ended';
import { orders, refunds, type OrderRow } from '../../db/schema/checkout';
import { registrationMoves } from '../../db/schema/moves';
import { registrations } from '../../db/schema/registration';

/** The settlements a move is counted with once settled (a hold awaiting payment, or lapsed, is not). */
export const SETTLED: MoveSettlement[] = ['none', 'refunded', 'paid', 'waived', 'due'];

export type RegistrationMoney = MoneyFacts & { purchase: OrderRow | null; cashCents: number };

/**
 * Registrations' money as the domain reads it (checkout/money-standing.ts): their paid orders, their
 * refunds (each with the move it settled) and their settled moves. The one reader for the move
 * service (one registration, in its transaction) and `npm run db:audit` (every registration with
 * money here, in one snapshot). Its reads run one after another: a transaction is one client.
 */
export async function moneyFactsWhere(db: NodePgDatabase, ids: SQL | string): Promise<Map<string, RegistrationMoney>> {
  const ofRegistration = (column: typeof orders.registrationId | typeof refunds.registrationId | typeof registrationMoves.registrationId) =>
    typeof ids === 'string' ? eq(column, ids) : inArray(column, db.select({ id: registrations.id }).from(registrations).where(ids));
  const regs = await db
    .select({ id: registrations.id, offeringId: registrations.offeringId, cancelledAt: registrations.cancelledAt, refundedAt: registrations.refundedAt })
    .from(registrations)
    .where(typeof ids === 'string' ? eq(registrations.id, ids) : ids);
  const paid = await db.select().from(orders).where(and(ofRegistration(orders.registrationId), eq(orders.status, 'paid'))).orderBy(asc(orders.createdAt), asc(orders.id));
  const given = await db
    .select({ registrationId: refunds.registrationId, amountCents: refunds.amountCents, moveId: refunds.moveId })
    .from(refunds)
    .where(ofRegistration(refunds.registrationId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  const moves = await db
    .select()
    .from(registrationMoves)
    .where(and(ofRegistration(registrationMoves.registrationId), inArray(registrationMoves.state, SETTLED)))
    .orderBy(asc(registrationMoves.createdAt), asc(registrationMoves.id));
  const facts = new Map<string, RegistrationMoney>();
  for (const r of regs) {
    facts.set(r.id, { currentOfferingId: r.offeringId, ended: endedState(r) !== null, orders: [], refunds: [], moves: [], purchase: null, cashCents: 0 });
  }
  for (const o of paid) {
    const f = facts.get(o.registrationId);
    if (!f) continue;
    f.orders.push({ kind: o.kind, totalCents: o.orderTotalCents, offeringId: o.offeringId, at: o.createdAt });
    if (o.kind === 'purchase' && !f.purchase) f.purchase = o;
    f.cashCents += o.orderTotalCents;
  }
  for (const g of given) {
    const f = facts.get(g.registrationId);
    if (!f) continue;
    f.refunds.push({ amountCents: g.amountCents, moveId: g.moveId });
    f.cashCents -= g.amountCents;
  }
  for (const m of moves) {
    facts.get(m.registrationId)?.moves.push({ id: m.id, toOfferingId: m.toOfferingId, priceCents: m.priceCents, settlement: m.state as MoveSettlement, adjustedCents: m.adjustedCents, at: m.settledAt ?? m.createdAt });
  }
  return facts;
}

/** Registrations with money here: a paid order or a refund. */
export const withMoney: SQL = sql`(exists (select 1 from orders p where p.registration_id = ${registrations.id} and p.status = 'paid')
  or exists (select 1 from refunds f where f.registration_id = ${registrations.id}))`;
